// The accounts people sign in with on a fresh install: a member, a member on the Pro plan and
// an admin.
import type { Faker } from '@faker-js/faker';
import { hashPassword } from 'better-auth/crypto';
import { daysBefore } from './seed-random';
import {
  seedMemberRows,
  type AccountRow,
  type SeedMember,
  type SeedProfileFields,
} from './seed-rows';

/** Printed at every start and used by the e2e tests to sign in. */
export const demoCredentials = {
  member: { email: 'demo@cofound.dev', password: 'cofound-demo' },
  pro: { email: 'pro@cofound.dev', password: 'cofound-pro' },
  admin: { email: 'admin@cofound.dev', password: 'cofound-admin' },
} as const;

/** Fixed so a demo invite link (/signup?ref=DEMO2026) keeps working across fresh installs. */
export const demoReferralCodes = {
  member: 'DEMO2026',
  pro: 'PRO02026',
  admin: 'ADMIN026',
} as const;

export function credentialsLine(): string {
  const { member, pro, admin } = demoCredentials;
  return (
    `Demo accounts — member: ${member.email} / ${member.password} · ` +
    `Pro member: ${pro.email} / ${pro.password} · admin: ${admin.email} / ${admin.password}`
  );
}

type ProfileFields = Omit<SeedProfileFields, 'referralCode'>;

const memberProfile: ProfileFields = {
  title: 'Building an AI copilot for clinical paperwork',
  founderRole: 'CEO/Founder',
  industry: 'AI/ML',
  experience: 7,
  skills: ['Product Management', 'Business Development', 'Machine Learning', 'Sales'],
  lookingFor: ['Technical Cofounder', 'Full-Stack Developer'],
  startupInterests: ['AI/ML', 'Healthcare', 'Developer Tools'],
  personalityTraits: ['Leadership', 'Strategic', 'Problem Solver'],
  workStyle: ['Hybrid', 'Fast-paced', 'Data-driven'],
  city: 'Berlin',
  country: 'Germany',
  timeZone: 'Europe/Berlin',
  commitment: 'full_time_now',
  equityExpectation: 'equal_split',
  bio:
    'I spent seven years in product at health-tech companies, most recently leading a team that ' +
    'shipped machine learning features to hospitals. Doctors lose hours every day to paperwork, ' +
    "and I'm building an AI copilot that drafts it for them. I have a prototype, three clinics " +
    "ready to pilot and a clear go-to-market plan. I'm looking for a technical co-founder who " +
    'loves turning research into reliable products.',
  role: 'user',
  status: 'active',
  linkedinVerified: true,
  githubVerified: false,
};

const proProfile: ProfileFields = {
  title: 'Turning building sensor data into lower energy bills',
  founderRole: 'CTO/Technical Lead',
  industry: 'CleanTech',
  experience: 11,
  skills: ['Cloud Architecture', 'Data Science', 'Full-Stack Development', 'DevOps'],
  lookingFor: ['Business Development', 'Sales Leader'],
  startupInterests: ['CleanTech', 'Technology', 'AI/ML'],
  personalityTraits: ['Analytical', 'Problem Solver', 'Team Player'],
  workStyle: ['Remote', 'Structured', 'Data-driven'],
  city: 'Copenhagen',
  country: 'Denmark',
  timeZone: 'Europe/Copenhagen',
  commitment: 'full_time_now',
  equityExpectation: 'significant_minority',
  bio:
    'I led the platform team of an energy analytics company for six years. Office buildings ' +
    'waste a third of their heating, and the sensors to prove it are already on the walls. My ' +
    'software reads them and tunes the heating room by room; two property managers run it ' +
    "today. I'm looking for a commercial co-founder who knows how real estate buys software.",
  role: 'user',
  status: 'active',
  linkedinVerified: true,
  githubVerified: true,
};

const adminProfile: ProfileFields = {
  title: 'Community team at Cofound',
  founderRole: 'COO/Operations Lead',
  industry: 'Technology',
  experience: 9,
  skills: ['Business Development', 'Product Management'],
  lookingFor: ['Business Development'],
  startupInterests: ['Technology', 'Future of Work'],
  personalityTraits: ['Detail-oriented', 'Team Player'],
  workStyle: ['Remote', 'Structured'],
  city: 'Lisbon',
  country: 'Portugal',
  timeZone: 'Europe/Lisbon',
  commitment: 'full_time_now',
  bio:
    'I look after the Cofound community: reviewing reports, welcoming new founders and keeping ' +
    'the network a place where people meet the right co-founder. If something looks off, tell me.',
  role: 'admin',
  status: 'active',
  linkedinVerified: true,
  githubVerified: false,
};

export type DemoAccounts = {
  member: SeedMember;
  /** On the Pro plan: the seed gives them a paid subscription (demo-billing.ts). */
  pro: SeedMember;
  admin: SeedMember;
  accounts: AccountRow[];
};

/** Users, profiles and better-auth credential accounts (scrypt hashes) for the demo accounts. */
export async function buildDemoAccounts(faker: Faker, now: Date): Promise<DemoAccounts> {
  const member = demoMember(faker, 'Demo Founder', demoCredentials.member.email, memberProfile, {
    createdAt: daysBefore(now, 60),
    referralCode: demoReferralCodes.member,
  });
  const admin = demoMember(faker, 'Demo Admin', demoCredentials.admin.email, adminProfile, {
    createdAt: daysBefore(now, 181),
    referralCode: demoReferralCodes.admin,
  });
  const pro = demoMember(faker, 'Demo Pro Founder', demoCredentials.pro.email, proProfile, {
    createdAt: daysBefore(now, 95),
    referralCode: demoReferralCodes.pro,
  });
  // scrypt: the only hashes the seed computes, run side by side.
  const [memberHash, adminHash, proHash] = await Promise.all([
    hashPassword(demoCredentials.member.password),
    hashPassword(demoCredentials.admin.password),
    hashPassword(demoCredentials.pro.password),
  ]);
  const accounts = [
    credentialAccount(faker, member, memberHash),
    credentialAccount(faker, admin, adminHash),
    credentialAccount(faker, pro, proHash),
  ];
  return { member, pro, admin, accounts };
}

function demoMember(
  faker: Faker,
  name: string,
  email: string,
  fields: ProfileFields,
  extra: { createdAt: Date; referralCode: string },
): SeedMember {
  const userId = faker.string.uuid();
  const profileId = faker.string.uuid();
  const { createdAt, referralCode } = extra;
  return seedMemberRows({ userId, profileId, name, email, createdAt }, { ...fields, referralCode });
}

function credentialAccount(faker: Faker, owner: SeedMember, hash: string): AccountRow {
  const { id, createdAt } = owner.user;
  return {
    id: faker.string.uuid(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: hash,
    createdAt,
    updatedAt: createdAt,
  };
}
