import type { Generated } from 'kysely';

export interface CommentsTable {
  id: string;
  site_id: string;
  recipe_id: string;
  user_id: string;
  parent_id: string | null;
  level: number;
  content: string;
  is_hidden: Generated<number>;
  created_at: Generated<string>;
}

export interface CommentUpvotesTable {
  comment_id: string;
  user_id: string;
  created_at: Generated<string>;
}

export interface BookmarksTable {
  site_id: string;
  user_id: string;
  recipe_id: string;
  created_at: Generated<string>;
}
