import fc from 'fast-check';

/** Path pieces that have broken path handling elsewhere: traversal, separators and odd escapes. */
const traversalPieces = [
  '..',
  '.',
  '/',
  '//',
  '\\',
  '%',
  '%2e',
  '%2E%2e',
  '%252e',
  '%2f',
  '%2F',
  '%5c',
  '%25',
  '%00',
  '%E0%A4%A',
  '%C0%AE',
] as const;

/** Any bytes, percent-escaped, so the decoder sees every byte value. */
const byteEscapes = fc
  .uint8Array({ maxLength: 12 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

/**
 * One piece of a hostile URL path: a traversal or escape trick, one of `names` (files that must
 * stay out of reach and names that do exist, so pieces combine into near misses), raw binary, or
 * escaped bytes. Tests join pieces into paths in whatever shape their server takes.
 */
export function hostilePathPiece(names: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...traversalPieces),
    fc.constantFrom(...names, '?', '#', ';'),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
    fc.string({ unit: 'binary', maxLength: 8 }),
    byteEscapes,
  );
}
