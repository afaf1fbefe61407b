import {
  DEFAULT_PORT,
  DEFAULT_SECRET_KEY,
  DEFAULT_WEBHOOK_SECRET,
  type StripeEmulatorOptions,
} from './server.ts';

/**
 * The emulator's start options from the environment the demo and the CLI share:
 * `LARDER_STRIPE_EMULATOR_PORT` (default 12111), and the API's own `LARDER_STRIPE_SECRET_KEY`
 * and `LARDER_STRIPE_WEBHOOK_SECRET` so that both sides agree.
 */
export function emulatorOptionsFromEnv(
  env: Record<string, string | undefined>,
  webhookUrl: string | undefined,
): StripeEmulatorOptions & { port: number } {
  const rawPort = env.LARDER_STRIPE_EMULATOR_PORT;
  const port = rawPort === undefined || rawPort === '' ? DEFAULT_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`LARDER_STRIPE_EMULATOR_PORT must be a port number (0–65535), not "${rawPort ?? ''}".`);
  }
  return {
    port,
    secretKey: env.LARDER_STRIPE_SECRET_KEY || DEFAULT_SECRET_KEY,
    webhookSecret: env.LARDER_STRIPE_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
    ...(webhookUrl === undefined ? {} : { webhookUrl }),
  };
}

/** Says how to free or change the port when it is taken (by another demo, say). */
export function explainStartError(error: unknown, port: number): Error {
  if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return new Error(
      `The Stripe emulator cannot listen on port ${port}: it is in use (another demo?). ` +
        'Stop that process or set LARDER_STRIPE_EMULATOR_PORT to a free port.',
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}
