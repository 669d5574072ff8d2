// A local stand-in for the part of Stripe's API that Cofound calls, for tests that run the real
// SDK against it (STRIPE_API_URL). It records every request and answers as Stripe does; what a
// member does on Stripe's own pages (paying a checkout, changing plan in the portal) it turns
// into the events Stripe would send, for the test to sign and deliver to the webhook.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { addOneMonth } from './premium-state';

/** One API call as the SDK sent it: the form body (or query) decoded to its bracket keys. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  authorization: string | undefined;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type StandInOptions = {
  /** The account's prices: id -> monthly amount in cents. */
  prices: Record<string, number>;
  promotionCodes: { id: string; code: string; percentOff: number }[];
};

export type StripeStandIn = {
  url: string;
  requests: RecordedRequest[];
  requestsTo(method: string, path: string): RecordedRequest[];
  /**
   * The member pays on the hosted checkout page: the subscription starts and its first invoice
   * is paid. Answers the events Stripe sends, in the order it sends them.
   */
  payCheckout(sessionId: string, at?: Date): StripeEvent[];
  /** The member switches their subscription to another price in the billing portal. */
  switchPrice(subscriptionId: string, priceId: string, at?: Date): StripeEvent;
  close(): Promise<void>;
};

type Json = Record<string, unknown>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The bracket keys under `prefix[` as a flat object (metadata[userId] -> { userId }). */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const start = `${prefix}[`;
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(start) && key.endsWith(']'))
      .map(([key, value]) => [key.slice(start.length, -1), value]),
  );
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

