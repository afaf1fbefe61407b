import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { describe, expect, it } from 'vitest';
import { feedItems, FEED_SIZE, jsonFeed, rssFeed } from './recipe-feeds.ts';

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];
const recipe = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `r${n}`,
  slug: `recipe-${n}`,
  title: `Recipe ${n} & more`,
  description: paragraph(`Description ${n}`),
  publishedAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
  privacySetting: 'public',
  images: [{ id: `i${n}`, width: 1600, height: 1200, variants: { og: `/_img/og${n}.webp` } }],
  ingredientUsageGroups: [],
  instructionGroups: [],
  ...extra,
});
const snapshot = (recipes: unknown[]) =>
  ({
    site: { title: 'The Family Table', aboutShort: 'Family food.', owner: { displayName: 'Maya' } },
    deployment: { origin: 'https://cook.example' },
    recipes,
  }) as unknown as KitchenSnapshot;

describe('the recipe feeds', () => {
  it('carry the latest recipes first, each with its slash-form URL and its 800×600 main image', () => {
    const items = feedItems(snapshot(Array.from({ length: 25 }, (_, index) => recipe(index + 1))));
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0]).toMatchObject({
      url: 'https://cook.example/recipes/recipe-25/',
      image: { url: 'https://cook.example/_img/og25.webp', width: 800, height: 600 },
    });
  });

  it('give a subscribers-only recipe only as its teaser, marked, never its ingredients or steps', () => {
    const premium = recipe(1, {
      privacySetting: 'subscribers_only',
      ingredientUsageGroups: [
        { title: null, ingredientUsages: [{ ingredient: { title: 'SECRET-SAFFRON' } }] },
      ],
      instructionGroups: [{ title: null, instructions: [{ content: paragraph('SECRET-STEP') }] }],
      storyExcerpt: paragraph('SECRET-STORY'),
    });
    const kitchen = snapshot([premium, recipe(2)]);
    const items = feedItems(kitchen);
    for (const text of [rssFeed(kitchen, items), jsonFeed(kitchen, items)]) {
      expect(text).not.toMatch(/SECRET/);
      expect(text).toContain('Description 1');
      expect(text).toContain('Subscribers only');
    }
    expect(items.find((item) => item.id === 'r2')!.subscribersOnly).toBe(false);
  });

  it('write RSS 2.0 with escaped text and a JSON Feed 1.1', () => {
    const kitchen = snapshot([recipe(3)]);
    const items = feedItems(kitchen);
    const rss = rssFeed(kitchen, items);
    expect(rss).toContain('<title>Recipe 3 &amp; more</title>');
    expect(rss).toContain(
      '<atom:link href="https://cook.example/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(rss).toContain('width="800" height="600"');
    const json = JSON.parse(jsonFeed(kitchen, items));
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      feed_url: 'https://cook.example/feed.json',
    });
    expect(json.items[0]).toMatchObject({
      id: 'https://cook.example/recipes/recipe-3/',
      title: 'Recipe 3 & more',
    });
  });
});
