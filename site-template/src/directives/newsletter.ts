import type { ClientDirective } from 'astro';
import { bootNewsletterBlocks } from '../lib/newsletter-boot';

/**
 * `client:newsletter` starts the newsletter blocks of a page (the footer form, the inline box,
 * the popup) from a few hundred bytes written into the page, and loads their island's code only
 * when lib/newsletter-boot.ts finds it needed (see ADR 018). A page with newsletters but no
 * other island thus loads no script file at open.
 */
const newsletterDirective: ClientDirective = (load) => {
  bootNewsletterBlocks(document, async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default newsletterDirective;
