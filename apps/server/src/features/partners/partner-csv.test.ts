import { describe, expect, it } from 'vitest';
import { parsePartnerCsv } from './partner-csv';

describe('parsePartnerCsv', () => {
  it('reads quoted fields, blank lines and every kind of line break', () => {
    expect(
      parsePartnerCsv(
        '\uFEFFemail,name,role\r\nada@example.com,"Lovelace, Ada",founder\n\r\nbo@x.io,Bo\n',
      ),
    ).toEqual([
      ['email', 'name', 'role'],
      ['ada@example.com', 'Lovelace, Ada', 'founder'],
      [''],
      ['bo@x.io', 'Bo'],
    ]);
  });

  it('keeps a stray quote inside a field', () => {
    expect(parsePartnerCsv('email,name,role\nada@example.com,Ada "the" Countess,founder')).toEqual([
      ['email', 'name', 'role'],
      ['ada@example.com', 'Ada "the" Countess', 'founder'],
    ]);
  });

  it('answers null for a quote that never closes', () => {
    expect(parsePartnerCsv('email,name,role\n"ada@example.com,Ada,founder\n')).toBeNull();
  });

  it('reads nothing from an empty file', () => {
    expect(parsePartnerCsv('')).toEqual([]);
  });
});
