import { kitchenRecipeUrl } from '@larder/shared/hosting/kitchen-urls';
import { ogImageOf } from '@larder/shared/image-variants';
import { escapeHtml } from '@larder/shared/rich-text/escape-html';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How many of the latest recipes the feeds carry. */
export const FEED_SIZE = 20;

export interface FeedItem {
  id: string;
  url: string;
  title: string;
  /** The recipe's description: all a feed says of any recipe, and all it may of a premium one. */
  summary: string;
  subscribersOnly: boolean;
  published: string | null;
  image: { url: string; width: number; height: number } | null;
}

/**
 * The latest published recipes as feed items. A feed carries only each recipe's teaser (title,
 * description, main image), never ingredients or steps, so a subscribers-only recipe is no more
 * readable in a feed reader than on the kitchen; it is marked as such.
 */
export function feedItems(snapshot: KitchenSnapshot): FeedItem[] {
  const origin = snapshot.deployment.origin;
  return [...snapshot.recipes]
    .filter((recipe) => recipe.publishedAt)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, FEED_SIZE)
    .map((recipe: PublicRecipe) => {
      const image = recipe.images[0] ? ogImageOf(recipe.images[0]) : null;
      const subscribersOnly = recipe.privacySetting === 'subscribers_only';
      const description = richTextToPlainText(recipe.description).trim();
      const note = subscribersOnly ? `For subscribers of ${snapshot.site.title}.` : '';
      return {
        id: recipe.id,
        url: kitchenRecipeUrl(origin, recipe.slug),
        title: recipe.title,
        summary: [description, note].filter(Boolean).join('\n\n'),
        subscribersOnly,
        published: recipe.publishedAt ? new Date(recipe.publishedAt).toISOString() : null,
        image: image && {
          url: new URL(image.path, `${origin}/`).href,
          width: image.width,
          height: image.height,
        },
      };
    });
}

/** RSS 2.0 with Media RSS for each recipe's main image. */
export function rssFeed(snapshot: KitchenSnapshot, items: FeedItem[]): string {
  const origin = snapshot.deployment.origin;
  const x = escapeHtml;
  const entries = items.map((item) =>
    [
      '    <item>',
      `      <title>${x(item.title)}</title>`,
      `      <link>${x(item.url)}</link>`,
      `      <guid isPermaLink="true">${x(item.url)}</guid>`,
      item.published ? `      <pubDate>${new Date(item.published).toUTCString()}</pubDate>` : '',
      `      <description>${x(item.summary)}</description>`,
      item.subscribersOnly ? '      <category>Subscribers only</category>' : '',
      item.image
        ? `      <media:content url="${x(item.image.url)}" medium="image" type="image/webp" width="${item.image.width}" height="${item.image.height}"/>`
        : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${x(snapshot.site.title)}</title>
    <link>${x(origin)}/</link>
    <description>${x(snapshot.site.aboutShort ?? `The latest recipes from ${snapshot.site.title}.`)}</description>
    <language>en</language>
    <atom:link href="${x(origin)}/rss.xml" rel="self" type="application/rss+xml"/>
${entries.join('\n')}
  </channel>
</rss>
`;
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed(snapshot: KitchenSnapshot, items: FeedItem[]): string {
  const origin = snapshot.deployment.origin;
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: snapshot.site.title,
    home_page_url: `${origin}/`,
    feed_url: `${origin}/feed.json`,
    description: snapshot.site.aboutShort ?? `The latest recipes from ${snapshot.site.title}.`,
    language: 'en',
    authors: [{ name: snapshot.site.owner.displayName, url: `${origin}/about/` }],
    items: items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      content_text: item.summary,
      summary: item.summary,
      ...(item.image ? { image: item.image.url } : {}),
      ...(item.published ? { date_published: item.published } : {}),
      ...(item.subscribersOnly ? { tags: ['Subscribers only'] } : {}),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** Writes `rss.xml` and `feed.json` of the latest recipes into a rendered release. */
export async function writeRecipeFeeds(releaseDir: string, snapshot: KitchenSnapshot): Promise<void> {
  const items = feedItems(snapshot);
  await writeFile(join(releaseDir, 'rss.xml'), rssFeed(snapshot, items));
  await writeFile(join(releaseDir, 'feed.json'), jsonFeed(snapshot, items));
}
