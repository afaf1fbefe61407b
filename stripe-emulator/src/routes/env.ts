import type { Context } from 'hono';
import type { EmulatorContext } from '../context.ts';
import { expand } from '../expand.ts';
import type { Params } from '../params.ts';

/** Hono variables of the `/v1` routes: the request's decoded query or form body. */
export interface ApiEnv {
  Variables: { params: Params };
}

/** Answers `object` as JSON, with the request's `expand[]` paths expanded. */
export function reply(c: Context<ApiEnv>, context: EmulatorContext, object: unknown): Response {
  const params = c.get('params');
  return c.json(expand(context.store, object, params.expand()) as object);
}
