/** Search engines show about 155 characters of a description; longer ones are cut mid-word. */
export const DESCRIPTION_MAX = 155;
/** Shorter than this, a description says too little to be shown instead of the page's text. */
export const DESCRIPTION_MIN = 70;

/** `text` on one line, cut at a word boundary to at most `max` characters with an ellipsis. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export interface DescribedSite {
  title: string;
  aboutShort: string | null;
  owner: { displayName: string };
}

type PageKind = 'home' | 'recipes' | 'collections' | 'about' | 'events' | 'links' | 'notFound' | 'other';

export function pageKind(pathname: string): PageKind {
  if (pathname === '/' || pathname === '') return 'home';
  if (/^\/recipes\/(page\/\d+\/?)?$/.test(pathname)) return 'recipes';
  if (/^\/collections\/?$/.test(pathname)) return 'collections';
  if (/^\/about\/?$/.test(pathname)) return 'about';
  if (/^\/events\/?$/.test(pathname)) return 'events';
  if (/^\/links\/?$/.test(pathname)) return 'links';
  if (/^\/404(\.html|\/)?$/.test(pathname)) return 'notFound';
  return 'other';
}

/** The description each page type has of its own, so no two types share the kitchen's text. */
function ownDescription(kind: PageKind, site: DescribedSite): string | null {
  const { title } = site;
  switch (kind) {
    case 'home':
      return site.aboutShort ?? `Recipes from ${title}: easy to follow, tested, and made to be cooked again.`;
    case 'recipes':
      return `All recipes from ${title}: search them, or browse by meal, cuisine, cooking method, diet and more.`;
    case 'collections':
      return `Recipe collections from ${title}: hand-picked groups of recipes for every occasion, season and craving.`;
    case 'about':
      return `About ${site.owner.displayName} and ${title}${site.aboutShort ? `: ${site.aboutShort}` : ', where the recipes come from and who cooks them.'}`;
    case 'events':
      return `Cooking events with ${title}: classes, demonstrations and book signings, upcoming ones first.`;
    case 'links':
      return `Links from ${title}: books, products and the places to find ${site.owner.displayName} elsewhere on the web.`;
    case 'notFound':
      return `This page of ${title} could not be found. It may have moved: browse all recipes instead.`;
    case 'other':
      return null;
  }
}

/**
 * The meta description of a page: the page's own text when it gives one that says enough, else
 * its type's own description (so the about page does not repeat the home page's), clamped to
 * about 155 characters.
 */
export function pageDescription(
  pathname: string,
  given: string | null | undefined,
  site: DescribedSite,
): string | null {
  const kind = pageKind(pathname);
  const text = given?.trim() ?? '';
  const own = ownDescription(kind, site);
  const sharesKitchenText = kind !== 'home' && text !== '' && text === site.aboutShort?.trim();
  const usable = text !== '' && !sharesKitchenText && (text.length >= DESCRIPTION_MIN || own === null);
  const chosen = usable ? text : (own ?? site.aboutShort ?? '');
  return chosen ? clampDescription(chosen) : null;
}
