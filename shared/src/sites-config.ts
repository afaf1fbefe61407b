import { CURRENCIES } from './format/money.ts';
import { z } from 'zod';
import { SlugSchema } from './schemas/common.ts';

/**
 * Per-kitchen deployment options (`sites.config.ts`). The spec ties some behaviour to particular
 * site slugs (search allow-list, Collections header link, header social icons, an extra home
 * block); here each is a switch a hosting operator turns on per kitchen.
 */
export const LAYOUT_VARIANTS = ['classic', 'cookbook', 'chef'] as const;
export type LayoutVariant = (typeof LAYOUT_VARIANTS)[number];
export const HOME_LAYOUTS = ['classic', 'sliders'] as const;
export type HomeLayout = (typeof HOME_LAYOUTS)[number];
export const HOME_BLOCKS = ['cookbook', 'newsletter', 'profile', 'featuredIn', 'latestRecipe'] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

const SPECIAL_PAGES_OFF = { cookbook: false, linkInBio: false, press: false, contributors: false };

/**
 * The options a creator sets from the dashboard (stored with the kitchen, `sites.options`), each
 * without its default: a stored value overrides the operator's entry in `sites.config.ts`, which
 * overrides the default.
 */
const kitchenOptionFields = {
  /** Page layout family: classic recipe site, cookbook author, or chef with about and press pages. */
  layout: z.enum(LAYOUT_VARIANTS, { error: `layout must be one of: ${LAYOUT_VARIANTS.join(', ')}` }),
  /** Header search (spec: enabled only for an allow-list of kitchens). */
  searchEnabled: z.boolean(),
  /** Collections link in the desktop header. */
  collectionsHeaderLink: z.boolean(),
  /** Social icons in the header: none, only YouTube, or all. */
  headerSocialIcons: z.enum(['none', 'youtube', 'all'], {
    error: 'headerSocialIcons must be none, youtube or all',
  }),
  /** The extra home block (profile card with about text and social links). */
  extraHomeBlock: z.boolean(),
  /** "Shop ingredients" on recipe pages: a shopping list at the reader's servings and units. */
  shopIngredients: z.boolean(),
  /** "Gift this recipe" on recipe pages: a dialog that hands the recipe to the reader's e-mail app. */
  giftRecipe: z.boolean(),
  /**
   * The kitchen's home market: the cookbook page opens on this region's order links until the
   * reader chooses (without it, on the region the reader's browser language names, else the US).
   */
  region: z.enum(['uk', 'us'], { error: 'region must be uk or us' }),
  /**
   * Which reading of the spec's home page the kitchen uses: `classic` (featured grid with the
   * first two large, latest, collections slider, about) or `sliders` ("Featured recipes" slider,
   * latest, "Recipe collections" slider, subscribe block, "My favorite products" slider).
   */
  homeLayout: z.enum(HOME_LAYOUTS, { error: `homeLayout must be one of: ${HOME_LAYOUTS.join(', ')}` }),
  /** Creator blocks added to the home page, in this order (spec §2 Home, creator variants); each once. */
  homeBlocks: z
    .array(z.enum(HOME_BLOCKS, { error: `homeBlocks entries must be among: ${HOME_BLOCKS.join(', ')}` }))
    .max(HOME_BLOCKS.length)
    .refine((blocks) => new Set(blocks).size === blocks.length, { error: 'Add each home block once' }),
  /** The home page opens with a fixed overlay: title, about text and recipes in two columns. */
  homeOverlay: z.boolean(),
  /**
   * When the newsletter popup first opens: `delay`, 4 s after the page opened (the spec's);
   * `exit-intent`, when the pointer leaves the page by its top edge (on touch screens, as
   * `after-recipe`); `after-recipe`, once the reader has scrolled past the recipe (past the
   * page's content elsewhere).
   */
  popupTrigger: z.enum(['delay', 'exit-intent', 'after-recipe'], {
    error: 'popupTrigger must be delay, exit-intent or after-recipe',
  }),
  /** Special pages (spec §2 "About, links and other pages"); each one a switch. */
  specialPages: z
    .object({
      /** `/cookbook/`: cover, introduction, table of contents, order links with a UK/US switch. */
      cookbook: z.boolean().default(false),
      /** `/links/` becomes a link-in-bio page with the simpler footer. */
      linkInBio: z.boolean().default(false),
      /** `/about/` becomes the chef about and press page (anchor nav, press, contact, products). */
      press: z.boolean().default(false),
      /** `/contributors/`: the people whose recipes the kitchen publishes. */
      contributors: z.boolean().default(false),
    })
    .strict(),
  /** A side drawer listing recipe titles by section (bottom sheet below 768px, else a 475px panel). */
  drawerMenu: z.boolean(),
  /**
   * The webmaster address privacy requests go to (spec §9, privacy policy) and the chef page's
   * contact block shows. Without it the privacy page points readers to the kitchen's e-mail link.
   */
  contactEmail: z.email({ error: 'contactEmail must be an e-mail address such as hello@example.com' }),
};

