import { colorThemeNamed, typeThemeNamed } from '@larder/shared/theme/theme-catalogue';
import { CollectionInputSchema } from '@larder/shared/schemas/collection';
import type { RecipeInput } from '@larder/shared/schemas/recipe-input';
import type { TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable } from 'kysely';
import { EquipmentCreateSchema, TaxonomyTermCreateSchema } from '@larder/shared/schemas/kitchen-vocabulary';
import { UserProfileUpdateSchema } from '@larder/shared/schemas/user';
import { ensureUser } from '@larder/api/auth/user-accounts';
import { createCollection } from '@larder/api/collection/collection-write';
import type { Db } from '@larder/api/db/database';
import type { SubscriptionsTable } from '@larder/api/db/tables/subscriptions.table';
import { recordImageFile, recordVideoFile } from '@larder/api/media/media-rows';
import { createRecipe } from '@larder/api/recipe/recipe-write';
import { createSite } from '@larder/api/site/site-write';
import { updateSiteSettings } from '@larder/api/site/site-settings-write';
import { recordFreeSubscription } from '@larder/api/subscription/free-subscription';
import { createKitchenEquipment, createKitchenTerm } from '@larder/api/taxonomy/kitchen-vocabulary-write';
import { updateUserProfile } from '@larder/api/user/user-profile';
import { SiteSettingsUpdateSchema } from '@larder/shared/schemas/site';
import { kitchen as crumbAndCrust } from './content/crumb-and-crust.ts';
import { kitchen as emberAndSalt } from './content/ember-and-salt.ts';
import { kitchen as familyTable } from './content/family-table.ts';
import { sharedIngredients } from './content/ingredients.ts';
import { parseRichText, type InlineMarkupContext } from './inline-markup.ts';
import { generatePhoto, paletteOfTheme, type PicturePalette, type PictureSpec } from './placeholder-photo.ts';
import { seedCommunity } from './seed-community.ts';
import type { SeedContributor, SeedIngredient, SeedKitchen, SeedRecipe } from './seed-types.ts';
import { unitsCatalogue } from './units-catalogue.ts';

export const demoKitchens: SeedKitchen[] = [familyTable, crumbAndCrust, emberAndSalt];

/** Demo reader with a paid subscription to The Family Table (to try premium recipes). */
export const DEMO_PAID_READER_EMAIL = 'reader@family-table.example';
/** Demo reader with a free subscription to The Family Table (sees "Upgrade to Full Access"). */
export const DEMO_FREE_READER_EMAIL = 'free-reader@family-table.example';

function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface SeedContext {
  db: Db;
  filesDir: string;
  /** The kitchen being seeded: its images and videos belong to it. Null for readers' avatars. */
  siteId: string | null;
  /** The kitchen's picture colours; readers' avatars take theirs from a hue. */
  palette?: PicturePalette;
  unitIds: Map<string, string>;
  ingredientIds: Map<string, string>;
}

async function insertImage(
  context: SeedContext,
  key: string,
  picture: Omit<PictureSpec, 'palette'>,
  alt: string,
  size?: [number, number],
  createdBy: string | null = null,
): Promise<string> {
  const photo = await generatePhoto(
    context.filesDir,
    key,
    { palette: context.palette, ...picture },
    size?.[0],
    size?.[1],
  );
  return recordImageFile(context.db, {
    key: photo.key,
    contentType: 'image/jpeg',
    width: photo.width,
    height: photo.height,
    lqip: photo.lqip,
    alt,
    siteId: context.siteId,
    createdBy,
  });
}

/** The demo's video clip (a short WebM), also what tests upload as a real video. */
export const DEMO_VIDEO = fileURLToPath(new URL('./assets/demo-video.webm', import.meta.url));

