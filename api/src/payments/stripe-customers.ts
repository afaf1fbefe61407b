import type { Db } from '../db/database.ts';
import type { StripeClient } from './stripe-client.ts';

/** The account's Stripe customer id, if it has paid or started paying before. */
export async function findStripeCustomer(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('stripe_customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}

/** Keeps the customer Stripe made (or we made) for an account; the first one recorded stays. */
export async function rememberStripeCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .insertInto('stripe_customers')
    .values({ user_id: userId, stripe_customer_id: customerId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * The account's one Stripe customer, made on first need: every kitchen a reader pays (and a
 * creator's own plan) bills the same customer, so one billing portal shows them all.
 */
export async function stripeCustomerFor(
  db: Db,
  stripe: StripeClient,
  user: { id: string; email: string },
): Promise<string> {
  const known = await findStripeCustomer(db, user.id);
  if (known) return known;
  const customer = await stripe.customers.create({ email: user.email, metadata: { userId: user.id } });
  await rememberStripeCustomer(db, user.id, customer.id);
  // Two first payments at once may both have made one; the recorded one wins.
  return (await findStripeCustomer(db, user.id)) ?? customer.id;
}
