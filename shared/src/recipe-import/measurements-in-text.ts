import { readRangeAt } from './amount-text.ts';
import { isCatalogueUnit, readUnitAt } from './unit-words.ts';

/**
 * Measurements written in step prose ("Preheat to 350°F", "add 2 tablespoons of butter",
 * "1 ½ cups"), for the editor to offer as measurement nodes and for the importer. Only units of
 * the platform's catalogue count (a measurement node links a unit); times ("10-12 minutes"),
 * lengths ("a 9-inch pan") and counts are not measurements.
 */
export interface FoundMeasurement {
  start: number;
  end: number;
  /** The amount, or the lower end of a range ("2-3 tablespoons" → 2). */
  quantity: number;
  /** A catalogue unit title: "tablespoon", "fahrenheit". */
  unit: string;
  /**
   * Whether the reading is unambiguous: a single amount with a spelled-out unit, a standard
   * abbreviation or a degree sign with its scale. Ranges, one-letter abbreviations ("2 T", "1 c")
   * and bare degrees ("350 degrees") are offered but not certain.
   */
  certain: boolean;
}

/** Text beyond this length is not looked through (a step is never this long). */
const MAX_TEXT = 100_000;
const NUMBER_START = /(?<![\p{L}\d.,])[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/gu;
const BARE_DEGREES = /^\s?(?:°|º|˚|degrees?\b)(?!\s*(?:[FC](?!\p{L})|fahrenheit|celsius|centigrade))/iu;
const JOINED_SCALE = /^([FC])(?![\p{L}\d])/u;
const AMBIGUOUS = /^(?:[tTcCL]|Tb|pt)$/;

export function findMeasurements(text: string): FoundMeasurement[] {
  const scanned = text.slice(0, MAX_TEXT);
  const found: FoundMeasurement[] = [];
  NUMBER_START.lastIndex = 0;
  for (let match = NUMBER_START.exec(scanned); match; match = NUMBER_START.exec(scanned)) {
    const range = readRangeAt(scanned, match.index);
    if (!range) continue;
    const measurement = measurementAt(scanned, range.min, range.max !== null, match.index, range.end);
    if (measurement) {
      found.push(measurement);
      NUMBER_START.lastIndex = measurement.end;
    } else NUMBER_START.lastIndex = range.end;
  }
  return found;
}

function measurementAt(
  text: string,
  quantity: number,
  isRange: boolean,
  start: number,
  numberEnd: number,
): FoundMeasurement | null {
  const after = text.slice(numberEnd, numberEnd + 40);
  const bare = BARE_DEGREES.exec(after);
  if (bare) {
    // "350 degrees": Fahrenheit from 200 up, as American recipes write oven heats; never certain.
    const unit = quantity >= 200 ? 'fahrenheit' : 'celsius';
    return { start, end: numberEnd + bare[0].length, quantity, unit, certain: false };
  }
  const scale = JOINED_SCALE.exec(after);
  if (scale && quantity >= 90) {
    // "200C/180C fan": a scale letter joined to an oven heat.
    return {
      start,
      end: numberEnd + 1,
      quantity,
      unit: scale[1] === 'F' ? 'fahrenheit' : 'celsius',
      certain: false,
    };
  }
  let at = numberEnd;
  const hyphen = text[at] === '-';
  if (hyphen) at += 1;
  else if (text[at] === ' ' || text[at] === '\u00a0') at += 1;
  const unit = readUnitAt(text, at, at === numberEnd || hyphen);
  if (!unit || !isCatalogueUnit(unit.title)) return null;
  const certain = !isRange && !AMBIGUOUS.test(unit.written);
  // "350 degrees F." at a sentence's end: the full stop is the sentence's.
  const sentenceEnd = text[unit.end - 1] === '.' && !/^(?:c|oz|lb|tsp|tbsp|t|T)$/i.test(unit.written);
  return { start, end: sentenceEnd ? unit.end - 1 : unit.end, quantity, unit: unit.title, certain };
}
