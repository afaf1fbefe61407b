import { existsSync } from 'node:fs';

/**
 * Debian's Chromium and the flags it needs here (root, headless, no network beyond loopback).
 * Lighthouse (`./run bench`) needs the whole browser.
 */
export const CHROMIUM_PATH = process.env.LARDER_CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive: Debian's headless shell of the same Chromium where it is installed
 * (`apt-get install chromium-headless-shell`, as `.ci/run` does). It is Chromium's own headless
 * browser, the one Playwright tests with by default, without the desktop browser's compositor:
 * the suite takes about 40% less processor time in it. Else the whole browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.LARDER_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
