import { parseDurationText } from './durations.ts';

/**
 * The vocabulary of a recipe written as lines: its section headings ("Ingredients", "Method"),
 * its labelled facts ("Serves 4", "Prep time: 15 mins") and step markers ("Step 2"). Shared by
 * the pasted-text reader and the page reader, which finds the part of a page a recipe is in.
 */
export interface TextLine {
  text: string;
  /** From a page: a heading (`<h3>`), a bold paragraph, a list item, an italic remark, or text. */
  kind: 'heading' | 'bold' | 'item' | 'text' | 'remark';
}

export const INGREDIENTS_HEADING =
  /^(?:ingredients?(?:\s+list)?|what\s+you(?:'|’)?ll\s+need|you(?:'|’)?ll\s+need|you\s+will\s+need|shopping\s+list)(?:\s*\(\d+\)|\s+(?:for|in)\b[^:]{0,30})?\s*:?$/i;
export const INSTRUCTIONS_HEADING =
  /^(?:method|instructions?|directions?|preparation|steps|how\s+to\s+make(?:\s+it)?|cooking\s+(?:instructions|directions|method)|procedure|to\s+make)(?:\s*\(\d+\)|\s+(?:for|in)\b[^:]{0,30})?\s*:?$/i;
/** Headings that end the steps: notes, nutrition, equipment and the like. */
export const OTHER_HEADING =
  /^(?:(?:recipe\s+|cook(?:'|’)?s\s+)?notes?|tips?(?:\s+and\s+tricks)?|nutrition(?:al)?(?:\s+(?:info(?:rmation)?|facts|values?))?|equipment|video|storage|faqs?|variations?|substitutions?|did\s+you\s+make\s+this|source|reviews?|comments?|related\s+recipes?|more\s+recipes?|you\s+may\s+also\s+like)\b.{0,30}$/i;

/** "Step 3", "STEP 1.": a marker before a step, not a step. */
export const STEP_MARKER = /^(?:step\s*)?\d{1,2}\s*[.):]?$|^step\s*\d{1,2}\s*[.):]?$/i;
/** "1. Mix", "2) Bake", "Step 3: Serve": a numbered step's number. */
export const STEP_NUMBER = /^(?:step\s*)?(\d{1,2})\s*[.):]\s*(?=\S)|^step\s*(\d{1,2})\s+(?=\S)/i;
/** Buttons of a recipe scaler ("1/2x", "2x") left in a page's text. */
export const SCALER = /^(?:\d+(?:\/\d+)?|½)\s*x$/i;
export const BULLET = /^[\s•·*▢□☐◻✓✔►▪■●○◦–—-]+\s*(?=\S)/u;

export type TimeField = 'prep' | 'cook' | 'total' | 'other';

export interface LabelledFact {
  kind: 'yield' | 'time';
  /** For a time: prep, cook, total, or a labelled other time. */
  field?: TimeField;
  label: string;
  /** The value written after the label, or null when it is on the next line. */
  value: string | null;
}

const YIELD_LABEL =
  /^(serves|servings?|yields?|makes|portions|feeds|serving\s+amount)(?!\s+size)\b\s*:?\s*(.*)$/i;
const TIME_LABEL =
  /^(prep(?:aration)?|cook(?:ing)?|bake|baking|total|ready\s+in|active|hands[\s-]on|inactive|chill(?:ing)?|rest(?:ing)?|marinat(?:e|ing)|freez(?:e|ing)|cool(?:ing)?|ris(?:e|ing)|prov(?:e|ing)|proof(?:ing)?|soak(?:ing)?|set(?:ting)?|additional|other|time)(\s+time)?\s*(:)?\s*(.*)$/i;

function timeField(label: string): TimeField {
  if (/^prep|^hands/i.test(label)) return 'prep';
  if (/^cook|^bak|^active/i.test(label)) return 'cook';
  if (/^total|^ready|^time$/i.test(label)) return 'total';
  return 'other';
}

/** "Serves 4", "Prep time: 15 mins", "Total Time" (value on the next line): a labelled fact, else null. */
export function labelledFact(line: string): LabelledFact | null {
  const text = line.trim();
  if (text.length > 60) return null;
  const yields = YIELD_LABEL.exec(text);
  if (yields) {
    const value = yields[2]!.trim();
    if (
      value === '' ||
      /^(?:about\s+|up\s+to\s+)?[\d½¼¾⅓⅔]/i.test(value) ||
      /^(?:one|two|three|four|five|six|eight|ten|twelve|a\s+dozen)\b/i.test(value)
    )
      return { kind: 'yield', label: yields[1]!, value: value || null };
  }
  const time = TIME_LABEL.exec(text);
  if (!time) return null;
  const [, label, timeWord, colon, rest] = time as unknown as [
    string,
    string,
    string | undefined,
    string | undefined,
    string,
  ];
  const value = rest.trim();
  const formal = Boolean(timeWord || colon) || /^ready\s+in$/i.test(label);
  if (value === '')
    return formal || /^time$/i.test(label)
      ? { kind: 'time', field: timeField(label), label, value: null }
      : null;
  // "Cook the pasta for 10 minutes" is a step: a bare label takes only a bare duration.
  if (!formal && !/^[\d½¼¾⅓⅔]/.test(value)) return null;
  if (parseDurationText(value) === null) return null;
  return { kind: 'time', field: timeField(label), label: `${label}${timeWord ?? ''}`, value };
}

/** A label's words as a custom time's label: "Marinating time" → "Marinating". */
export function timeLabel(label: string): string {
  const words = label.replace(/\s+time$/i, '').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