function missing(kind: string, id: string, param?: string): StripeFailure {
  return new StripeFailure(404, `No such ${kind}: '${id}'`, 'resource_missing', param);
}

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, { object: Json; price: string; subscriptionMeta: Json }>();
  const subscriptions = new Map<string, Json>();

  function event(
    type: string,
    object: Json,
    at: Date,
    previous?: Record<string, unknown>,
  ): StripeEvent {
    return {
      id: testId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(at),
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  function price(id: string): Json {
    const amount = options.prices[id];
    if (amount === undefined) throw missing('price', id, 'line_items[0][price]');
    return {
      id,
      object: 'price',
      active: true,
      currency: 'usd',
      product: `prod_test_${id}`,
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      unit_amount: amount,
    };
  }

  function itemOf(subscription: Json): Json {
    return (subscription.items as { data: Json[] }).data[0]!;
  }

  function createCustomer(form: Record<string, string>): Json {
    const customer = {
      id: testId('cus'),
      object: 'customer',
      created: seconds(new Date()),
      email: form.email ?? null,
      name: form.name ?? null,
      livemode: false,
      metadata: nested(form, 'metadata'),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCheckoutSession(form: Record<string, string>): Json {
    const customer = form.customer ?? '';
    if (!customers.has(customer)) throw missing('customer', customer, 'customer');
    if (form.mode !== 'subscription') {
      throw new StripeFailure(400, 'This stand-in only knows subscription checkouts.');
    }
    if (form.allow_promotion_codes && form['discounts[0][promotion_code]']) {
      throw new StripeFailure(
        400,
        'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      );
    }
    const priceId = form['line_items[0][price]'] ?? '';
    const amount = price(priceId).unit_amount as number;
    const promotion = options.promotionCodes.find(
      (code) => code.id === form['discounts[0][promotion_code]'],
    );
    const id = testId('cs');
    const now = new Date();
    const object = {
      id,
      object: 'checkout.session',
      allow_promotion_codes: form.allow_promotion_codes === 'true' ? true : null,
      amount_subtotal: amount,
      amount_total: promotion ? Math.round((amount * (100 - promotion.percentOff)) / 100) : amount,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created: seconds(now),
      currency: 'usd',
      customer,
      discounts: promotion ? [{ coupon: null, promotion_code: promotion.id }] : [],
      expires_at: seconds(now) + 24 * 60 * 60,
      invoice: null,
      livemode: false,
      metadata: nested(form, 'metadata'),
      mode: 'subscription',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: form.success_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    sessions.set(id, {
      object,
      price: priceId,
      subscriptionMeta: nested(form, 'subscription_data[metadata]'),
    });
    return object;
  }

  function listPromotionCodes(query: Record<string, string>): Json {
    const data = options.promotionCodes
      .filter((code) => code.code === query.code)
      .map((code) => ({
        id: code.id,
        object: 'promotion_code',
        active: true,
        code: code.code,
        livemode: false,
        promotion: { type: 'coupon', coupon: { id: `coupon_${code.id}` } },
      }));
    return { object: 'list', data, has_more: false, url: '/v1/promotion_codes' };
  }

  function updateSubscription(id: string, form: Record<string, string>): Json {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    if (form.cancel_at_period_end !== undefined) {
      const cancel = form.cancel_at_period_end === 'true';
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? itemOf(subscription).current_period_end : null;
      subscription.canceled_at = cancel ? seconds(new Date()) : null;
    }
    return subscription;
  }

  function createPortalSession(form: Record<string, string>): Json {
    const customer = form.customer ?? '';
    if (!customers.has(customer)) throw missing('customer', customer, 'customer');
    const id = testId('bps');
    return {
      id,
      object: 'billing_portal.session',
      created: seconds(new Date()),
      customer,
      livemode: false,
      return_url: form.return_url ?? null,
      url: `https://billing.stripe.com/p/session/${id}`,
    };
  }

  function route(request: RecordedRequest): Json {
    const { method, path, form } = request;
    if (!request.authorization?.startsWith('Bearer sk_test_')) {
      throw new StripeFailure(401, 'Invalid API Key provided.');
    }
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(form);
    if (method === 'GET' && path === '/v1/promotion_codes') {
      return listPromotionCodes(request.query);
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'POST' && subscription) {
      return updateSubscription(decodeURIComponent(subscription[1]!), form);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return createPortalSession(form);
    }
    throw new StripeFailure(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        authorization: incoming.headers.authorization,
      };
      requests.push(request);
      let status = 200;
      let body: Json;
      try {
        body = route(request);
      } catch (error) {
        const failure =
          error instanceof StripeFailure ? error : new StripeFailure(500, String(error));
        status = failure.status;
        body = {
          error: {
            type: status === 500 ? 'api_error' : 'invalid_request_error',
            message: failure.message,
            ...(failure.code ? { code: failure.code } : {}),
            ...(failure.param ? { param: failure.param } : {}),
          },
        };
      }
      outgoing.writeHead(status, {
        'content-type': 'application/json',
        'request-id': testId('req'),
        'stripe-version': Stripe.API_VERSION,
      });
      outgoing.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),

    payCheckout(sessionId, at = new Date()) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const customer = session.object.customer as string;
      const periodEnd = addOneMonth(at);
      const subscription: Json = {
        id: testId('sub'),
        object: 'subscription',
        billing_cycle_anchor: seconds(at),
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        collection_method: 'charge_automatically',
        created: seconds(at),
        currency: 'usd',
        customer,
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: testId('si'),
              object: 'subscription_item',
              current_period_end: seconds(periodEnd),
              current_period_start: seconds(at),
              price: price(session.price),
              quantity: 1,
            },
          ],
          has_more: false,
        },
        latest_invoice: testId('in'),
        livemode: false,
        metadata: session.subscriptionMeta,
        start_date: seconds(at),
        status: 'active',
      };
      subscriptions.set(subscription.id as string, subscription);
      Object.assign(session.object, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        invoice: subscription.latest_invoice,
        url: null,
      });
      const amountPaid = session.object.amount_total as number;
      const invoice: Json = {
        id: subscription.latest_invoice,
        object: 'invoice',
        amount_due: amountPaid,
        amount_paid: amountPaid,
        amount_remaining: 0,
        billing_reason: 'subscription_create',
        created: seconds(at),
        currency: 'usd',
        customer,
        livemode: false,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            subscription: subscription.id,
            metadata: session.subscriptionMeta,
          },
        },
        lines: {
          object: 'list',
          data: [
            {
              id: testId('il'),
              object: 'line_item',
              amount: amountPaid,
              currency: 'usd',
              period: { start: seconds(at), end: seconds(periodEnd) },
              pricing: {
                type: 'price_details',
                price_details: { price: session.price, product: `prod_test_${session.price}` },
                unit_amount_decimal: String(options.prices[session.price]),
              },
              quantity: 1,
            },
          ],
          has_more: false,
        },
        period_start: seconds(at),
        period_end: seconds(at),
        status: 'paid',
      };
      return [
        event('customer.subscription.created', subscription, at),
        event('checkout.session.completed', session.object, at),
        event('invoice.paid', invoice, at),
      ];
    },

    switchPrice(subscriptionId, priceId, at = new Date()) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = itemOf(subscription);
      const previous = { items: structuredClone(subscription.items) };
      item.price = price(priceId);
      return event('customer.subscription.updated', subscription, at, previous);
    },

    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
