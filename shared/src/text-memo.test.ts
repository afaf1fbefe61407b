import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from './test-support/property-runs.ts';
import { rememberedByText } from './text-memo.ts';

describe('rememberedByText', () => {
  it('answers as the function does, computing each text once while it is remembered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'bb', 'ccc', 'dddd', 'e', ''), { maxLength: 60 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 8 }),
        (asks, entries, characters) => {
          const computed: string[] = [];
          const memo = rememberedByText(
            (text) => {
              computed.push(text);
              return `${text}!`;
            },
            { entries, characters },
          );
          // A model of what should be remembered: least recently asked forgotten first.
          let remembered: string[] = [];
          const expected: string[] = [];
          for (const text of asks) {
            expect(memo(text)).toBe(`${text}!`);
            if (remembered.includes(text)) {
              remembered = [...remembered.filter((other) => other !== text), text];
              continue;
            }
            expected.push(text);
            if (text.length > characters) continue;
            remembered.push(text);
            while (
              remembered.length > entries ||
              remembered.reduce((sum, other) => sum + other.length, 0) > characters
            )
              remembered.shift();
          }
          expect(computed).toEqual(expected);
        },
      ),
      propertyRuns(2_000),
    );
  });
});
