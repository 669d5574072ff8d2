import { describe, expect, it } from 'vitest';
import { auditActionText, auditChange } from './audit-entry-text';

describe('the audit lines of partner changes', () => {
  it('says what was done to which partner', () => {
    expect(
      auditActionText({ action: 'partner.create', after: 'active', targetName: 'Launchpad Labs' }),
    ).toBe('created the partner Launchpad Labs');
    expect(
      auditActionText({
        action: 'partner.import',
        after: '3 created, 1 linked, 0 already linked',
        targetName: 'Launchpad Labs',
      }),
    ).toBe('imported members into Launchpad Labs (3 created, 1 linked, 0 already linked)');
    expect(
      auditActionText({ action: 'partner.status', after: 'inactive', targetName: 'Harbor' }),
    ).toBe('changed the status of Harbor');
  });

  it("names a status change in the partner's words", () => {
    expect(auditChange({ action: 'partner.status', before: 'active', after: 'pending' })).toEqual({
      before: 'Active',
      after: 'Pending',
    });
    expect(auditChange({ action: 'partner.import', before: null, after: '1 created' })).toBeNull();
  });
});
