import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

/** A small RFC 4180 reader: the cells a spreadsheet would load from `text`. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];
const hostileText = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", 'a', '1', ' ', 'é', '|'),
  maxLength: 12,
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks: "a,b" reads back as one cell', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('prefixes a cell that would start a formula with an apostrophe: =HYPERLINK(…) is text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('reads back every row of any text as the same cells, each starting with no formula character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(hostileText, { minLength: 1, maxLength: 5 }), { maxLength: 6 }),
        (rows) => {
          const parsed = parseCsv(toCsv(rows));
          expect(parsed).toHaveLength(rows.length);
          parsed.forEach((row, rowIndex) => {
            row.forEach((cell, cellIndex) => {
              const original = rows[rowIndex]![cellIndex]!;
              expect(FORMULA_START.includes(cell[0] ?? '')).toBe(false);
              expect(cell).toBe(FORMULA_START.includes(original[0] ?? '') ? `'${original}` : original);
            });
          });
        },
      ),
      { seed: 1107, numRuns: 500 },
    );
  });
});
