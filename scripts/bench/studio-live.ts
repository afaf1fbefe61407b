/**
 * The creator studio in use, on a demo started for the bench (its own data folder and ports):
 *
 * - keystroke to paint while typing in a step of a 40-ingredient, 20-step recipe (Chromium; p50
 *   and p95 over 120 keystrokes: from the key's event to the frame after it), with frames made on
 *   demand and at 60 a second, each beside the same keys in a lone input on an empty page (the
 *   floor), and the main thread's time per key from a trace;
 * - the real-page preview: the API's answer for the editor's fields (p50 of 5);
 * - Publish to live: from the Update click until the kitchen serves the new title (p50 of 5);
 * - a settings change to live: from Save on the settings screen until the home shows the new
 *   kitchen name (p50 of 5).
 *
 * Figures, not assertions.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../e2e/chromium.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'larder-studio-live-'));
const API_PORT = 8897;
const SITES_PORT = 4431;
const api = `http://localhost:${API_PORT}`;
const platform = `http://localhost:${SITES_PORT}`;
const env = {
  ...process.env,
  LARDER_DB_PATH: path.join(dir, 'larder.sqlite'),
  LARDER_FILES_DIR: path.join(dir, 'files'),
  LARDER_OUTPUT_DIR: path.join(dir, 'sites'),
  LARDER_API_PORT: String(API_PORT),
  LARDER_SITES_PORT: String(SITES_PORT),
  LARDER_API_ORIGIN: api,
  LARDER_SITE_ORIGIN_TEMPLATE: `http://{slug}.localhost:${SITES_PORT}`,
  LARDER_PLATFORM_ORIGIN: platform,
  LARDER_STRIPE_EMULATOR_PORT: '12197',
  LARDER_RATE_LIMITS: 'off',
  ASTRO_TELEMETRY_DISABLED: '1',
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}
type Trace = { traceEvents: TraceEvent[] } | TraceEvent[];

/**
 * For each key in a trace: how long the renderer's main thread was busy from the key's
 * `keydown` until the end of the first frame begun after its `input` event (its tasks summed,
 * so the wait for the frame does not count), in milliseconds.
 */
function mainThreadPerKey(trace: Trace): number[] {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const spans = events
    .filter((event) => event.ph === 'X' && main.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const tasks: TraceEvent[] = [];
  for (const event of spans) {
    if (event.name !== 'ThreadControllerImpl::RunTask' && event.name !== 'RunTask') continue;
    if (tasks.length === 0 || event.ts >= end(tasks[tasks.length - 1]!)) tasks.push(event);
  }
  const ofType = (type: string) =>
    spans.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type);
  const inputs = ofType('input');
  const frames = spans.filter((event) => event.name === 'WebFrameWidgetImpl::BeginMainFrame');
  const busy: number[] = [];
  for (const key of ofType('keydown')) {
    const input = inputs.find((event) => event.ts > key.ts);
    const frame = input && frames.find((event) => event.ts >= end(input));
    if (!frame) continue;
    let total = 0;
    for (const task of tasks)
      total += Math.max(0, Math.min(end(task), end(frame)) - Math.max(task.ts, key.ts));
    busy.push(total / 1000);
  }
  return busy;
}

/** The kitchen's page as its static host serves it (Node does not resolve `*.localhost`). */
function kitchenPage(slug: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: SITES_PORT,
        path: pathname,
        headers: { Host: `${slug}.localhost:${SITES_PORT}` },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
  });
}

