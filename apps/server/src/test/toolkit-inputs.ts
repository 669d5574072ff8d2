// What the toolkit tests send: one valid input per tool (its integration test, the access matrix).
export const canvas = {
  title: 'Ledgerly',
  blocks: {
    keyPartners: 'Banks',
    keyActivities: 'Building the app',
    keyResources: 'Engineers',
    valuePropositions: 'Books in minutes',
    customerRelationships: 'Self-service',
    channels: 'App stores',
    customerSegments: 'Freelancers',
    costStructure: 'Salaries, hosting',
    revenueStreams: 'Subscriptions',
  },
};
export const deck = {
  deckTitle: 'Ledgerly',
  slides: [
    { title: 'Bookkeeping for freelancers', bullets: ['Ada Lovelace, ada@example.com'] },
    { title: 'Problem & pain', bullets: ['Freelancers lose 5 hours a month on books'] },
  ],
};
export const projection = {
  startingCustomers: 10,
  growthMode: 'new-customers',
  monthlyNewCustomers: 5,
  monthlyGrowthPercent: 0,
  monthlyChurnPercent: 2,
  pricePerCustomer: 49,
  costPerCustomer: 5,
  fixedMonthlyCosts: 2000,
  hires: [{ role: 'Engineer', monthlySalary: 7000, startMonth: 3 }],
  startingCash: 100000,
} as const;
export const vesting = {
  totalShares: 48000,
  durationMonths: 48,
  cliffMonths: 12,
  frequency: 'monthly',
  startDate: '2027-01-01',
  acceleration: 'double-trigger',
  acceleratedPercent: 50,
} as const;
