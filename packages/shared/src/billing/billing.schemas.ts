import { z } from 'zod';
import { paidPlans, plans } from './plan';

// The billing feature's words (docs/product.md#checkout); the first four are the spec's.
export const billingMessages = {
  checkoutFailed: 'Failed to create checkout session',
  subscriptionFailed: 'Failed to create subscription',
  processFailed: 'Failed to process request. Please try again.',
  verifyFailed: 'Failed to verify premium status',
  checkoutNotFound: 'This checkout was not found. Choose a plan again on the pricing page.',
  checkoutExpired: 'This checkout has expired. Choose a plan again on the pricing page.',
  checkoutComplete: 'This checkout is already paid.',
  alreadySubscribed: 'You already have an active subscription. Manage it from your billing page.',
  noSubscription: 'You have no subscription to change.',
  subscriptionEnded: 'This subscription has ended. Choose a plan on the pricing page.',
  portalUnavailable: 'Billing is managed on this page: the payment provider is not configured.',
  loadFailed: 'Failed to load your billing details',
  webhookSignature: 'The webhook signature is missing, stale or does not match.',
  webhookPayload: 'The webhook event is not valid JSON.',
} as const;

export const checkoutInputSchema = z.object({
  plan: z.enum(paidPlans),
  promoCode: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, 'Promotion codes are letters, digits, - and _')
    .optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** Where the browser goes next: the provider's hosted page, or Cofound's own test checkout. */
export const checkoutCreatedSchema = z.object({ id: z.string(), url: z.string() });

export const checkoutIdParamsSchema = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{8,200}$/, 'Invalid checkout id'),
});

export const checkoutStatuses = ['open', 'complete', 'expired'] as const;

/** A checkout as its member sees it: on the test card page and while activation is awaited. */
export const checkoutSchema = z.object({
  id: z.string(),
  plan: z.enum(paidPlans),
  amountCents: z.number().int(),
  status: z.enum(checkoutStatuses),
  provider: z.enum(['stripe', 'local']),
  email: z.string(),
  /** The member's plan in force now: the webhook has done its work once this is paid. */
  activePlan: z.enum(plans),
  lastError: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const cardPaymentSchema = z.object({
  number: z.string().trim().min(1, 'Card number is required').max(23),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().trim().max(4),
  name: z.string().trim().min(1, 'Name on card is required').max(100),
  postalCode: z.string().trim().max(12).optional(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

export const subscriptionStatuses = [
  'incomplete',
  'active',
  'past_due',
  'unpaid',
  'canceled',
] as const;

/** The member's plan and, when they have one, their subscription. */
export const billingSummarySchema = z.object({
  plan: z.enum(plans),
  premiumUntil: z.iso.datetime().nullable(),
  provider: z.enum(['stripe', 'local']),
  /** The payment provider's own billing portal is available (Stripe configured). */
  portal: z.boolean(),
  subscription: z
    .object({
      id: z.string(),
      plan: z.enum(paidPlans),
      status: z.enum(subscriptionStatuses),
      cancelAtPeriodEnd: z.boolean(),
      currentPeriodEnd: z.iso.datetime().nullable(),
      paidThrough: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const renewalInputSchema = z.object({ cancelAtPeriodEnd: z.boolean() });

export const portalSchema = z.object({ url: z.string() });

export const transactionsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A paid invoice, or a free month earned by referrals (amount 0, docs/product.md#referral). */
export const transactionKinds = ['payment', 'referral_reward'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(transactionKinds),
  plan: z.enum(paidPlans),
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
});
export const transactionListSchema = z.object({
  items: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const webhookAnswerSchema = z.object({ received: z.literal(true) });