const demo = spawn(process.execPath, ['--import', 'tsx', 'ops/src/main.ts', 'demo'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
try {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    demo.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Larder demo is running')) resolve();
    });
    demo.on('exit', (code) => {
      reject(new Error(`The demo exited (${code}): ${output.slice(-2000)}`));
    });
  });
  const tokenRun = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'ops/src/main.ts', 'token', 'june@family-table.example'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  const token = tokenRun.stdout.trim().split('\n').pop()!;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  // A long recipe: 40 ingredient lines in two groups, 20 steps of a sentence or two.
  const units = (
    (await (await fetch(`${api}/api/v1/manage/family-table/globals`, { headers })).json()) as {
      units: { id: string; title: string }[];
    }
  ).units;
  const cup = units.find((unit) => unit.title === 'cup')!.id;
  const lines = Array.from({ length: 40 }, (_, n) => ({
    quantityMin: (n % 4) + 1,
    unitId: n % 3 === 0 ? cup : null,
    ingredientTitleOverride: `ingredient number ${n + 1}`,
  }));
  const steps = Array.from({ length: 20 }, (_, n) => ({
    content: [
      {
        type: 'paragraph',
        children: [
          {
            text: `Step ${n + 1}: stir the pot gently over a low heat, then season and taste again before moving on.`,
          },
        ],
      },
    ],
    timerMinutes: n % 5 === 0 ? 10 : null,
  }));
  const created = await fetch(`${api}/api/v1/manage/family-table/recipes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Bench Stew',
      slug: 'bench-stew',
      privacySetting: 'public',
      yieldServings: 6,
      prepTimeMinutes: 20,
      cookTimeMinutes: 90,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      ingredientUsageGroups: [
        { title: 'For the stew', ingredientUsages: lines.slice(0, 25) },
        { title: 'To finish', ingredientUsages: lines.slice(25) },
      ],
      instructionGroups: [{ title: '', instructions: steps }],
    }),
  });
  const { recipe } = (await created.json()) as { recipe: { id: string } & Record<string, unknown> };

  const signedIn = async (browser: Browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value: string) => {
      if (window.location.port && !window.location.hostname.includes('.'))
        window.localStorage.setItem('larder:auth-token', value);
    }, token);
    return context;
  };
  const sentence = ' Then lift the lid and let it bubble until thick and glossy, about ten more minutes!';
  /** Types 120 keys into the focused field; for each, the time from the key's event to the frame after it. */
  const keystrokesToPaint = async (into: Page): Promise<number[]> => {
    await into.evaluate(() => {
      const delays: number[] = [];
      (window as unknown as { __delays: number[] }).__delays = delays;
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            setTimeout(() => delays.push(performance.now() - start), 0);
          });
        },
        { capture: true },
      );
    });
    for (const key of sentence.repeat(2).slice(0, 120)) await into.keyboard.type(key, { delay: 30 });
    await into.waitForTimeout(500);
    return into.evaluate(() => (window as unknown as { __delays: number[] }).__delays);
  };
  /**
   * Keys typed at the end of step 10, and the same keys in a lone input on an empty page (the
   * floor: what the browser's frames cost whatever the page does). With `trace`, also the
   * renderer's main thread per key from Chromium's trace.
   */
  const typing = async (args: string[], trace: boolean) => {
    const browser = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...args],
    });
    const context = await signedIn(browser);
    const bare = await context.newPage();
    await bare.setContent('<input aria-label="Floor">');
    await bare.getByLabel('Floor').click();
    const floor = await keystrokesToPaint(bare);
    await bare.close();
    const page = await context.newPage();
    await page.goto(`${platform}/kitchen/family-table/recipes/${recipe.id}`);
    await page.getByRole('textbox', { name: 'Step 10' }).click();
    await page.keyboard.press('End');
    const step = await keystrokesToPaint(page);
    let work: number[] = [];
    if (trace) {
      // The renderer's main thread busy from the key's event to the end of the frame that shows
      // it (waiting for the frame excluded).
      const tracePath = path.join(dir, 'keys.trace.json');
      await browser.startTracing(page, {
        path: tracePath,
        categories: ['devtools.timeline', 'toplevel', 'blink'],
      });
      await keystrokesToPaint(page);
      await browser.stopTracing();
      work = mainThreadPerKey(JSON.parse(readFileSync(tracePath, 'utf8')) as Trace);
    }
    await browser.close();
    return { floor, step, work };
  };
  const line = (values: number[]) =>
    `p50 ${ms(percentile(values, 0.5)).padStart(8)}   p95 ${ms(percentile(values, 0.95)).padStart(8)}   max ${ms(Math.max(...values)).padStart(8)}`;
  // Frames made as soon as there is something to paint (no vsync, no 60 Hz cap): the time a
  // key takes to reach the screen is then the page's own. At headless Chromium's default of a
  // frame every 16.7 ms, a key also waits for the next frame: up to 16.7 ms on any page.
  const onDemand = await typing(['--disable-frame-rate-limit', '--disable-gpu-vsync'], true);
  const at60 = await typing([], false);
  console.log(`Keystroke to paint, a step of a 40-ingredient, 20-step recipe (120 keys each)`);
  for (const [label, values] of [
    ['frames on demand: in the step', onDemand.step],
    ['                  an empty page’s input', onDemand.floor],
    ['60 frames a second: in the step', at60.step],
    ['                  an empty page’s input', at60.floor],
    ['main thread per key (trace)', onDemand.work],
  ] as const)
    console.log(`  ${label.padEnd(40)} ${line(values)}`);

  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await (await signedIn(browser)).newPage();

  // The preview of the fields as they are.
  const manage = (await (
    await fetch(`${api}/api/v1/manage/family-table/recipes/${recipe.id}`, { headers })
  ).json()) as {
    recipe: Record<string, unknown>;
  };
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    draft: _d,
    publishedAt: _p,
    ...fields
  } = manage.recipe;
  const previews: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const answer = await fetch(`${api}/api/v1/manage/family-table/recipe-previews`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ recipeId: recipe.id, recipe: { ...fields, title: `Bench Stew ${run}` } }),
    });
    if (answer.status !== 201) throw new Error(`preview answered ${answer.status}: ${await answer.text()}`);
    previews.push(performance.now() - started);
  }
  console.log(`Real-page preview of the editor's fields (API answer, 5 runs)`);
  console.log(`  p50 ${ms(percentile(previews, 0.5))}   max ${ms(Math.max(...previews))}`);

  // Publish to live: Update in the editor until the kitchen serves the new title.
  const lives: number[] = [];
  for (let run = 1; run <= 5; run += 1) {
    await page.goto(`${platform}/kitchen/family-table/recipes/${recipe.id}`);
    const title = `Bench Stew, take ${run}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    const started = performance.now();
    await page.getByRole('button', { name: 'Update' }).click();
    for (;;) {
      const { status, body } = await kitchenPage('family-table', '/recipes/bench-stew/');
      if (status === 200 && body.includes(title)) break;
      if (performance.now() - started > 180_000)
        throw new Error('The recipe did not go live within 3 minutes.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    lives.push(performance.now() - started);
  }
  console.log(`Publish to live, a demo kitchen (Update click until the page is served, 5 runs)`);
  console.log(
    `  p50 ${(percentile(lives, 0.5) / 1000).toFixed(2)} s   max ${(Math.max(...lives) / 1000).toFixed(2)} s`,
  );

  // A settings change to live: the kitchen renamed on the settings screen until its home shows it.
  const renamed: number[] = [];
  for (let run = 1; run <= 5; run += 1) {
    await page.goto(`${platform}/kitchen/family-table/settings`);
    const name = `The Bench Table ${run}`;
    await page.getByLabel('Kitchen name').fill(name);
    const started = performance.now();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    for (;;) {
      const { status, body } = await kitchenPage('family-table', '/');
      if (status === 200 && body.includes(name)) break;
      if (performance.now() - started > 180_000)
        throw new Error('The settings change did not go live within 3 minutes.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    renamed.push(performance.now() - started);
  }
  console.log(
    `Settings change to live, a demo kitchen (renamed: Save click until its home shows it, 5 runs)`,
  );
  console.log(
    `  p50 ${(percentile(renamed, 0.5) / 1000).toFixed(2)} s   max ${(Math.max(...renamed) / 1000).toFixed(2)} s`,
  );
  await browser.close();
} finally {
  demo.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  if (demo.exitCode === null) demo.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
