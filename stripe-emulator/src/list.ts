import { invalidParam } from './errors.ts';
import type { Params } from './params.ts';

export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/**
 * One page of `items` as Stripe lists them: those matching the `created` filter, newest first,
 * `limit` (1–100, default 10) from after `starting_after` or before `ending_before`.
 */
export function listPage<T extends { id: string; created: number }>(
  items: Iterable<T>,
  params: Params,
  url: string,
): ListPage<T> {
  const matching = [...items].filter((item) => createdMatches(params, item.created));
  const limit = params.optionalInteger('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'Limit must be between 1 and 100.');
  // Insertion order is creation order, so reversing keeps ties in a stable newest-first order.
  const all = matching.reverse();
  const after = params.optionalString('starting_after');
  const before = params.optionalString('ending_before');
  let start = 0;
  let end = all.length;
  if (after !== undefined) {
    const index = all.findIndex((item) => item.id === after);
    if (index === -1) throw invalidParam('starting_after', `No such object: '${after}'`);
    start = index + 1;
  } else if (before !== undefined) {
    const index = all.findIndex((item) => item.id === before);
    if (index === -1) throw invalidParam('ending_before', `No such object: '${before}'`);
    end = index;
    start = Math.max(0, end - limit);
  }
  const data = all.slice(start, Math.min(end, start + limit));
  return { object: 'list', data, has_more: start + limit < end, url };
}

/**
 * Whether `created` passes a `created` filter: an exact time, or `created[gt|gte|lt|lte]`.
 */
export function createdMatches(params: Params, created: number): boolean {
  const exact = params.values.created;
  if (exact === undefined) return true;
  if (typeof exact === 'string') return created === Number(exact);
  const range = params.optionalObject('created');
  if (range === undefined) return true;
  const bound = (name: string) => range.optionalInteger(name);
  const gt = bound('gt');
  const gte = bound('gte');
  const lt = bound('lt');
  const lte = bound('lte');
  return (
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte)
  );
}