/** The kitchen options a creator may change, every one optional: what `sites.options` stores. */
export const KitchenOptionsSchema = z.object(kitchenOptionFields).partial().strict();
export type KitchenOptions = z.infer<typeof KitchenOptionsSchema>;
export const KITCHEN_OPTION_KEYS = Object.keys(kitchenOptionFields) as (keyof KitchenOptions)[];

const clearable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
/**
 * A change of kitchen options: each one named is set, and a `null` one goes back to the
 * operator's value or the default.
 */
export const KitchenOptionsUpdateSchema = z
  .object({
    layout: clearable(kitchenOptionFields.layout),
    searchEnabled: clearable(kitchenOptionFields.searchEnabled),
    collectionsHeaderLink: clearable(kitchenOptionFields.collectionsHeaderLink),
    headerSocialIcons: clearable(kitchenOptionFields.headerSocialIcons),
    extraHomeBlock: clearable(kitchenOptionFields.extraHomeBlock),
    shopIngredients: clearable(kitchenOptionFields.shopIngredients),
    giftRecipe: clearable(kitchenOptionFields.giftRecipe),
    region: clearable(kitchenOptionFields.region),
    homeLayout: clearable(kitchenOptionFields.homeLayout),
    homeBlocks: clearable(kitchenOptionFields.homeBlocks),
    homeOverlay: clearable(kitchenOptionFields.homeOverlay),
    popupTrigger: clearable(kitchenOptionFields.popupTrigger),
    specialPages: clearable(kitchenOptionFields.specialPages),
    drawerMenu: clearable(kitchenOptionFields.drawerMenu),
    contactEmail: clearable(kitchenOptionFields.contactEmail),
  } satisfies Record<keyof KitchenOptions, z.ZodType>)
  .strict();
export type KitchenOptionsUpdate = z.infer<typeof KitchenOptionsUpdateSchema>;

