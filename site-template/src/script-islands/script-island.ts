/**
 * A script island: code for a page's plain HTML that Astro loads like an island's (its file's
 * address written into the page, its loading left to a client directive), without a framework.
 * The server renders nothing for it, and hydrating it calls `start` with the island's element.
 * Astro picks a component's renderer by the `astro:renderer` tag, so React never sees these.
 */
export interface ScriptIsland {
  (props: object): null;
  readonly start: (island: HTMLElement) => void;
}

export const SCRIPT_ISLAND_RENDERER = 'larder:script-island';

export function scriptIsland(start: (island: HTMLElement) => void): ScriptIsland {
  return Object.assign(() => null, { start, [Symbol.for('astro:renderer')]: SCRIPT_ISLAND_RENDERER });
}
