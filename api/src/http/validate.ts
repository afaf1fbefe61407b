import { zValidator } from '@hono/zod-validator';
import { AppError } from '@larder/shared/errors';
import { boundedJson, LIMITS } from '@larder/shared/schemas/bounds';
import type { Context, ValidationTargets } from 'hono';
import { z } from 'zod';

/**
 * Turns zod issues into `{ field: [messages] }`, with "(body)" for top-level problems. Only the
 * first few problems are named: a list of 100,000 bad ids gets a short answer, not a 4 MB one.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues.slice(0, LIMITS.reportedProblems)) {
    const key = issue.path.length ? issue.path.join('.') : '(body)';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  const summary = Object.entries(fields)
    .slice(0, 5)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  const more = error.issues.length - Math.min(error.issues.length, LIMITS.reportedProblems);
  const suffix = more > 0 ? ` (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : '';
  return new AppError('validation_failed', `Some fields are not valid: ${summary}${suffix}`, fields);
}

/** Any JSON body: its shape is checked before a (possibly recursive) schema walks it. */
const BoundedBodySchema = boundedJson(
  z.unknown(),
  { depth: LIMITS.jsonDepth, nodes: LIMITS.jsonNodes },
  'The request body',
);

/** Whether any string in `value` (a key or a value, at any depth) holds U+0000. */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (Array.isArray(current)) stack.push(...(current as unknown[]));
    else if (typeof current === 'object' && current !== null)
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
  }
  return false;
}

/**
 * No field of ours keeps the NUL character, and PostgreSQL's text cannot hold it: input that still
 * holds one once its schema has cleaned it (a comment drops invisible characters) is refused, on
 * both engines, so what one stores the other could too.
 */
export function withoutNul<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.check((ctx) => {
    if (holdsNul(ctx.value))
      ctx.issues.push({
        code: 'custom',
        message: 'Text may not contain the NUL character (U+0000).',
        input: ctx.value,
        continue: false,
      });
  });
}

/**
 * zValidator that answers bad input with the catalogue's `validation_failed` error body. JSON
 * bodies are first held to `LIMITS.jsonDepth` and `LIMITS.jsonNodes`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const bounded = (
    target === 'json' ? BoundedBodySchema.pipe(withoutNul(schema)) : withoutNul(schema)
  ) as Schema;
  return zValidator(target, bounded, (result) => {
    if (!result.success) throw validationError(result.error as unknown as z.ZodError);
  });
}

/**
 * What a route knows after `validate('json', schema)`, for middleware that runs after the
 * validator and reads the body: `rateLimit<ValidatedJson<typeof Schema>>(…)`.
 */
export interface ValidatedJson<Schema extends z.ZodType> {
  out: { json: z.output<Schema> };
}

/**
 * The request's query string validated by `schema`, as `validate('query', schema)` would, for
 * handlers that need the parsed query before anything else (a cache key is made from it).
 */
export function validQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  const query = Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
  const result = withoutNul(schema).safeParse(query);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
