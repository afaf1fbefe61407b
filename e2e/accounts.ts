import { createSessionToken } from '@larder/api/auth/session-tokens';
import { openDatabase, type Db } from '@larder/api/db/database';
import { createUser, userIdByEmail } from '@larder/api/auth/user-accounts';
import { fileURLToPath } from 'node:url';

/** The browser tests' demo database (see playwright.config.ts). */
const DB_PATH = fileURLToPath(new URL('../.data/e2e/larder.sqlite', import.meta.url));
/** As long as the demo's own sessions last. */
const SESSION_DAYS = 30;

let db: Db | undefined;
/** One connection per test worker, opened on first use (WAL: the demo server writes beside it). */
function demoDb(): Db {
  return (db ??= openDatabase(DB_PATH));
}

/**
 * A bearer token for an existing user of the demo, made as `larder token` makes one (the same
 * feature functions, here in the test's process: starting the operator CLI for each of the
 * hundred-odd tokens a run needs cost more processor time than any browser test).
 * The CLI itself is tested in ops/src/operator-cli.test.ts.
 */
export async function tokenFor(email: string): Promise<string> {
  const userId = await userIdByEmail(demoDb(), email);
  if (!userId) throw new Error(`No user ${email} in the e2e demo.`);
  return createSessionToken(demoDb(), userId, SESSION_DAYS);
}

/** Creates a reader account (as `larder user create` does) and returns their token. */
export async function newReaderToken(email: string): Promise<string> {
  await createUser(demoDb(), { email });
  return tokenFor(email);
}
