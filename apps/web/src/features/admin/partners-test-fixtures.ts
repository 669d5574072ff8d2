import type { Partner, PartnerImportReport } from '@cofound/shared/partners/partners.schemas';

/** Partners and an import report as the partners API sends them, for the page tests. */
export const launchpad: Partner = {
  id: '0b7c6a52-2f0e-4a4b-9d7e-6f1a2b3c4d01',
  name: 'Launchpad Labs',
  type: 'accelerator',
  domain: 'launchpadlabs.example',
  revenueShare: 20,
  status: 'active',
  memberCount: 18,
  revenueCents: 12_345,
  createdAt: '2026-03-01T10:00:00.000Z',
};

export const northstar: Partner = {
  ...launchpad,
  id: '0b7c6a52-2f0e-4a4b-9d7e-6f1a2b3c4d02',
  name: 'Northstar Ventures',
  type: 'investor',
  domain: 'northstar.example',
  revenueShare: 15,
  status: 'pending',
  memberCount: 9,
  revenueCents: 0,
};

export const riverside: Partner = {
  ...launchpad,
  id: '0b7c6a52-2f0e-4a4b-9d7e-6f1a2b3c4d03',
  name: 'Riverside University',
  type: 'university',
  domain: 'riverside.example',
  status: 'inactive',
};

export const importReport: PartnerImportReport = {
  partnerId: launchpad.id,
  dryRun: false,
  imported: true,
  created: 1,
  linked: 1,
  alreadyLinked: 0,
  refused: 0,
  rows: [
    {
      row: 2,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      role: 'founder',
      outcome: 'created',
      reasons: [],
    },
    {
      row: 3,
      email: 'bo@example.com',
      name: 'Bo Smith',
      role: 'mentor',
      outcome: 'linked',
      reasons: [],
    },
  ],
};
