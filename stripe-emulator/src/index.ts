export {
  DEFAULT_PORT,
  DEFAULT_SECRET_KEY,
  DEFAULT_WEBHOOK_SECRET,
  startStripeEmulator,
  type StripeEmulator,
  type StripeEmulatorOptions,
} from './server.ts';
export { TEST_CARD_HINT, TEST_CARDS } from './cards.ts';
export { emulatorOptionsFromEnv, explainStartError } from './environment.ts';
export { signatureHeader } from './signature.ts';
export type { Delivery, WebhookMode } from './webhook-delivery.ts';
export type { StripeEvent } from './objects.ts';
