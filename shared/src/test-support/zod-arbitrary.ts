import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries generated from zod 4 schemas, for property tests and fuzzing: values the
 * schema accepts (most of the time: refinements and cross-field rules are not modelled) and
 * "near misses", valid values with one part broken. Only the schema kinds Larder uses are
 * modelled; others produce arbitrary JSON.
 */
export type Path = (string | number)[];
export type Override = (path: Path, schema: z.ZodType) => fc.Arbitrary<unknown> | undefined;

export interface ArbitraryOptions {
  /** Replaces the generator of any field (e.g. ids drawn from the database). */
  override?: Override;
  /** Recursive schemas stop nesting here (their arrays come out empty). */
  maxDepth?: number;
  /** Longest generated array, whatever the schema allows. */
  maxArray?: number;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

interface Check {
  check: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType): Check[] =>
  ((defOf(schema).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const def = defOf(schema);
  const checks = checksOf(schema);
  const format = (def.format as string | undefined) ?? checks.find((check) => check.format)?.format;
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((check) => check.pattern)?.pattern;
  let min = 0;
  let max = 40;
  for (const check of checks) {
    if (check.check === 'min_length') min = Number(check.minimum);
    if (check.check === 'max_length') max = Math.min(Number(check.maximum), Math.max(min, 40));
    if (check.check === 'length_equals') min = max = Number(check.value ?? check.minimum);
  }
  if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
  if (format === 'email') return fc.emailAddress();
  if (format === 'url') return fc.webUrl();
  const dates = fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') });
  if (format === 'datetime') return dates.map((date) => date.toISOString());
  if (format === 'date') return dates.map((date) => date.toISOString().slice(0, 10));
  // fast-check matches without flags; a case-insensitive pattern still accepts what it generates.
  if (pattern)
    return fc
      .stringMatching(new RegExp(pattern.source))
      .filter((text) => text.length >= min && text.length <= Math.max(max, min));
  return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
}

function numberArbitrary(schema: z.ZodType): fc.Arbitrary<number> {
  const checks = checksOf(schema);
  // Without a lower bound, mostly what Larder counts: amounts, minutes, milliseconds.
  let min = 0;
  let max = 1_000_000;
  let integer = false;
  for (const check of checks) {
    if (check.check === 'greater_than') min = Number(check.value) + (check.inclusive ? 0 : 1e-9);
    if (check.check === 'less_than') max = Number(check.value) - (check.inclusive ? 0 : 1e-9);
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
  }
  if (integer)
    return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (or nearly: refinements are not modelled). */
export function arbitraryFor(
  schema: z.ZodType,
  options: ArbitraryOptions = {},
  path: Path = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  const overridden = options.override?.(path, schema);
  if (overridden) return overridden;
  const def = defOf(schema);
  const maxDepth = options.maxDepth ?? 4;
  const maxArray = options.maxArray ?? 3;
  const inner = (child: unknown, key: string | number, nextDepth = depth) =>
    arbitraryFor(child as z.ZodType, options, [...path, key], nextDepth);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') });
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner(def.innerType, path.length ? (path[path.length - 1] ?? '') : ''), {
        nil: undefined,
      });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType as z.ZodType, options, path, depth), {
        nil: null,
        freq: 4,
      });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return arbitraryFor(def.innerType as z.ZodType, options, path, depth);
    case 'pipe': {
      // Generate for the stricter side: the output schema, unless it is a transform.
      const out = def.out as z.ZodType;
      const side = defOf(out).type === 'transform' ? (def.in as z.ZodType) : out;
      return arbitraryFor(side, options, path, depth);
    }
    case 'lazy':
      return arbitraryFor((def.getter as () => z.ZodType)(), options, path, depth);
    case 'union':
      return fc.oneof(
        ...(def.options as z.ZodType[]).map((option) => arbitraryFor(option, options, path, depth)),
      );
    case 'array': {
      if (depth >= maxDepth) return fc.constant([]);
      let minLength = 0;
      for (const check of checksOf(schema))
        if (check.check === 'min_length') minLength = Number(check.minimum);
      return fc.array(inner(def.element, 0, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, maxArray),
      });
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const required: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of Object.keys(shape)) required[key] = inner(shape[key], key);
      const optionalKeys = Object.keys(shape).filter((key) => defOf(shape[key]!).type === 'optional');
      return fc.record(required, {
        requiredKeys: Object.keys(shape).filter((key) => !optionalKeys.includes(key)),
      });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType, '*'), { maxKeys: maxArray });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values no schema should accept, or that stress whatever reads them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    '',
    ' ',
    '0',
    -1,
    0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.1,
    'x'.repeat(10_000),
    '%E0%A4%A',
    '\u0000',
    '\uD800',
    '<script>alert(1)</script>',
    '</style>',
    '../../etc/passwd',
    'javascript:alert(1)',
    '00000000-0000-4000-8000-000000000000',
    {},
    [],
    JSON.parse(`${'['.repeat(60)}${']'.repeat(60)}`) as unknown,
    JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
    { constructor: { prototype: { polluted: true } } },
    Array(2000).fill('00000000-0000-4000-8000-000000000000'),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer(),
  fc.double(),
);

/** Replaces one part of `value` (found by `pick`, a number in [0, 1)) with `replacement`, or removes it. */
export function breakOnePart(value: unknown, pick: number, replacement: unknown, remove: boolean): unknown {
  const parts: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      parts.push({
        parent: current as Record<string, unknown>,
        key: Array.isArray(current) ? Number(key) : key,
      });
      stack.push(child);
    }
  }
  if (parts.length === 0) return replacement;
  const { parent, key } = parts[Math.floor(pick * parts.length)]!;
  if (remove && !Array.isArray(parent)) Reflect.deleteProperty(parent, key);
  else (parent as Record<string | number, unknown>)[key] = replacement;
  return value;
}

/** Near misses of a schema: an accepted value with one part replaced, removed or added to. */
export function nearMissFor(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      arbitraryFor(schema, options),
      fc.double({ min: 0, max: 0.999_999, noNaN: true }),
      hostileValue,
      fc.boolean(),
    )
    .map(([valid, pick, replacement, remove]) =>
      breakOnePart(structuredClone(valid), pick, replacement, remove),
    );
}
