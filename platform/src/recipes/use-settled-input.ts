import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RecipeEditorValues } from './recipe-form.ts';

/**
 * The recipe's fields as the editor holds them, once typing has paused for `pauseMs`: what the
 * checks and the preview ask the API about (never once per keystroke).
 */
export function useSettledInput(
  inputOf: (values: RecipeEditorValues) => RecipeInputBody,
  pauseMs: number,
): RecipeInputBody {
  const { control } = useFormContext<RecipeEditorValues>();
  const values = useWatch({ control }) as RecipeEditorValues;
  const [settled, setSettled] = useState(() => inputOf(values));
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(inputOf(values));
    }, pauseMs);
    return () => {
      clearTimeout(timer);
    };
    // A new `values` on every change: the timer starts again with each keystroke.
  }, [values, inputOf, pauseMs]);
  return settled;
}
