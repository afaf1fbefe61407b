import { parseHtml, textOf, walk } from './html-document.ts';

/** Strings longer than this are cut before cleaning: no recipe field is a megabyte of text. */
const MAX_TEXT = 200_000;

/**
 * A text field of structured data as plain text: HTML entities decoded (twice-encoded ones
 * too: "&amp;#39;"), tags stripped, whitespace collapsed to single spaces.
 */
export function cleanText(value: string): string {
  let text = value.slice(0, MAX_TEXT);
  for (let pass = 0; pass < 2 && /[<&]/.test(text); pass += 1) text = textOf(parseHtml(text));
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

const BLOCK = /^(?:p|div|br|li|ul|ol|h[1-6]|tr|section|article|blockquote|pre|table|dd|dt)$/;

/**
 * Like `cleanText`, keeping line breaks where the HTML had blocks or `<br>` and where the
 * text had newlines: for text fields that hold several steps or lines.
 */
export function cleanLines(value: string): string[] {
  const text = value.slice(0, MAX_TEXT);
  if (!/[<&]/.test(text)) return splitLines(text);
  const parts: string[] = [];
  walk(parseHtml(text), (node) => {
    if (node.type === 'text') parts.push(node.data ?? '');
    else if (node.name !== undefined && BLOCK.test(node.name)) parts.push('\n');
    if (node.name === 'script' || node.name === 'style') return false;
  });
  return splitLines(parts.join(''))
    .map((line) => cleanText(line))
    .filter(Boolean);
}

function splitLines(text: string): string[] {
  return text
    .split(/\r?\n|\r|\u2028/)
    .map((line) => line.replace(/[\s\u00a0\u200b]+/g, ' ').trim())
    .filter(Boolean);
}

/** Lower case, letters and digits only: two texts that differ only in spacing and punctuation compare equal. */
export function comparableText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
