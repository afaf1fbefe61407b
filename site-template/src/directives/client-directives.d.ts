import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when a reader may be signed in, else on first interaction (./reader.ts). */
    'client:reader'?: boolean | { replayClick: true };
  }
}
