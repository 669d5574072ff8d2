// The webhook's signature, checked on the raw body as the provider signed it: Stripe's scheme
// (`t=<time>,v1=<HMAC-SHA256 of "time.body">`), through Stripe's own verifier, for both providers.
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { billingMessages } from '@cofound/shared/billing/billing.schemas';
import { AppError } from '../../lib/app-error';

/** A signature older than this (seconds) is refused, so a captured delivery cannot be replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The parsed event of a delivery whose signature matches `secret`; a 400 otherwise. */
export function verifiedEvent(raw: Buffer, header: string | undefined, secret: string): unknown {
  if (!header) throw new AppError('VALIDATION_FAILED', billingMessages.webhookSignature);
  try {
    return Stripe.webhooks.constructEvent(raw, header, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new AppError('VALIDATION_FAILED', billingMessages.webhookPayload);
    }
    throw new AppError('VALIDATION_FAILED', billingMessages.webhookSignature);
  }
}

/** The Stripe-Signature header for `payload`, signed now (or at `timestamp`, in seconds). */
export function signatureHeader(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** The local test checkout's webhook secret: derived from the app's secret, never stored. */
export function localWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac('sha256', appSecret).update('local-checkout-webhook').digest('hex')}`;
}
