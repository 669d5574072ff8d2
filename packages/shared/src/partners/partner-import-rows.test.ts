import { describe, expect, it } from 'vitest';
import { accountMessages } from '../accounts/accounts.messages';
import { checkImportRecords, normaliseCsvText } from './partner-import-rows';
import { PARTNER_IMPORT_MAX_ROWS, partnersMessages as m } from './partners.schemas';

const header = ['email', 'name', 'role'];

describe('checkImportRecords', () => {
  it('skips the header and blank rows, numbering rows as a spreadsheet does', () => {
    const checked = checkImportRecords([
      header,
      [' Ada@Example.com ', ' Ada Lovelace ', ' founder '],
      [''],
      ['grace@example.com', 'Grace Hopper', 'mentor', ''],
    ]);
    expect(checked).toEqual({
      ok: true,
      rows: [
        { row: 2, email: 'ada@example.com', name: 'Ada Lovelace', role: 'founder', reasons: [] },
        { row: 4, email: 'grace@example.com', name: 'Grace Hopper', role: 'mentor', reasons: [] },
      ],
    });
  });

  it('says what is wrong with each bad row', () => {
    const checked = checkImportRecords([
      header,
      ['not-an-email', '', 'founder'],
      ['bo@example.com', 'B'.repeat(101), 'r'.repeat(61)],
      ['cy@example.com', 'Smith', ' John', 'founder'],
      ['dee@example.com'],
    ]);
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.rows.map((row) => row.reasons)).toEqual([
      [accountMessages.emailInvalid, m.nameRequired],
      [m.rowNameTooLong, m.roleTooLong],
      [m.tooManyColumns],
      [m.nameRequired, m.roleRequired],
    ]);
  });

  it('refuses every row of a duplicated email, naming the others', () => {
    const checked = checkImportRecords([
      header,
      ['ada@example.com', 'Ada', 'founder'],
      ['bo@example.com', 'Bo', 'founder'],
      ['ADA@example.com', 'Ada again', 'mentor'],
      ['ada@example.com', 'Ada thrice', 'mentor'],
    ]);
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.rows.map((row) => row.reasons)).toEqual([
      ['Same email as rows 4 and 5'],
      [],
      ['Same email as rows 2 and 5'],
      ['Same email as rows 2 and 4'],
    ]);
  });

  it('refuses a file without rows, or with too many', () => {
    expect(checkImportRecords([header])).toEqual({ ok: false, message: m.noRows });
    expect(checkImportRecords([])).toEqual({ ok: false, message: m.noRows });
    expect(checkImportRecords([header, ['', ' '], []])).toEqual({ ok: false, message: m.noRows });
    const many = Array.from({ length: PARTNER_IMPORT_MAX_ROWS + 1 }, (_, i) => [
      `m${i}@example.com`,
      'Member',
      'founder',
    ]);
    expect(checkImportRecords([header, ...many])).toEqual({ ok: false, message: m.tooManyRows });
    const checked = checkImportRecords([header, ...many.slice(1)]);
    expect(checked.ok && checked.rows).toHaveLength(PARTNER_IMPORT_MAX_ROWS);
  });
});

describe('normaliseCsvText', () => {
  it('drops the byte order mark and makes every line break a newline', () => {
    expect(normaliseCsvText('\uFEFFa,b\r\nc,d\re,f\n')).toBe('a,b\nc,d\ne,f\n');
  });
});
