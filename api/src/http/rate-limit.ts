import { ipRateLimitSubject } from '../rate-limit/rate-limit-subjects.ts';
import { AppError } from '@larder/shared/errors';
import type { Context, Input, MiddlewareHandler } from 'hono';
import { rateLimitBudgets, type RateLimitBudgetName } from '../rate-limit/budgets.ts';
import { budgetFactor } from '../rate-limit/rate-limit-settings.ts';
import { hitBudgets, type BudgetHit } from '../rate-limit/rate-limit-store.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';

/**
 * Whom a budget counts: an IP, a user, or any string such as a normalised e-mail address from the
 * validated body (put the middleware after the validator and type it with `ValidatedJson`).
 * Null: the budget does not apply to this request (a per-user budget and a visitor), so stack a
 * per-IP budget beside it.
 */
export type RateLimitKey<I extends Input = Input> = (
  c: Context<AppEnv, string, I>,
) => string | null | Promise<string | null>;

export interface BudgetUse<I extends Input = Input> {
  budget: RateLimitBudgetName;
  key: RateLimitKey<I>;
}

/** Per client address; IPv6 clients per /64, since one host can pick any address in it. */
export const byIp: RateLimitKey = (c) => ipRateLimitSubject(clientIp(c));

export const byUser: RateLimitKey = (c) => c.var.user?.id ?? null;

/**
 * Counts each request against the given budgets (see `rate-limit/budgets.ts`) and refuses it
 * with 429, `Retry-After` in seconds and the `rate_limited` error, before anything else runs,
 * once any of them is spent. A refused request is charged to none of them.
 */
export function rateLimit<I extends Input = Input>(
  ...uses: BudgetUse<I>[]
): MiddlewareHandler<AppEnv, string, I> {
  return async (c, next) => {
    const { db, env, now } = c.var.deps;
    const hits: BudgetHit[] = [];
    for (const { budget, key: keyOf } of uses) {
      const factor = budgetFactor(env.rateLimits, budget);
      if (factor === 0) continue;
      const key = await keyOf(c);
      if (key === null) continue;
      const { limit, windowSeconds } = rateLimitBudgets[budget];
      hits.push({
        budget,
        key,
        limit: Math.max(1, Math.round(limit * factor)),
        windowMs: windowSeconds * 1000,
      });
    }
    if (hits.length > 0) {
      c.set('budgetCharged', true);
      const outcome = await hitBudgets(db, hits, now?.() ?? Date.now());
      if (!outcome.allowed) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
        throw new AppError('rate_limited');
      }
    }
    await next();
  };
}
