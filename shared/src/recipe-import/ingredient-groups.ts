import type { IngredientGroup } from './extracted-recipe.ts';

/**
 * Whether a line among ingredient lines is a section heading rather than an ingredient:
 * "For the sauce:", "Filling:", "--- Topping ---", "FOR THE DOUGH". A heading starts with no
 * amount and is short.
 */
export function isGroupHeading(line: string): boolean {
  const text = line.trim();
  if (text === '' || text.length > 80 || /^[\d½⅓⅔¼¾⅛]/.test(text)) return false;
  const words = text.split(/\s+/).length;
  if (/^[-=*#~_]{2,}.*[-=*#~_]{2,}$/.test(text) || /^\[[^\]]+\]$/.test(text)) return true;
  if (/:$/.test(text) && words <= 8) return true;
  if (/^for\s+(?:the\s+)?[\p{L}\s&,'-]+:?$/iu.test(text) && words <= 6 && !/,/.test(text)) return true;
  return false;
}

/** The heading's words without colons and decoration: "For the sauce:" stays "For the sauce". */
export function headingTitle(line: string): string {
  return line
    .trim()
    .replace(/^[-=*#~_[\s]+|[-=*#~_\]\s]+$/g, '')
    .replace(/\s*:$/, '')
    .trim();
}

/** Lines with headings among them, as sections; lines before any heading form an untitled one. */
export function groupLines(lines: string[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup | null = null;
  for (const line of lines) {
    if (isGroupHeading(line)) {
      current = { title: headingTitle(line), lines: [] };
      groups.push(current);
    } else {
      if (!current) {
        current = { title: null, lines: [] };
        groups.push(current);
      }
      current.lines.push(line);
    }
  }
  return groups.filter((group) => group.lines.length > 0 || group.title);
}
