import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternatingColumns,
  breadLast,
  featuredInMentions,
  fullRows,
  homeSections,
  type HomeFacts,
} from './home-sections';

const everything: HomeFacts = {
  hasFeatured: true,
  hasLatest: true,
  hasCollections: true,
  hasProducts: true,
  hasAbout: true,
  newslettersEnabled: true,
  hasCookbookPage: true,
  hasPress: true,
};
const classic = { homeLayout: 'classic', homeBlocks: [], extraHomeBlock: false, homeOverlay: false } as const;
const sliders = { ...classic, homeLayout: 'sliders' } as const;

describe('homeSections', () => {
  it('reads the classic home as featured, latest, subscribe, collections, about', () => {
    expect(homeSections(classic, everything)).toEqual([
      'featured',
      'latest',
      'subscribe',
      'collections',
      'about',
    ]);
  });

  it('reads the sliders home with latest at the end when featured recipes exist', () => {
    expect(homeSections(sliders, everything)).toEqual([
      'featuredSlider',
      'collections',
      'subscribe',
      'products',
      'latest',
    ]);
  });

  it('puts latest right after the top of the sliders home when nothing is featured', () => {
    expect(
      homeSections({ ...sliders, homeBlocks: ['cookbook'] }, { ...everything, hasFeatured: false }),
    ).toEqual(['cookbook', 'latest', 'collections', 'subscribe', 'products']);
  });

  it('places creator blocks in their configured order after the featured recipes', () => {
    expect(
      homeSections({ ...classic, homeBlocks: ['featuredIn', 'latestRecipe'] }, everything).slice(0, 3),
    ).toEqual(['featured', 'featuredIn', 'latestRecipe']);
  });

  it('shows the about text once: the profile card stands in for the about section', () => {
    const sections = homeSections({ ...classic, extraHomeBlock: true }, everything);
    expect(sections).toContain('profile');
    expect(sections).not.toContain('about');
  });

  it('leaves the about text to the home overlay when there is one', () => {
    expect(homeSections({ ...classic, homeOverlay: true }, everything)).not.toContain('about');
  });

  it('shows one subscribe form: the newsletter block stands in for the subscribe box', () => {
    const sections = homeSections({ ...classic, homeBlocks: ['newsletter'] }, everything);
    expect(sections).toContain('newsletter');
    expect(sections).not.toContain('subscribe');
  });

  it('leaves out blocks with nothing to show', () => {
    const sections = homeSections(
      { ...classic, homeBlocks: ['cookbook', 'featuredIn', 'newsletter'] },
      { ...everything, hasCookbookPage: false, hasPress: false, newslettersEnabled: false },
    );
    expect(sections).toEqual(['featured', 'latest', 'collections', 'about']);
  });

  it('never lists a section twice, whatever the options', () => {
    const blocks = fc.uniqueArray(
      fc.constantFrom(
        'cookbook',
        'newsletter',
        'profile',
        'featuredIn',
        'latestRecipe',
      ) as fc.Arbitrary<'cookbook'>,
    );
    fc.assert(
      fc.property(
        fc.constantFrom('classic', 'sliders') as fc.Arbitrary<'classic'>,
        blocks,
        fc.boolean(),
        fc.record({
          hasFeatured: fc.boolean(),
          hasLatest: fc.boolean(),
          hasCollections: fc.boolean(),
          hasProducts: fc.boolean(),
          hasAbout: fc.boolean(),
          newslettersEnabled: fc.boolean(),
          hasCookbookPage: fc.boolean(),
          hasPress: fc.boolean(),
        }),
        (homeLayout, homeBlocks, extraHomeBlock, facts) => {
          const sections = homeSections(
            { homeLayout, homeBlocks, extraHomeBlock, homeOverlay: false },
            facts,
          );
          expect(new Set(sections).size).toBe(sections.length);
          expect(sections.includes('profile') && sections.includes('about')).toBe(false);
          expect(sections.includes('newsletter') && sections.includes('subscribe')).toBe(false);
        },
      ),
      { seed: 12, numRuns: 300 },
    );
  });
});

describe('fullRows', () => {
  it('fills whole rows so no grid slot stays empty', () => {
    expect(fullRows(11, 8, 4)).toBe(8);
    expect(fullRows(7, 8, 4)).toBe(4);
    expect(fullRows(3, 8, 4)).toBe(3);
    fc.assert(
      fc.property(fc.nat(40), (available) => {
        const count = fullRows(available, 8, 4);
        expect(count).toBeLessThanOrEqual(Math.min(available, 8));
        if (available >= 4) expect(count % 4).toBe(0);
      }),
      { seed: 12 },
    );
  });
});

describe('alternatingColumns', () => {
  it('puts even indexes left and odd indexes right', () => {
    expect(alternatingColumns(['a', 'b', 'c', 'd', 'e'])).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
  });
});

describe('breadLast', () => {
  it('sorts a collection slugged bread last and keeps the others in order', () => {
    const slugs = breadLast([{ slug: 'bread' }, { slug: 'soup' }, { slug: 'cake' }]).map((c) => c.slug);
    expect(slugs).toEqual(['soup', 'cake', 'bread']);
  });
});

describe('featuredInMentions', () => {
  it('lists dated mentions newest first, undated after them', () => {
    const press = [
      { id: 'a', date: '2023-01-01' },
      { id: 'b', date: null },
      { id: 'c', date: '2025-06-01' },
    ];
    expect(featuredInMentions(press).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});
