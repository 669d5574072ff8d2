// Terms the agreements tests send: two founders, an equal split, standard vesting.
export const terms = {
  companyName: 'Ledgerly Labs, Inc.',
  effectiveDate: '2026-03-01',
  governingLaw: 'the State of Delaware, United States',
  founders: [
    { name: 'Ada Lovelace', role: 'Chief Executive Officer', equityPercent: 50 },
    { name: 'Grace Hopper', role: 'Chief Technology Officer', equityPercent: 50 },
  ],
  vestingMonths: 48,
  cliffMonths: 12,
  acceleration: 'double',
};
