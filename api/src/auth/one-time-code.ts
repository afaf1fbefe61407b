import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code, uniformly drawn (leading zeros kept). */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a link's code: salted with the link's id, so one precomputed table of the
 * million codes does not read every row of a leaked database at once.
 */
export function hashOneTimeCode(linkId: string, code: string): string {
  return createHash('sha256').update(`${linkId}:${code}`).digest('hex');
}

/** Whether `code` is the link's code, compared in constant time. */
export function oneTimeCodeMatches(linkId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOneTimeCode(linkId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
