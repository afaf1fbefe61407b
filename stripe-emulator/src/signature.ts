import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header for `payload` sent at `timestamp` (Unix seconds): Stripe's v1
 * scheme, an HMAC-SHA256 of `${timestamp}.${payload}` keyed with the endpoint's secret.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
