import { describe, expect, it } from 'vitest';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { partnersMessages as m } from '@cofound/shared/partners/partners.schemas';
import { previewFile, previewText, rowsToShow, withRefusals } from './import-preview';

const file = (text: string) => new File([text], 'members.csv', { type: 'text/csv' });

describe('previewFile', () => {
  it('checks each row as the server does', async () => {
    const preview = await previewFile(
      file('email,name,role\nada@example.com,Ada,founder\nnope,Bo,mentor\n'),
    );
    expect(preview).toMatchObject({
      kind: 'rows',
      fileName: 'members.csv',
      rows: [
        { row: 2, email: 'ada@example.com', reasons: [] },
        { row: 3, reasons: [accountMessages.emailInvalid] },
      ],
    });
  });

  it('refuses a file without rows, one that is not CSV, or one too large', async () => {
    expect(await previewFile(file('email,name,role\n'))).toMatchObject({ message: m.noRows });
    expect(await previewFile(file('email,name,role\n"ada,Ada,x'))).toMatchObject({
      message: m.csvFailed,
    });
    expect(await previewText('big.csv', 'x'.repeat(2_000_001))).toMatchObject({
      message: m.fileTooLarge,
    });
  });
});

describe('withRefusals and rowsToShow', () => {
  const rows = Array.from({ length: 80 }, (_, i) => ({
    row: i + 2,
    email: `m${i}@example.com`,
    name: 'M',
    role: 'founder',
    reasons: i === 70 ? ['Same email as row 3'] : [],
  }));

  it("puts the server's reasons on the rows it refused", () => {
    const refused = withRefusals(rows, new Map([[5, [m.memberIsAdmin]]]));
    expect(refused[3]?.reasons).toEqual([m.memberIsAdmin]);
    expect(refused.filter((row) => row.reasons.length > 0)).toHaveLength(2);
  });

  it('shows the first rows and every row with an error', () => {
    const shown = rowsToShow(rows, 3);
    expect(shown.map((row) => row.row)).toEqual([2, 3, 4, 72]);
  });
});
