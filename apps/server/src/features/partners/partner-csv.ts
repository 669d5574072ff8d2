import { parse } from 'csv-parse/sync';
import { normaliseCsvText } from '@cofound/shared/partners/partner-import-rows';

/**
 * The records of a partner's CSV file, every field as text; null when it is not CSV (an
 * unclosed quote, say). Lenient where the browser's preview parser is: rows may have more or
 * fewer fields (each row is checked on its own), and a stray quote inside a field is kept.
 */
export function parsePartnerCsv(text: string): string[][] | null {
  try {
    return parse(normaliseCsvText(text), {
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch {
    return null;
  }
}
