/** Debian's Chromium and the flags it needs here (root, headless, no network beyond loopback). */
export const CHROMIUM_PATH = process.env.LARDER_CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
