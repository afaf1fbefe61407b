import {
  emulatorOptionsFromEnv,
  explainStartError,
  startStripeEmulator,
  type StripeEmulator,
} from '@larder/stripe-emulator';

/** Where the demo's API receives Stripe's events. */
export function stripeWebhookUrl(apiOrigin: string): string {
  return `${apiOrigin}/api/v1/stripe/webhooks`;
}

/**
 * Starts the demo's Stripe emulator (port `LARDER_STRIPE_EMULATOR_PORT`, default 12111, so demos
 * can run side by side) and points the API at it through `LARDER_STRIPE_API_URL` unless that is
 * already set. Runs before the environment is read; the webhook endpoint is set once the API's
 * origin is known.
 */
export async function startDemoStripeEmulator(
  env: Record<string, string | undefined> = process.env,
): Promise<StripeEmulator> {
  const options = emulatorOptionsFromEnv(env, undefined);
  const emulator = await startStripeEmulator(options).catch((error: unknown) => {
    throw explainStartError(error, options.port);
  });
  if (!env.LARDER_STRIPE_API_URL) env.LARDER_STRIPE_API_URL = emulator.url;
  return emulator;
}
