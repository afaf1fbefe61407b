import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundedJson, jsonShapeProblem, measureJson } from './bounds.ts';

describe('measureJson', () => {
  it('counts nesting of arrays and objects and every value', () => {
    expect(measureJson(1)).toEqual({ depth: 0, nodes: 1 });
    expect(measureJson([])).toEqual({ depth: 1, nodes: 1 });
    expect(measureJson({ a: [1, { b: 2 }] })).toEqual({ depth: 3, nodes: 5 });
  });

  it('measures a value a million levels deep without recursion, stopping at the limit', () => {
    const deep = JSON.parse('['.repeat(1_000_000) + ']'.repeat(1_000_000)) as unknown;
    expect(measureJson(deep, { depth: 64 }).depth).toBe(65);
  });

  it('agrees with a recursive measure on generated JSON', () => {
    const reference = (value: unknown): { depth: number; nodes: number } => {
      if (typeof value !== 'object' || value === null) return { depth: 0, nodes: 1 };
      const children = (Array.isArray(value) ? value : Object.values(value)).map(reference);
      return {
        depth: 1 + Math.max(0, ...children.map((child) => child.depth)),
        nodes: 1 + children.reduce((sum, child) => sum + child.nodes, 0),
      };
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(measureJson(value)).toEqual(reference(value));
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});

describe('boundedJson', () => {
  const schema = boundedJson(z.unknown(), { depth: 3, nodes: 10 }, 'The body').pipe(
    z.array(z.array(z.number())),
  );

  it('names the limit a value passes', () => {
    expect(jsonShapeProblem([[[[1]]]], { depth: 3, nodes: 10 }, 'The body')).toBe(
      'The body is nested too deeply (at most 3 levels).',
    );
    expect(jsonShapeProblem(Array(20).fill(1), { depth: 3, nodes: 10 })).toBe(
      'The value is too large (at most 10 items).',
    );
  });

  it('stops before the inner schema when the shape is out of bounds', () => {
    const result = schema.safeParse([[[[1]]]]);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe('The body is nested too deeply (at most 3 levels).');
    expect(schema.parse([[1, 2], [3]])).toEqual([[1, 2], [3]]);
  });
});
