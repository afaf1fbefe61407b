import { previewNewsletter, sendTestNewsletter } from '@larder/shared/api/subscriptions.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../test-support/auth-test-kit.ts';
import {
  createReader,
  kitchenRecipes,
  refusal,
  testClient,
  type KitchenRecipes,
} from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

/** The creator's newsletter preview and test send, through the real API and the same renderer as a send. */
let world: TestWorld;
let recipes: KitchenRecipes;
let june: ReturnType<typeof testClient>;
const params = { siteSlug: 'family-table' };
const OWNER = 'june@family-table.example';

beforeAll(async () => {
  world = await createTestWorld();
  recipes = await kitchenRecipes(world, 'family-table');
  june = testClient(world, await world.tokenFor(OWNER));
});
afterAll(async () => world.cleanup());

const preview = (
  recipeId: string,
  audience: 'free' | 'paid',
  measurementSystem: 'metric' | 'imperial',
  note?: string,
) =>
  june.request(previewNewsletter, {
    params,
    body: { recipeId, audience, measurementSystem, temperatureSystem: 'celsius', ...(note ? { note } : {}) },
  });

describe('previewing a newsletter', () => {
  it('shows a premium recipe whole to paid subscribers and as its teaser to free ones, in the units chosen', async () => {
    const premium = recipes.premium[0]!;
    const answer = await preview(premium, 'paid', 'metric', 'A note from June <b>bold</b>');
    const paid = answer.newsletter;
    // The frame opens it from the API's origin, under the preview pages' sandbox.
    const opened = await world.app.request(new URL(answer.preview.url).pathname);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-security-policy')).toContain('sandbox');
    expect(await opened.text()).toContain('A note from June &lt;b&gt;bold&lt;/b&gt;');
    const free = (await preview(premium, 'free', 'metric')).newsletter;
    expect(paid.subject).toBe(free.subject);
    expect(paid.html).toContain('A note from June &lt;b&gt;bold&lt;/b&gt;');
    expect(paid.html.length).toBeGreaterThan(free.html.length);
    // Nothing was sent or recorded.
    expect(await world.db.selectFrom('newsletter_sends').select('id').execute()).toEqual([]);
    expect(await emailsTo(world.db, OWNER)).toEqual([]);
  });

  it('says a draft has no newsletter yet, and refuses readers and other kitchens’ managers', async () => {
    const message = await refusal(preview(recipes.draft, 'paid', 'imperial'), 404, 'recipe_not_found');
    expect(message).toBe('Publish the recipe first: newsletters go out for published recipes.');
    const body = {
      recipeId: recipes.public[0]!,
      audience: 'paid' as const,
      measurementSystem: 'metric' as const,
      temperatureSystem: 'celsius' as const,
    };
    const reader = testClient(world, (await createReader(world)).token);
    await refusal(reader.request(previewNewsletter, { params, body }), 404, 'site_not_found');
    await refusal(testClient(world).request(previewNewsletter, { params, body }), 401, 'unauthorized');
  });
});

describe('a test newsletter', () => {
  it('goes to the creator alone, marked as a test, whole', async () => {
    const premium = recipes.premium[0]!;
    const answer = await june.request(sendTestNewsletter, {
      params,
      body: { recipeId: premium, note: 'Trying it' },
    });
    expect(answer.sentTo).toBe(OWNER);
    const [mail] = await emailsTo(world.db, OWNER);
    expect(mail?.subject).toMatch(/^\[Test\] /);
    expect(mail?.text).toContain('Trying it');
    const { html } = (await preview(premium, 'paid', 'imperial')).newsletter;
    expect(mail?.html.replace(/\s+/g, ' ').length).toBeGreaterThan(html.length / 2);
    expect(await world.db.selectFrom('newsletter_sends').select('id').execute()).toEqual([]);
  });
});
