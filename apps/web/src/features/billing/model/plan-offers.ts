import { planMonthlyPriceCents, type Plan } from '@cofound/shared/billing/plan';

/** What each plan card says; the figures come from the shared plan rules. */
export type PlanOffer = {
  plan: Plan;
  name: string;
  priceCents: number;
  tagline: string;
  highlights: string[];
};

export const planOffers: readonly PlanOffer[] = [
  {
    plan: 'free',
    name: 'Free',
    priceCents: planMonthlyPriceCents.free,
    tagline: 'Find your first co-founder conversations.',
    highlights: [
      '5 connection requests a month',
      'Match suggestions, discovery and messages',
      'Projects, teams and video calls',
      'Equal-split agreement and the equity calculator',
    ],
  },
  {
    plan: 'pro',
    name: 'Pro',
    priceCents: planMonthlyPriceCents.pro,
    tagline: 'For founders actively building a team.',
    highlights: [
      'Unlimited connection requests',
      'All five agreement templates',
      'Vesting, projections and pitch deck tools',
      'Investor database',
    ],
  },
  {
    plan: 'business',
    name: 'Business',
    priceCents: planMonthlyPriceCents.business,
    tagline: 'Everything in Pro, for studios and teams that build several companies.',
    highlights: [
      'Unlimited connection requests',
      'All five agreement templates',
      'Vesting, projections and pitch deck tools',
      'Investor database',
    ],
  },
];
