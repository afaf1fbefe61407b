import type { BlockNode } from '@larder/shared/rich-text/rich-text-schema';
import { emptyStep, type StepValues } from './recipe-form.ts';

/** A group of rows as the editor holds it: ingredient lines or steps, each row with its own id. */
type Groups<Key extends string, Row extends { id: string }> = ({ [K in Key]: Row[] } & {
  id?: string;
  title: string;
  note: string;
})[];

/**
 * The groups with the selected rows moved, in their order, to the end of group `to` (all from
 * one group or several). Rows keep their ids, so steps still refer to the same ingredient lines.
 * `to` equal to the number of groups makes a new group at the end; a group left empty stays,
 * for the creator to fill or remove.
 */
export function moveRowsToGroup<Key extends string, Row extends { id: string }>(
  groups: Groups<Key, Row>,
  key: Key,
  selected: ReadonlySet<string>,
  to: number,
): Groups<Key, Row> {
  const moving = groups.flatMap((group) => group[key].filter((row) => selected.has(row.id)));
  if (!moving.length || to < 0 || to > groups.length) return groups;
  const kept = groups.map((group) => ({
    ...group,
    [key]: group[key].filter((row) => !selected.has(row.id)),
  })) as Groups<Key, Row>;
  if (to === groups.length)
    return [...kept, { title: '', note: '', [key]: moving } as Groups<Key, Row>[number]];
  return kept.map((group, index) => (index === to ? { ...group, [key]: [...group[key], ...moving] } : group));
}

/** The groups without the selected rows. */
export function removeRows<Key extends string, Row extends { id: string }>(
  groups: Groups<Key, Row>,
  key: Key,
  selected: ReadonlySet<string>,
): Groups<Key, Row> {
  return groups.map((group) => ({
    ...group,
    [key]: group[key].filter((row) => !selected.has(row.id)),
  }));
}

/** The step's top-level blocks (paragraphs, lists, headings): what a split cuts between. */
function blocksOf(step: StepValues): BlockNode[] {
  return step.content ?? [];
}

/** A step can be split when it has more than one paragraph (or list). */
export function canSplit(step: StepValues): boolean {
  return blocksOf(step).length > 1;
}

/**
 * One step per paragraph of `step`. The first keeps the step's id, timer, note, photos and video
 * (what the creator attached to the step stays where it was); ingredient references and
 * measurements go with their paragraph, untouched.
 */
export function splitStep(step: StepValues): StepValues[] {
  const blocks = blocksOf(step);
  if (blocks.length < 2) return [step];
  return blocks.map((block, index) =>
    index === 0 ? { ...step, content: [block] } : { ...emptyStep(), content: [block] },
  );
}

/**
 * `first` and `second` as one step: the paragraphs of both in order, the first's timer (else the
 * second's), both notes, both steps' photos and the first's video (else the second's).
 */
export function mergeSteps(first: StepValues, second: StepValues): StepValues {
  const content = [...blocksOf(first), ...blocksOf(second)];
  return {
    id: first.id,
    content: content.length ? content : null,
    timerMinutes:
      first.timerMinutes.trim() || !second.timerMinutes.trim() ? first.timerMinutes : second.timerMinutes,
    note: !second.note.trim()
      ? first.note
      : !first.note.trim()
        ? second.note
        : `${first.note.trim()} ${second.note.trim()}`,
    videoId: first.videoId ?? second.videoId,
    imageIds: [...new Set([...first.imageIds, ...second.imageIds])],
  };
}
