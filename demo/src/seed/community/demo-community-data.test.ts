import { describe, expect, it } from 'vitest';
import { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL, demoKitchens } from '../seed.ts';
import { demoCommunities } from '../seed-community.ts';
import { demoReaders } from './readers.ts';

// A cut-down test seed skips what it lacks, so the full demo data is checked here, by name.
const owners = new Map(demoKitchens.map((kitchen) => [kitchen.owner.email, kitchen.slug]));
const people = new Set([
  ...demoReaders.map((reader) => reader.email),
  ...owners.keys(),
  DEMO_PAID_READER_EMAIL,
  DEMO_FREE_READER_EMAIL,
]);

describe('the demo community data', () => {
  it.each(demoCommunities.map((community) => [community.kitchenSlug, community] as const))(
    '%s names published recipes of its kitchen and people who exist',
    (slug, community) => {
      const kitchen = demoKitchens.find((candidate) => candidate.slug === slug);
      expect(kitchen?.commentsEnabled).toBe(true);
      const recipes = new Map(kitchen!.recipes.map((recipe) => [recipe.slug, recipe]));
      for (const bookmark of community.bookmarks) {
        expect(recipes.get(bookmark.recipe)?.publishedAt, bookmark.recipe).toBeTruthy();
        expect(people).toContain(bookmark.by);
      }
      for (const discussion of community.discussions) {
        const recipe = recipes.get(discussion.recipe);
        expect(recipe?.publishedAt, discussion.recipe).toBeTruthy();
        for (const comment of discussion.comments) {
          const everyone = [comment, ...(comment.replies ?? [])];
          for (const entry of everyone) {
            expect(people).toContain(entry.by);
            for (const voter of entry.upvotedBy ?? []) expect(people).toContain(voter);
            // Subscribers-only recipes are discussed by those who may read them (spec §5).
            if (recipe!.privacy !== 'public')
              expect([DEMO_PAID_READER_EMAIL, kitchen!.owner.email]).toContain(entry.by);
          }
          for (const reply of comment.replies ?? []) expect(reply.daysAgo).toBeLessThan(comment.daysAgo);
        }
      }
    },
  );

  it('has a hidden comment, replies and a reader with saved recipes on two kitchens', () => {
    const comments = demoCommunities.flatMap((community) => community.discussions.flatMap((d) => d.comments));
    expect(comments.filter((comment) => comment.hidden)).toHaveLength(1);
    expect(comments.some((comment) => (comment.replies ?? []).length > 1)).toBe(true);
    const kitchensByReader = new Map<string, Set<string>>();
    for (const community of demoCommunities)
      for (const bookmark of community.bookmarks)
        (
          kitchensByReader.get(bookmark.by) ?? kitchensByReader.set(bookmark.by, new Set()).get(bookmark.by)!
        ).add(community.kitchenSlug);
    expect(Math.max(...[...kitchensByReader.values()].map((kitchens) => kitchens.size))).toBe(2);
  });
});
