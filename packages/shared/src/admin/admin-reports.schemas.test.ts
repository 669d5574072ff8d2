import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  adminReportDecisionSchema,
  adminReportMessages,
} from './admin-reports.schemas';

const issueOf = (input: object) => {
  const checked = adminReportDecisionSchema.safeParse(input);
  return checked.success ? null : checked.error.issues[0];
};

describe('report decisions', () => {
  it('needs a note to warn, suspend or ban, not to dismiss or remove', () => {
    for (const action of ['warn', 'suspend', 'ban']) {
      expect(issueOf({ action, note: '   ' })).toMatchObject({
        path: ['note'],
        message: adminReportMessages.noteRequired,
      });
    }
    expect(adminReportDecisionSchema.parse({ action: 'dismiss' })).toEqual({
      action: 'dismiss',
      note: '',
    });
    expect(adminReportDecisionSchema.parse({ action: 'warn', note: ' Stop. ' }).note).toBe('Stop.');
  });

  it('keeps notes under 1000 characters and refuses unknown fields', () => {
    expect(issueOf({ action: 'remove', note: 'x'.repeat(1001) })?.message).toBe(
      adminReportMessages.noteTooLong,
    );
    expect(issueOf({ action: 'dismiss', extra: true })).not.toBeNull();
  });

  it('offers removal for content only', () => {
    expect(actionsFor('profile')).toEqual(['dismiss', 'warn', 'suspend', 'ban']);
    expect(actionsFor('message')).toContain('remove');
  });
});
