// The rows of a partner's member list, checked the same way in the browser's preview and on the
// server (docs/product.md#partners). Each side parses the CSV with its own library; both hand
// the records here.
import { z } from 'zod';
import { emailSchema } from '../accounts/email.schemas';
import {
  duplicateEmailMessage,
  PARTNER_IMPORT_MAX_ROWS,
  partnersMessages as m,
} from './partners.schemas';

export const PARTNER_MEMBER_NAME_MAX_LENGTH = 100;
export const PARTNER_ROLE_MAX_LENGTH = 60;

/** One member of the list: email (lower-cased), name and their role at the partner. */
export const partnerImportRowSchema = z.object({
  email: emailSchema,
  name: z
    .string()
    .trim()
    .min(1, m.nameRequired)
    .max(PARTNER_MEMBER_NAME_MAX_LENGTH, m.rowNameTooLong),
  role: z.string().trim().min(1, m.roleRequired).max(PARTNER_ROLE_MAX_LENGTH, m.roleTooLong),
});
export type PartnerImportRow = z.output<typeof partnerImportRowSchema>;

/** A row of the file with its number (the header is row 1) and what is wrong with it. */
export type CheckedImportRow = PartnerImportRow & { row: number; reasons: string[] };

export type CheckedImportFile =
  { ok: true; rows: CheckedImportRow[] } | { ok: false; message: string };

/** The text as both parsers get it: no byte order mark, and every line break a '\n'. */
export function normaliseCsvText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function checkRow(fields: readonly string[], row: number): CheckedImportRow {
  const [email = '', name = '', role = '', ...extra] = fields;
  const reasons: string[] = [];
  const parsed = partnerImportRowSchema.safeParse({ email, name, role });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (!reasons.includes(issue.message)) reasons.push(issue.message);
    }
  }
  if (extra.some((field) => field.trim() !== '')) reasons.push(m.tooManyColumns);
  const values = parsed.success
    ? parsed.data
    : { email: email.trim().toLowerCase(), name: name.trim(), role: role.trim() };
  return { ...values, row, reasons };
}

/** Each row whose email is also on other rows is refused, naming those rows. */
function refuseDuplicates(rows: CheckedImportRow[]) {
  const rowsByEmail = new Map<string, CheckedImportRow[]>();
  for (const row of rows) {
    if (row.email === '') continue;
    const same = rowsByEmail.get(row.email);
    if (same) same.push(row);
    else rowsByEmail.set(row.email, [row]);
  }
  for (const same of rowsByEmail.values()) {
    if (same.length < 2) continue;
    for (const row of same) {
      const others = same.filter((other) => other !== row).map((other) => other.row);
      row.reasons.push(duplicateEmailMessage(others));
    }
  }
}

/**
 * The records of a parsed file (the first one is the header, skipped): each non-blank row
 * checked, duplicates refused. The file as a whole is refused when it has no row or too many.
 */
export function checkImportRecords(records: readonly (readonly string[])[]): CheckedImportFile {
  const rows: CheckedImportRow[] = [];
  for (let index = 1; index < records.length; index += 1) {
    const fields = records[index] ?? [];
    if (fields.every((field) => field.trim() === '')) continue;
    if (rows.length === PARTNER_IMPORT_MAX_ROWS) return { ok: false, message: m.tooManyRows };
    rows.push(checkRow(fields, index + 1));
  }
  if (rows.length === 0) return { ok: false, message: m.noRows };
  refuseDuplicates(rows);
  return { ok: true, rows };
}
