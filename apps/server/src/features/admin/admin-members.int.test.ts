import { describe, expect, it } from 'vitest';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { memberKit } from '../../test/member-kit';
import { postSignIn, sessionUserFor } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const admins = adminKit(ctx, kit);

describe('the admin member list', () => {
  it('searches names and emails, filters by role and status, and pages without repeats', async () => {
    const admin = await admins.admin();
    const tag = `zq${Date.now()}`;
    const found = [];
    for (const at of [1, 2, 3, 4, 5]) {
      found.push(await kit.member({ name: `Finder ${tag} ${at}` }));
    }
    const byEmail = await kit.member({ name: 'Other', email: `${tag}-mail@example.com` });
    await kit.suspend(found[0]!);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `q=${tag}&sort=name&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await kit.as(admin).get(`/api/admin/members?${query}`)).json();
      seen.push(...page.items.map((item: { userId: string }) => item.userId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...found, byEmail].map((member) => member.userId));

    const suspended = (
      await kit.as(admin).get(`/api/admin/members?q=${tag}&status=suspended`)
    ).json();
    expect(suspended.items.map((item: { userId: string }) => item.userId)).toEqual([
      found[0]!.userId,
    ]);
    const adminsOnly = (await kit.as(admin).get(`/api/admin/members?role=admin`)).json();
    expect(adminsOnly.items.every((item: { role: string }) => item.role === 'admin')).toBe(true);
    // LIKE's wildcards are searched as themselves.
    expect((await kit.as(admin).get('/api/admin/members?q=%25')).json().items).toEqual([]);
  });

  it('pages newest first across equal sign-up times, and refuses a foreign cursor', async () => {
    const admin = await admins.admin();
    const first = (await kit.as(admin).get('/api/admin/members?limit=3')).json();
    const second = (
      await kit.as(admin).get(`/api/admin/members?limit=3&cursor=${first.nextCursor}`)
    ).json();
    const ids = [...first.items, ...second.items].map((item: { userId: string }) => item.userId);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.items, ...second.items].map((item: { createdAt: string }) =>
      Date.parse(item.createdAt),
    );
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const foreign = await kit
      .as(admin)
      .get(`/api/admin/members?sort=email&cursor=${first.nextCursor}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(adminMessages.invalidCursor);
  });
});

describe('status changes', () => {
  it('suspends with a reason: the member is signed out everywhere, and it is in the audit log', async () => {
    const admin = await admins.admin('Grace Admin');
    const member = await kit.member({ name: 'Sam Spammer' });
    const changed = await admins.setStatus(admin, member, 'suspended');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ userId: member.userId, status: 'suspended' });
    expect(await sessionUserFor(ctx.app, member.cookie)).toBeNull();
    const signIn = await postSignIn(ctx.app, member.email, 'correct-horse-42');
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);

    const log = (await kit.as(admin).get(`/api/admin/audit-log?userId=${member.userId}`)).json();
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'member.status',
        adminName: 'Grace Admin',
        targetName: 'Sam Spammer',
        before: 'active',
        after: 'suspended',
        reason: 'Spam reports',
      }),
    ]);

    // Reactivated, they sign in again.
    expect((await admins.setStatus(admin, member, 'active', 'Appeal accepted')).statusCode).toBe(
      200,
    );
    expect((await postSignIn(ctx.app, member.email, 'correct-horse-42')).statusCode).toBe(200);
  });

  it('follows the rules: no ban twice, no suspending a banned member, not oneself, a reason', async () => {
    const admin = await admins.admin();
    const member = await kit.member();
    expect((await admins.setStatus(admin, member, 'banned')).statusCode).toBe(200);
    for (const status of ['banned', 'suspended']) {
      const refused = await admins.setStatus(admin, member, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(adminMessages.statusNotAllowed);
    }
    const own = await admins.setStatus(admin, admin, 'suspended');
    expect(own.json().error.message).toBe(adminMessages.ownStatus);
    const blank = await admins.setStatus(admin, member, 'active', '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors.reason).toEqual([adminMessages.reasonRequired]);
    const unknown = await kit
      .as(admin)
      .put('/api/admin/members/no-such-user/status', { status: 'active', reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const detail = (await kit.as(admin).get(`/api/admin/members/${member.userId}`)).json();
    expect(detail.member.status).toBe('banned');
    expect(detail.history).toHaveLength(1);
  });
});

describe('role changes', () => {
  it('makes a member an admin and back, never leaving Cofound without an admin', async () => {
    const admin = await admins.admin();
    const member = await kit.member();
    await admins.onlyAdmin(admin);
    const promoted = await kit
      .as(admin)
      .put(`/api/admin/members/${member.userId}/role`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    expect((await kit.as(member).get('/api/admin/stats')).statusCode).toBe(200);

    expect(
      (await kit.as(member).put(`/api/admin/members/${admin.userId}/role`, { role: 'user' }))
        .statusCode,
    ).toBe(200);
    const last = await kit
      .as(member)
      .put(`/api/admin/members/${member.userId}/role`, { role: 'user' });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(adminMessages.lastAdmin);
    const suspendLast = await admins.setStatus(member, member, 'suspended');
    expect(suspendLast.statusCode).toBe(409);
    expect((await kit.as(admin).get('/api/admin/stats')).statusCode).toBe(403);
  });
});
