import { tokenFor } from './accounts.ts';
import { latestEmailTo, signInLink } from './dev-outbox.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { API_PORT, kitchenUrl, EXCLUSIVE } from './playwright.config.ts';

const FAMILY_TABLE = kitchenUrl('family-table');
const API = `http://localhost:${API_PORT}/api/v1`;

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('a kitchen’s newsletter', () => {
  test(
    'a visitor subscribes, confirms from the e-mail, gets the next recipe and unsubscribes from its link',
    { tag: EXCLUSIVE },
    async ({ page, request }) => {
      const email = uniqueEmail('newsletter');
      const subscribed = await request.post(`${API}/site/family-table/subscriptions`, {
        data: {
          email,
          plan: 'free',
          return: `${FAMILY_TABLE}/subscribe`,
          nextFree: `${FAMILY_TABLE}/subscribe/success`,
          nextPaid: `${FAMILY_TABLE}/subscribe/success/{CHECKOUT_SESSION_ID}`,
          nextLogin: `${FAMILY_TABLE}/`,
        },
      });
      expect(subscribed.status()).toBe(200);
      const confirm = await latestEmailTo(request, email);
      expect(confirm.subject).toBe('Confirm your subscription to The Family Table');
      const token = new URL(signInLink(confirm)).searchParams.get('token')!;
      expect((await request.post(`${API}/site/family-table/sign-in/${token}`)).status()).toBe(200);

      const recipes = await request.get(`${API}/site/family-table/recipes`);
      const { recipes: list } = (await recipes.json()) as {
        recipes: { id: string; privacySetting: string }[];
      };
      const recipe = list.find((one) => one.privacySetting === 'public')!;
      const sent = await request.post(`${API}/manage/family-table/newsletter-sends`, {
        headers: { Authorization: `Bearer ${await tokenFor('june@family-table.example')}` },
        // A rerun sends the recipe again rather than getting the earlier send back.
        data: { recipeId: recipe.id, resend: true },
      });
      expect([200, 202]).toContain(sent.status());
      let newsletter = await latestEmailTo(request, email);
      await expect
        .poll(async () => {
          newsletter = await latestEmailTo(request, email);
          return newsletter.subject;
        })
        .toMatch(/^New from The Family Table: /);
      const link = newsletter.links.find((candidate) =>
        candidate.includes('/newsletter/unsubscribe/?token='),
      )!;
      expect(new URL(link).origin).toBe(FAMILY_TABLE);

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
      await expect(page.getByText('This newsletter link is not valid')).toBeHidden();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page).toHaveURL(`${FAMILY_TABLE}/newsletter/unsubscribe/done/`);
      await expect(page.getByRole('heading', { name: 'You’re unsubscribed' })).toBeVisible();
      await expectNoAxeViolations(page);

      // A token of no e-mail: the page says so.
      await page.goto(`${FAMILY_TABLE}/newsletter/unsubscribe/?token=not-a-token-of-ours-at-all`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page).toHaveURL(/\/newsletter\/unsubscribe\/\?unsubscribeError=newsletter_link_invalid$/);
      await expect(
        page.getByText(
          'This newsletter link is not valid or has expired. Use the link in a recent newsletter.',
        ),
      ).toBeVisible();
    },
  );
});
