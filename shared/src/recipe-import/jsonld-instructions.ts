import { cleanLines, cleanText } from './clean-text.ts';
import type { InstructionGroup } from './extracted-recipe.ts';

/**
 * schema.org `recipeInstructions` in the shapes sites publish, as sections of steps: a string
 * (one step, several lines, or "1. … 2. …" run together), an array of strings, `HowToStep`s
 * (with `text`, `name` or nested `itemListElement`), `HowToSection`s holding steps under
 * `itemListElement` or `item` (empty ones included), and any nesting of these.
 */

/** Nesting deeper than this is not instructions; what lies below is reported, not read. */
const MAX_DEPTH = 12;
const MAX_STEPS = 500;

interface Reading {
  groups: InstructionGroup[];
  unread: string[];
}

const typesOf = (value: Record<string, unknown>): string[] =>
  (Array.isArray(value['@type']) ? value['@type'] : [value['@type']])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/:]/, '').toLowerCase());

const stringOf = (value: unknown): string | null =>
  typeof value === 'string' ? cleanText(value) : typeof value === 'number' ? String(value) : null;

/** "1. Mix. 2. Bake." or "Step 1: Mix Step 2: Bake" in one string: its numbered steps. */
export function splitNumberedSteps(text: string): string[] {
  const marker = /(?:^|\s)(?:step\s*)?(\d{1,2})[.):]\s+/gi;
  const starts: { index: number; number: number; length: number }[] = [];
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const number = Number(match[1]);
    if (number === starts.length + 1) starts.push({ index: match.index, number, length: match[0].length });
  }
  if (starts.length < 2 || starts[0]!.index > 0) return [text];
  return starts.map((start, index) =>
    text.slice(start.index + start.length, starts[index + 1]?.index ?? text.length).trim(),
  );
}

/** Leading "1.", "Step 2:" numbering, which the recipe's own numbering replaces. */
const NUMBERING = /^(?:step\s*)?\d{1,2}\s*[.):-]\s+(?=\S)/i;

/**
 * Paragraphs run together when a site stripped its markup ("…for 3 minutes.Add the tomatoes"):
 * a sentence's end touching the next one's capital.
 */
const RUN_TOGETHER = /(?<=\p{Ll}{2}[.!?])(?=\p{Lu}\p{Ll})/u;

function stepsOfString(value: string): string[] {
  const lines = cleanLines(value).flatMap((line) => line.split(RUN_TOGETHER));
  const steps = lines.length === 1 ? splitNumberedSteps(lines[0]!) : lines;
  return steps.map((step) => step.replace(NUMBERING, '')).filter(Boolean);
}

/** A step's name that is a title of its own, not its text cut short nor "Step 1". */
function ownName(name: string | null, text: string | null): string | null {
  if (!name || !text || /^step\s*\d+\.?$/i.test(name) || /^\d+\.?$/.test(name)) return null;
  const folded = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const [a, b] = [folded(name), folded(text)];
  if (b.startsWith(a) || a.startsWith(b) || a.length > 120) return null;
  return name;
}

export function readInstructions(value: unknown): Reading {
  const reading: Reading = { groups: [], unread: [] };
  let steps = 0;
  const group = (title: string | null): InstructionGroup => {
    const created = { title, steps: [] };
    reading.groups.push(created);
    return created;
  };
  const current = (): InstructionGroup => reading.groups.at(-1) ?? group(null);
  const add = (target: InstructionGroup | null, text: string) => {
    if (steps >= MAX_STEPS) return;
    steps += 1;
    (target ?? current()).steps.push(text);
  };

  const visit = (node: unknown, section: InstructionGroup | null, depth: number): void => {
    if (depth > MAX_DEPTH) {
      reading.unread.push('Instructions nested too deeply to read');
      return;
    }
    if (typeof node === 'string') {
      for (const step of stepsOfString(node)) add(section, step);
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, section, depth + 1);
      return;
    }
    if (typeof node !== 'object' || node === null) {
      if (typeof node === 'number' || typeof node === 'boolean')
        reading.unread.push(`Instruction not understood: ${node}`);
      return;
    }
    const record = node as Record<string, unknown>;
    const types = typesOf(record);
    const children = record.itemListElement ?? record.item ?? record.steps;
    const name = stringOf(record.name);
    if (types.includes('howtosection') || (children !== undefined && !types.includes('howtostep') && name)) {
      // A section inside a section has no level of its own: its name leads its first step.
      const target = section ? section : group(name || null);
      if (section && name) add(section, `${name}:`);
      if (children !== undefined) visit(children, target, depth + 1);
      return;
    }
    const text = stringOf(record.text) ?? stringOf(record.description);
    const titled = ownName(name, text);
    if (children !== undefined) {
      if (titled && !section) visit(children, group(titled), depth + 1);
      else visit(children, section, depth + 1);
      if (text) add(section, text);
      return;
    }
    const body = text ?? name;
    if (!body) {
      if (Object.keys(record).some((key) => !key.startsWith('@') && key !== 'url' && key !== 'image'))
        reading.unread.push(`Instruction step without text: ${JSON.stringify(record).slice(0, 200)}`);
      return;
    }
    if (titled && !section) add(group(titled), body);
    else add(section, titled ? `${titled}: ${body}` : body);
  };

  visit(value, null, 0);
  reading.groups = reading.groups.filter((entry) => entry.steps.length > 0 || entry.title);
  return reading;
}
