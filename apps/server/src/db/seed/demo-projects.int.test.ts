import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { addOneMonth, premiumStateOf } from '../../features/billing';
import { recalculateAll } from '../../features/reputation/reputation.service';
import { buildTestApp, TEST_APP_URL } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createLocalStorage } from '../../storage';
import { demoCredentials, seedDemoCommunity } from './index';

const quiet = { info: () => undefined };

describe('the demo community’s projects', () => {
  let handle: DatabaseHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-seed-'));

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoCommunity(handle.db, {
      log: quiet,
      recalculateReputation: recalculateAll,
      billing: { addOneMonth, premiumStateOf },
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
    });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the demo member projects with a team, answers to give, invitations and team matches', async () => {
    const app = await buildTestApp(handle);
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_APP_URL },
        payload: demoCredentials.member,
      });
      const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const get = async (url: string) => (await app.inject({ url, headers: { cookie } })).json();
      const mine = await get('/api/projects/mine');
      expect(mine.items).toHaveLength(2);
      const lead = await get(`/api/projects/${mine.items[0].id}`);
      const projectsByDemo = [lead, await get(`/api/projects/${mine.items[1].id}`)];
      const withTeam = projectsByDemo.find((project) => project.team.id !== null);
      expect(withTeam.team.members).toHaveLength(3);
      expect(withTeam.pending.map((one: { kind: string }) => one.kind).sort()).toEqual([
        'invite',
        'request',
      ]);
      const invitations = await get('/api/team-invitations');
      expect(
        invitations.items.filter((one: { kind: string }) => one.kind === 'invite'),
      ).toHaveLength(2);
      expect(
        invitations.items.filter((one: { kind: string }) => one.kind === 'request'),
      ).toHaveLength(1);
      expect((await get('/api/team-matches')).items.length).toBeGreaterThan(3);
      expect(
        (await get(`/api/projects/${withTeam.id}/recommendations`)).items.length,
      ).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
