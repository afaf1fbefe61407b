import { zValidator } from '@hono/zod-validator';
import { AppError } from '@larder/shared/errors';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

/** Turns zod issues into `{ field: [messages] }`, with "(body)" for top-level problems. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
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
  return new AppError('validation_failed', `Some fields are not valid: ${summary}`, fields);
}

/** zValidator that answers bad input with the catalogue's `validation_failed` error body. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
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
