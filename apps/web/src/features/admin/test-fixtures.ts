import type {
  AdminMember,
  AdminMemberDetail,
  AuditEntry,
} from '@cofound/shared/admin/admin-members.schemas';
import type { AdminStats } from '@cofound/shared/admin/admin-stats.schemas';

/** Members, figures and audit entries as the admin API sends them, for the page tests. */
export const ada: AdminMember = {
  userId: 'user-ada',
  profileId: 'profile-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  imageUrl: null,
  role: 'user',
  status: 'active',
  plan: 'pro',
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
};

export const bo: AdminMember = {
  ...ada,
  userId: 'user-bo',
  profileId: 'profile-bo',
  name: 'Bo Admin',
  email: 'bo@example.com',
  role: 'admin',
  plan: 'free',
  createdAt: '2026-01-10T10:00:00.000Z',
};

export const grace: AdminMember = {
  ...ada,
  userId: 'user-grace',
  profileId: 'profile-grace',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  status: 'suspended',
  plan: 'free',
};

export const stats30: AdminStats = {
  period: '30d',
  totalUsers: { value: 1234, previous: 1222 },
  activeMatches: { value: 40, previous: 45 },
  newSignups: { value: 12, previous: 12 },
  ongoingProjects: { value: 8, previous: 5 },
};

export const stats7: AdminStats = {
  period: '7d',
  totalUsers: { value: 1240, previous: 1230 },
  activeMatches: { value: 9, previous: 9 },
  newSignups: { value: 3, previous: 1 },
  ongoingProjects: { value: 2, previous: 2 },
};

export const suspension: AuditEntry = {
  id: 'audit-1',
  action: 'member.status',
  adminName: 'Bo Admin',
  targetUserId: grace.userId,
  targetName: grace.name,
  before: 'active',
  after: 'suspended',
  reason: 'Spam in the circles',
  createdAt: '2026-03-01T10:00:00.000Z',
};

export const promotion: AuditEntry = {
  id: 'audit-2',
  action: 'member.role',
  adminName: 'Bo Admin',
  targetUserId: ada.userId,
  targetName: ada.name,
  before: 'user',
  after: 'admin',
  reason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
};

export const adaDetail: AdminMemberDetail = {
  member: {
    ...ada,
    title: 'Analyst',
    emailVerified: true,
    premiumUntil: '2027-01-15T10:00:00.000Z',
  },
  connections: 7,
  reportsAbout: {
    total: 3,
    latest: [
      {
        id: 'report-1',
        reason: 'spam',
        status: 'open',
        otherName: 'Grace Hopper',
        createdAt: '2026-02-20T10:00:00.000Z',
      },
    ],
  },
  reportsBy: { total: 0, latest: [] },
  transactions: [
    {
      id: 'tx-1',
      plan: 'pro',
      kind: 'payment',
      amountCents: 2900,
      currency: 'usd',
      createdAt: '2026-02-01T10:00:00.000Z',
    },
    {
      id: 'tx-2',
      plan: 'pro',
      kind: 'referral_reward',
      amountCents: 0,
      currency: 'usd',
      createdAt: '2026-01-20T10:00:00.000Z',
    },
  ],
  sessions: { live: 2, lastActiveAt: '2026-03-01T10:00:00.000Z' },
  history: [{ ...promotion, targetUserId: ada.userId }],
};
