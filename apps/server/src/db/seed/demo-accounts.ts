// The two accounts people sign in with on a fresh install: a member and an admin.
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
  admin: { email: 'admin@cofound.dev', password: 'cofound-admin' },
} as const;

/** Fixed so a demo invite link (/signup?ref=DEMO2026) keeps working across fresh installs. */
export const demoReferralCodes = { member: 'DEMO2026', admin: 'ADMIN026' } as const;

export function credentialsLine(): string {
  const { member, admin } = demoCredentials;
  return `Demo accounts — member: ${member.email} / ${member.password} · admin: ${admin.email} / ${admin.password}`;
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

export type DemoAccounts = { member: SeedMember; admin: SeedMember; accounts: AccountRow[] };

/** Users, profiles and better-auth credential accounts (scrypt hashes) for both demo accounts. */
export async function buildDemoAccounts(faker: Faker, now: Date): Promise<DemoAccounts> {
  const member = demoMember(faker, 'Demo Founder', demoCredentials.member.email, memberProfile, {
    createdAt: daysBefore(now, 60),
    referralCode: demoReferralCodes.member,
  });
  const admin = demoMember(faker, 'Demo Admin', demoCredentials.admin.email, adminProfile, {
    createdAt: daysBefore(now, 181),
    referralCode: demoReferralCodes.admin,
  });
  // scrypt: the only two hashes the seed computes, run side by side.
  const [memberHash, adminHash] = await Promise.all([
    hashPassword(demoCredentials.member.password),
    hashPassword(demoCredentials.admin.password),
  ]);
  const accounts = [
    credentialAccount(faker, member, memberHash),
    credentialAccount(faker, admin, adminHash),
  ];
  return { member, admin, accounts };
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
