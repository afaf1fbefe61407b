import { SCRIPT_ISLAND_RENDERER } from './script-island';

/** Script islands (./script-island.ts) have no markup of their own: the page around them is theirs. */
export default {
  name: SCRIPT_ISLAND_RENDERER,
  check: () => false,
  renderToStaticMarkup: () => ({ html: '' }),
};
