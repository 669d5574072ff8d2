import { describe, expect, it } from 'vitest';
import {
  decodeAdminMemberCursor,
  decodeAuditCursor,
  encodeAdminMemberCursor,
  encodeAuditCursor,
} from './admin-members.cursor';

const id = '5f0c4b1e-2f59-4a8a-9c1e-0a4f9f1b2c3d';

describe('admin member cursors', () => {
  it('round-trips each sort', () => {
    for (const cursor of [
      { sort: 'newest' as const, value: '2026-11-26T06:28:25.123456Z', id },
      { sort: 'name' as const, value: 'ada lovelace', id },
      { sort: 'email' as const, value: 'ada@example.com', id },
    ]) {
      expect(decodeAdminMemberCursor(encodeAdminMemberCursor(cursor), cursor.sort)).toEqual(cursor);
    }
  });

  it('refuses a cursor of another sort, a bad time, a bad id or garbage', () => {
    const byName = encodeAdminMemberCursor({ sort: 'name', value: 'ada', id });
    expect(decodeAdminMemberCursor(byName, 'email')).toBeNull();
    const badTime = encodeAdminMemberCursor({ sort: 'newest', value: 'yesterday', id });
    expect(decodeAdminMemberCursor(badTime, 'newest')).toBeNull();
    const badId = encodeAdminMemberCursor({ sort: 'name', value: 'ada', id: 'x' });
    expect(decodeAdminMemberCursor(badId, 'name')).toBeNull();
    expect(decodeAdminMemberCursor('not-a-cursor', 'name')).toBeNull();
  });

  it('round-trips the audit cursor and refuses a bad one', () => {
    const cursor = { createdAt: '2026-11-26T06:28:25.000001Z', id };
    expect(decodeAuditCursor(encodeAuditCursor(cursor))).toEqual(cursor);
    expect(decodeAuditCursor(encodeAuditCursor({ createdAt: 'now', id }))).toBeNull();
  });
});
