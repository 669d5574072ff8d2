import type { MatrixWorld } from '../matrix-types';
import { everyone, membersOnly, ownerOnly, route, type RouteExpectation } from '../matrix-types';

const TEST_CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Matrix Owner',
};

async function ownerRequest(
  world: MatrixWorld,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return world.app.inject({
    method,
    url,
    payload,
    headers: { origin: 'http://localhost:3000', cookie: world.owner.cookie },
  });
}

/** A checkout the owner started (on the local test checkout). */
async function ownerCheckout(world: MatrixWorld): Promise<string> {
  const started = await ownerRequest(world, 'POST', '/api/billing/checkout', { plan: 'pro' });
  if (started.statusCode !== 201) throw new Error(`checkout: ${started.body}`);
  return (started.json() as { id: string }).id;
}

/** The owner pays for Pro unless they already subscribed. */
async function ownerSubscribed(world: MatrixWorld): Promise<void> {
  const summary = (await ownerRequest(world, 'GET', '/api/billing')).json() as {
    subscription: unknown;
  };
  if (summary.subscription) return;
  const id = await ownerCheckout(world);
  await ownerRequest(world, 'POST', `/api/billing/checkout/${id}/card`, TEST_CARD);
}

/** Billing is each member's own: nobody reads or pays another member's checkout. */
export const billingExpectations: Record<string, RouteExpectation<unknown>> = {
  'GET /api/billing': route({
    request: () => ({ url: '/api/billing' }),
    statuses: membersOnly(200),
  }),
  'POST /api/billing/checkout': route({
    request: () => ({ url: '/api/billing/checkout', payload: { plan: 'pro' } }),
    statuses: membersOnly(201),
  }),
  'GET /api/billing/checkout/:id': route({
    prepare: ownerCheckout,
    request: (_world, id) => ({ url: `/api/billing/checkout/${id as string}` }),
    statuses: ownerOnly(200, 404),
  }),
  'POST /api/billing/checkout/:id/card': route({
    prepare: ownerCheckout,
    request: (_world, id) => ({
      url: `/api/billing/checkout/${id as string}/card`,
      payload: TEST_CARD,
    }),
    statuses: ownerOnly(200, 404),
  }),
  'PUT /api/billing/subscription/renewal': route({
    prepare: ownerSubscribed,
    request: () => ({
      url: '/api/billing/subscription/renewal',
      payload: { cancelAtPeriodEnd: true },
    }),
    statuses: ownerOnly(200, 404),
  }),
  // The local test checkout has no billing portal: the billing page itself manages the plan.
  'POST /api/billing/portal': route({
    request: () => ({ url: '/api/billing/portal' }),
    statuses: membersOnly(409),
  }),
  'GET /api/billing/transactions': route({
    request: () => ({ url: '/api/billing/transactions' }),
    statuses: membersOnly(200),
  }),
  // Signed by the provider, not by a session: without a signature nobody gets in.
  'POST /api/billing/webhook': route({
    request: () => ({
      url: '/api/billing/webhook',
      payload: { id: 'evt_1', type: 'invoice.paid' },
    }),
    statuses: everyone(400),
    crossSiteStatus: 400,
  }),
};
