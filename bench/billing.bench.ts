// `npm run bench -- billing`: p50/p95 of the payment webhook, through the real app (signature on
// the raw body, fulfilment in one transaction, premium recomputed): a new paid invoice, the same
// event delivered again, and ten concurrent deliveries of one new event, at BENCH_SIZES members
// (default 10000,100000), on PGlite and on PostgreSQL (see bench/discovery.bench.ts for the
// settings).
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import {
  addOneMonth,
  invoicePaidEvent,
  localId,
  signatureHeader,
} from '../apps/server/src/features/billing';
import { runBench } from './lib/harness';
import { seedFounders } from './lib/seed-founders';
import { settings, type BenchDb } from './lib/settings';
import { summarize, timed } from './lib/stats';
import { buildHttpApp } from './matching/http-app';

const { runs } = settings;
const warmup = 5;
const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
// Stripe's settings make the webhook check Stripe's secret; the SDK itself is never called here.
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_PRO: 'price_bench_pro',
  STRIPE_PRICE_BUSINESS: 'price_bench_business',
};

function paidInvoiceFor(profiles: number, i: number) {
  const userId = `bench-${1 + ((i * 7919) % profiles)}`;
  const periodStart = new Date();
  const subscription = {
    id: localId('sub'),
    customerId: localId('cus'),
    userId,
    plan: 'pro' as const,
    status: 'active' as const,
    cancelAtPeriodEnd: false,
    periodStart,
    periodEnd: addOneMonth(periodStart),
    endedAt: null,
  };
  const event = invoicePaidEvent(
    { id: localId('in'), subscription, amountCents: 2900, billingReason: 'subscription_create' },
    periodStart,
  );
  return JSON.stringify(event);
}

async function measure(handle: DatabaseHandle, db: BenchDb, profiles: number) {
  const http = await buildHttpApp(handle, stripeEnv);
  await http.app.ready();
  const deliver = async (payload: string) => {
    const answer = await http.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader(payload, webhookSecret),
      },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
  };
  const print = (name: string, times: number[]) =>
    console.log(
      JSON.stringify({ bench: `billing.${name}`, profiles, db, runs, ...summarize(times) }),
    );
  try {
    const delivered: string[] = [];
    for (let i = 0; i < warmup; i += 1) await deliver(paidInvoiceFor(profiles, i));
    const fresh: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const payload = paidInvoiceFor(profiles, warmup + i);
      fresh.push((await timed(() => deliver(payload))).ms);
      delivered.push(payload);
    }
    print('webhook.new_invoice', fresh);

    const again: number[] = [];
    for (const payload of delivered) again.push((await timed(() => deliver(payload))).ms);
    print('webhook.redelivery', again);

    const bursts: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const payload = paidInvoiceFor(profiles, warmup + runs + i);
      const burst = await timed(() =>
        Promise.all(Array.from({ length: 10 }, () => deliver(payload))),
      );
      bursts.push(burst.ms);
    }
    print('webhook.ten_concurrent_deliveries', bursts);
  } finally {
    await http.close();
  }
}

await runBench({ seed: seedFounders, measure });
