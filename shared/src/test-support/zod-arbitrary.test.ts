import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import { PublishParamsSchema, RecipeInputSchema } from '../schemas/recipe-input.ts';
import { UserProfileUpdateSchema } from '../schemas/user.ts';
import { arbitraryFor, nearMissFor } from './zod-arbitrary.ts';

describe('arbitraryFor', () => {
  it.each([
    ['a recipe', RecipeInputSchema],
    ['rich text', RichTextSchema],
    ['publish parameters', PublishParamsSchema],
    ['a profile update', UserProfileUpdateSchema],
  ])('generates %s the schema mostly accepts', (_name, schema) => {
    const samples = fc.sample(arbitraryFor(schema), { seed: 42, numRuns: 300 });
    const accepted = samples.filter((sample) => schema.safeParse(sample).success).length;
    expect(accepted / samples.length).toBeGreaterThan(0.8);
  });

  it('generates near misses the schema mostly refuses', () => {
    const samples = fc.sample(nearMissFor(RecipeInputSchema), { seed: 7, numRuns: 300 });
    const refused = samples.filter((sample) => !RecipeInputSchema.safeParse(sample).success).length;
    expect(refused / samples.length).toBeGreaterThan(0.5);
  });
});
