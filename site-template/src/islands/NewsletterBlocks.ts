import { enhanceNewsletterBlocks } from '../lib/newsletter-blocks';
import { POPUP_DELAY_MS } from '../lib/newsletter-storage';
import { scriptIsland } from '../script-islands/script-island';

/**
 * The newsletter blocks' code as a script island, loaded by `client:newsletter` when needed,
 * which marks the island when the reader may be signed in.
 */
export default scriptIsland((island) => {
  enhanceNewsletterBlocks(document, {
    popupOpensAt: performance.timeOrigin + POPUP_DELAY_MS,
    mayBeSignedIn: island.hasAttribute('data-may-be-signed-in'),
  });
});
