/**
 * The authoring format of the demo content. Seed files describe kitchens the way a creator
 * would write them; `seed.ts` turns them into database rows (rich text, ids, taxonomies).
 *
 * Inline markup in step text, notes and stories (`InlineText`):
 * - `{350 fahrenheit}` or `{1.5 cup}` → a measurement node (quantity + unit title from `UnitTitle`);
 *   it scales with the servings as its unit kind says (temperatures never, amounts do)
 * - `{=2 tablespoon}` → a measurement that never scales: a size per piece or per pan ("scoop into
 *   {=2 tablespoon} balls", "{=0.25 cup} of batter per pancake"), see decision 005
 * - `{@flour}` → an ingredient-usage-reference node to the usage whose `ref` is "flour"
 * - `**bold**` and `_italic_`
 * - `[label](https://example.com)` → a link
 * Blank lines (`\n\n`) separate paragraphs.
 */

import type { ThemeStyle } from '@larder/shared/schemas/common';
import type { ColorThemeName, TypeThemeName } from '@larder/shared/theme/theme-catalogue';

export type InlineText = string;

/** Units the platform knows, by title (spec §3). Count items (eggs, cloves) have no unit. */
export type UnitTitle =
  | 'gram'
  | 'kilogram'
  | 'milliliter'
  | 'liter'
  | 'ounce'
  | 'pound'
  | 'fluid ounce'
  | 'cup'
  | 'quart'
  | 'gallon'
  | 'teaspoon'
  | 'tablespoon'
  | 'pinch'
  | 'fahrenheit'
  | 'celsius';

export type MeasurementMethod = 'weight' | 'volume';

/** A shared ingredient of the platform's catalogue. */
export interface SeedIngredient {
  title: string;
  /** For counted ingredients: the name after an amount above 1 ("bay leaves"), when the title is singular. */
  pluralTitle?: string;
  /** Density in grams per liter, for cup ↔ gram conversion; omit when meaningless (eggs). */
  gramsPerLiter?: number;
  defaultMetricMeasurementMethod?: MeasurementMethod;
  defaultImperialMeasurementMethod?: MeasurementMethod;
}

export interface SeedIngredientUsage {
  /** Local name for `{@ref}` references from step text; unique within the recipe. */
  ref?: string;
  quantity?: number;
  /** Upper end of a range ("2–3 cloves"). */
  quantityMax?: number;
  unit?: UnitTitle;
  /** Title of an ingredient in the catalogue (`ingredients.ts`). */
  ingredient: string;
  /** Shown instead of the catalogue title, e.g. "large eggs, at room temperature". */
  titleOverride?: string;
  preparation?: InlineText;
  note?: string;
  link?: string;
}

export interface SeedIngredientGroup {
  /** Empty string for an untitled group. */
  title: string;
  note?: string;
  items: SeedIngredientUsage[];
}

export interface SeedStep {
  text: InlineText;
  timerMinutes?: number;
  note?: string;
  /** Number of generated step photos (0–2). */
  images?: number;
  /** A step video (the demo clip), shown first in the step's media slider; `alt` describes its poster. */
  video?: { alt: string };
}

export interface SeedInstructionGroup {
  title: string;
  note?: string;
  steps: SeedStep[];
}

export interface SeedEquipmentUsage {
  /** Title of an item in the kitchen's equipment list. */
  equipment: string;
  titleOverride?: string;
  note?: string;
  link?: string;
}