/** Copies the demo clip to `key` and records it as a video with a generated poster. */
async function insertVideo(
  context: SeedContext,
  key: string,
  hue: number,
  alt: string,
  dish: string,
): Promise<string> {
  const target = join(context.filesDir, key);
  await mkdir(dirname(target), { recursive: true });
  await copyFile(DEMO_VIDEO, target);
  const posterImageId = await insertImage(
    context,
    key.replace(/\.webm$/, '-poster.jpg'),
    // The clip's words first (what the frame shows), then the dish's, should the clip's name no food.
    { kind: 'dish', subject: `${alt}. ${dish}`, hue },
    alt,
    [1280, 720],
  );
  return recordVideoFile(context.db, { key, posterImageId, siteId: context.siteId! });
}

async function seedCatalogues(context: SeedContext, kitchens: SeedKitchen[]): Promise<void> {
  const { db } = context;
  for (const unit of unitsCatalogue) {
    const id = randomUUID();
    await db
      .insertInto('units')
      .values({
        id,
        title: unit.title,
        plural_title: unit.pluralTitle,
        slug: slugify(unit.title),
        abbreviation: unit.abbreviation,
      })
      .execute();
    context.unitIds.set(unit.title, id);
  }
  const ingredients = new Map<string, SeedIngredient>();
  for (const ingredient of [...sharedIngredients, ...kitchens.flatMap((kitchen) => kitchen.ingredients)]) {
    if (!ingredients.has(ingredient.title)) ingredients.set(ingredient.title, ingredient);
  }
  for (const ingredient of ingredients.values()) {
    const id = randomUUID();
    await db
      .insertInto('ingredients')
      .values({
        id,
        title: ingredient.title,
        plural_title: ingredient.pluralTitle ?? null,
        grams_per_liter: ingredient.gramsPerLiter ?? null,
        default_metric_measurement_method: ingredient.defaultMetricMeasurementMethod ?? null,
        default_imperial_measurement_method: ingredient.defaultImperialMeasurementMethod ?? null,
      })
      .execute();
    context.ingredientIds.set(ingredient.title, id);
  }
}

const TAXONOMY_FIELDS: [TaxonomyKind, keyof SeedRecipe, keyof RecipeInput][] = [
  ['cuisines', 'cuisines', 'cuisineIds'],
  ['meals', 'meals', 'mealIds'],
  ['methods', 'methods', 'methodIds'],
  ['diets', 'diets', 'dietIds'],
  ['tags', 'tags', 'tagIds'],
  ['categories', 'categories', 'foodCategoryIds'],
];

