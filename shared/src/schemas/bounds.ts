import { z } from 'zod';

/**
 * The size limits of everything Larder accepts, in one place so the API, the builder and the
 * dashboard's forms enforce the same numbers with the same messages. Each is far above what a
 * real recipe needs and far below what could exhaust a stack, a build or an error body.
 */
export const LIMITS = {
  /** Any JSON request body: nesting of arrays and objects. */
  jsonDepth: 64,
  /** Any JSON request body: arrays, objects and values counted together. */
  jsonNodes: 200_000,
  /** Rich text: nodes nested in nodes (document › list › list item › link › text is 5). */
  richTextDepth: 16,
  /** Rich text: nodes in one field. */
  richTextNodes: 10_000,
  /** A legacy recipe's free-form import object. */
  legacyDepth: 16,
  legacyNodes: 10_000,
  /** Taxonomy id lists of a recipe (tags, meals, …). */
  taxonomyIds: 100,
  contributorIds: 50,
  /** Problems named in one validation error body. */
  reportedProblems: 10,
} as const;

export interface JsonShape {
  /** Deepest nesting of arrays and objects (a scalar is 0, `[]` is 1, `[[1]]` is 2). */
  depth: number;
  /** Arrays, objects and scalars counted together. */
  nodes: number;
}

/**
 * Measures nesting and size without recursion, stopping as soon as either limit is passed, so a
 * hostile value a million levels deep costs no more than the limit to reject.
 */
export function measureJson(value: unknown, stopAt: Partial<JsonShape> = {}): JsonShape {
  const maxDepth = stopAt.depth ?? Number.POSITIVE_INFINITY;
  const maxNodes = stopAt.nodes ?? Number.POSITIVE_INFINITY;
  const stack: [unknown, number][] = [[value, 0]];
  let depth = 0;
  let nodes = 0;
  while (stack.length > 0) {
    const [current, level] = stack.pop()!;
    nodes += 1;
    if (typeof current !== 'object' || current === null) {
      if (nodes > maxNodes) break;
      continue;
    }
    const childLevel = level + 1;
    depth = Math.max(depth, childLevel);
    if (depth > maxDepth || nodes > maxNodes) break;
    const children: unknown[] = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) stack.push([child, childLevel]);
  }
  return { depth, nodes };
}

/** The problem with a value's shape against the limits, or null when it fits. */
export function jsonShapeProblem(
  value: unknown,
  limits: { depth: number; nodes: number },
  what = 'The value',
): string | null {
  const shape = measureJson(value, limits);
  if (shape.depth > limits.depth) return `${what} is nested too deeply (at most ${limits.depth} levels).`;
  if (shape.nodes > limits.nodes) return `${what} is too large (at most ${limits.nodes} items).`;
  return null;
}

/**
 * A zod check that refuses values nested or sized beyond the limits. Put it in front of a
 * recursive schema with `.pipe()`: zod stops at the first failing stage, so the recursive schema
 * never walks a value deeper than the limit.
 */
export function boundedJson<T extends z.ZodType>(
  schema: T,
  limits: { depth: number; nodes: number },
  what?: string,
) {
  return schema.check((ctx) => {
    const problem = jsonShapeProblem(ctx.value, limits, what);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
  });
}
