import { defineEndpoint } from '../contract/endpoint';
import {
  billingSummarySchema,
  cardPaymentSchema,
  checkoutCreatedSchema,
  checkoutIdParamsSchema,
  checkoutInputSchema,
  checkoutSchema,
  portalSchema,
  renewalInputSchema,
  transactionListSchema,
  transactionsQuerySchema,
  webhookAnswerSchema,
} from './billing.schemas';

const tags = ['billing'] as const;

/**
 * Plans and payment (docs/product.md#checkout). The browser asks for a plan; the server picks
 * the price, the customer and the return pages, and only the provider's signed webhook changes
 * what a member has.
 */
export const billingContract = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/billing',
    access: 'member',
    tags,
    summary: 'Your plan, and your subscription if you have one',
    response: billingSummarySchema,
  }),
  startCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/checkout',
    access: 'member',
    tags,
    summary: 'Start paying for a plan: answers the checkout page to send the browser to',
    body: checkoutInputSchema,
    status: 201,
    response: checkoutCreatedSchema,
    errors: ['CONFLICT'],
  }),
  checkout: defineEndpoint({
    method: 'GET',
    path: '/api/billing/checkout/:id',
    access: 'member',
    tags,
    summary: 'One of your checkouts: its state, and your plan in force now',
    params: checkoutIdParamsSchema,
    response: checkoutSchema,
    errors: ['NOT_FOUND'],
  }),
  payTestCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/checkout/:id/card',
    access: 'member',
    tags,
    summary:
      'Pay one of your checkouts with a test card (the local test checkout, when no payment provider is configured)',
    params: checkoutIdParamsSchema,
    body: cardPaymentSchema,
    response: checkoutSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYMENT_FAILED'],
  }),
  setRenewal: defineEndpoint({
    method: 'PUT',
    path: '/api/billing/subscription/renewal',
    access: 'member',
    tags,
    summary: 'Cancel your subscription at the end of the period, or keep it renewing',
    body: renewalInputSchema,
    response: billingSummarySchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  portal: defineEndpoint({
    method: 'POST',
    path: '/api/billing/portal',
    access: 'member',
    tags,
    summary: "A session of the payment provider's billing portal (when one is configured)",
    response: portalSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/api/billing/transactions',
    access: 'member',
    tags,
    summary: 'Your payments, newest first (keyset-paged)',
    query: transactionsQuerySchema,
    response: transactionListSchema,
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    tags,
    summary:
      "The payment provider's events, signed (Stripe-Signature); the only thing that changes a member's plan",
    response: webhookAnswerSchema,
  }),
};
