import { rateLimitBudgetNames, type RateLimitBudgetName } from './budgets.ts';

/**
 * How `LARDER_RATE_LIMITS` scales the budgets: each budget's limit is multiplied by its own
 * factor, or by `factor` when it has none; 0 switches a budget off.
 */
export interface RateLimitSettings {
  factor: number;
  perBudget: Partial<Record<RateLimitBudgetName, number>>;
}

export const rateLimitsOn: RateLimitSettings = { factor: 1, perBudget: {} };

function parseFactor(value: string): number | null {
  if (value === 'on') return 1;
  if (value === 'off') return 0;
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const factor = Number(value);
  return factor > 0 ? factor : null;
}

/**
 * Reads `on`, `off`, a multiplier such as `2` or `0.5`, and budget-specific entries such as
 * `search=off`, separated by commas (`0.5,manage-write-per-ip=3`). Returns the problems instead
 * when the value cannot be read.
 */
export function parseRateLimitSettings(value: string): RateLimitSettings | { problems: string[] } {
  const settings: RateLimitSettings = { factor: 1, perBudget: {} };
  const problems: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim().toLowerCase())) {
    if (!entry) continue;
    const equals = entry.indexOf('=');
    const name = equals === -1 ? null : entry.slice(0, equals).trim();
    const factor = parseFactor(entry.slice(equals + 1).trim());
    if (factor === null) {
      problems.push(`"${entry}": use on, off or a positive multiplier such as 2 or 0.5`);
    } else if (name === null) {
      settings.factor = factor;
    } else if ((rateLimitBudgetNames as string[]).includes(name)) {
      settings.perBudget[name as RateLimitBudgetName] = factor;
    } else {
      problems.push(`"${entry}": no budget "${name}" (budgets: ${rateLimitBudgetNames.join(', ')})`);
    }
  }
  return problems.length > 0 ? { problems } : settings;
}

/** The multiplier for one budget; 0 when it is switched off. */
export function budgetFactor(settings: RateLimitSettings, budget: RateLimitBudgetName): number {
  return settings.perBudget[budget] ?? settings.factor;
}
