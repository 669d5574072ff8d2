import { describe, expect, it } from 'vitest';
import { ideaReport, profileReport } from '../test-fixtures';
import { decisionDoneText, decisionTexts, reportTitle } from './report-texts';

describe('report texts', () => {
  it('titles a report by what was reported and whose it is', () => {
    expect(reportTitle(ideaReport)).toBe('Idea by Ada Lovelace');
    expect(reportTitle(profileReport)).toBe('Profile of Ada Lovelace');
    expect(reportTitle({ ...ideaReport, target: { kind: 'message', content: null } })).toBe(
      'Message from Ada Lovelace',
    );
    expect(reportTitle({ ...ideaReport, target: { kind: 'circle_post', content: null } })).toBe(
      'Circle post by Ada Lovelace',
    );
  });

  it('says what each action does before it is made, and who reads the note', () => {
    expect(decisionTexts('remove', ideaReport).title).toBe('Remove this idea?');
    expect(decisionTexts('warn', ideaReport)).toMatchObject({
      title: 'Warn Ada Lovelace?',
      noteHint: 'Sent to Ada Lovelace in the warning mail, and kept in the audit log.',
    });
    expect(decisionTexts('dismiss', profileReport).description).toMatch(
      /^Nothing changes for Ada Lovelace\./,
    );
  });

  it('says what was done, and how many other reports went with it', () => {
    const decided = (decision: 'dismissed' | 'banned', alsoDecided: number) => ({
      ...ideaReport,
      decision: { decision, note: null, adminName: 'Bo', decidedAt: ideaReport.createdAt },
      alsoDecided,
    });
    expect(decisionDoneText(decided('dismissed', 0))).toBe('Report dismissed');
    expect(decisionDoneText(decided('banned', 2))).toBe(
      'Report resolved: Ada Lovelace is banned (and 2 other reports on the same thing)',
    );
  });
});
