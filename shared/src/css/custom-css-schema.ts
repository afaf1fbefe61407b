import { z } from 'zod';

/** Longest custom stylesheet a kitchen may have, in characters. */
export const CUSTOM_CSS_MAX_LENGTH = 100_000;

export const CUSTOM_CSS_TOO_LARGE_MESSAGE =
  'Custom CSS can be at most 100,000 characters. Remove rules the kitchen no longer uses and save again.';

/** The site setting `cssOverrides`: the kitchen's own stylesheet, sanitised when it is rendered. */
export const CustomCssSchema = z.string().max(CUSTOM_CSS_MAX_LENGTH, { error: CUSTOM_CSS_TOO_LARGE_MESSAGE });
