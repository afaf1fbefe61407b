import type { HomeBlock, KitchenDeployment } from '@larder/shared/sites-config';

/** One section of the home page, in reading order. */
export type HomeSection =
  'featured' | 'featuredSlider' | 'latest' | 'collections' | 'subscribe' | 'products' | 'about' | HomeBlock;

export interface HomeFacts {
  hasFeatured: boolean;
  hasLatest: boolean;
  hasCollections: boolean;
  hasProducts: boolean;
  hasAbout: boolean;
  newslettersEnabled: boolean;
  /** The cookbook landing page exists (`specialPages.cookbook`), so its block has somewhere to lead. */
  hasCookbookPage: boolean;
  hasPress: boolean;
}

type HomeOptions = Pick<KitchenDeployment, 'homeLayout' | 'extraHomeBlock' | 'homeOverlay'> & {
  homeBlocks: readonly HomeBlock[];
};

/**
 * The home page's sections in order (spec §2 Home). Classic: featured (the first two large),
 * creator blocks, latest with "View all", subscribe, collections slider, about. Sliders: a
 * "Featured recipes" slider, creator blocks, latest (here only when there are no featured
 * recipes), "Recipe collections" slider, subscribe block, "My favorite products" slider, and
 * latest at the end when featured recipes exist.
 * A creator block shows only when it has content; the profile card (`extraHomeBlock` or the
 * `profile` block) stands in for the about section, whose text it already shows, and the
 * newsletter block stands in for the subscribe box, and the home overlay holds the about text, so
 * nothing appears twice.
 */
export function homeSections(options: HomeOptions, facts: HomeFacts): HomeSection[] {
  const blocks: HomeBlock[] = [...options.homeBlocks];
  if (options.extraHomeBlock && !blocks.includes('profile')) blocks.unshift('profile');
  const shownBlocks = blocks.filter((block) => {
    switch (block) {
      case 'cookbook':
        return facts.hasCookbookPage;
      case 'newsletter':
        return facts.newslettersEnabled;
      case 'featuredIn':
        return facts.hasPress;
      case 'latestRecipe':
        return facts.hasLatest || facts.hasFeatured;
      case 'profile':
        return true;
    }
  });
  const subscribe: HomeSection[] =
    facts.newslettersEnabled && !shownBlocks.includes('newsletter') ? ['subscribe'] : [];
  const about: HomeSection[] =
    facts.hasAbout && !shownBlocks.includes('profile') && !options.homeOverlay ? ['about'] : [];
  const collections: HomeSection[] = facts.hasCollections ? ['collections'] : [];
  const latest: HomeSection[] = facts.hasLatest ? ['latest'] : [];
  if (options.homeLayout === 'sliders') {
    return [
      ...(facts.hasFeatured ? (['featuredSlider'] as const) : []),
      ...shownBlocks,
      ...(facts.hasFeatured ? [] : latest),
      ...collections,
      ...subscribe,
      ...(facts.hasProducts ? (['products'] as const) : []),
      ...(facts.hasFeatured ? latest : []),
    ];
  }
  return [
    ...(facts.hasFeatured ? (['featured'] as const) : []),
    ...shownBlocks,
    ...latest,
    ...subscribe,
    ...collections,
    ...about,
  ];
}

/**
 * How many latest recipes fill whole rows of a grid of `columns` (4 on desktop, 2 on mobile): the
 * largest multiple of `columns` up to `max`, or every recipe when there are fewer than a row.
 */
export function fullRows(available: number, max: number, columns: number): number {
  const count = Math.min(available, max);
  return count < columns ? count : count - (count % columns);
}

/** Items split into two columns by alternating index: 0, 2, 4… left and 1, 3, 5… right. */
export function alternatingColumns<T>(items: readonly T[]): [T[], T[]] {
  return [items.filter((_, index) => index % 2 === 0), items.filter((_, index) => index % 2 === 1)];
}

/** Collections for the home slider, a collection slugged `bread` last (spec §2 Home). */
export function breadLast<T extends { slug: string }>(collections: readonly T[]): T[] {
  return [...collections].sort((a, b) => Number(a.slug === 'bread') - Number(b.slug === 'bread'));
}

/** The "Featured In" mentions: dated ones newest first, then undated, at most `limit`. */
export function featuredInMentions<T extends { date: string | null }>(press: readonly T[], limit = 6): T[] {
  const dated = press.filter((item) => item.date).sort((a, b) => Date.parse(b.date!) - Date.parse(a.date!));
  return [...dated, ...press.filter((item) => !item.date)].slice(0, limit);
}