async function recipeInput(
  context: SeedContext,
  kitchen: SeedKitchen,
  recipe: SeedRecipe,
  termIds: Map<string, string>,
  equipmentIds: Map<string, string>,
): Promise<RecipeInput> {
  const usageIds = new Map<string, string>();
  for (const group of recipe.ingredientGroups) {
    for (const item of group.items) if (item.ref) usageIds.set(item.ref, randomUUID());
  }
  const markup: InlineMarkupContext = {
    unitId: (title) => {
      const id = context.unitIds.get(title);
      if (!id) throw new Error(`${kitchen.slug}/${recipe.slug}: unknown unit "${title}"`);
      return id;
    },
    usageId: (ref) => {
      const id = usageIds.get(ref);
      if (!id) throw new Error(`${kitchen.slug}/${recipe.slug}: unknown ingredient reference "{@${ref}}"`);
      return id;
    },
  };
  const ingredientId = (title: string) => {
    const id = context.ingredientIds.get(title);
    if (!id) throw new Error(`${kitchen.slug}/${recipe.slug}: ingredient "${title}" is not in any catalogue`);
    return id;
  };

  const mainImage = await insertImage(
    context,
    `${kitchen.slug}/recipes/${recipe.slug}.jpg`,
    { kind: 'dish', subject: recipe.photo.alt, hue: recipe.photo.hue },
    recipe.photo.alt,
  );
  const gallery = [];
  for (const [index, photo] of (recipe.gallery ?? []).entries()) {
    gallery.push(
      await insertImage(
        context,
        `${kitchen.slug}/recipes/${recipe.slug}-${index + 2}.jpg`,
        { kind: 'dish', subject: `${photo.alt}. ${recipe.photo.alt}`, hue: photo.hue },
        photo.alt,
      ),
    );
  }
  const instructionGroups = [];
  for (const group of recipe.instructionGroups) {
    const instructions = [];
    for (const [index, step] of group.steps.entries()) {
      const imageIds = [];
      for (let n = 0; n < (step.images ?? 0); n += 1) {
        imageIds.push(
          await insertImage(
            context,
            `${kitchen.slug}/recipes/${recipe.slug}-${slugify(group.title || 'step')}-${index + 1}-${n + 1}.jpg`,
            { kind: 'step', subject: recipe.photo.alt, hue: (recipe.photo.hue + 15 * (n + 1)) % 360 },
            `${recipe.title}: ${group.title || 'step'} ${index + 1}`,
          ),
        );
      }
      const stepKey = `${kitchen.slug}/recipes/${recipe.slug}-${slugify(group.title || 'step')}-${index + 1}`;
      instructions.push({
        content: parseRichText(step.text, markup),
        timerMinutes: step.timerMinutes ?? null,
        note: step.note ?? null,
        imageIds,
        videoId: step.video
          ? await insertVideo(context, `${stepKey}.webm`, recipe.photo.hue, step.video.alt, recipe.photo.alt)
          : null,
      });
    }
    instructionGroups.push({ title: group.title, note: group.note ?? null, instructions });
  }

  const input: RecipeInput = {
    title: recipe.title,
    slug: recipe.slug,
    privacySetting: recipe.privacy,
    description: parseRichText(recipe.description, markup),
    images: [{ id: mainImage }, ...gallery.map((id) => ({ id }))],
    videoId: recipe.video
      ? await insertVideo(
          context,
          `${kitchen.slug}/recipes/${recipe.slug}.webm`,
          recipe.photo.hue,
          recipe.video.alt,
          recipe.photo.alt,
        )
      : null,
    legacyRecipeData: recipe.legacyHtml ? { content: recipe.legacyHtml, source: 'wordpress' } : null,
    storyExcerpt: parseRichText(recipe.storyExcerpt, markup),
    storyMore: parseRichText(recipe.storyMore, markup),
    note: parseRichText(recipe.note, markup),
    prepTimeMinutes: recipe.prepTimeMinutes ?? null,
    cookTimeMinutes: recipe.cookTimeMinutes ?? null,
    customTimeLabel: recipe.customTimeLabel ?? null,
    customTimeMinutes: recipe.customTimeMinutes ?? null,
    yieldServings: recipe.yieldServings,
    servingDescription: recipe.servingDescription,
    difficultyLevel: recipe.difficulty,
    keywords: recipe.keywords,
    youtubeVideoId: recipe.youtubeVideoId ?? null,
    publishedAt: recipe.publishedAt ? new Date(`${recipe.publishedAt}T14:00:00Z`) : null,
    ingredientUsageGroups: recipe.ingredientGroups.map((group) => ({
      title: group.title,
      note: group.note ?? null,
      ingredientUsages: group.items.map((item) => ({
        id: item.ref ? usageIds.get(item.ref) : undefined,
        quantityMin: item.quantity ?? null,
        quantityMax: item.quantityMax ?? null,
        unitId: item.unit ? markup.unitId(item.unit) : null,
        ingredientId: ingredientId(item.ingredient),
        preparation: parseRichText(item.preparation, markup),
        ingredientTitleOverride: item.titleOverride ?? null,
        link: item.link ?? null,
        note: item.note ?? null,
      })),
    })),
    instructionGroups,
    equipmentUsages: recipe.equipment.map((usage) => {
      const equipmentId = equipmentIds.get(usage.equipment);
      if (!equipmentId)
        throw new Error(`${kitchen.slug}/${recipe.slug}: unknown equipment "${usage.equipment}"`);
      return {
        equipmentId,
        equipmentTitleOverride: usage.titleOverride ?? null,
        note: usage.note ?? null,
        link: usage.link ?? null,
      };
    }),
  };
  for (const [kind, field, inputField] of TAXONOMY_FIELDS) {
    (input as Record<string, unknown>)[inputField] = (recipe[field] as string[]).map((title) =>
      termIds.get(`${kind}:${title}`)!,
    );
  }
  return input;
}

