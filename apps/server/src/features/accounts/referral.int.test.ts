import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { profiles, referrals, users } from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { createTestDatabase } from '../../test/test-database';
import { buildTestApp, signupRequest, TEST_APP_URL } from '../../test/test-app';

const headers = { origin: TEST_APP_URL };
let database: DatabaseHandle;
let app: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-referral-'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function signup(overrides: Parameters<typeof signupRequest>[0] = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/signup',
    headers,
    payload: signupRequest(overrides),
  });
}

describe('referrals', () => {
  it('records a pending referral for a valid code and completes it when the email is verified', async () => {
    const referrer = (await signup({ email: 'referrer@example.com' })).json();
    const [referrerProfile] = await database.db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.userId, referrer.user.id));
    const code = referrerProfile?.code ?? '';

    const response = await signup({
      email: 'referred@example.com',
      referralCode: code.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    const referred = response.json();
    expect(referred.referral).toBe('applied');
    const [pending] = await database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, referred.user.id));
    expect(pending).toMatchObject({
      referrerId: referrer.user.id,
      status: 'pending',
      completedAt: null,
    });
    const [profile] = await database.db
      .select({ referredBy: profiles.referredBy })
      .from(profiles)
      .where(eq(profiles.userId, referred.user.id));
    expect(profile?.referredBy).toBe(referrer.user.id);

    const mail = (await readOutboxMails(outboxDirectory(dataDir))).find(
      (candidate) => candidate.to === 'referred@example.com',
    );
    const link = new URL(mail?.links[0] ?? '');
    const verify = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/verify-email');

    const [done] = await database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, referred.user.id));
    expect(done?.status).toBe('successful');
    expect(done?.completedAt).toBeInstanceOf(Date);
    const [user] = await database.db.select().from(users).where(eq(users.id, referred.user.id));
    expect(user?.emailVerified).toBe(true);
  });

  it('ignores an unknown code and still creates the account', async () => {
    const response = await signup({ email: 'unknown-ref@example.com', referralCode: 'NOPE2345' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.referral).toBe('unknown');
    const rows = await database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, body.user.id));
    expect(rows).toHaveLength(0);
  });

  it('sends a broken verification link back to /verify-email with an error', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=garbage&callbackURL=%2Fverify-email',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
  });
});
