import { z } from 'zod';
import { IdSchema, requiredError, TitleSchema } from './common.ts';

/** A kitchen's address is a host-name label: short enough to type, and never over DNS's 63. */
export const KITCHEN_SLUG_MIN = 3;
export const KITCHEN_SLUG_MAX = 40;

/**
 * Addresses a kitchen may not take: names an operator's own services or a reader would take
 * for the platform's (`api.`, `www.`, `admin.`…).
 */
export const RESERVED_KITCHEN_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'billing',
  'blog',
  'cdn',
  'create',
  'dashboard',
  'dev',
  'docs',
  'files',
  'help',
  'kitchen',
  'kitchens',
  'larder',
  'login',
  'mail',
  'media',
  'platform',
  'sign-in',
  'sign-up',
  'static',
  'status',
  'support',
  'www',
]);

export const RESERVED_SLUG_MESSAGE = 'That address is reserved. Choose another one.';

/** A kitchen's address (`{slug}.…`): lowercase letters, digits and single hyphens, 3 to 40 of them. */
export const KitchenSlugSchema = z
  .string({ error: requiredError('Must be text') })
  .min(1, { error: 'Required' })
  .min(KITCHEN_SLUG_MIN, { error: `Use at least ${KITCHEN_SLUG_MIN} characters` })
  .max(KITCHEN_SLUG_MAX, { error: `Use at most ${KITCHEN_SLUG_MAX} characters` })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Use lowercase letters, digits and single hyphens (for example "sunday-suppers")',
  })
  .refine((slug) => !RESERVED_KITCHEN_SLUGS.has(slug), { error: RESERVED_SLUG_MESSAGE });

/** `POST /manage/sites`: a new kitchen, its address and its catalogue themes. */
export const KitchenCreateSchema = z.object({
  title: TitleSchema.max(100, { error: 'Use at most 100 characters' }),
  slug: KitchenSlugSchema,
  colorThemeId: IdSchema,
  typeThemeId: IdSchema,
});
export type KitchenCreate = z.infer<typeof KitchenCreateSchema>;

export const KitchenSlugQuerySchema = z.object({ slug: z.string().max(200) });

/** Whether an address can be taken now, and why not (the slug rules' message, or that it is taken). */
export interface KitchenSlugAvailability {
  slug: string;
  available: boolean;
  message: string | null;
  /** The address the kitchen would be served at, when the slug follows the rules. */
  origin: string | null;
}

/** The build of a kitchen as its dashboard shows it. */
export interface KitchenBuildState {
  /** `live`: the last change is published; `failed`: the last attempt failed and will not be retried. */
  state: 'queued' | 'building' | 'live' | 'failed' | 'never-built';
  /** When the kitchen's last build went live. */
  liveAt: string | null;
  /** The last failure, in the builder's words. */
  error: string | null;
}

/** One kitchen a creator manages (`GET /manage/sites`). */
export interface ManagedKitchen {
  id: string;
  slug: string;
  title: string;
  /** The kitchen's public address, e.g. `http://sunday-suppers.localhost:4321`. */
  origin: string;
  role: 'owner' | 'manager';
  recipeCount: number;
  publishedRecipeCount: number;
  lastPublishedAt: string | null;
  build: KitchenBuildState;
}

export interface CatalogueTheme<Kind extends 'color' | 'type'> {
  id: string;
  title: string;
  kind: Kind;
}
