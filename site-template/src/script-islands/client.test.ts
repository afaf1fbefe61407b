// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import hydrator from './client';
import { scriptIsland, SCRIPT_ISLAND_RENDERER } from './script-island';

it('runs a script island’s code with its island element, and tags it for its own renderer', () => {
  const start = vi.fn();
  const island = scriptIsland(start);
  const element = document.createElement('astro-island');
  hydrator(element)(island);
  expect(start).toHaveBeenCalledWith(element);
  expect((island as unknown as Record<symbol, unknown>)[Symbol.for('astro:renderer')]).toBe(
    SCRIPT_ISLAND_RENDERER,
  );
  expect(island({})).toBeNull();
});
