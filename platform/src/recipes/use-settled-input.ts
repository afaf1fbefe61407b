import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RecipeEditorValues } from './recipe-form.ts';

/**
 * `compute` of the editor's values, again once typing has paused for `pauseMs`. The form is
 * followed by a subscription, not a render: a keystroke only restarts a timer, so what depends
 * on the whole recipe (the checks, the preview, which ingredients the steps use) costs nothing
 * while the creator types. `compute` should keep its identity between renders (`useCallback`);
 * when it changes, the value is computed again at once.
 */
export function useSettled<T>(compute: (values: RecipeEditorValues) => T, pauseMs: number): T {
  const { watch, getValues } = useFormContext<RecipeEditorValues>();
  const [settled, setSettled] = useState(() => compute(getValues()));
  const latest = useRef(compute);
  useEffect(() => {
    if (latest.current === compute) return;
    latest.current = compute;
    setSettled(compute(getValues()));
  }, [compute, getValues]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setSettled(latest.current(getValues()));
      }, pauseMs);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [watch, getValues, pauseMs]);
  return settled;
}

/**
 * The recipe's fields as the editor holds them, once typing has paused for `pauseMs`: what the
 * checks and the preview ask the API about (never once per keystroke).
 */
export function useSettledInput(
  inputOf: (values: RecipeEditorValues) => RecipeInputBody,
  pauseMs: number,
): RecipeInputBody {
  return useSettled(inputOf, pauseMs);
}
