import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  display_name: string | null;
  handle: string | null;
  /** Rich text JSON. */
  bio: string | null;
  avatar_image_id: string | null;
  /** Crop JSON for the avatar, or null for the whole image. */
  avatar_crop: string | null;
  /** The reader's own unit choices; null means each kitchen's default applies. */
  measurement_system: 'metric' | 'imperial' | null;
  temperature_system: 'celsius' | 'fahrenheit' | null;
  created_at: Generated<string>;
}

export interface SiteMembershipsTable {
  site_id: string;
  user_id: string;
  role: 'owner' | 'manager';
  created_at: Generated<string>;
}

export interface AuthTokensTable {
  id: string;
  user_id: string;
  kind: 'session' | 'magic_link' | 'single_use';
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  site_id: string | null;
  next_url: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}
