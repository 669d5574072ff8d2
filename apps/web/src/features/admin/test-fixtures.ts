import type {
  AdminMember,
  AdminMemberDetail,
  AuditEntry,
} from '@cofound/shared/admin/admin-members.schemas';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import { addDays, daysFrom } from '@cofound/shared/admin/analytics-calendar';
import type { AdminReport } from '@cofound/shared/admin/admin-reports.schemas';
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

/** `count` days (or weeks) of a revenue series from `first`, with the cents given by index. */
function revenueSeries(first: string, count: number, stepDays: number, cents: number[]) {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(`${first}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index * stepDays);
    return { start: day.toISOString().slice(0, 10), cents: cents[index] ?? 0 };
  });
}

export const revenue30: AdminRevenue = {
  period: '30d',
  currency: 'usd',
  from: '2026-02-02T12:00:00.000Z',
  to: '2026-03-04T12:00:00.000Z',
  totalCents: 25_600,
  payments: 4,
  monthlyCents: 25_600,
  byPlan: [
    { plan: 'pro', cents: 5_800, payments: 2 },
    { plan: 'business', cents: 19_800, payments: 2 },
  ],
  mrrCents: 25_600,
  activeSubscriptions: 4,
  churn: { churned: 2, atStart: 5, rate: 0.4 },
  referralRewards: 1,
  otherCurrencyPayments: 0,
  bucket: 'day',
  series: revenueSeries('2026-02-02', 31, 1, [0, 9_900, 0, 2_900, 0, 9_900, 2_900]),
};

export const revenue7: AdminRevenue = {
  ...revenue30,
  period: '7d',
  from: '2026-02-25T12:00:00.000Z',
  totalCents: 12_800,
  payments: 2,
  monthlyCents: 54_857,
  byPlan: [
    { plan: 'pro', cents: 2_900, payments: 1 },
    { plan: 'business', cents: 9_900, payments: 1 },
  ],
  churn: { churned: 1, atStart: 4, rate: 0.25 },
  otherCurrencyPayments: 1,
  series: revenueSeries('2026-02-25', 8, 1, [0, 0, 9_900, 0, 0, 0, 2_900]),
};

export const revenueEmpty90: AdminRevenue = {
  ...revenue30,
  period: '90d',
  from: '2025-12-04T12:00:00.000Z',
  totalCents: 0,
  payments: 0,
  monthlyCents: 0,
  byPlan: [
    { plan: 'pro', cents: 0, payments: 0 },
    { plan: 'business', cents: 0, payments: 0 },
  ],
  mrrCents: 0,
  activeSubscriptions: 0,
  churn: null,
  referralRewards: 0,
  bucket: 'week',
  series: revenueSeries('2025-12-01', 14, 7, []),
};

/** 30 days to Wednesday 2026-03-11: 0 to 4 members a day, four weeks, eight signup weeks. */
export const analytics30: AdminAnalytics = {
  period: '30d',
  from: '2026-02-10',
  to: '2026-03-11',
  daily: daysFrom('2026-02-10', '2026-03-11').map((day, index) => ({
    day,
    members: index % 5,
  })),
  weekly: [
    { weekStart: '2026-02-16', members: 7, complete: true },
    { weekStart: '2026-02-23', members: 6, complete: true },
    { weekStart: '2026-03-02', members: 8, complete: true },
    { weekStart: '2026-03-09', members: 3, complete: false },
  ],
  cohorts: Array.from({ length: 8 }, (_, index) => ({
    weekStart: addDays('2026-01-19', 7 * index),
    members: index === 6 ? 0 : 4,
    active: Array.from({ length: 8 - index }, (_, week) => (week === 0 ? 2 : 1)),
  })),
  reEngagement: { inactive: 12, returned: 3 },
  topReputation: [
    { userId: 'user-grace', name: 'Grace Hopper', imageUrl: null, score: 1250 },
    { userId: 'user-ada', name: 'Ada Lovelace', imageUrl: null, score: 980 },
  ],
};

/** 7 days with nobody active, nobody new, no reputation and nobody inactive before. */
export const analyticsQuiet7: AdminAnalytics = {
  period: '7d',
  from: '2026-03-05',
  to: '2026-03-11',
  daily: daysFrom('2026-03-05', '2026-03-11').map((day) => ({ day, members: 0 })),
  weekly: [{ weekStart: '2026-03-09', members: 0, complete: false }],
  cohorts: Array.from({ length: 8 }, (_, index) => ({
    weekStart: addDays('2026-01-19', 7 * index),
    members: 0,
    active: Array.from({ length: 8 - index }, () => 0),
  })),
  reEngagement: { inactive: 0, returned: 0 },
  topReputation: [],
};

/** Reports as the moderation queue sends them: an idea reported twice, a profile, a decided one. */
export const ideaReport: AdminReport = {
  id: 'report-idea',
  reason: 'scam',
  reasonLabel: 'Scam or fraud',
  details: 'Asks for a fee before talking.',
  status: 'open',
  createdAt: '2026-03-03T10:00:00.000Z',
  reporter: { userId: grace.userId, profileId: grace.profileId, name: grace.name, imageUrl: null },
  reported: {
    userId: ada.userId,
    profileId: ada.profileId,
    name: ada.name,
    imageUrl: null,
    status: 'active',
    role: 'user',
  },
  target: {
    kind: 'idea',
    content: {
      text: 'Pay 50 dollars to join my startup.',
      context: 'Idea: Easy money',
      url: '/ideas?comments=idea-1',
    },
  },
  openOnTarget: 2,
  openOnMember: 3,
  decision: null,
};

export const profileReport: AdminReport = {
  ...ideaReport,
  id: 'report-profile',
  reason: 'fake_profile',
  reasonLabel: 'Fake profile',
  details: '',
  createdAt: '2026-03-02T10:00:00.000Z',
  target: { kind: 'profile', content: null },
  openOnTarget: 1,
};

export const removedReport: AdminReport = {
  ...ideaReport,
  id: 'report-removed',
  status: 'resolved',
  target: { kind: 'idea_comment', content: null },
  openOnTarget: 0,
  decision: {
    decision: 'removed',
    note: 'A scam, twice over',
    adminName: 'Bo Admin',
    decidedAt: '2026-03-04T10:00:00.000Z',
  },
};
