import { parseQuantityText } from '@larder/shared/recipe/quantity-text';

/** A stretch of step text that reads as an amount of a unit: "350°F", "2 tablespoons", "1 1/2 cups". */
export interface MeasurementCandidate {
  start: number;
  end: number;
  text: string;
  quantity: number;
  /** The platform unit's title. */
  unit: string;
}

const UNIT_WORDS: [RegExp, string][] = [
  [/^(?:°\s?f|degrees?\s+f(?:ahrenheit)?|f)$/i, 'fahrenheit'],
  [/^(?:°\s?c|degrees?\s+c(?:elsius)?|c)$/i, 'celsius'],
  [/^(?:tablespoons?|tbsps?|tbs)$/i, 'tablespoon'],
  [/^(?:teaspoons?|tsps?)$/i, 'teaspoon'],
  [/^cups?$/i, 'cup'],
  [/^(?:grams?|g)$/i, 'gram'],
  [/^(?:kilograms?|kg)$/i, 'kilogram'],
  [/^(?:millilit(?:er|re)s?|ml)$/i, 'milliliter'],
  [/^(?:lit(?:er|re)s?|l)$/i, 'liter'],
  [/^(?:ounces?|oz)$/i, 'ounce'],
  [/^(?:pounds?|lbs?)$/i, 'pound'],
  [/^(?:fluid ounces?|fl\.? oz)$/i, 'fluid ounce'],
  [/^(?:quarts?|qt)$/i, 'quart'],
];

const AMOUNT = String.raw`(\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[½⅓⅔¼¾⅛])?|\d+\/\d+|[½⅓⅔¼¾⅛])`;
const UNIT = String.raw`(°\s?[FC]\b|degrees?\s+(?:fahrenheit|celsius|[FC])\b|fluid ounces?\b|fl\.? oz\b|tablespoons?\b|tbsps?\b|tbs\b|teaspoons?\b|tsps?\b|cups?\b|kilograms?\b|kg\b|grams?\b|g\b|millilit(?:er|re)s?\b|ml\b|lit(?:er|re)s?\b|ounces?\b|oz\b|pounds?\b|lbs?\b|quarts?\b|qt\b)`;
const PATTERN = new RegExp(`(?<![\\w/.,])${AMOUNT}\\s?${UNIT}`, 'gi');

/** The amounts in a text that could become measurement nodes, in order. */
export function measurementCandidates(text: string): MeasurementCandidate[] {
  const found: MeasurementCandidate[] = [];
  for (const match of text.slice(0, 20_000).matchAll(PATTERN)) {
    const amount = parseQuantityText(match[1]!.replace(',', '.'));
    const unitText = match[2]!.replace(/\s+/g, ' ');
    const unit = UNIT_WORDS.find(([pattern]) => pattern.test(unitText))?.[1];
    if (!amount || amount === 'invalid' || amount.max !== null || !unit) continue;
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      quantity: amount.min,
      unit,
    });
  }
  return found;
}