export const KitchenDeploymentSchema = z
  .object({
    /** Where the kitchen is served, e.g. "https://cook.example.com". Overrides `originTemplate`. */
    origin: z
      .url({ protocol: /^https?$/, error: 'origin must be an http(s) URL such as https://cook.example.com' })
      .optional(),
    layout: kitchenOptionFields.layout.default('classic'),
    searchEnabled: kitchenOptionFields.searchEnabled.default(false),
    collectionsHeaderLink: kitchenOptionFields.collectionsHeaderLink.default(false),
    headerSocialIcons: kitchenOptionFields.headerSocialIcons.default('none'),
    extraHomeBlock: kitchenOptionFields.extraHomeBlock.default(false),
    shopIngredients: kitchenOptionFields.shopIngredients.default(false),
    giftRecipe: kitchenOptionFields.giftRecipe.default(false),
    /**
     * Stripe price ids of the kitchen's Full Access plans (`price_…`), when an operator made them
     * in the Stripe dashboard; without them the API finds or makes prices by lookup key
     * (`larder_{siteId}_{monthly|yearly}_{amountCents}`) from the kitchen's amounts.
     */
    stripePrices: z
      .object({
        monthly: z
          .string()
          .regex(/^price_\w+$/, { error: 'a Stripe price id such as price_1Abc' })
          .optional(),
        yearly: z
          .string()
          .regex(/^price_\w+$/, { error: 'a Stripe price id such as price_1Abc' })
          .optional(),
      })
      .strict()
      .optional(),
    /**
     * The kitchen's paid readers subscribe on Substack: locked recipes say so and offer "Sign in
     * with Substack email" instead of the kitchen's own plans.
     */
    substackSignIn: z.boolean().default(false),
    /**
     * The currency the kitchen's paid plans are priced, charged and shown in. Product prices are
     * the creator's own text.
     */
    currency: z
      .enum(CURRENCIES, { error: `currency must be one of: ${CURRENCIES.join(', ')}` })
      .default('USD'),
    region: kitchenOptionFields.region.optional(),
    homeLayout: kitchenOptionFields.homeLayout.default('classic'),
    homeBlocks: kitchenOptionFields.homeBlocks.default([]),
    homeOverlay: kitchenOptionFields.homeOverlay.default(false),
    popupTrigger: kitchenOptionFields.popupTrigger.default('delay'),
    specialPages: kitchenOptionFields.specialPages.default(SPECIAL_PAGES_OFF),
    drawerMenu: kitchenOptionFields.drawerMenu.default(false),
    contactEmail: kitchenOptionFields.contactEmail.optional(),
  })
  .strict();
export type KitchenDeployment = z.infer<typeof KitchenDeploymentSchema>;

export const SitesConfigSchema = z
  .object({
    /** Origin of kitchens without their own `origin`; `{slug}` is replaced by the kitchen slug. */
    originTemplate: z
      .string()
      .refine((value) => value.includes('{slug}'), { error: 'originTemplate must contain {slug}' })
      .default('http://{slug}.localhost:4321'),
    sites: z.record(SlugSchema, KitchenDeploymentSchema).default({}),
  })
  .strict();
export type SitesConfigInput = z.input<typeof SitesConfigSchema>;
export type SitesConfig = z.infer<typeof SitesConfigSchema>;

/** Typed helper for `sites.config.ts`. */
export function defineSitesConfig(config: SitesConfigInput): SitesConfigInput {
  return config;
}

/** Parses a sites config, throwing one readable message that lists every problem and where it is. */
export function parseSitesConfig(input: unknown, source = 'sites.config.ts'): SitesConfig {
  const result = SitesConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    return `  - ${where}: ${issue.message}`;
  });
  throw new Error(
    `${source} is not valid:\n${problems.join('\n')}\nFix these entries and run the command again.`,
  );
}

/**
 * The deployment options of one kitchen: the defaults, then its operator's entry, then the
 * options its creator set from the dashboard (`stored`, the kitchen's `sites.options`). Stored
 * options that no longer parse (an option renamed since) are ignored one by one, never fatal.
 */
export function kitchenDeployment(
  config: SitesConfig,
  slug: string,
  stored?: unknown,
): KitchenDeployment & { origin: string } {
  const entry = config.sites[slug] ?? KitchenDeploymentSchema.parse({});
  const origin = entry.origin ?? config.originTemplate.replaceAll('{slug}', slug);
  return { ...entry, ...storedKitchenOptions(stored), origin: origin.replace(/\/+$/, '') };
}

/** The options of a stored `sites.options` value that still parse, each on its own. */
export function storedKitchenOptions(stored: unknown): KitchenOptions {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null) return {};
  const options: Record<string, unknown> = {};
  for (const key of KITCHEN_OPTION_KEYS) {
    const parsed = kitchenOptionFields[key].safeParse((value as Record<string, unknown>)[key]);
    if (parsed.success) options[key] = parsed.data;
  }
  return options;
}
