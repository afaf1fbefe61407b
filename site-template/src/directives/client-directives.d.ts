import 'astro';
import type { InteractionOptions } from './interaction';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when a reader may be signed in, else on first interaction (./reader.ts). */
    'client:reader'?: boolean | { replayClick: true };
    /** Loads the newsletter blocks' code when lib/newsletter-boot.ts finds it needed (./newsletter.ts). */
    'client:newsletter'?: boolean;
    /** Loads the header search's code on its first use: focus, click or `/` (./search.ts). */
    'client:search'?: boolean;
    /** Hydrates on first use (a pointer over it, a touch, focus), keeping what the reader did meanwhile (./interaction.ts). */
    'client:interaction'?: boolean | InteractionOptions;
  }
}