export interface SeedRecipe {
  slug: string;
  title: string;
  description: InlineText;
  storyExcerpt?: InlineText;
  storyMore?: InlineText;
  privacy: 'public' | 'subscribers_only';
  prepTimeMinutes?: number;
  cookTimeMinutes?: number;
  customTimeLabel?: string;
  customTimeMinutes?: number;
  yieldServings: number;
  /** Singular, e.g. "serving", "cookie", "loaf"; the platform pluralises. */
  servingDescription: string;
  difficulty: 'easy' | 'medium' | 'hard';
  /** Taxonomy titles; the seed creates each kitchen's taxonomies from what its recipes use. */
  cuisines: string[];
  meals: string[];
  methods: string[];
  diets: string[];
  tags: string[];
  categories: string[];
  keywords: string[];
  ingredientGroups: SeedIngredientGroup[];
  instructionGroups: SeedInstructionGroup[];
  equipment: SeedEquipmentUsage[];
  note?: InlineText;
  youtubeVideoId?: string;
  /** ISO date (YYYY-MM-DD); omit to leave the recipe as a draft. */
  publishedAt?: string;
  /** Colour and motif of the generated photo: a hue 0–360 and an emoji-free word drawn as the image label. */
  photo: { hue: number; alt: string };
  /** More photos after the main one, shown in the recipe's media slider. */
  gallery?: { hue: number; alt: string }[];
  /** A recipe video (the demo clip), first in the recipe's media slider; `alt` describes its poster. */
  video?: { alt: string };
  /**
   * HTML imported from the creator's old blog. A recipe with it and without ingredient or
   * instruction groups is a legacy recipe: the page shows its media and this content.
   */
  legacyHtml?: string;
}

export interface SeedCollection {
  slug: string;
  title: string;
  /** Paragraphs; a paragraph `youtube=VIDEO_ID` embeds a video. */
  description: string[];
  recipeSlugs: string[];
  photo: { hue: number; alt: string };
}

export interface SeedEvent {
  title: string;
  date: string;
  location: string;
  description: string;
  href: string;
  photo: { hue: number; alt: string };
}

export interface SeedPressItem {
  title: string;
  url: string;
  description: string;
  /** ISO date or empty. */
  date: string;
}

/** A product on the kitchen's shelf (link-in-bio and chef pages), with its shop's price. */
export interface SeedProductLink {
  title: string;
  href: string;
  /** As the shop shows it, e.g. "$7.50". */
  price: string;
  photo: { hue: number; alt: string };
}

/** Another person credited on some of the kitchen's recipes (the contributors page). */
export interface SeedContributor {
  email: string;
  displayName: string;
  bio: string;
  recipeSlugs: string[];
  /** Hue of their generated portrait. */
  hue: number;
}

export interface SeedKitchen {
  slug: string;
  title: string;
  /** `face`: the portrait's illustration (a vendored Fluent Emoji name such as "woman-cook-light"). */
  owner: { email: string; displayName: string; bio: string; face?: string };
  aboutHeading?: string;
  aboutShort: string;
  /** Paragraphs of the about page. */
  about: string[];
  /** Named themes of the catalogue (ADR 021). */
  colorTheme: ColorThemeName;
  typeTheme: TypeThemeName;
  themeStyle: ThemeStyle;
  /** Overrides the colour theme's accent. */
  themeAccentColor?: string;
  headerLayout: 'left' | 'centered';
  defaultMeasurementSystem: 'imperial' | 'metric';
  defaultTemperatureSystem: 'fahrenheit' | 'celsius';
  newslettersEnabled: boolean;
  subscriptionsEnabled: boolean;
  paymentsEnabled: boolean;
  commentsEnabled: boolean;
  monthlyAmountCents?: number;
  yearlyAmountCents?: number;
  socialMediaLinks: { platform: string; url: string }[];
  headerLinks: { label: string; href: string; openInNewTab?: boolean }[];
  /** Link page; on a book page labels read "title|region|discount". */
  linkPageHeading?: string;
  links: { label: string; href: string }[];
  events: SeedEvent[];
  press: SeedPressItem[];
  productLinks?: SeedProductLink[];
  contributors?: SeedContributor[];
  /** Ingredients this kitchen uses that are not in the shared catalogue (`content/ingredients.ts`). */
  ingredients: SeedIngredient[];
  /** The kitchen's equipment catalogue. */
  equipment: { title: string; hue: number }[];
  featuredRecipeSlugs: string[];
  recipes: SeedRecipe[];
  collections: SeedCollection[];
  photo: { hue: number; alt: string };
}
