import { describe, expect, it } from 'vitest';
import { drawerSections } from './drawer-sections';

const recipe = (n: number, privacySetting: 'public' | 'subscribers_only' = 'public') => ({
  id: `r${n}`,
  slug: `recipe-${n}`,
  title: `Recipe ${n}`,
  privacySetting,
});

describe('the side drawer’s sections', () => {
  it('groups recipe titles by collection, then lists the recipes of none', () => {
    const all = [recipe(1), recipe(2, 'subscribers_only'), recipe(3)];
    const sections = drawerSections(
      [{ slug: 'bread', title: 'Bread', recipes: [recipe(2, 'subscribers_only')] }],
      all,
      10,
    );
    expect(sections.map((s) => [s.title, s.href, s.recipes.map((r) => r.href)])).toEqual([
      ['Bread', '/collections/bread/', ['/recipes/recipe-2/']],
      ['More recipes', '/recipes/', ['/recipes/recipe-1/', '/recipes/recipe-3/']],
    ]);
    expect(sections[0]?.recipes[0]?.subscribersOnly).toBe(true);
  });

  it('leaves out empty collections and caps each section, counting what it leaves out', () => {
    const many = Array.from({ length: 15 }, (_, n) => recipe(n));
    const sections = drawerSections(
      [
        { slug: 'empty', title: 'Empty', recipes: [] },
        { slug: 'all', title: 'All', recipes: many },
      ],
      many,
      12,
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]?.recipes).toHaveLength(12);
    expect(sections[0]?.more).toBe(3);
  });
});
