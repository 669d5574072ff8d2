import fs from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { verifyPassword } from 'better-auth/crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { isPremiumActive } from '@cofound/shared/billing/plan';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commitments,
  equityExpectations,
  industries,
  lookingForRoles,
  personalityTraits,
  roles,
  skills,
  workStyles,
} from '@cofound/shared/profiles/profiles.options';
import type { Db } from '../client';
import {
  accounts,
  connections,
  dailyCheckins,
  founderArchetypes,
  profileViews,
  profiles,
  skillEndorsements,
  subscriptions,
  users,
  videoPitches,
} from '../schema';
import { recalculateAll } from '../../features/reputation/reputation.service';
import { buildTestApp, cookieFrom, TEST_APP_URL } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { archetypeForScores, type QuizScores } from '@cofound/shared/personality-test/quiz';
import { inspectWebm } from '../../lib/webm-inspection';
import { uploadKeyFromUrl } from '../../storage';
import { DEMO_PITCHES } from './demo-pitches';
import { demoCredentials, seedDemoCommunity } from './index';
import { decodePng } from './png-test-support';
import {
  billing,
  captureLog,
  expectBetween,
  orderedMembers,
  profileByEmail,
  scratchDataDir,
  tableCount,
  useSeededCommunity,
} from '../../test/seeded-community';

/**
 * Seeding a whole second community takes about 9 s alone and several times that on a loaded
 * machine: more than the default test timeout.
 */
const SECOND_SEED_TIMEOUT_MS = 120_000;

