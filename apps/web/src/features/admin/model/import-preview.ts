import {
  checkImportRecords,
  type CheckedImportRow,
} from '@cofound/shared/partners/partner-import-rows';
import {
  PARTNER_IMPORT_MAX_CHARS,
  partnersMessages as m,
} from '@cofound/shared/partners/partners.schemas';
import { readPartnerCsv } from './read-partner-csv';

/** The file as the preview shows it: its rows, or why the whole file cannot be imported. */
export type ImportPreview =
  | { kind: 'rows'; fileName: string; text: string; rows: CheckedImportRow[] }
  | { kind: 'file-error'; fileName: string; message: string };

/** The text of a chosen file (FileReader: every browser has it, and so do the page tests). */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Checks a file's text with the rules the server applies. */
export async function previewText(fileName: string, text: string): Promise<ImportPreview> {
  if (text.length > PARTNER_IMPORT_MAX_CHARS) {
    return { kind: 'file-error', fileName, message: m.fileTooLarge };
  }
  const records = await readPartnerCsv(text);
  if (!records) return { kind: 'file-error', fileName, message: m.csvFailed };
  const checked = checkImportRecords(records);
  return checked.ok
    ? { kind: 'rows', fileName, text, rows: checked.rows }
    : { kind: 'file-error', fileName, message: checked.message };
}

/** Reads and checks a chosen file; one far over the limit is refused unread. */
export async function previewFile(file: File): Promise<ImportPreview> {
  // A character takes at most 4 bytes: a file under that many bytes may still fit, so read it.
  if (file.size > PARTNER_IMPORT_MAX_CHARS * 4) {
    return { kind: 'file-error', fileName: file.name, message: m.fileTooLarge };
  }
  try {
    return await previewText(file.name, await textOf(file));
  } catch {
    return { kind: 'file-error', fileName: file.name, message: m.csvFailed };
  }
}

/** The rows with the server's reasons for the rows it refused. */
export function withRefusals(
  rows: readonly CheckedImportRow[],
  refusals: ReadonlyMap<number, string[]>,
): CheckedImportRow[] {
  return rows.map((row) => {
    const reasons = refusals.get(row.row);
    return reasons ? { ...row, reasons } : row;
  });
}

/** How many rows a preview lists besides those with errors: a long file is shown in part. */
export const PREVIEW_ROWS = 50;

/** Every row with an error (up to a few hundred), and the first rows of the file. */
export function rowsToShow<R extends { row: number; reasons: readonly string[] }>(
  rows: readonly R[],
  first = PREVIEW_ROWS,
): R[] {
  const withErrors = rows.filter((row) => row.reasons.length > 0).slice(0, 500);
  const shown = new Set([...rows.slice(0, first), ...withErrors]);
  return rows.filter((row) => shown.has(row));
}
