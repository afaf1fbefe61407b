import { describe, expect, it } from 'vitest';
import { SubscriptionRequestSchema } from './subscription.ts';

const VALID = {
  siteSlug: 'family-table',
  email: 'Reader@Example.com',
  plan: 'monthly',
  return: 'https://family-table.example.com/recipes/scones',
  nextFree: 'https://family-table.example.com/welcome',
  nextPaid: 'https://family-table.example.com/thanks',
  nextLogin: 'http://localhost:4321/login',
};

describe('SubscriptionRequestSchema', () => {
  it('accepts a request and lowercases the email', () => {
    expect(SubscriptionRequestSchema.parse(VALID)).toEqual({ ...VALID, email: 'reader@example.com' });
  });

  it('allows the site slug to be left out', () => {
    const withoutSlug: Partial<typeof VALID> = { ...VALID };
    delete withoutSlug.siteSlug;
    expect(SubscriptionRequestSchema.safeParse(withoutSlug).success).toBe(true);
  });

  it('rejects an unknown plan', () => {
    const result = SubscriptionRequestSchema.safeParse({ ...VALID, plan: 'lifetime' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose free, monthly or yearly']);
  });

  it('rejects an invalid email with the email message', () => {
    const result = SubscriptionRequestSchema.safeParse({ ...VALID, email: 'reader at example.com' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });

  it('rejects return addresses that are not web addresses', () => {
    const result = SubscriptionRequestSchema.safeParse({
      ...VALID,
      return: 'javascript:alert(1)',
      nextPaid: '/thanks',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['return', 'Invalid URL'],
      ['nextPaid', 'Invalid URL'],
    ]);
  });
});
