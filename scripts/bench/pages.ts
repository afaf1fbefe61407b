/**
 * `pnpm bench`: seeds the demo kitchens into a scratch folder, builds each with the real builder,
 * prints build times and the pages' weights (HTML and all JavaScript they load, gzipped), then
 * runs Lighthouse (mobile, simulated throttling) in the system Chromium on home, the recipe index,
 * a recipe page and a special layout. Figures, not assertions: compare them across changes.
 * Budgets (issue 23): a recipe page and /recipes/ load ≤ 10 KB gz of JavaScript before the reader
 * reaches for a control and ≤ 80 KB with every island hydrated; performance ≥ 95 and the other
 * categories 100, CLS < 0.02.
 */
import { randomUUID } from 'node:crypto';
import { buildKitchen } from '@larder/builder/build-kitchen';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listSiteSlugs } from '../../api/src/site/site-read.ts';
import { loadSitesConfig } from '../../api/src/sites-config.server.ts';
import { kitchenDeployment } from '@larder/shared/sites-config';
import { readKitchenSnapshot } from '../../api/src/snapshot/read-kitchen-snapshot.ts';
import { createKitchenStaticServer } from '../../demo/src/static/kitchen-static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import { seededDemo } from './seeded-demo.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path: string) => gzipSync(readFileSync(path)).length;

/**
 * Chunks a page imports dynamically but fetches only in some visits: swiper waits for a reader
 * to touch a media slider or a content slider (home) and sonner for the first toast; the shopping list, the gift dialog, the
 * Save button's prompt and save paths and the account menu's signed-in links wait for a click;
 * the account sync of unit choices loads only for a signed-in reader. The newsletter blocks'
 * island (`client:newsletter`) loads when the popup is due, 4 s after the page opened, when a
 * reader reaches for a form, or for a signed-in reader once the page is idle and a block nears
 * the viewport; the reader's subscription with it, and the subscribe call with a submit.
 */
const DEFERRED_CHUNKS = {
  onInteraction:
    /\/(mount-swiper|mount-slider|toaster|ShoppingList|gift-recipe|save-prompt|save-recipe|AccountLinks|newsletter-submit)\.[^/]+\.js$/,
  signedIn: /\/(account-unit-preferences|newsletter-viewer)\.[^/]+\.js$/,
} as const;
type Deferral = keyof typeof DEFERRED_CHUNKS | 'comments';

interface PageScripts {
  /** Loaded as the page opens, for every visitor. */
  initial: string[];
  /**
   * Gzipped bytes of the scripts written into the page itself: Astro's island runtime and the
   * small module scripts it inlines (JSON-LD data is not script code and is not counted).
   */
  inlineBytes: number;
  onInteraction: string[];
  /** Loaded at open only for a reader who may be signed in (`client:reader` islands: the account menu). */
  signedIn: string[];
  /** The comments island, loaded when scrolled into view. */
  comments: string[];
}

/**
 * Which visits load an island: `client:reader` ones for signed-in readers, the newsletter blocks
 * when due or reached for, the header search on first use, comments when in view.
 */
function islandDeferral(tag: string): Deferral | null {
  if (/\sclient="reader"/.test(tag)) return 'signedIn';
  // Hydrated on first use; at open where the device keeps a sign-in (directives/interaction.ts).
  if (/\sclient="interaction"/.test(tag)) return /larder:auth-token/.test(tag) ? 'signedIn' : 'onInteraction';
  if (/\sclient="(newsletter|search)"/.test(tag)) return 'onInteraction';
  if (/&quot;name&quot;:&quot;Comments&quot;/.test(tag)) return 'comments';
  return null;
}

/** The code of every script element written into the page, JSON data excepted. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1] ?? '') && match[2]!.trim())
    .map((match) => match[2]!);
}

/**
 * The JavaScript files of a page: those it loads as it opens (module scripts, island components
 * and renderers, their static and dynamic imports) and those fetched only in some visits.
 */
function pageScripts(root: string, html: string): PageScripts {
  const entries = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*type="module"/g),
  ].map((match) => match[1]!);
  const islands = [...html.matchAll(/<astro-island\s[^>]*>/g)].map((match) => ({
    urls: [...match[0].matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((url) => url[1]!),
    deferral: islandDeferral(match[0]),
  }));
  const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const initial = new Set<string>();
  const deferred: Record<Deferral, Set<string>> = {
    onInteraction: new Set(),
    signedIn: new Set(),
    comments: new Set(),
  };
  const visit = (path: string, into: Set<string>) => {
    if (initial.has(path) || into.has(path)) return;
    into.add(path);
    const code = readFileSync(join(root, path), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(join(dirname(path), match[1]!), into);
    }
    for (const match of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      const target = join(dirname(path), match[1]!);
      const deferral = (Object.keys(DEFERRED_CHUNKS) as (keyof typeof DEFERRED_CHUNKS)[]).find((kind) =>
        DEFERRED_CHUNKS[kind].test(target),
      );
      visit(target, deferral ? deferred[deferral] : into);
    }
  };
  for (const entry of entries) visit(entry, initial);
  for (const island of islands) if (!island.deferral) for (const url of island.urls) visit(url, initial);
  for (const island of islands)
    if (island.deferral) for (const url of island.urls) visit(url, deferred[island.deferral]);
  for (const code of inline)
    for (const match of code.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) visit(match[1]!, initial);
  const only = (paths: Set<string>) => [...paths].filter((path) => !initial.has(path));
  return {
    initial: [...initial],
    inlineBytes: inlineScripts(html).reduce((sum, code) => sum + gzipSync(code).length, 0),
    onInteraction: only(deferred.onInteraction),
    signedIn: only(deferred.signedIn),
    comments: only(deferred.comments),
  };
}

