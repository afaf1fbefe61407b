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
  /** Moves on with every save; a save naming an older one is refused. */
  version: Generated<number>;
  created_at: Generated<string>;
  /** Set by every write (the column's default is only a placeholder SQLite asked for). */
  updated_at: string;
}

export interface CollectionRecipesTable {
  collection_id: string;
  recipe_id: string;
  position: number;
}
