import { expect, test, type Page } from './fixtures.ts';
import { newReaderToken, tokenFor } from './accounts.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { SITES_PORT, kitchenUrl } from './playwright.config.ts';

const FAMILY_TABLE = kitchenUrl('family-table');
const SOUP = `${FAMILY_TABLE}/recipes/creamy-tomato-soup`;
const SHEET_PAN = `${FAMILY_TABLE}/recipes/sheet-pan-lemon-chicken-and-potatoes`;
const FLAPJACKS = `${kitchenUrl('crumb-and-crust')}/recipes/golden-syrup-flapjacks`;

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens a page as a reader with `token` stored on every kitchen they visit. */
async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('larder:auth-token', value);
  }, token);
}

function saveButton(page: Page) {
  return page.locator('.recipe-actions').getByRole('button', { name: /^Saved?$/ });
}

async function commentsSection(page: Page) {
  const section = page.locator('#comments');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Loading comments…')).toHaveCount(0);
  return section;
}

test('a signed-in reader’s recipe page logs no error: no manager check for readers who manage nothing', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const managerChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/current-site')) managerChecks.push(request.url());
  });
  await signedIn(page, await newReaderToken(uniqueEmail('quiet')));
  await page.goto(SOUP);
  await commentsSection(page);
  await expect(page.locator('html')).toHaveAttribute('data-reader', 'signed-in');
  expect(managerChecks).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('saving recipes', () => {
  test('a reader saves a recipe: Saved at once, a toast with View Bookmarks, and Saved on its cards', async ({
    page,
  }) => {
    await signedIn(page, await newReaderToken(uniqueEmail('saver')));
    await page.goto(SOUP);
    const save = saveButton(page);
    await expect(save).toHaveText('Save');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveText('Saved');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    const toast = page.getByRole('listitem').filter({ hasText: 'Recipe saved' });
    await expect(toast).toBeVisible();
    // Contrast is checked once the toast has faded in, not halfway through.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await expectNoAxeViolations(page);

    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      toast.getByRole('button', { name: 'View Bookmarks' }).click(),
    ]);
    // The platform takes the link's mgk off its address at once and asks whose account it opens.
    await tab
      .getByRole('dialog', { name: /^Continue as / })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
    expect(new URL(tab.url()).pathname).toBe('/bookmarks');
    expect(new URL(tab.url()).origin).toBe(`http://localhost:${SITES_PORT}`);
    await tab.close();

    await page.goto(`${FAMILY_TABLE}/recipes`);
    const card = page.locator('article.recipe-card', { hasText: 'Creamy Tomato Soup' }).first();
    await expect(card.getByText('Saved', { exact: true })).toBeVisible();
    await expect(
      page.locator('article.recipe-card', { hasText: 'Brown Sugar Banana Bread' }).first().getByText('Saved'),
    ).toBeHidden();

    await page.goto(SOUP);
    await expect(saveButton(page)).toHaveText('Saved');
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText('Save');
    await page.reload();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a refused save is rolled back', async ({ page }) => {
    await signedIn(page, await newReaderToken(uniqueEmail('unlucky-saver')));
    await page.route('**/api/v1/site/family-table/bookmarks', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.goto(SOUP);
    await saveButton(page).click();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(saveButton(page)).toHaveText('Save');
  });

  test('a visitor who presses Save is offered Create Account and Sign In', async ({ page }) => {
    await page.goto(SOUP);
    await saveButton(page).click();
    const prompt = page.getByRole('dialog', { name: 'Save this recipe' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Create Account' })).toBeFocused();
    await expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/sign-in/?next=${encodeURIComponent('/recipes/creamy-tomato-soup/')}`,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
  });

  test('on a phone the prompt is a bottom sheet', async ({ newContext }) => {
    const context = await newContext({
      viewport: { width: 375, height: 760 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(SOUP);
    await saveButton(page).tap();
    const prompt = page.getByRole('dialog', { name: 'Save this recipe' });
    await expect(prompt).toBeVisible();
    // Full width, resting on the bottom edge once it has slid up.
    await expect.poll(async () => (await prompt.boundingBox())?.width).toBe(375);
    await expect
      .poll(async () => {
        const box = (await prompt.boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(760);
  });
});

test.describe('comments', () => {
  test('a visitor reads the discussion and is asked to sign in to comment', async ({ page }) => {
    await page.goto(SHEET_PAN);
    const comments = await commentsSection(page);
    await expect(comments.getByText('Made this on a Tuesday with two toddlers underfoot')).toBeVisible();
    await expect(comments.getByText('The potatoes soaking up the lemony pan juices')).toBeVisible();
    await expect(comments.getByText('BEST KITCHEN DEALS')).toHaveCount(0);
    await expect(comments.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      `/sign-in/?next=${encodeURIComponent('/recipes/sheet-pan-lemon-chicken-and-potatoes/#comments')}`,
    );
    await expect(comments.getByRole('button', { name: /Upvote/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a reader comments, replies, upvotes and deletes', async ({ page }) => {
    await signedIn(page, await newReaderToken(uniqueEmail('commenter')));
    await page.goto(FLAPJACKS);
    const comments = await commentsSection(page);
    await expect(comments.getByText('No comments yet')).toBeVisible();

    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    const submit = comments.getByRole('button', { name: 'Submit' });
    const cancel = comments.getByRole('button', { name: 'Cancel' });
    await box.fill('   \n  ');
    await expect(submit).toBeDisabled();
    await expect(cancel).toBeDisabled();
    await box.fill('Crisp edges, chewy middle.\n\n<b>Will</b> make again.');
    // A reader without a name gives one with their first comment: a comment shows its author.
    const name = comments.getByRole('textbox', { name: 'Your name, shown with your comment' });
    await submit.click();
    await expect(comments.getByText('Use at least 2 characters')).toBeVisible();
    await expect(comments.locator('li.comment')).toHaveCount(0);
    await name.fill('Flora Flapjack');
    await submit.click();
    const mine = comments.locator('li.comment.level-1').first();
    await expect(mine).toContainText('Flora Flapjack');
    await expect(name).toHaveCount(0);
    await expect(mine.locator('.comment-body p')).toHaveText([
      'Crisp edges, chewy middle.',
      '<b>Will</b> make again.',
    ]);
    await expect(mine.locator('time').first()).toHaveText('a few seconds ago');
    await expect(box).toHaveValue('');

    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByRole('textbox', { name: /^Reply to/ }).fill('Even better the next day.');
    await mine.getByRole('button', { name: 'Submit' }).click();
    const reply = mine.locator('li.comment.level-2');
    await expect(reply).toContainText('Even better the next day.');
    await expect(reply.getByRole('button', { name: 'Reply' })).toHaveCount(0);

    const upvote = mine.getByRole('button', { name: /^Upvote/ }).first();
    await upvote.click();
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toContainText('1 upvote');
    await upvote.click();
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await expect(upvote).toContainText('0 upvotes');
    await expectNoAxeViolations(page);

    await mine.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this comment? This will hide all replies to this comment.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(comments.getByText('No comments yet')).toBeVisible();
  });

  test('the kitchen’s manager sees the hidden comment, unhides it and hides it again', async ({ page }) => {
    await signedIn(page, await tokenFor('june@family-table.example'));
    await page.goto(SHEET_PAN);
    const comments = await commentsSection(page);
    const hidden = comments.getByRole('region', { name: 'Hidden comments' });
    await expect(hidden).toContainText('BEST KITCHEN DEALS');

    await hidden.getByRole('button', { name: 'Unhide' }).click();
    await expect(hidden).toHaveCount(0);
    const spam = comments.locator('li.comment', { hasText: 'BEST KITCHEN DEALS' });
    await expect(spam).toBeVisible();

    await spam.getByRole('button', { name: 'Hide' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure you want to hide this comment?');
    await expect(confirm).not.toContainText('This will hide all replies');
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await expect(comments.getByRole('region', { name: 'Hidden comments' })).toContainText(
      'BEST KITCHEN DEALS',
    );

    // A comment with replies asks more strongly; cancelling keeps it.
    const thread = comments.locator('li.comment.level-1', { hasText: 'Made this on a Tuesday' });
    await thread.getByRole('button', { name: 'Hide' }).first().click();
    await expect(page.getByRole('dialog')).toContainText(
      'Are you sure you want to hide this comment? This will hide all replies to this comment.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(thread).toBeVisible();
  });
});

test.describe('editing from the kitchen', () => {
  test('a kitchen’s manager sees “Edit recipe”, which opens the recipe in the creator dashboard', async ({
    page,
    browser,
  }) => {
    // A visitor's page has no such link, in its HTML or after it loads.
    const visitor = await page.goto(SOUP);
    expect(await visitor!.text()).not.toContain('Edit recipe');
    await expect(page.getByRole('button', { name: /^Saved?$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit recipe' })).toHaveCount(0);

    // Nor a signed-in reader's, who manages nothing here.
    const reader = await browser.newPage();
    await signedIn(reader, await newReaderToken(uniqueEmail('no-edit')));
    await reader.goto(SOUP);
    await expect(reader.locator('.recipe-actions').getByRole('button', { name: /^Saved?$/ })).toBeVisible();
    await reader.waitForLoadState('networkidle');
    await expect(reader.getByRole('link', { name: 'Edit recipe' })).toHaveCount(0);
    await reader.close();

    const manager = await browser.newPage();
    await signedIn(manager, await tokenFor('june@family-table.example'));
    await manager.goto(SOUP);
    const edit = manager.getByRole('link', { name: 'Edit recipe' });
    await expect(edit).toBeVisible();
    expect(await edit.getAttribute('href')).toMatch(
      /^http:\/\/localhost:\d+\/kitchen\/family-table\/recipes\/[0-9a-f-]{36}$/,
    );
    await edit.click();
    await expect(manager.getByLabel('Title', { exact: true })).toHaveValue('Creamy Tomato Soup');
    await manager.close();
  });
});
