import { chromium } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { createKitchenStaticServer } from '../api/src/static/kitchen-static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const server = createKitchenStaticServer('.data/e2e/sites');
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const targets = process.argv.slice(2);
for (const width of [375, 1280]) {
  for (const target of targets) {
    const [slug, path, action] = target.split('|');
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.addInitScript(() => sessionStorage.setItem('hasClosedPopup', 'true'));
    await page.goto(`http://${slug}.localhost:${port}${path}`);
    await page.waitForTimeout(1500);
    if (action === 'filters') {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.waitForTimeout(300);
    }
    const name = `${slug}${path.replace(/[^a-z0-9]+/gi, '_')}${action ?? ''}-${width}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: action !== 'filters' });
    console.log(name);
    await page.close();
  }
}
await browser.close();
server.close();