async function seedKitchen(readerContext: SeedContext, kitchen: SeedKitchen): Promise<void> {
  const { db } = readerContext;
  const { id: ownerId } = await ensureUser(db, kitchen.owner.email);
  // The owner's portrait is their own upload (no kitchen), as an avatar is.
  const avatarId = await insertImage(
    { ...readerContext, palette: paletteOfTheme(colorThemeNamed(kitchen.colorTheme).colors) },
    `${kitchen.slug}/owner.jpg`,
    {
      kind: 'portrait',
      subject: kitchen.owner.displayName,
      hue: (kitchen.photo.hue + 180) % 360,
      face: kitchen.owner.face,
    },
    `Portrait of ${kitchen.owner.displayName}`,
    [600, 600],
    ownerId,
  );
  await setProfile(db, ownerId, kitchen.owner, avatarId);
  const siteId = await createSite(db, {
    slug: kitchen.slug,
    title: kitchen.title,
    ownerId,
    colorTheme: { id: colorThemeNamed(kitchen.colorTheme).id },
    typeTheme: { id: typeThemeNamed(kitchen.typeTheme).id },
  });
  const context: SeedContext = {
    ...readerContext,
    siteId,
    palette: paletteOfTheme(colorThemeNamed(kitchen.colorTheme).colors),
  };
  const featuredImageId = await insertImage(
    context,
    `${kitchen.slug}/featured.jpg`,
    { kind: 'spread', subject: kitchen.photo.alt, hue: kitchen.photo.hue },
    kitchen.photo.alt,
    [1600, 900],
  );
  const events = [];
  for (const [index, event] of kitchen.events.entries()) {
    const imageId = await insertImage(
      context,
      `${kitchen.slug}/events/${index + 1}.jpg`,
      { kind: 'spread', subject: event.photo.alt, hue: event.photo.hue },
      event.photo.alt,
      [800, 600],
    );
    events.push({
      title: event.title,
      imageId,
      date: event.date,
      location: event.location,
      description: event.description,
      href: event.href,
    });
  }
  const productLinks = [];
  for (const [index, product] of (kitchen.productLinks ?? []).entries()) {
    const imageId = await insertImage(
      context,
      `${kitchen.slug}/products/${index + 1}.jpg`,
      { kind: 'product', subject: `${product.title}. ${product.photo.alt}`, hue: product.photo.hue },
      product.photo.alt,
      [600, 600],
    );
    productLinks.push({
      productTitle: [{ type: 'paragraph', children: [{ text: product.title }] }],
      productImageId: imageId,
      href: product.href,
      price: product.price,
    });
  }
  // The kitchen's settings and lists go through the settings write, with the rules a creator's edits meet.
  await updateSiteSettings(
    db,
    siteId,
    SiteSettingsUpdateSchema.omit({ version: true }).parse({
      aboutShort: kitchen.aboutShort,
      about: kitchen.about.map((text) => ({ type: 'paragraph', children: [{ text }] })),
      aboutHeading: kitchen.aboutHeading ?? null,
      defaultMeasurementSystem: kitchen.defaultMeasurementSystem,
      defaultTemperatureSystem: kitchen.defaultTemperatureSystem,
      headerLayout: kitchen.headerLayout,
      themeStyle: kitchen.themeStyle,
      themeAccentColor: kitchen.themeAccentColor ?? null,
      headerLinks: kitchen.headerLinks,
      linkPageHeading: kitchen.linkPageHeading ?? null,
      newslettersEnabled: kitchen.newslettersEnabled,
      subscriptionsEnabled: kitchen.subscriptionsEnabled,
      paymentsEnabled: kitchen.paymentsEnabled,
      commentsEnabled: kitchen.commentsEnabled,
      // The demo's Stripe prices for these amounts are made by the demo itself (ops/src/demo-stripe.ts).
      ...(kitchen.monthlyAmountCents ? { monthlyAmountCents: kitchen.monthlyAmountCents } : {}),
      ...(kitchen.yearlyAmountCents ? { yearlyAmountCents: kitchen.yearlyAmountCents } : {}),
      featuredImageId,
      socialMediaLinks: kitchen.socialMediaLinks,
      links: kitchen.links,
      events,
      press: kitchen.press.map((item) => ({ ...item, date: item.date || null })),
      productLinks,
    }),
    { reason: 'demo content' },
  );
  const equipmentIds = new Map<string, string>();
  for (const item of kitchen.equipment) {
    const imageId = await insertImage(
      context,
      `${kitchen.slug}/equipment/${slugify(item.title)}.jpg`,
      { kind: 'equipment', subject: item.title, hue: item.hue },
      item.title,
      [400, 400],
    );
    const { equipment } = await createKitchenEquipment(
      db,
      siteId,
      EquipmentCreateSchema.parse({ title: item.title, imageId }),
    );
    equipmentIds.set(item.title, equipment.id);
  }

  const termIds = new Map<string, string>();
  for (const recipe of kitchen.recipes) {
    for (const [kind, field] of TAXONOMY_FIELDS) {
      for (const title of recipe[field] as string[]) {
        const key = `${kind}:${title}`;
        if (termIds.has(key)) continue;
        const { term } = await createKitchenTerm(db, siteId, TaxonomyTermCreateSchema.parse({ kind, title }));
        termIds.set(key, term.id);
      }
    }
  }

  // People credited on recipes first: a recipe names its contributors when it is written.
  const contributorIds = new Map<string, string[]>();
  for (const person of kitchen.contributors ?? []) {
    const userId = await seedContributor(readerContext, person);
    for (const slug of person.recipeSlugs)
      contributorIds.set(slug, [...(contributorIds.get(slug) ?? []), userId]);
  }
  const recipeIds = new Map<string, string>();
  for (const recipe of kitchen.recipes) {
    const input = await recipeInput(context, kitchen, recipe, termIds, equipmentIds);
    const id = await createRecipe(db, siteId, {
      ...input,
      contributorIds: contributorIds.get(recipe.slug) ?? [],
    });
    recipeIds.set(recipe.slug, id);
  }
  for (const slug of contributorIds.keys())
    if (!recipeIds.has(slug))
      throw new Error(`${kitchen.slug}: a contributor names unknown recipe "${slug}"`);
  const idOf = (slug: string) => {
    const id = recipeIds.get(slug);
    if (!id) throw new Error(`${kitchen.slug}: unknown recipe slug "${slug}"`);
    return id;
  };
  // Featured once the recipes are published, with the rule a creator's homepage meets.
  await updateSiteSettings(
    db,
    siteId,
    SiteSettingsUpdateSchema.omit({ version: true }).parse({
      featuredRecipeIds: kitchen.featuredRecipeSlugs.map(idOf),
    }),
    { reason: 'demo content' },
  );

  for (const collection of kitchen.collections) {
    const imageId = await insertImage(
      context,
      `${kitchen.slug}/collections/${collection.slug}.jpg`,
      { kind: 'spread', subject: collection.photo.alt, hue: collection.photo.hue },
      collection.photo.alt,
      [900, 900],
    );
    // Parsed as the manage API parses it, so the demo keeps to the rules a creator meets.
    const input = CollectionInputSchema.parse({
      slug: collection.slug,
      title: collection.title,
      description: collection.description.map((text) => ({ type: 'paragraph', children: [{ text }] })),
      imageId,
      videoId: null,
      recipeIds: collection.recipeSlugs.map(idOf),
    });
    await createCollection(db, siteId, input);
  }
}

