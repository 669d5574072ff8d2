import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleIndustries } from '@cofound/shared/circles/circles.options';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { DEMO_CIRCLES } from '../../db/seed/demo-circles';
import { demoCredentials, seedDemoCommunity } from '../../db/seed/index';
import { createLocalStorage } from '../../storage';
import { buildTestApp, cookieFrom, postSignIn } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { addOneMonth, premiumStateOf } from '../billing';
import { recalculateAll } from '../reputation/reputation.service';

/** The demo community's circles, as the seed writes them and the API then shows them. */
describe('the demo circles', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-circles-seed-'));

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoCommunity(handle.db, {
      log: { info: () => undefined },
      recalculateReputation: recalculateAll,
      billing: { addOneMonth, premiumStateOf },
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
    });
    app = await buildTestApp(handle);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens one circle per industry, two private, each with 8 to 40 members counted exactly', async () => {
    const circles = await queryRows<{
      id: string;
      industry: string;
      is_private: boolean;
      status: string;
      members_count: number;
      created_by: string;
      active: number;
      moderators: number;
      admins: number;
      creator_moderates: boolean;
    }>(
      handle.db,
      sql`select f.id, f.industry, f.is_private, f.status, f.members_count, f.created_by,
        (select count(*)::int from circle_members m where m.circle_id = f.id and m.status = 'active') as active,
        (select count(*)::int from circle_members m where m.circle_id = f.id and m.role = 'moderator') as moderators,
        (select count(*)::int from circle_members m join profiles p on p.user_id = m.user_id
          where m.circle_id = f.id and p.role = 'admin') as admins,
        exists (select 1 from circle_members m where m.circle_id = f.id and m.user_id = f.created_by
          and m.role = 'moderator' and m.status = 'active') as creator_moderates
      from founder_circles f`,
    );
    const open = circles.filter((row) => row.status === 'active');
    expect(open.map((row) => row.industry).sort()).toEqual([...circleIndustries].sort());
    expect(open.filter((row) => row.is_private)).toHaveLength(2);
    for (const row of open) {
      expect(row.members_count).toBe(row.active);
      expect(row.active).toBeGreaterThanOrEqual(8);
      expect(row.active).toBeLessThanOrEqual(40);
      expect(row).toMatchObject({ moderators: 1, admins: 0, creator_moderates: true });
    }
    const proposed = circles.filter((row) => row.status === 'proposed');
    expect(proposed).toMatchObject([{ members_count: 0, active: 0, moderators: 0 }]);
  });

  it('gives every circle a discussion by its members, counts equal to the replies', async () => {
    const posts = await queryRows<{
      circle_id: string;
      parent_id: string | null;
      replies_count: number;
      replies: number;
      created_at: string | Date;
      parent_created_at: string | Date | null;
      by_member: boolean;
    }>(
      handle.db,
      sql`select p.circle_id, p.parent_id, p.replies_count, p.created_at, parent.created_at as parent_created_at,
        (select count(*)::int from circle_posts r where r.parent_id = p.id) as replies,
        exists (select 1 from circle_members m where m.circle_id = p.circle_id
          and m.user_id = p.user_id and m.status = 'active' and m.joined_at <= p.created_at) as by_member
      from circle_posts p left join circle_posts parent on parent.id = p.parent_id`,
    );
    const topLevel = posts.filter((row) => row.parent_id === null);
    const perCircle = new Map<string, number>();
    for (const row of topLevel)
      perCircle.set(row.circle_id, (perCircle.get(row.circle_id) ?? 0) + 1);
    expect(perCircle.size).toBe(8);
    for (const count of perCircle.values()) {
      expect(count).toBeGreaterThanOrEqual(DEMO_CIRCLES.minPosts);
      expect(count).toBeLessThanOrEqual(DEMO_CIRCLES.maxPosts);
    }
    const weeksAgo = Date.now() - (DEMO_CIRCLES.discussionDays + 1) * 86_400_000;
    for (const row of posts) {
      expect(row.by_member).toBe(true);
      expect(row.replies_count).toBe(row.replies);
      expect(new Date(row.created_at).getTime()).toBeGreaterThan(weeksAgo);
      expect(new Date(row.created_at).getTime()).toBeLessThanOrEqual(Date.now());
      if (row.parent_created_at) {
        expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(
          new Date(row.parent_created_at).getTime(),
        );
      }
    }
    expect(topLevel.filter((row) => row.replies > 0).length).toBeGreaterThan(topLevel.length / 3);
    expect(Math.max(...topLevel.map((row) => row.replies))).toBeLessThanOrEqual(
      DEMO_CIRCLES.maxReplies,
    );
  });

  it('lets the demo member see their circles, their requests to answer and their own request', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/circles' });
    expect((visitor.json().items as Circle[]).length).toBe(8);

    const signedIn = await postSignIn(
      app,
      demoCredentials.member.email,
      demoCredentials.member.password,
    );
    const cookie = cookieFrom(signedIn.headers['set-cookie']);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const grid = (await get('/api/circles')).json().items as Circle[];
    const mine = grid.filter((circle) => circle.membership !== 'none');
    expect(mine.map((circle) => [circle.name, circle.membership]).sort()).toEqual(
      [
        ['AI/ML Builders', 'member'],
        ['FinTech Founders Club', 'pending'],
        ['HealthTech Innovators', 'moderator'],
        ['SaaS Founders', 'member'],
      ].sort(),
    );
    const joined = (await get('/api/circles?joined=true')).json().items as Circle[];
    expect(joined).toHaveLength(3);
    const moderated = grid.find((circle) => circle.membership === 'moderator')!;
    const requests = await get(`/api/circles/${moderated.id}/requests`);
    expect(requests.json().items.length).toBeGreaterThanOrEqual(2);
    const posts = await get(`/api/circles/${moderated.id}/posts`);
    expect(posts.json().items.length).toBeGreaterThanOrEqual(DEMO_CIRCLES.minPosts);

    const admin = await postSignIn(
      app,
      demoCredentials.admin.email,
      demoCredentials.admin.password,
    );
    const proposals = await app.inject({
      method: 'GET',
      url: '/api/circles/proposals',
      headers: { cookie: cookieFrom(admin.headers['set-cookie']) },
    });
    expect(proposals.json().items).toMatchObject([{ status: 'proposed', membersCount: 0 }]);
  });
});
