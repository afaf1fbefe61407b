import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { newReaderToken } from './accounts.ts';
import { latestEmailTo, signInLink } from './dev-outbox.ts';
import { signInOnPlatform } from './creators.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, waitForIslands } from './page-helpers.ts';
import { API_PORT, kitchenUrl, PLATFORM_URL } from './playwright.config.ts';

const signInWithToken = signInOnPlatform;

/** A kitchen the test makes through `/create`, waiting until its first build is live. */
async function createKitchen(page: Page, name: string): Promise<string> {
  await page.goto(`${PLATFORM_URL}/create`);
  await page.getByLabel('Kitchen name').fill(name);
  const slug = await page.getByLabel('Address').inputValue();
  await expect(page.getByText(`Free: your kitchen will be at ${slug}.`)).toBeVisible();
  await page.getByRole('radio', { name: 'Sage' }).check();
  await page.getByRole('radio', { name: /^Bakery/ }).check();
  await page.getByRole('button', { name: 'Create a kitchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/kitchen/${slug}/recipes`));
  await expect(page.getByText('Your kitchen is live — view it')).toBeVisible({ timeout: 90_000 });
  return slug;
}

/** A 1200×800 JPEG drawn in the page (left half orange, right half blue, a yellow disc). */
async function photoBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#c2410c';
    draw.fillRect(0, 0, 600, 800);
    draw.fillStyle = '#1d4ed8';
    draw.fillRect(600, 0, 600, 800);
    draw.fillStyle = '#fde68a';
    draw.beginPath();
    draw.arc(800, 400, 200, 0, 2 * Math.PI);
    draw.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('the creator studio', () => {
  test('a new creator signs up, opens a kitchen and publishes a recipe a reader can convert', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = `creator-${Date.now()}@example.com`;
    await page.goto(`${PLATFORM_URL}/create`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your kitchen' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.goto(signInLink(await latestEmailTo(request, email)));
    await expect(page).toHaveURL(/\/create$/);

    const name = `Test Kitchen ${Date.now() % 100_000}`;
    const slug = await createKitchen(page, name);
    const kitchen = kitchenUrl(slug);
    // The empty kitchen is live, with the spec's text and the way back to the dashboard.
    await page.goto(`${kitchen}/`);
    await expect(page.getByText("Looks like you haven't published any recipes yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Open your creator dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your kitchens' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByRole('link', { name }).click();

    await page.getByRole('link', { name: 'New recipe' }).first().click();
    await page.getByLabel('Title', { exact: true }).fill('Brown Butter Shortbread');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('brown-butter-shortbread');
    await page.getByLabel('Servings', { exact: true }).fill('16');

    // A photo uploaded with its progress shown, described, and cropped square.
    await page.locator('input[type=file]').setInputFiles({
      name: 'shortbread.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoBytes(page),
    });
    await expect(page.getByText('Main photo', { exact: true })).toBeVisible();
    await expect(page.getByText('· 1200 × 800')).toBeVisible();
    await page.getByLabel('Alt text for photo 1').fill('Shortbread fingers on a rack');
    await page.getByLabel('Alt text for photo 1').blur();
    await expect(page.getByText('Saved to the photo')).toBeVisible();
    await page.getByRole('button', { name: 'Crop photo 1' }).click();
    await page.getByRole('radio', { name: 'Square' }).check();
    await expect(page.getByText('800 × 800 pixels')).toBeVisible();
    await page.getByRole('button', { name: 'Apply crop' }).click();
    await expect(page.getByText('· cropped to 800 × 800')).toBeVisible();

    // A cuisine the new kitchen lacks, added from its picker.
    await page.getByLabel('Cuisines', { exact: true }).fill('Scottish');
    await page.getByRole('option', { name: 'Add “Scottish”' }).click();
    await expect(page.getByRole('button', { name: 'Remove Scottish' })).toBeAttached();

    // Two ingredient groups, the second pasted.
    await page.getByRole('button', { name: 'Add ingredient', exact: true }).first().click();
    const first = page.locator('.usage-row').first();
    await first.getByLabel('Amount').fill('1 1/2');
    await first.getByLabel('Unit').selectOption({ label: 'cup' });
    await first.getByLabel('Ingredient', { exact: true }).fill('butter');
    await page.getByRole('button', { name: 'Add ingredient group' }).click();
    await page.getByRole('button', { name: 'Paste ingredients' }).last().click();
    await page.getByLabel('Ingredient lines').fill('2 cups flour, sifted\n\n1/2 cup sugar');
    await page.getByRole('button', { name: 'Add 2 ingredients' }).click();
    await expect(page.locator('.usage-row')).toHaveCount(3);
    await expect(page.getByText('Pasted as: 2 cups flour, sifted')).toBeVisible();

    // A step with a measurement and an ingredient reference, and a timer.
    await page.getByRole('button', { name: 'Add step', exact: true }).first().click();
    const step = page.getByRole('textbox', { name: 'Step 1' });
    await step.click();
    await page.keyboard.type('Bake at 350°F until golden, brushing with ');
    await page.keyboard.type('@');
    await page.getByRole('menuitem', { name: 'butter' }).click();
    await page.getByRole('button', { name: 'Make “350°F” a measurement' }).click();
    await expect(step.locator('.rt-measurement')).toHaveText('350°F');
    await expect(step.locator('.rt-ingredient')).toHaveText('butter');
    await page.getByLabel('Timer (minutes)').first().fill('20');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    // The editor follows the build until the recipe is live.
    await expect(page.getByText('Live — view it')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // Live on the kitchen's own origin, where the step converts to metric.
    const recipePage = `${kitchen}/recipes/brown-butter-shortbread`;
    // Chromium resolves *.localhost as a reader's browser does (Node's resolver would not).
    await expect
      .poll(async () => (await page.goto(recipePage))?.status(), { timeout: 90_000, intervals: [1000, 2000] })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Brown Butter Shortbread' })).toBeVisible();
    await expect(page.locator('.instructions-list')).toContainText('350°F');
    await waitForIslands(page);
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.getByLabel('Celsius').check();
    await expect(page.locator('.instructions-list')).toContainText('Bake at 175°C until golden');
    // The photo is the crop: square, with its alt text.
    const photo = page.locator('img[alt="Shortbread fingers on a rack"]').first();
    await expect(photo).toBeVisible();
    const [width, height] = await photo.evaluate((image: HTMLImageElement) => [
      image.naturalWidth,
      image.naturalHeight,
    ]);
    expect(width).toBeGreaterThan(0);
    expect(width).toBe(height);
  });

  for (const width of [375, 1280]) {
    test(`has no accessibility violations on the dashboard screens at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInWithToken(page, await newReaderToken(`studio-axe-${width}-${Date.now()}@example.com`));
      await page.goto(`${PLATFORM_URL}/kitchen`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your kitchens' })).toBeVisible();
      await expect(page.getByText('You do not run a kitchen yet')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Create a kitchen' }).click();
      await expect(page.getByLabel('Kitchen name')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Create a kitchen' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('never losing work', () => {
  /** A creator with a kitchen and one published recipe, made through the API the dashboard calls. */
  async function creatorWithRecipe(
    page: Page,
    request: import('@playwright/test').APIRequestContext,
    extra: Record<string, unknown> = {},
  ) {
    const stamp = Date.now() % 1_000_000;
    const token = await newReaderToken(`keeper-${stamp}@example.com`);
    const headers = { Authorization: `Bearer ${token}` };
    const api = `http://localhost:${API_PORT}/api/v1/manage`;
    const siteSlug = `keeper-${stamp}`;
    const created = await request.post(`${api}/sites`, {
      headers,
      data: {
        title: `Keeper ${stamp}`,
        slug: siteSlug,
        colorThemeId: '0c010000-0000-4000-8000-000000000001',
        typeThemeId: '0f010000-0000-4000-8000-000000000001',
      },
    });
    expect(created.status()).toBe(201);
    const recipe = await request.post(`${api}/${siteSlug}/recipes`, {
      headers,
      data: {
        title: 'Oat Crumble',
        slug: 'oat-crumble',
        privacySetting: 'public',
        yieldServings: 4,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
        ingredientUsageGroups: [
          {
            title: '',
            ingredientUsages: [
              { quantityMin: 1, ingredientTitleOverride: 'apples' },
              { quantityMin: 2, ingredientTitleOverride: 'pears' },
              { quantityMin: 3, ingredientTitleOverride: 'plums' },
            ],
          },
        ],
        ...extra,
      },
    });
    expect(recipe.status()).toBe(201);
    const { recipe: saved } = (await recipe.json()) as { recipe: { id: string } };
    await signInWithToken(page, token);
    return {
      siteSlug,
      editor: `${PLATFORM_URL}/kitchen/${siteSlug}/recipes/${saved.id}`,
      /** The recipe as the API has it now. */
      read: async () => {
        const response = await request.get(`${api}/${siteSlug}/recipes/${saved.id}`, { headers });
        expect(response.status()).toBe(200);
        return ((await response.json()) as { recipe: Record<string, unknown> }).recipe;
      },
    };
  }

  test('the checks stop a subscribers-only recipe whose description gives its steps away', async ({
    page,
    request,
  }) => {
    const { editor } = await creatorWithRecipe(page, request);
    await page.goto(editor);
    const checks = page.getByRole('region', { name: 'Checks before publishing' });
    // The checks are the API's answer for the fields as loaded (slower on a busy machine).
    await expect(checks.getByRole('status')).toContainText('to look at', { timeout: 15_000 });
    await page.getByRole('radio', { name: 'Paying subscribers only' }).check();
    const description = page.locator('[data-field="description"] [contenteditable="true"]');
    await description.click();
    await page.keyboard.type('Slice 1 apples, 2 pears and 3 plums into the dish.');
    await page.getByRole('button', { name: 'Add step', exact: true }).first().click();
    await page.getByRole('textbox', { name: 'Step 1' }).click();
    await page.keyboard.type('Slice 1 apples, 2 pears and 3 plums into the dish.');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Fix the 2 problems the checks found before this goes live.',
    );
    await expect(checks.getByRole('status')).toContainText('2 to fix');
    await expect(checks).toContainText('The description, which visitors see, repeats step 1');
    await expect(checks).toContainText('The description, which visitors see, lists 3 of the ingredients');
    // From the top, as the alert leaves it: scrolled, the sticky bar lies over buttons below it,
    // which axe counts against their size.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expectNoAxeViolations(page);
    await checks
      .getByRole('listitem')
      .filter({ hasText: 'repeats step 1' })
      .getByRole('button', { name: 'Go to field' })
      .click();
    await expect(description).toBeFocused();
    // Rewritten as a teaser, it goes live.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Autumn fruit under a buttery oat crumble.');
    await expect(checks.getByRole('status')).not.toContainText('to fix');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(/^Saved /)).toBeVisible();
  });

  test('previews the unsaved recipe as its real page, live, as a visitor, a free reader and a subscriber', async ({
    page,
    request,
  }) => {
    const { editor } = await creatorWithRecipe(page, request);
    await page.goto(editor);
    await page.getByRole('button', { name: 'Preview' }).click();
    const pane = page.getByRole('region', { name: 'Preview' });
    const frame = page.frameLocator('iframe[title="Preview of the recipe page"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Oat Crumble', { timeout: 30_000 });
    // The kitchen's own controls work in it (a tap before they have hydrated counts once they have).
    await expect(frame.getByRole('radio', { name: 'Metric' })).toBeVisible();
    await frame.getByRole('radio', { name: 'Metric' }).click();
    await expect(frame.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expectNoAxeViolations(page);

    // What is typed shows a moment later, without saving.
    await page.getByLabel('Title', { exact: true }).fill('Oat Crumble, Previewed');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Oat Crumble, Previewed', {
      timeout: 30_000,
    });
    await page.getByRole('radio', { name: 'Paying subscribers only' }).check();
    await expect(frame.getByText('This is a premium recipe', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await pane.getByRole('radio', { name: 'Paying subscriber' }).check();
    await expect(frame.getByText('This is a premium recipe', { exact: false })).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(frame.getByText('apples')).toBeVisible();
    await pane.getByRole('radio', { name: 'Free reader' }).check();
    await expect(frame.getByRole('link', { name: 'Upgrade to Full Access' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(frame.getByText('apples')).toHaveCount(0);
    await pane.getByRole('radio', { name: 'Desktop' }).check();
    await expect(page.locator('iframe[title="Preview of the recipe page"]')).toHaveCSS('width', '1280px');
  });

  test('a stale edit in a second tab gets the conflict dialog and loses nothing', async ({
    page,
    request,
  }) => {
    const { editor } = await creatorWithRecipe(page, request);
    const second = await page.context().newPage();
    await page.goto(editor);
    await second.goto(editor);
    await page.getByLabel('Title', { exact: true }).fill('Oat Crumble, Tab One');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(/^Saved /)).toBeVisible();

    await second.getByLabel('Servings', { exact: true }).fill('6');
    await second.getByRole('button', { name: 'Update' }).click();
    const dialog = second.getByRole('dialog', { name: 'This recipe was changed elsewhere' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect(dialog.getByRole('row', { name: /Title/ })).toContainText('Oat Crumble, Tab One');
    await expectNoAxeViolations(second);
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await expect(second.getByText(/^Saved /)).toBeVisible();
    await second.reload();
    await expect(second.getByLabel('Servings', { exact: true })).toHaveValue('6');
  });

  test('autosaves a published recipe as a draft that readers do not see, and restores it', async ({
    page,
    request,
  }) => {
    const { editor, siteSlug } = await creatorWithRecipe(page, request);
    await page.goto(editor);
    await page.getByLabel('Title', { exact: true }).fill('Oat Crumble (half typed');
    await expect(page.getByText(/^Draft saved .* not on your kitchen yet/)).toBeVisible({ timeout: 10_000 });
    const publicRead = await request.get(
      `http://localhost:${API_PORT}/api/v1/site/${siteSlug}/recipes/oat-crumble`,
    );
    expect(((await publicRead.json()) as { recipe: { title: string } }).recipe.title).toBe('Oat Crumble');

    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Oat Crumble (half typed');
    await expect(page.getByText(/are kept as a draft: readers see them when you press Update/)).toBeVisible();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Earlier versions' });
    await history
      .getByRole('button', { name: /^Restore/ })
      .last()
      .click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Oat Crumble');
  });

  test('reorders ingredients by buttons and by dragging, with the keyboard alone or the pointer', async ({
    page,
    request,
  }) => {
    const { editor } = await creatorWithRecipe(page, request);
    await page.goto(editor);
    const names = page.locator('.usage-row').getByLabel('Ingredient', { exact: true });
    await expect(names).toHaveCount(3);
    await page.getByRole('button', { name: 'Move down ingredient 1' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move up ingredient 3' }).focus();
    await page.keyboard.press('Space');
    await expect(names.nth(0)).toHaveValue('pears');
    await expect(names.nth(1)).toHaveValue('plums');
    await expect(names.nth(2)).toHaveValue('apples');

    // Dragging by keyboard too: pick up, move down twice, drop; told in words all along.
    const handle = page.getByRole('button', { name: 'Drag ingredient 1' });
    await expect(handle).toHaveAccessibleDescription(/press Space or Enter, then the up and down arrow keys/);
    await handle.focus();
    // As someone listening would: each key once the last one's move was announced.
    await page.keyboard.press('Space');
    await expect(
      page.getByText(/^(Picked up ingredient 1|ingredient 1 is over position 1)\.$/),
    ).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('ingredient 1 is over position 2.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('ingredient 1 is over position 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('ingredient 1 dropped at position 3.')).toBeAttached();
    // The drop animation's stand-in for the row is gone.
    await expect(page.locator('[data-dnd-placeholder]')).toHaveCount(0);
    await expect(names).toHaveCount(3);
    await expect(names.nth(0)).toHaveValue('plums');
    await expect(names.nth(1)).toHaveValue('apples');
    await expect(names.nth(2)).toHaveValue('pears');

    // And by the pointer: the last line dragged by its handle to the top.
    const from = (await page.getByRole('button', { name: 'Drag ingredient 3' }).boundingBox())!;
    const to = (await page.getByRole('button', { name: 'Drag ingredient 1' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y, { steps: 15 });
    await page.mouse.up();
    await expect(names.nth(0)).toHaveValue('pears');
    await expect(names.nth(1)).toHaveValue('plums');
    await expect(names.nth(2)).toHaveValue('apples');
  });

  test('moves selected lines to a new group, splits and merges a step, and gives it a photo and a video', async ({
    page,
    request,
  }) => {
    const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });
    const { editor, read } = await creatorWithRecipe(page, request, {
      instructionGroups: [
        {
          title: '',
          instructions: [{ content: [paragraph('Peel the fruit.'), paragraph('Bake for 30 minutes.')] }],
        },
      ],
    });
    await page.goto(editor);
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await ingredients.getByRole('checkbox', { name: 'Select ingredient 1' }).check();
    await ingredients.getByRole('checkbox', { name: 'Select ingredient 3' }).check();
    const bar = ingredients.getByRole('group', { name: 'Selected ingredients' });
    await expect(bar).toContainText('2 ingredients selected');
    await bar.getByLabel('Move the selected ingredients to').selectOption({ label: 'A new group' });
    await bar.getByRole('button', { name: 'Move to group' }).click();
    const groups = ingredients.locator('fieldset.editor-group');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0).getByLabel('Ingredient', { exact: true })).toHaveValue('pears');
    await expect(groups.nth(1).getByLabel('Ingredient', { exact: true })).toHaveCount(2);
    await expect(groups.nth(1).getByLabel('Ingredient', { exact: true }).nth(0)).toHaveValue('apples');
    await expect(groups.nth(1).getByLabel('Ingredient', { exact: true }).nth(1)).toHaveValue('plums');
    await expect(bar.getByRole('button', { name: 'Move to group' })).toBeFocused();

    const steps = page.getByRole('region', { name: 'Steps' });
    await steps.getByRole('button', { name: 'More actions for step 1' }).click();
    await page.getByRole('menuitem', { name: 'Split into one step per paragraph' }).click();
    await expect(steps.getByText('Step 2', { exact: true })).toBeVisible();
    await expect(steps.locator('.step-row').nth(1)).toContainText('Bake for 30 minutes.');
    await steps.getByRole('button', { name: 'More actions for step 1' }).click();
    await page.getByRole('menuitem', { name: 'Merge with the next step' }).click();
    await expect(steps.locator('.step-row')).toHaveCount(1);
    await expect(steps.locator('.step-row')).toContainText('Bake for 30 minutes.');

    await steps.getByRole('button', { name: 'Add photos of step 1' }).click();
    const photos = page.getByRole('dialog', { name: 'Photos of step 1' });
    await photos.getByLabel('Upload a photo').setInputFiles({
      name: 'fruit.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoBytes(page),
    });
    await expect(photos.getByRole('checkbox', { checked: true })).toHaveCount(1, { timeout: 15_000 });
    await photos.getByRole('button', { name: 'Done' }).click();
    await expect(steps.getByRole('list', { name: 'Photos of step 1' }).getByRole('listitem')).toHaveCount(1);

    await steps.getByRole('button', { name: 'Add a video of step 1' }).click();
    const videos = page.getByRole('dialog', { name: 'Video of step 1' });
    await videos.getByLabel('Upload a video').setInputFiles({
      name: 'fruit.webm',
      mimeType: 'video/webm',
      buffer: readFileSync(path.join(import.meta.dirname, '../demo/src/seed/assets/demo-video.webm')),
    });
    await expect(videos.getByRole('radio', { checked: true })).toHaveCount(1, { timeout: 15_000 });
    await videos.getByRole('button', { name: 'Done' }).click();
    await expect(steps.getByLabel('Video of step 1')).toBeVisible();

    await page.getByLabel('YouTube video').fill('https://youtu.be/dQw4w9WgXcQ?si=share');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(/^Saved /)).toBeVisible();
    const saved = (await read()) as {
      ingredientUsageGroups: { ingredientUsages: { ingredientTitleOverride: string }[] }[];
      instructionGroups: {
        instructions: { content: unknown[]; imageIds: string[]; videoId: string | null }[];
      }[];
      youtubeVideoId: string | null;
    };
    expect(
      saved.ingredientUsageGroups.map((group) =>
        group.ingredientUsages.map((usage) => usage.ingredientTitleOverride),
      ),
    ).toEqual([['pears'], ['apples', 'plums']]);
    const [step] = saved.instructionGroups[0]!.instructions;
    expect(step!.content).toHaveLength(2);
    expect(step!.imageIds).toHaveLength(1);
    expect(step!.videoId).not.toBeNull();
    expect(saved.youtubeVideoId).toBe('dQw4w9WgXcQ');
    await expectNoAxeViolations(page);
  });

  test('duplicates, deletes with undo, and publishes in bulk from the recipe list', async ({
    page,
    request,
  }) => {
    const { siteSlug } = await creatorWithRecipe(page, request);
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await page.getByRole('button', { name: 'More actions for Oat Crumble' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page.getByText('Copied as “Oat Crumble (copy)”.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Oat Crumble (copy)' })).toBeVisible();

    await page.getByRole('button', { name: 'More actions for Oat Crumble (copy)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: 'Oat Crumble (copy)' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('link', { name: 'Oat Crumble (copy)' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select Oat Crumble (copy)' }).check();
    await page.getByRole('checkbox', { name: 'Select Oat Crumble', exact: true }).check();
    await page.getByRole('button', { name: 'Unpublish selected' }).click();
    await expect(page.getByText('1 recipe unpublished.')).toBeVisible();
    await expect(page.locator('.status-draft')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'More actions for Oat Crumble (copy)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('“Oat Crumble (copy)” deleted.')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await page.request
            .get(`http://localhost:${API_PORT}/api/v1/manage/${siteSlug}/recipes`, {
              headers: {
                Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('larder:auth-token'))}`,
              },
            })
            .then((response) => response.json())) as { recipes: unknown[] },
        { timeout: 15_000 },
      )
      .toMatchObject({ recipes: [{ title: 'Oat Crumble' }] });
  });

  test('imports a recipe from a saved page and publishes it', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { siteSlug } = await creatorWithRecipe(page, request);
    const saved = path.join(test.info().outputDir, 'churros.html');
    mkdirSync(test.info().outputDir, { recursive: true });
    writeFileSync(
      saved,
      gunzipSync(
        readFileSync(
          new URL(
            '../shared/test-fixtures/recipe-import/recipe-pages/cafedelites.com--cafedelites_1.html.gz',
            import.meta.url,
          ),
        ),
      ),
    );
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await page.getByRole('button', { name: 'Import a recipe' }).click();
    await page.getByLabel('Or choose a saved page').setInputFiles(saved);
    await page.getByRole('button', { name: 'Read the recipe' }).click({ timeout: 10_000 });
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Churros Recipe');
    await expect(page.getByText('Imported: check each field')).toBeVisible();
    // The page's two sections are two groups, each line kept beside its row.
    await expect(page.getByText('Pasted as: 1/2 cup sugar', { exact: true })).toBeVisible();
    await expect(page.locator('.usage-row')).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect
      .poll(async () => (await page.goto(`${kitchenUrl(siteSlug)}/recipes/churros-recipe`))?.status(), {
        timeout: 90_000,
        intervals: [1000, 2000],
      })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Churros Recipe' })).toBeVisible();

    // And out again: every recipe of the kitchen as a zip of JSON-LD files.
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export recipes' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${siteSlug}-recipes-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const archive = readFileSync(await download.path());
    expect(archive.subarray(0, 2).toString()).toBe('PK');
    expect(archive.includes('recipes/churros-recipe.json')).toBe(true);
  });
});
