// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { afterEach, expect, it } from 'vitest';
import ResultCard from './ResultCard';

afterEach(cleanup);

const recipe = (changes: Partial<RecipeSummary>) =>
  ({
    id: 'r1',
    slug: 'soup',
    title: 'Tomato soup',
    privacySetting: 'public',
    images: [],
    ingredientUsageCount: 4,
    ...changes,
  }) as RecipeSummary;

it('badges a subscribers-only result with the padlock drawn as on the recipe cards, not an emoji', () => {
  const { container } = render(<ResultCard recipe={recipe({ privacySetting: 'subscribers_only' })} />);
  const badge = container.querySelector('.lock-badge')!;
  expect(badge.textContent).toBe(' Subscribers only');
  expect(badge.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
});

it('counts one ingredient in the singular', () => {
  const { container, rerender } = render(<ResultCard recipe={recipe({ ingredientUsageCount: 1 })} />);
  expect(container.querySelector('.recipe-card-meta')!.textContent).toBe('1 ingredient');
  rerender(<ResultCard recipe={recipe({ ingredientUsageCount: 4 })} />);
  expect(container.querySelector('.recipe-card-meta')!.textContent).toBe('4 ingredients');
});

it('uses the recipe card classes, so cards on pages and results share one stylesheet', () => {
  const { container } = render(<ResultCard recipe={recipe({ prepTimeMinutes: 10, cookTimeMinutes: 20 })} />);
  expect(
    container.querySelector('article.recipe-card > a.recipe-card-link > .recipe-card-media'),
  ).not.toBeNull();
  expect(container.querySelector('.recipe-card-title')!.textContent).toBe('Tomato soup');
  expect(container.querySelector('.recipe-card-meta')!.textContent).toBe('4 ingredientsTotal time 30 min');
});