/** A person's name, handle, bio and portrait, set as they would set them on their profile. */
async function setProfile(
  db: Db,
  userId: string,
  person: { displayName: string; bio?: string },
  avatarId: string,
): Promise<void> {
  await updateUserProfile(
    db,
    userId,
    UserProfileUpdateSchema.parse({
      displayName: person.displayName,
      handle: slugify(person.displayName),
      ...(person.bio ? { bio: [{ type: 'paragraph', children: [{ text: person.bio }] }] } : {}),
      avatar: { id: avatarId },
    }),
  );
}

/** A person credited on some recipes: their account and portrait (the recipes name them). */
async function seedContributor(context: SeedContext, person: SeedContributor): Promise<string> {
  const { id: userId } = await ensureUser(context.db, person.email);
  const avatarId = await insertImage(
    context,
    `contributors/${slugify(person.displayName)}.jpg`,
    { kind: 'portrait', subject: person.displayName, hue: person.hue },
    `Portrait of ${person.displayName}`,
    [400, 400],
    userId,
  );
  await setProfile(context.db, userId, person, avatarId);
  return userId;
}

/** A demo reader with an active subscription to one kitchen. */
async function insertDemoReader(
  db: Db,
  siteId: string,
  {
    email,
    displayName,
    plan,
  }: {
    email: string;
    displayName: string;
    plan: Pick<Insertable<SubscriptionsTable>, 'plan_type' | 'price_amount_cents' | 'cadence'>;
  },
): Promise<void> {
  const { id: userId } = await ensureUser(db, email);
  await updateUserProfile(
    db,
    userId,
    UserProfileUpdateSchema.parse({ displayName, handle: slugify(displayName) }),
  );
  if (plan.plan_type === 'free') {
    await recordFreeSubscription(db, siteId, userId, Date.now());
    return;
  }
  // A paid plan is written only by the Stripe sync, from a subscription Stripe holds; the demo's
  // paid reader has none (the demo must work before its Stripe emulator exists), so theirs is the
  // one row the demo writes itself: a plan given, as a creator gives a friend full access.
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      site_id: siteId,
      user_id: userId,
      ...plan,
      status: 'active',
      stripe_customer_id: null,
      stripe_subscription_id: null,
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      canceled_at: null,
    })
    .execute();
}

