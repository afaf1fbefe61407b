import { Hono } from 'hono';
import type { EmulatorContext } from '../context.ts';
import { listPage } from '../list.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';

export function eventRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const params = c.get('params');
      const type = params.optionalString('type');
      const types = params.strings('types');
      const events = [...store.events.values()].filter(
        (event) =>
          (type === undefined || event.type === type) && (types.length === 0 || types.includes(event.type)),
      );
      return reply(c, context, listPage(events, params, '/v1/events'));
    })
    .get('/:id', (c) => reply(c, context, must(store.events, 'event', c.req.param('id'))));
}
