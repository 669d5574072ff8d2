import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvText } from './csv';

describe('csvCell', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '+cmd']) {
      expect(csvCell(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
    }
  });

  it('quotes text with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes numbers as numbers, negative ones included, and null as an empty cell', () => {
    expect(csvCell(-1500.5)).toBe('-1500.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Engineer')).toBe('Engineer');
  });
});

describe('csv lines and files', () => {
  it('ends every line with CRLF and starts the file with the byte order mark', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    expect(csvText([['Name'], ['=x']])).toBe("\ufeffName\r\n'=x\r\n");
  });
});