/** Fills an empty, migrated database with the demo kitchens. Refuses to touch a database that has kitchens. */
export async function seedDemo(
  db: Db,
  filesDir: string,
  kitchens: SeedKitchen[] = demoKitchens,
): Promise<void> {
  const existing = await db.selectFrom('sites').select('slug').limit(1).executeTakeFirst();
  if (existing) throw new Error('The database already has kitchens; seed only runs on an empty database.');
  const context: SeedContext = { db, filesDir, siteId: null, unitIds: new Map(), ingredientIds: new Map() };
  await seedCatalogues(context, kitchens);
  for (const kitchen of kitchens) await seedKitchen(context, kitchen);

  const familyTable = await db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', 'family-table')
    .executeTakeFirst();
  if (familyTable) {
    await insertDemoReader(db, familyTable.id, {
      email: DEMO_PAID_READER_EMAIL,
      displayName: 'Riley Reader',
      plan: { plan_type: 'monthly', price_amount_cents: 500, cadence: 'month' },
    });
    await insertDemoReader(db, familyTable.id, {
      email: DEMO_FREE_READER_EMAIL,
      displayName: 'Frankie Free',
      plan: { plan_type: 'free', price_amount_cents: 0, cadence: 'none' },
    });
  }
  await seedCommunity(db, filesDir);
}
