import type { Generated } from 'kysely';

export interface CollectionsTable {
  id: string;
  site_id: string;
  slug: string;
  title: string;
  /** JSON paragraph blocks. */
  description: string | null;
  image_id: string | null;
  video_id: string | null;
  created_at: Generated<string>;
}

export interface CollectionRecipesTable {
  collection_id: string;
  recipe_id: string;
  position: number;
}
