import type { Page } from '@playwright/test';
import { newReaderToken, tokenFor } from './accounts.ts';
import { latestEmailTo, signInLink } from './dev-outbox.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { API_PORT, kitchenUrl, PLATFORM_URL, STRIPE_EMULATOR_URL, EXCLUSIVE } from './playwright.config.ts';

const FAMILY_TABLE = kitchenUrl('family-table');
const CRUMB_AND_CRUST = kitchenUrl('crumb-and-crust');
const CHILI = `${FAMILY_TABLE}/recipes/three-bean-beef-chili`;
const API = `http://localhost:${API_PORT}/api/v1`;
const LOCK_MESSAGE =
  'This is a premium recipe and is only available to subscribers with full access subscriptions';
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0341';

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signInWith(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('larder:auth-token', value);
  }, token);
}

/** Pays (or fails to pay) on the emulator's hosted checkout page the kitchen sent the browser to. */
async function payOnCheckoutPage(page: Page, card: string, email?: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_EMULATOR_URL}/checkout/`));
  if (email) await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
}

async function expectPremiumRecipeInFull(page: Page): Promise<void> {
  await page.goto(CHILI);
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByText(LOCK_MESSAGE)).toHaveCount(0);
}

async function expectPremiumRecipeLocked(page: Page): Promise<void> {
  await page.goto(CHILI);
  await expect(page.getByText(LOCK_MESSAGE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toHaveCount(0);
}

test.describe('the newsletter popup', () => {
  test.use({ newsletterPopup: true });

  test('a visitor subscribes free from the newsletter popup', async ({ page, request }) => {
    const email = uniqueEmail('popup');
    await page.goto(`${CRUMB_AND_CRUST}/about`);
    const popup = page.getByRole('dialog', { name: 'Get notified about new recipes' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup.getByText('Sign up below to be added to our mailing list!')).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.getByLabel('Email').fill(email);
    await popup.getByRole('button', { name: /Subscribe/ }).click();
    await expect(popup.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(popup.getByText("You'll receive our latest recipes and cooking tips soon.")).toBeVisible();
    await expect(popup).toBeHidden({ timeout: 5_000 });
    expect(
      await page.evaluate(() => window.localStorage.getItem('hasSubmittedNewsletterForm')),
    ).not.toBeNull();

    const confirm = await latestEmailTo(request, email);
    expect(confirm.subject).toBe('Confirm your subscription to Crumb & Crust');

    // Submitted once: the popup does not come back.
    await page.reload();
    await page.waitForTimeout(5_000);
    await expect(page.getByRole('dialog', { name: 'Get notified about new recipes' })).toBeHidden();
  });
});

test.describe('subscribing to a kitchen', () => {
  test('a visitor buys Full Access, signs in from the e-mail and reads a premium recipe in full', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('buyer');
    await page.goto(`${FAMILY_TABLE}/subscribe`);
    await expect(page.getByRole('heading', { name: 'Subscribe to The Family Table' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Choose your subscription' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Full Access \(monthly\)/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await payOnCheckoutPage(page, PAYS);
    await expect(page).toHaveURL(new RegExp(`^${FAMILY_TABLE}/subscribe/success/cs_`));
    await expect(page.getByRole('heading', { name: 'Subscription successful' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);

    const welcome = await latestEmailTo(request, email);
    await page.goto(signInLink(welcome));
    await expect(page).not.toHaveURL(/\/sign-in\/callback/);
    await expectPremiumRecipeInFull(page);
  });

  test('a declined card shows the error and grants nothing', async ({ page, request }) => {
    const email = uniqueEmail('declined');
    await page.goto(`${FAMILY_TABLE}/subscribe`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnCheckoutPage(page, DECLINED);
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    const sessionId = /\/checkout\/(cs_[\w]+)/.exec(page.url())?.[1];
    expect(sessionId).toBeDefined();
    const session = await request.get(`${API}/site/family-table/checkout-sessions/${sessionId}`);
    expect(session.status()).toBe(200);
    expect(((await session.json()) as { subscription: unknown }).subscription).toBeNull();
    const outbox = await request.get(
      `http://localhost:${API_PORT}/dev/outbox.json?to=${encodeURIComponent(email)}`,
    );
    expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  test('a free reader upgrades to Full Access (yearly)', async ({ page }) => {
    const email = uniqueEmail('upgrade');
    const token = await newReaderToken(email);
    const free = await page.request.post(`${API}/site/family-table/subscriptions`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        email,
        plan: 'free',
        return: `${FAMILY_TABLE}/subscribe/`,
        nextFree: `${FAMILY_TABLE}/subscribe/success/`,
        nextPaid: `${FAMILY_TABLE}/subscribe/success/{CHECKOUT_SESSION_ID}`,
        nextLogin: `${FAMILY_TABLE}/`,
      },
    });
    expect(free.status()).toBe(200);
    await signInWith(page, token);

    await page.goto(CHILI);
    await page.getByRole('link', { name: 'Upgrade to Full Access' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAMILY_TABLE}/subscribe/?$`));
    const limited = page.getByRole('radio', { name: /Limited Access \(Free\)/ });
    await expect(limited).toBeDisabled();
    await expect(page.getByText('Current plan')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('radio', { name: /Full Access \(yearly\)/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await payOnCheckoutPage(page, PAYS);
    await expect(page.getByRole('heading', { name: 'Subscription successful' })).toBeVisible();
    await expectPremiumRecipeInFull(page);
  });

  test(
    'a paid reader cancels on /subscriptions and keeps access until the period ends',
    { tag: EXCLUSIVE },
    async ({ page, request }) => {
      const email = uniqueEmail('cancel');
      const token = await newReaderToken(email);
      await signInWith(page, token);
      await page.goto(`${FAMILY_TABLE}/subscribe`);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await payOnCheckoutPage(page, PAYS);
      await expect(page.getByRole('heading', { name: 'Subscription successful' })).toBeVisible();

      await page.goto(`${PLATFORM_URL}/subscriptions`);
      await expect(page.getByText('The Family Table').first()).toBeVisible();
      await expect(page.getByText(/Renews on/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /Cancel/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel your subscription to The Family Table?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(page.getByText(/Ends on/)).toBeVisible();

      // Still paid for: the premium recipe stays open until the period ends.
      await expectPremiumRecipeInFull(page);

      // A month and a day later, Stripe ends the subscription and the recipe locks.
      const advanced = await request.post(`${STRIPE_EMULATOR_URL}/_emulator/clock/advance`, {
        data: { seconds: 32 * 24 * 3600 },
      });
      expect(advanced.ok()).toBe(true);
      await expect
        .poll(async () => {
          const response = await request.get(`${API}/site/family-table/current-user`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          const body = (await response.json()) as { currentUser: { isSubscribedToPaid: boolean } };
          return body.currentUser.isSubscribedToPaid;
        })
        .toBe(false);
      await expectPremiumRecipeLocked(page);
    },
  );

  test(
    'a creator sends a newsletter and two subscribers receive it in their own units',
    { tag: EXCLUSIVE },
    async ({ request }) => {
      const metric = uniqueEmail('metric');
      const imperial = uniqueEmail('imperial');
      for (const [email, system] of [
        [metric, 'metric'],
        [imperial, 'imperial'],
      ] as const) {
        const token = await newReaderToken(email);
        const headers = { Authorization: `Bearer ${token}` };
        expect(
          (
            await request.put(`${API}/manage/current-user`, {
              headers,
              data: {
                measurementSystem: system,
                temperatureSystem: system === 'metric' ? 'celsius' : 'fahrenheit',
              },
            })
          ).status(),
        ).toBe(200);
        const subscribed = await request.post(`${API}/site/crumb-and-crust/subscriptions`, {
          headers,
          data: {
            email,
            plan: 'free',
            return: `${CRUMB_AND_CRUST}/subscribe/`,
            nextFree: `${CRUMB_AND_CRUST}/subscribe/success/`,
            nextPaid: `${CRUMB_AND_CRUST}/subscribe/success/{CHECKOUT_SESSION_ID}`,
            nextLogin: `${CRUMB_AND_CRUST}/`,
          },
        });
        expect(subscribed.status()).toBe(200);
      }

      const owner = { Authorization: `Bearer ${await tokenFor('isla@crumb-and-crust.example')}` };
      const recipes = await request.get(`${API}/site/crumb-and-crust/recipes`);
      const { recipes: list } = (await recipes.json()) as {
        recipes: { id: string; privacySetting: string }[];
      };
      const recipe = list.find((one) => one.privacySetting === 'public')!;
      const sent = await request.post(`${API}/manage/crumb-and-crust/newsletter-sends`, {
        headers: owner,
        // A rerun sends the recipe again rather than getting the earlier send back.
        data: { recipeId: recipe.id, note: 'Fresh from the oven.', resend: true },
      });
      expect([200, 202]).toContain(sent.status());

      const newsletterTo = async (email: string) => {
        let text = '';
        await expect
          .poll(async () => {
            const message = await latestEmailTo(request, email);
            text = message.text;
            return message.subject;
          })
          .toMatch(/^New from Crumb & Crust: /);
        return text;
      };
      const metricText = await newsletterTo(metric);
      const imperialText = await newsletterTo(imperial);
      expect(metricText).toContain('Fresh from the oven.');
      expect(metricText).toMatch(/\d+ ?(g|grams|ml|°C)\b/);
      expect(imperialText).toMatch(/\b(cups?|oz|ounces?|tsp|tbsp|°F)\b/);
      expect(metricText).not.toEqual(imperialText);
    },
  );
});
