import { parseStoredRichText, type RichText } from '@larder/shared/rich-text/rich-text-schema';

/**
 * Reading JSON columns defensively: a value written before today's limits, or damaged, reads as
 * absent (and is reported through `onProblem`) instead of failing the read that meets it.
 */
export function storedJson(text: string | null, onProblem?: (problem: string) => void): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    onProblem?.('is not valid JSON');
    return undefined;
  }
}

/** A stored rich text within the limits, else null. */
export function storedRichText(text: string | null, onProblem?: (problem: string) => void): RichText | null {
  const value = storedJson(text, onProblem);
  if (value === undefined) return null;
  const richText = parseStoredRichText(value);
  if (richText === null) onProblem?.('is not valid rich text (or is nested too deeply)');
  return richText;
}
