import type { Health } from '../schemas/health.ts';
import { endpoint } from './endpoint.ts';

/** The API's health, for load balancers and operators (503 with `ok: false` when its database fails). */
export const health = /* @__PURE__ */ endpoint<{ response: Health }>()('GET', '/health');
