import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { publicRecipeFixture } from '@larder/shared/test-support/recipe-fixture';
import { describe, expect, it } from 'vitest';
import { RecipeChecks } from './recipe-preflight.ts';

const recipe = publicRecipeFixture({ id: 'a', slug: 'a', title: 'A' });

function kitchen(site: Record<string, unknown> = {}, units: unknown[] = []) {
  return {
    site: { slug: 'k', title: 'K', owner: { displayName: 'Kim', avatar: null }, tagline: 'x', ...site },
    units,
    deployment: { origin: 'http://k.localhost:4321' },
  } as unknown as KitchenSnapshot;
}

/** How many of the recipe's checks run again in the next build, around `next`. */
function checkedAgain(before: KitchenSnapshot, next: KitchenSnapshot): number {
  const first = new RecipeChecks(before, []);
  expect(first.problem(recipe)).toBeNull();
  expect(first.checked).toBe(1);
  const second = new RecipeChecks(next, first.passed);
  expect(second.problem(recipe)).toBeNull();
  // A recipe skipped is still passed, for the build after.
  expect(second.passed).toHaveLength(1);
  return second.checked;
}

describe('the recipe checks of a build', () => {
  it('skip a recipe that passed around the same kitchen, or one changed only where the check does not read', () => {
    expect(checkedAgain(kitchen(), kitchen())).toBe(0);
    expect(checkedAgain(kitchen(), kitchen({ tagline: 'another', navigation: [{ label: 'Shop' }] }))).toBe(0);
    expect(checkedAgain(kitchen(), kitchen({ owner: { displayName: 'Kim', avatar: { id: 'x' } } }))).toBe(0);
  });

  it('check it again when what the check reads changes: the title, the owner’s name, the units, the origin', () => {
    expect(checkedAgain(kitchen(), kitchen({ title: 'K2' }))).toBe(1);
    expect(checkedAgain(kitchen(), kitchen({ owner: { displayName: 'Lee', avatar: null } }))).toBe(1);
    expect(checkedAgain(kitchen(), kitchen({}, [{ id: 'cup' }]))).toBe(1);
    const moved = kitchen();
    moved.deployment = { ...moved.deployment, origin: 'https://k.example' };
    expect(checkedAgain(kitchen(), moved)).toBe(1);
  });
});
