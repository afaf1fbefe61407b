import { z } from 'zod';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import { IdSchema } from './common.ts';
import { PublicImageSchema } from './image.ts';

/**
 * A person credited on a kitchen's published recipes (the recipe's contributors), as the
 * contributors page shows them: their public profile and the ids of their published recipes.
 * No e-mail address: a profile is public, the account behind it is not.
 */
export const PublicContributorSchema = z.object({
  id: IdSchema,
  displayName: z.string(),
  handle: z.string().nullable(),
  bio: RichTextSchema.nullable(),
  avatar: PublicImageSchema.nullable(),
  /** Published recipes of this kitchen they contributed to, newest first. */
  recipeIds: z.array(IdSchema),
});
export type PublicContributor = z.infer<typeof PublicContributorSchema>;