const { dir, env, db, seedMs } = await seededDemo('larder-bench-');
console.log(`seed: ${seedMs} ms`);
const sitesConfig = await loadSitesConfig();

let lighthouseTarget = '';
/** The special layouts each kitchen switches on, by the path they are published at. */
const SPECIAL_PAGE_PATHS = {
  cookbook: '/cookbook/',
  linkInBio: '/links/',
  press: '/about/',
  contributors: '/contributors/',
} as const;
/** One special layout page Lighthouse audits, beside home, the index and a recipe page. */
let lighthouseSpecial: { slug: string; path: string } | null = null;
/**
 * Pages whose JavaScript is also measured in Chromium as a reader opens them: each home, the
 * recipe index, recipe pages and every special layout.
 */
const measuredInBrowser: { slug: string; path: string }[] = [];
for (const slug of await listSiteSlugs(db)) {
  const started = performance.now();
  const snapshot = await readKitchenSnapshot(db, slug, sitesConfig, env);
  const snapshotMs = Math.round(performance.now() - started);
  const result = await buildKitchen(snapshot, {
    outputDir: env.outputDir,
    filesDir: env.filesDir,
    cacheDir: join(dir, 'cache'),
    leaseToken: randomUUID(),
  });
  const root = join(env.outputDir, slug);
  const recipe = snapshot.recipes.find((entry) => !entry.isLocked);
  const home = readFileSync(join(root, 'index.html'), 'utf8');
  const bytes = (files: string[]) => files.reduce((sum, file) => sum + gz(join(root, file)), 0);
  const homeScripts = pageScripts(root, home);
  const homeVisitorJs = bytes(homeScripts.initial) + homeScripts.inlineBytes;
  const html = recipe ? readFileSync(join(root, 'recipes', recipe.slug, 'index.html'), 'utf8') : '';
  const { initial: scripts, inlineBytes, onInteraction, signedIn, comments } = pageScripts(root, html);
  const jsBytes = bytes(scripts) + inlineBytes;
  const about = readFileSync(join(root, 'about', 'index.html'), 'utf8');
  const aboutScripts = pageScripts(root, about);
  console.log(
    `${slug}: snapshot ${snapshotMs} ms, build ${result.milliseconds} ms (${result.pages} recipes, ${result.images} images)\n` +
      `  recipe page ${recipe?.slug ?? '-'}: HTML ${kb(gzipSync(html).length)} gz, JS at open with the Save button ` +
      `${kb(jsBytes)} gz for a visitor (${scripts.length} files and inline scripts), ` +
      `${kb(jsBytes + bytes(signedIn))} gz for a signed-in reader (account menu, unit sync, the recipe's islands) — budgets 10 KB before interaction, 80 KB with every island; ` +
      `comments island apart, when scrolled into view: + ${kb(bytes(comments))} gz; ` +
      `+ ${kb(bytes(onInteraction))} gz on interaction (sliders, toast, Save, lists and dialogs, newsletter blocks, header search)\n` +
      `  home page JS at open ${kb(homeVisitorJs)} gz for a visitor (+ ${kb(bytes(homeScripts.signedIn))} gz for a signed-in reader, ` +
      `+ ${kb(bytes(homeScripts.onInteraction))} gz on interaction: sliders, newsletter blocks); ` +
      `about page ${aboutScripts.initial.length} script files for a visitor (inline ${kb(aboutScripts.inlineBytes)} gz), ` +
      `+ ${kb(bytes(aboutScripts.signedIn))} gz for a signed-in reader`,
  );
  const recipeIndex = pageScripts(root, readFileSync(join(root, 'recipes', 'index.html'), 'utf8'));
  const searchIndex = readFileSync(join(root, 'search-index.json'));
  console.log(
    `  /recipes/ JS at open ${kb(bytes(recipeIndex.initial) + recipeIndex.inlineBytes)} gz for a visitor; ` +
      `static search index ${kb(searchIndex.length)} (${kb(gzipSync(searchIndex).length)} gz) for ` +
      `${snapshot.recipes.length} recipes, fetched only when the API fails`,
  );
  measuredInBrowser.push({ slug, path: '/' }, { slug, path: '/recipes/' });
  const deployment = kitchenDeployment(sitesConfig, slug);
  for (const [page, path] of Object.entries(SPECIAL_PAGE_PATHS))
    if (deployment.specialPages[page as keyof typeof SPECIAL_PAGE_PATHS]) {
      measuredInBrowser.push({ slug, path });
      if (page === 'cookbook') lighthouseSpecial = { slug, path };
    }
  if (slug === 'family-table' && recipe) lighthouseTarget = `/recipes/${recipe.slug}/`;
  if (recipe) measuredInBrowser.push({ slug, path: `/recipes/${recipe.slug}/` });
  // The richest page: media sliders (hero and steps) as well as every recipe island.
  const media = snapshot.recipes.find(
    (entry) =>
      !entry.isLocked &&
      /data-media-slider/.test(readFileSync(join(root, 'recipes', entry.slug, 'index.html'), 'utf8')),
  );
  if (media && media.slug !== recipe?.slug) {
    measuredInBrowser.push({ slug, path: `/recipes/${media.slug}/` });
    const mediaHtml = readFileSync(join(root, 'recipes', media.slug, 'index.html'), 'utf8');
    const mediaScripts = pageScripts(root, mediaHtml);
    console.log(
      `  recipe page with media ${media.slug}: JS ${kb(bytes(mediaScripts.initial) + mediaScripts.inlineBytes)} gz at load ` +
        `(+ ${kb(bytes(mediaScripts.onInteraction))} gz when a reader touches a slider, ` +
        `+ ${kb(bytes(mediaScripts.signedIn))} gz for a signed-in reader)`,
    );
  }
}

