import type { PlanType } from '@larder/shared/schemas/user';

/** The subscribers list's search and plan filter, in the address so a reload or a shared link keeps them. */
export interface SubscribersSearch {
  q?: string;
  plan?: PlanType;
}

const PLANS: readonly PlanType[] = ['free', 'monthly', 'yearly'];

export function subscribersSearch(search: Record<string, unknown>): SubscribersSearch {
  return {
    ...(typeof search.q === 'string' && search.q.trim() ? { q: search.q.slice(0, 200) } : {}),
    ...(PLANS.includes(search.plan as PlanType) ? { plan: search.plan as PlanType } : {}),
  };
}
