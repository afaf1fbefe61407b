import { TEST_CARD_HINT } from './cards.ts';
import { emulatorOptionsFromEnv, explainStartError } from './environment.ts';
import { startStripeEmulator } from './server.ts';

/**
 * `./run --filter @larder/stripe-emulator start` (or `tsx stripe-emulator/src/main.ts`): runs the
 * emulator on its own, posting webhooks to `LARDER_STRIPE_EMULATOR_WEBHOOK_URL` (default: the
 * local API's endpoint), until Ctrl-C.
 */
async function main(): Promise<void> {
  const webhookUrl =
    process.env.LARDER_STRIPE_EMULATOR_WEBHOOK_URL ?? 'http://localhost:8787/api/v1/stripe/webhooks';
  const options = emulatorOptionsFromEnv(process.env, webhookUrl);
  const emulator = await startStripeEmulator(options).catch((error: unknown) => {
    throw explainStartError(error, options.port);
  });
  console.log(`Stripe emulator: ${emulator.url} (secret key ${emulator.secretKey})`);
  console.log(`  webhooks to ${webhookUrl}`);
  console.log(`  ${TEST_CARD_HINT}`);
  console.log(`  test controls: ${emulator.url}/_emulator/… (see stripe-emulator/README.md)`);
  const stop = () => {
    void emulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`stripe-emulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
