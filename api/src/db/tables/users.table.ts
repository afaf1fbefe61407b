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
  /** Null only for a sign-up link sent to an address that has no account yet. */
  user_id: string | null;
  kind: 'session' | 'magic_link' | 'single_use';
  /** What a magic link does when confirmed; null for other kinds. */
  purpose: 'sign_in' | 'sign_up' | null;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  /** The address a magic link was sent to. */
  email: string | null;
  /** SHA-256 of the row id and the e-mail's 6-digit code. */
  code_hash: string | null;
  failed_code_attempts: Generated<number>;
  /** The kitchen a link or single-use token opens; null for the platform (and for sessions). */
  site_id: string | null;
  next_url: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}

/** What a sign-up form sent besides the address (spec §3 "Sign-up request"). */
export interface SignUpRequestsTable {
  id: string;
  token_id: string | null;
  site_id: string | null;
  email: string;
  /** 1 when the reader ticked the kitchen's newsletter opt-in. */
  subscribe: number;
  fbp: string | null;
  fbc: string | null;
  event_id: string | null;
  user_agent: string | null;
  /** JSON object. */
  metadata: string | null;
  user_id: string | null;
  confirmed_at: string | null;
  created_at: Generated<string>;
}

export interface EarlySignupsTable {
  id: string;
  email: string;
  created_at: Generated<string>;
}
