import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
} from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

/** What Chromium reports when the Content-Security-Policy or Permissions-Policy stops something. */
const POLICY_CONSOLE_ERROR = /Content Security Policy|Permissions[- ]Policy|permissions policy/i;

/**
 * Collects every policy violation in a browser context: the `securitypolicyviolation` events of
 * each document (through a binding, so navigations keep reporting) and Chromium's console errors
 * about the CSP or the Permissions-Policy header, which also cover pages without scripts.
 */
async function reportPolicyViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__larderReportViolation', ({ frame }, report: string) => {
    violations.push(`${frame.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __larderReportViolation: (text: string) => void })
        .__larderReportViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && POLICY_CONSOLE_ERROR.test(message.text()))
      violations.push(`${message.location().url}: ${message.text()}`);
  });
}

/**
 * Keeps the newsletter popup (which opens 4 s into a visit and makes the page behind it inert)
 * shut, as a reader who closed it this session would: only the popup's own tests want it.
 */
async function closeNewsletterPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.sessionStorage.setItem('hasClosedPopup', 'true');
  });
}

/**
 * The test of every spec: each page runs under the kitchen's real headers (the demo server sends
 * its release's `_headers`), and a test fails on any policy violation. Contexts a test opens
 * itself come from `newContext`, so they are watched too. The newsletter popup stays shut unless
 * a spec asks for it with `test.use({ newsletterPopup: true })`.
 */
export const test = base.extend<{
  newsletterPopup: boolean;
  policyViolations: string[];
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  failOnPolicyViolations: undefined;
}>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  policyViolations: async ({}, use) => {
    await use([]);
  },
  newsletterPopup: [false, { option: true }],
  context: async ({ context, policyViolations, newsletterPopup }, use) => {
    await reportPolicyViolations(context, policyViolations);
    if (!newsletterPopup) await closeNewsletterPopup(context);
    await use(context);
  },
  newContext: async ({ browser, policyViolations, newsletterPopup }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      await reportPolicyViolations(context, policyViolations);
      if (!newsletterPopup) await closeNewsletterPopup(context);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  failOnPolicyViolations: [
    async ({ policyViolations }, use) => {
      await use(undefined);
      expect(policyViolations, 'Content-Security-Policy or Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
