import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BADGE_COLOURS,
  recipeTagBadges,
  TAG_VOCABULARY,
  tagBadge,
  tagBadgeCss,
} from './tag-vocabulary';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('tag vocabulary', () => {
  it('labels the spec vocabulary and links a meal to the index filtered by it', () => {
    expect(tagBadge('meals', { slug: 'dinner', title: 'Dinner' })).toMatchObject({
      label: 'Main Dishes',
      href: '/recipes/?meals=dinner',
      colourClass: 'tag-badge--meals-dinner',
    });
    expect(tagBadge('meals', { slug: 'snack', title: 'Snack' }).label).toBe('Snacks & Sides');
    expect(tagBadge('meals', { slug: 'dessert', title: 'Dessert' }).label).toBe('Baking & Desserts');
    expect(tagBadge('categories', { slug: 'sandwich', title: 'Sandwich' })).toMatchObject({
      label: 'Sandwiches',
      href: '/recipes/?categories=sandwich',
    });
  });

  it("keeps a term's own title and the default colours outside the vocabulary", () => {
    expect(tagBadge('categories', { slug: 'soup', title: 'Soups' })).toMatchObject({
      label: 'Soups',
      colourClass: 'tag-badge--default',
      ...DEFAULT_BADGE_COLOURS,
    });
  });

  it('gives every vocabulary entry its own colour pair readable at WCAG AA', () => {
    const entries = Object.values(TAG_VOCABULARY).flatMap((kind) => Object.values(kind));
    const pairs = new Set(entries.map((entry) => `${entry.text}/${entry.background}`));
    expect(pairs.size).toBe(entries.length);
    for (const { text, background } of [...entries, DEFAULT_BADGE_COLOURS])
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('lists meals before categories, up to the limit', () => {
    const term = (slug: string) => ({ slug, title: slug });
    const badges = recipeTagBadges(
      { meals: [term('dinner'), term('snack')], categories: [term('sandwich')] },
      2,
    );
    expect(badges.map((badge) => badge.slug)).toEqual(['dinner', 'snack']);
  });

  it('ships the stylesheet generated from the vocabulary', () => {
    const css = readFileSync(new URL('../styles/tag-badges.css', import.meta.url), 'utf8');
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '')).toContain(tagBadgeCss());
  });
});
