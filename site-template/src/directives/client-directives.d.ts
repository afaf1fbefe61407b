import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when a reader may be signed in, else on first interaction (./reader.ts). */
    'client:reader'?: boolean | { replayClick: true };
    /** Loads the newsletter blocks' code when lib/newsletter-boot.ts finds it needed (./newsletter.ts). */
    'client:newsletter'?: boolean;
    /** Loads the header search's code on its first use: focus, click or `/` (./search.ts). */
    'client:search'?: boolean;
  }
}
