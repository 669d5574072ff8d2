import { describe, expect, it } from 'vitest';
import { readPartnerCsv } from './read-partner-csv';

describe('readPartnerCsv', () => {
  it('reads quoted fields, blank lines and every kind of line break', async () => {
    expect(
      await readPartnerCsv(
        '\uFEFFemail,name,role\r\nada@example.com,"Lovelace, Ada",founder\n\r\nbo@x.io,Bo\n',
      ),
    ).toEqual([
      ['email', 'name', 'role'],
      ['ada@example.com', 'Lovelace, Ada', 'founder'],
      [''],
      ['bo@x.io', 'Bo'],
      [''],
    ]);
  });

  it('answers null for a quote that never closes', async () => {
    expect(await readPartnerCsv('email,name,role\n"ada@example.com,Ada,founder\n')).toBeNull();
  });
});