describe('seedDemoCommunity', () => {
  const seeded = useSeededCommunity();
  const { dataDir, storage } = seeded;
  let db: Db;

  beforeAll(() => {
    db = seeded.db;
  });

  it('seeds 300 founders plus the three demo accounts', async () => {
    console.info(`seed took ${Math.round(seeded.elapsedMs)} ms`);
    // A guard against a pathological slowdown only; the timing itself is printed above.
    expect(seeded.elapsedMs).toBeLessThan(30_000);
    expect(await tableCount(db, users)).toBe(303);
    expect(await tableCount(db, profiles)).toBe(303);
    const credential = await db
      .select()
      .from(accounts)
      .where(eq(accounts.providerId, 'credential'));
    expect(credential).toHaveLength(3);
  });

  it('backs every verified badge with the linked account a link writes, and no other', async () => {
    const linked = await db
      .select({ userId: accounts.userId, providerId: accounts.providerId })
      .from(accounts)
      .where(ne(accounts.providerId, 'credential'));
    const badges = await db
      .select({
        userId: profiles.userId,
        github: profiles.githubVerified,
        linkedin: profiles.linkedinVerified,
      })
      .from(profiles);
    const expected = badges.flatMap((row) => [
      ...(row.github ? [`${row.userId} github`] : []),
      ...(row.linkedin ? [`${row.userId} linkedin`] : []),
    ]);
    expect(linked.map((row) => `${row.userId} ${row.providerId}`).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(50);
  });

  it('uses every option of every list at least once', async () => {
    const rows = await db.select().from(profiles);
    const used = (pick: (row: (typeof rows)[number]) => (string | null)[]) =>
      new Set(rows.flatMap(pick));
    expect(used((row) => [row.founderRole])).toEqual(
      expect.objectContaining({ size: roles.length }),
    );
    for (const role of roles) expect(used((row) => [row.founderRole]).has(role)).toBe(true);
    for (const industry of industries)
      expect(used((row) => [row.industry]).has(industry)).toBe(true);
    for (const skill of skills) expect(used((row) => row.skills).has(skill)).toBe(true);
    for (const trait of personalityTraits)
      expect(used((row) => row.personalityTraits).has(trait)).toBe(true);
    for (const style of workStyles) expect(used((row) => row.workStyle).has(style)).toBe(true);
    for (const role of lookingForRoles) expect(used((row) => row.lookingFor).has(role)).toBe(true);
  });

  it('has a few suspended, banned and Premium founders, but never a blocked demo account', async () => {
    const rows = await db.select().from(profiles);
    const suspended = rows.filter((row) => row.status === 'suspended');
    const banned = rows.filter((row) => row.status === 'banned');
    expect(suspended).toHaveLength(6);
    expect(banned).toHaveLength(3);
    const premium = rows.filter((row) => isPremiumActive(row, new Date()));
    expect(premium.length).toBeGreaterThanOrEqual(3);
    for (const { email } of Object.values(demoCredentials)) {
      expect((await profileByEmail(db, email)).status).toBe('active');
    }
  });

  it('gives founders a location, time zone, commitment and equity expectation', async () => {
    const rows = await db.select().from(profiles);
    for (const row of rows) {
      expect(row.city).toBeTruthy();
      expect(row.country).toBeTruthy();
      expect(row.timeZone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_]+$/);
      expect(commitments).toContain(row.commitment);
      // A bio that names a city names the profile's city.
      const based = /Based in ([^.]+)\./.exec(row.bio);
      if (based) expect(based[1]).toBe(row.city);
    }
    const used = (pick: (row: (typeof rows)[number]) => string | null) => new Set(rows.map(pick));
    for (const value of commitments) expect(used((row) => row.commitment).has(value)).toBe(true);
    for (const value of equityExpectations)
      expect(used((row) => row.equityExpectation).has(value)).toBe(true);
    // A city is always in the same country and time zone.
    const placeOfCity = new Map<string, string>();
    for (const row of rows) {
      const place = `${row.country} ${row.timeZone}`;
      expect(placeOfCity.get(row.city!) ?? place).toBe(place);
      placeOfCity.set(row.city!, place);
    }
  });

  it('creates the demo accounts with verifiable passwords and the right roles', async () => {
    for (const [kind, credentials] of Object.entries(demoCredentials)) {
      const profile = await profileByEmail(db, credentials.email);
      expect(profile.role).toBe(kind === 'admin' ? 'admin' : 'user');
      const [user] = await db.select().from(users).where(eq(users.id, profile.userId));
      expect(user?.emailVerified).toBe(true);
      const [account] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, profile.userId), eq(accounts.providerId, 'credential')));
      expect(account).toMatchObject({ providerId: 'credential', accountId: profile.userId });
      expect(
        await verifyPassword({ hash: account!.password!, password: credentials.password }),
      ).toBe(true);
      expect(await verifyPassword({ hash: account!.password!, password: 'wrong-password' })).toBe(
        false,
      );
    }
    const member = await profileByEmail(db, demoCredentials.member.email);
    expect(member).toMatchObject({
      name: 'Demo Founder',
      founderRole: 'CEO/Founder',
      industry: 'AI/ML',
    });
    expect((await profileByEmail(db, demoCredentials.admin.email)).name).toBe('Demo Admin');
  });

  it('lets the demo members sign in through better-auth, the Pro one on the Pro plan', async () => {
    const app = await buildTestApp(seeded.handle);
    try {
      const planOf = async (credentials: { email: string; password: string }) => {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: TEST_APP_URL },
          payload: credentials,
        });
        expect(signIn.statusCode).toBe(200);
        const cookie = cookieFrom(signIn.headers['set-cookie']);
        const session = await app.inject({
          method: 'GET',
          url: '/api/session',
          headers: { cookie },
        });
        return session.json().user.plan as string;
      };
      expect(await planOf(demoCredentials.member)).toBe('free');
      expect(await planOf(demoCredentials.pro)).toBe('pro');
    } finally {
      await app.close();
    }
  });

  it('logs the counts and the credentials', () => {
    expect(
      seeded.firstMessages.some((message) =>
        message.startsWith('Seeded the demo community: 300 founders'),
      ),
    ).toBe(true);
    expect(seeded.firstMessages).toContain(
      'Demo accounts — member: demo@cofound.dev / cofound-demo · ' +
        'Pro member: pro@cofound.dev / cofound-pro · admin: admin@cofound.dev / cofound-admin',
    );
  });

  it('seeds nothing the second time, but prints the credentials again', async () => {
    const again = captureLog();
    const before = await orderedMembers(db);
    expect(
      await seedDemoCommunity(db, {
        log: again.log,
        recalculateReputation: recalculateAll,
        billing,
        storage,
      }),
    ).toEqual({ seeded: false });
    expect(await orderedMembers(db)).toEqual(before);
    expect(again.messages).toEqual([seeded.firstMessages.at(-1)]);
  });

  it(
    'produces the same community on another fresh database',
    async () => {
      const other = await createTestDatabase();
      const otherDir = scratchDataDir();
      try {
        await seedDemoCommunity(other.db, {
          log: captureLog().log,
          recalculateReputation: recalculateAll,
          billing,
          storage: otherDir.storage,
          now: seeded.seededAt,
        });
        expect(await orderedMembers(other.db)).toEqual(await orderedMembers(db));
        expect(await tableCount(other.db, connections)).toBe(await tableCount(db, connections));
        const endorsements = (d: Db) =>
          d
            .select({ id: skillEndorsements.id, skill: skillEndorsements.skill })
            .from(skillEndorsements)
            .orderBy(asc(skillEndorsements.id));
        expect(await endorsements(other.db)).toEqual(await endorsements(db));
        const plans = (d: Db) =>
          d
            .select({
              id: subscriptions.id,
              userId: subscriptions.userId,
              plan: subscriptions.plan,
            })
            .from(subscriptions)
            .orderBy(asc(subscriptions.id));
        expect(await plans(other.db)).toEqual(await plans(db));
        const [views] = await other.db.select({ n: count() }).from(profileViews);
        const [ownViews] = await db.select({ n: count() }).from(profileViews);
        expect(views?.n).toBe(ownViews?.n);
        // The same pictures, but uploaded at times relative to when each seed ran.
        const pictures = async (d: Db) =>
          (await d.select({ url: profiles.imageUrl }).from(profiles).orderBy(asc(profiles.id))).map(
            ({ url }) => url?.replace(/\/\d+-(?=[0-9a-f]{16}\.png$)/, '/<time>-') ?? null,
          );
        expect(await pictures(other.db)).toEqual(await pictures(db));
        const checkIns = (d: Db) =>
          d
            .select({ id: dailyCheckins.id, date: dailyCheckins.checkInDate })
            .from(dailyCheckins)
            .orderBy(asc(dailyCheckins.id));
        expect(await checkIns(other.db)).toEqual(await checkIns(db));
      } finally {
        await other.close();
        fs.rmSync(otherDir.dataDir, { recursive: true, force: true });
      }
    },
    SECOND_SEED_TIMEOUT_MS,
  );

  it('stores a real PNG picture for the demo accounts and most founders, where an upload would', async () => {
    const rows = await db.select().from(profiles);
    const withPicture = rows.filter((row) => row.imageUrl !== null);
    expectBetween(withPicture.length / rows.length, 0.78, 0.92);
    for (const { email } of Object.values(demoCredentials)) {
      expect((await profileByEmail(db, email)).imageUrl).not.toBeNull();
    }
    for (const row of withPicture) {
      const key = uploadKeyFromUrl(row.imageUrl)!;
      expect(key).toMatch(new RegExp(`^${row.id}/\\d+-[0-9a-f]{16}\\.png$`));
      expect(await storage.stat(key), key).not.toBeNull();
    }
    const sample = withPicture.slice(0, 20);
    for (const row of sample) {
      const stored = await storage.read(uploadKeyFromUrl(row.imageUrl)!);
      const png = decodePng(await buffer(stored!));
      expect(png).toMatchObject({ width: 256, height: 256, bitDepth: 8, colourType: 3 });
    }
    // Served by the uploads route like any uploaded picture.
    const demo = await profileByEmail(db, demoCredentials.member.email);
    const app = await buildTestApp(seeded.handle, { DATA_DIR: dataDir });
    try {
      const response = await app.inject({ method: 'GET', url: demo.imageUrl! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(decodePng(response.rawPayload).width).toBe(256);
    } finally {
      await app.close();
    }
  });
  it('gives the Pro account and a few founders a ready pitch: a stored WebM of its measured length', async () => {
    const pitches = await db.select().from(videoPitches);
    expect(pitches).toHaveLength(1 + DEMO_PITCHES.founders);
    const pro = await db
      .select()
      .from(profiles)
      .where(eq(profiles.email, demoCredentials.pro.email));
    expect(pitches.map((pitch) => pitch.userId)).toContain(pro[0]!.userId);
    for (const pitch of pitches) {
      expect(pitch.status).toBe('ready');
      const stored = await storage.read(pitch.videoKey);
      expect(stored, pitch.videoKey).not.toBeNull();
      const inspected = inspectWebm(await buffer(stored!));
      expect(inspected).toMatchObject({ ok: true, durationMs: pitch.durationMs });
      expect(pitch.videoKey).toMatch(
        new RegExp(`^pitches/${pitch.userId}/\\d+-[0-9a-f]{12}\\.webm$`),
      );
    }
  });

  it('gives most founders the type the test’s rule gives their scores, copied onto the profile', async () => {
    const rows = await db
      .select({
        archetype: founderArchetypes.archetype,
        scores: founderArchetypes.scores,
        onProfile: profiles.archetype,
        email: profiles.email,
      })
      .from(founderArchetypes)
      .innerJoin(profiles, eq(profiles.userId, founderArchetypes.userId));
    expectBetween(rows.length, 180, 260);
    for (const row of rows) {
      expect(row.archetype).toBe(archetypeForScores(row.scores as QuizScores));
      expect(row.onProfile).toBe(row.archetype);
    }
    expect(new Set(rows.map((row) => row.archetype)).size).toBe(4);
    const emails = rows.map((row) => row.email);
    expect(emails).toContain(demoCredentials.pro.email);
    expect(emails).not.toContain(demoCredentials.member.email);
    const [typed] = await db
      .select({ n: count() })
      .from(profiles)
      .where(sql`${profiles.archetype} is not null`);
    expect(typed?.n).toBe(rows.length);
  });
});
