import type { ClientDirective } from 'astro';
import { bootNewsletterBlocks } from '../lib/newsletter-boot';

/**
 * `client:newsletter` starts the newsletter blocks of a page (the footer form, the inline box,
 * the popup) from a few hundred bytes written into the page, and loads their island's code only
 * when lib/newsletter-boot.ts finds it needed (see ADR 018). A page with newsletters but no
 * other island thus loads no script file at open. The island sits in the footer, before the
 * popup: the blocks are looked for once the whole page is parsed.
 */
const newsletterDirective: ClientDirective = (load, _options, island) => {
  const boot = () => {
    bootNewsletterBlocks(document, async (mayBeSignedIn) => {
      island.toggleAttribute('data-may-be-signed-in', mayBeSignedIn);
      const hydrate = await load();
      await hydrate();
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
  else boot();
};

export default newsletterDirective;
