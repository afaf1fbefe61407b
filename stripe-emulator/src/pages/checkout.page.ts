import { Hono } from 'hono';
import { payCheckoutSession, refreshSession } from '../checkout-payment.ts';
import { TEST_CARDS } from '../cards.ts';
import type { EmulatorContext } from '../context.ts';
import { StripeApiError } from '../errors.ts';
import type { CheckoutSession } from '../objects.ts';
import { escapeHtml, formatAmount, page } from './html.ts';

/** Where Checkout sends the payer after paying: the success URL with the session id filled in. */
export function successRedirect(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function describeLines(context: EmulatorContext, session: CheckoutSession): string {
  const input = context.store.checkoutInputs.get(session.id);
  return (input?.lineItems ?? [])
    .map((line) => {
      const price = context.store.prices.get(line.price);
      if (price === undefined) return '';
      const product = context.store.products.get(price.product);
      const every =
        price.recurring === null
          ? ''
          : ` per ${price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ${price.recurring.interval}s` : price.recurring.interval}`;
      return `<p><strong>${escapeHtml(product?.name ?? 'Plan')}</strong> — ${escapeHtml(formatAmount(price.unit_amount * line.quantity, price.currency))}${every}</p>`;
    })
    .join('\n');
}

function checkoutForm(
  context: EmulatorContext,
  session: CheckoutSession,
  values: { email: string; error?: string | undefined },
): string {
  const customer = session.customer === null ? undefined : context.store.customers.get(session.customer);
  const fixedEmail = customer?.email ?? null;
  const error =
    values.error === undefined ? '' : `<p role="alert" id="payment-error">${escapeHtml(values.error)}</p>`;
  const described = values.error === undefined ? '' : ' aria-describedby="payment-error"';
  const emailField =
    fixedEmail === null
      ? `<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}">`
      : `<p>Paying as <strong>${escapeHtml(fixedEmail)}</strong></p>`;
  const back =
    session.cancel_url === null ? '' : `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`;
  return page(
    'Checkout',
    `<h1>Subscribe</h1>
${describeLines(context, session)}
${error}
<form method="post" action="/checkout/${escapeHtml(session.id)}">
${emailField}
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required${described}>
<p class="hint">${TEST_CARDS.succeeds} pays; ${TEST_CARDS.declined} is declined.</p>
<label for="expiry">Expiry date (MM / YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12 / 34">
<label for="cvc">Security code (CVC)</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc">
<button type="submit">Pay and subscribe</button>
</form>
${back}`,
  );
}

function closedPage(session: CheckoutSession): string {
  const message =
    session.status === 'complete'
      ? `This checkout is complete. <a href="${escapeHtml(successRedirect(session))}">Continue</a>`
      : 'This checkout has expired. Go back to the site to start again.';
  return page('Checkout', `<h1>Checkout</h1>\n<p>${message}</p>`);
}

/** `GET /checkout/{id}`: the hosted payment page; `POST` pays with the typed card. */
export function checkoutPage(context: EmulatorContext) {
  const { store } = context;
  return new Hono()
    .get('/:id', (c) => {
      const session = store.checkoutSessions.get(c.req.param('id'));
      if (session === undefined) return c.html(page('Checkout', '<h1>Checkout not found</h1>'), 404);
      refreshSession(context, session);
      if (session.status !== 'open') return c.html(closedPage(session));
      return c.html(checkoutForm(context, session, { email: session.customer_email ?? '' }));
    })
    .post('/:id', async (c) => {
      const session = store.checkoutSessions.get(c.req.param('id'));
      if (session === undefined) return c.html(page('Checkout', '<h1>Checkout not found</h1>'), 404);
      refreshSession(context, session);
      if (session.status !== 'open') return c.html(closedPage(session), 409);
      const form = await c.req.parseBody();
      const email = typeof form.email === 'string' ? form.email : '';
      const card = typeof form.card === 'string' ? form.card : '';
      try {
        payCheckoutSession(context, session.id, { card, email });
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        const message = error.param === 'email' ? 'Enter your email address.' : error.message;
        return c.html(
          checkoutForm(context, session, { email, error: message }),
          error.status === 402 ? 402 : 400,
        );
      }
      return c.redirect(successRedirect(session), 303);
    });
}
