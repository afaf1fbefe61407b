import type { Context } from 'hono';
import type { AuthContext } from '../auth/magic-link-flow.ts';
import type { AppEnv } from './app-env.ts';
import { byIp, type BudgetUse } from './rate-limit.ts';

/** What the sign-in flow needs of a request: the database, the mailer, the clock. */
export function authContext(c: Context<AppEnv>): AuthContext {
  const { db, env, now } = c.var.deps;
  return {
    db,
    mailer: c.var.mailer,
    readContext: c.var.readContext,
    sessionDays: env.sessionDays,
    now: now?.() ?? Date.now(),
  };
}

/** The address of a validated sign-in or sign-up body (already trimmed and lower-cased). */
const byEmail: BudgetUse<{ out: { json: { email: string } } }>['key'] = (c) => c.req.valid('json').email;

/** Asking for a link, on any kitchen or the platform: per address and per e-mail address. */
export const signInBudgets: BudgetUse<{ out: { json: { email: string } } }>[] = [
  { budget: 'sign-in-per-ip', key: byIp },
  { budget: 'sign-in-per-email', key: byEmail },
];

/** Spending a link or trying a code, per address (a link voids itself after 5 wrong codes). */
export const confirmBudgets: BudgetUse[] = [{ budget: 'sign-in-confirm-per-ip', key: byIp }];
