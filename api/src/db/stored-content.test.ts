import { describe, expect, it } from 'vitest';
import { storedRichText } from './stored-content.ts';

const text = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Hi' }] }]);

describe('storedRichText', () => {
  it('answers each call with an object of its own, though the check is remembered', () => {
    const first = storedRichText(text)!;
    expect(first).toEqual([{ type: 'paragraph', children: [{ text: 'Hi' }] }]);
    first.pop();
    expect(storedRichText(text)).toHaveLength(1);
    expect(storedRichText(text)).not.toBe(storedRichText(text));
  });

  it('reports what is wrong every time it reads a bad text, not only the first', () => {
    for (const bad of ['{not json', JSON.stringify([{ type: 'no such node' }])]) {
      const problems: string[] = [];
      expect(storedRichText(bad, (problem) => problems.push(problem))).toBeNull();
      expect(storedRichText(bad, (problem) => problems.push(problem))).toBeNull();
      expect(problems).toHaveLength(2);
      expect(problems[0]).toBe(problems[1]);
    }
    expect(storedRichText(null)).toBeNull();
  });
});
