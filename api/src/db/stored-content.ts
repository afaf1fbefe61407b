import { parseStoredRichText, type RichText } from '@larder/shared/rich-text/rich-text-schema';
import { rememberedByText } from '@larder/shared/text-memo';

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

/**
 * A stored text's rich text, checked against the schema, as JSON (null when it is not valid rich
 * text), with what is wrong with it: remembered by the text, as a kitchen's texts are read again
 * on every publish, and checking each against the schema was a quarter of a publish's read.
 */
const checkedRichText = rememberedByText((text: string): { json: string | null; problem?: string } => {
  const value = storedJson(text);
  if (value === undefined) return { json: null, problem: 'is not valid JSON' };
  const richText = parseStoredRichText(value);
  if (richText === null) return { json: null, problem: 'is not valid rich text (or is nested too deeply)' };
  return { json: JSON.stringify(richText) };
});

/**
 * A stored rich text within the limits, else null. Each call answers a fresh object, which the
 * caller may change.
 */
export function storedRichText(text: string | null, onProblem?: (problem: string) => void): RichText | null {
  if (text === null) return null;
  const { json, problem } = checkedRichText(text);
  if (problem) onProblem?.(problem);
  return json === null ? null : (JSON.parse(json) as RichText);
}
