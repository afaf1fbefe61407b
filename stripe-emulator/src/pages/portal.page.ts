import { Hono } from 'hono';
import { updateSubscription } from '../subscription-lifecycle.ts';
import type { EmulatorContext } from '../context.ts';
import type { BillingPortalSession, Subscription } from '../objects.ts';
import { escapeHtml, formatAmount, formatDate, page } from './html.ts';

function describe(
  context: EmulatorContext,
  session: BillingPortalSession,
  subscription: Subscription,
): string {
  const price = subscription.items.data[0]!.price;
  const product = context.store.products.get(price.product);
  const interval = price.recurring?.interval ?? 'month';
  const state = subscription.cancel_at_period_end
    ? `Ends on ${formatDate(subscription.current_period_end)}`
    : subscription.status === 'past_due'
      ? 'Payment failed — past due'
      : `Renews on ${formatDate(subscription.current_period_end)}`;
  const action = subscription.cancel_at_period_end ? 'renew' : 'cancel';
  const label = subscription.cancel_at_period_end ? 'Renew plan' : 'Cancel plan';
  return `<li>
<p><strong>${escapeHtml(product?.name ?? 'Plan')}</strong> — ${escapeHtml(formatAmount(price.unit_amount, price.currency))} per ${interval}</p>
<p>${escapeHtml(state)}</p>
<form method="post" action="/billing-portal/${escapeHtml(session.id)}/subscriptions/${escapeHtml(subscription.id)}/${action}">
<button type="submit"${action === 'renew' ? ' class="secondary"' : ''}>${label}</button>
</form>
</li>`;
}

/**
 * `GET /billing-portal/{id}`: the customer's current subscriptions, each with "Cancel plan" (at the
 * end of the period, as Stripe's portal does by default) or "Renew plan", and a "Return" link.
 */
export function portalPage(context: EmulatorContext) {
  const { store } = context;
  return new Hono()
    .get('/:id', (c) => {
      const session = store.portalSessions.get(c.req.param('id'));
      if (session === undefined) return c.html(page('Billing', '<h1>Billing session not found</h1>'), 404);
      const customer = store.customers.get(session.customer);
      const subscriptions = [...store.subscriptions.values()].filter(
        (subscription) => subscription.customer === session.customer && subscription.status !== 'canceled',
      );
      const list =
        subscriptions.length === 0
          ? '<p>No current plans.</p>'
          : `<ul>\n${subscriptions.map((subscription) => describe(context, session, subscription)).join('\n')}\n</ul>`;
      const back =
        session.return_url === null ? '' : `<p><a href="${escapeHtml(session.return_url)}">Return</a></p>`;
      return c.html(
        page('Billing', `<h1>Your plans</h1>\n<p>${escapeHtml(customer?.email ?? '')}</p>\n${list}\n${back}`),
      );
    })
    .post('/:id/subscriptions/:subscription/:action{cancel|renew}', (c) => {
      const session = store.portalSessions.get(c.req.param('id'));
      const subscription = store.subscriptions.get(c.req.param('subscription'));
      if (session === undefined || subscription?.customer !== session.customer) {
        return c.html(page('Billing', '<h1>Not found</h1>'), 404);
      }
      updateSubscription(context, subscription.id, {
        cancel_at_period_end: c.req.param('action') === 'cancel',
      });
      return c.redirect(`/billing-portal/${session.id}`, 303);
    });
}