const server = createKitchenStaticServer(env.outputDir);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;

/**
 * What a visitor's browser really fetches: the page opened in Chromium at a phone's size, left
 * until idle (client:idle and in-view client:visible islands hydrate), then scrolled to the end
 * (every remaining island hydrates, comments too). Inline scripts are counted too. Measured for a
 * visitor and for a reader with a stored token (the account menu then loads at open; no API runs
 * here, so the token is only checked, not accepted).
 */
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [{ slug, path }, reader] of measuredInBrowser.flatMap((target) =>
    (['visitor', 'signed-in reader'] as const).map((kind) => [target, kind] as const),
  )) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    if (reader === 'signed-in reader')
      await context.addInitScript(() => {
        window.localStorage.setItem('larder:auth-token', 'bench-token');
      });
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.add(new URL(response.url()).pathname);
    });
    const root = join(env.outputDir, slug);
    const url = `http://${slug}.localhost:${port}${path}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const atOpen = [...loaded];
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    // Then a reader's pointer passes over every control (islands hydrated on first use).
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[client="interaction"][ssr]'))
        island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const inline = pageScripts(root, readFileSync(join(root, path, 'index.html'), 'utf8')).inlineBytes;
    const sum = (files: string[]) => files.reduce((total, file) => total + gz(join(root, file)), inline);
    console.log(
      `browser ${slug}${path}, ${reader}: JS ${kb(sum(atOpen))} gz at open (${atOpen.length} files and inline scripts), ` +
        `${kb(sum([...loaded]))} gz after scrolling to the end and reaching for every control`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  /**
   * Every category on home, the recipe index, a recipe page and a special layout, each the median
   * of three runs (performance varies from run to run; the other categories should not).
   */
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const targets = [
    { slug: 'family-table', path: '/' },
    { slug: 'family-table', path: '/recipes/' },
    { slug: 'family-table', path: lighthouseTarget },
    ...(lighthouseSpecial ? [lighthouseSpecial] : []),
  ];
  for (const { slug, path } of targets) {
    const url = `http://${slug}.localhost:${port}${path}`;
    const runs: Record<
      'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcp' | 'cls' | 'tbt',
      number
    >[] = [];
    const failing = new Set<string>();
    for (let run = 0; run < 3; run += 1) {
      const report = await lighthouse(url, { port: chrome.port, logLevel: 'error' });
      if (!report) throw new Error('Lighthouse returned no result');
      const { categories, audits } = report.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
      });
      for (const [id, category] of Object.entries(categories))
        if (id !== 'performance')
          for (const ref of category.auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(audit.id);
          }
    }
    const of = (key: keyof (typeof runs)[number]): number => median(runs.map((run) => run[key]));
    console.log(
      `lighthouse mobile ${url} (median of ${runs.length}): performance ${of('performance')}, ` +
        `accessibility ${of('accessibility')}, best practices ${of('bestPractices')}, SEO ${of('seo')}; ` +
        `LCP ${Math.round(of('lcp'))} ms, CLS ${of('cls').toFixed(3)}, TBT ${Math.round(of('tbt'))} ms` +
        (failing.size > 0 ? ` (failing: ${[...failing].join(', ')})` : ''),
    );
  }
} finally {
  chrome.kill();
  server.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
