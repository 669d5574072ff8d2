import { describe, expect, it } from 'vitest';
import { auditActionText, auditChange } from './audit-entry-text';

const status = { action: 'member.status', targetName: 'Ada Lovelace' } as const;
const role = { action: 'member.role', targetName: 'Bo' } as const;
const report = { action: 'report.decide', targetName: 'Cy' } as const;

describe('audit entry text', () => {
  it('says what a status change did to whom', () => {
    expect(auditActionText({ ...status, after: 'suspended' })).toBe('suspended Ada Lovelace');
    expect(auditActionText({ ...status, after: 'banned' })).toBe('banned Ada Lovelace');
    expect(auditActionText({ ...status, after: 'active' })).toBe('reactivated Ada Lovelace');
  });

  it('says whose account an admin deleted, and the status it left', () => {
    expect(auditActionText({ ...status, after: 'deleted' })).toBe(
      'deleted the account of Ada Lovelace',
    );
    expect(auditChange({ ...status, before: 'suspended', after: 'deleted' })).toEqual({
      before: 'Suspended',
      after: 'Deleted',
    });
  });

  it('says what a role change did to whom', () => {
    expect(auditActionText({ ...role, after: 'admin' })).toBe('made Bo an admin');
    expect(auditActionText({ ...role, after: 'user' })).toBe('removed Bo as an admin');
  });

  it("says what a report's decision did, about whom", () => {
    expect(auditActionText({ ...report, after: 'dismissed' })).toBe('dismissed a report about Cy');
    expect(auditActionText({ ...report, after: 'removed' })).toBe(
      'removed content by Cy after a report',
    );
    expect(auditActionText({ ...report, after: 'banned' })).toBe('banned Cy after a report');
    expect(auditChange({ ...report, before: 'open', after: 'warned' })).toEqual({
      before: 'Open',
      after: 'Member warned',
    });
  });

  it('names a deleted member and an unknown status plainly', () => {
    expect(auditActionText({ ...status, targetName: null, after: 'banned' })).toBe(
      'banned a deleted member',
    );
    expect(auditActionText({ ...status, after: null })).toBe('changed the status of Ada Lovelace');
  });

  it('shows the before and after in words', () => {
    expect(auditChange({ ...status, before: 'active', after: 'suspended' })).toEqual({
      before: 'Active',
      after: 'Suspended',
    });
    expect(auditChange({ ...role, before: 'user', after: 'admin' })).toEqual({
      before: 'Member',
      after: 'Admin',
    });
    expect(auditChange({ ...status, before: null, after: 'banned' })).toBeNull();
  });
});
