import { z } from 'zod';
import { pluralForm } from '../text/plural';
import { normalisePartnerDomain } from './partner-domain';

/** The partners' texts (docs/product.md#partners). */
export const partnersMessages = {
  loadFailed: 'Failed to load partners. Please try again.',
  createFailed: 'Failed to create partner. Please try again.',
  statusFailed: "Failed to change the partner's status. Please try again.",
  csvFailed: 'Failed to process CSV file. Please check the format.',
  importFailed: 'Failed to create users. Please try again.',
  investorsFailed: 'Failed to load partner investors. Please try again.',
  notFound: 'Partner not found',
  invalidCursor: 'This list has changed. Please reload it.',
  nameRequired: 'Name is required',
  nameTooLong: 'Keep the name to 120 characters',
  typeInvalid: 'Choose accelerator, investor or university',
  domainRequired: 'Domain is required',
  domainInvalid: 'Enter a web domain such as example.com',
  domainTaken: 'Another partner already uses this domain.',
  revenueShareRange: 'Revenue share must be a whole number from 0 to 100',
  statusInvalid: 'Choose active, pending or inactive',
  partnerRequired: 'Choose a partner',
  fileRequired: 'Choose a CSV file',
  noRows: 'The file has no members: add at least one row under the header line.',
  fileTooLarge: 'The file is too large: at most 2 MB.',
  importRefused: 'Nothing was imported: fix the highlighted rows and import again.',
  tooManyRows: 'At most 10,000 members in one import: split the file.',
  rowNameTooLong: 'Keep the name to 100 characters',
  roleRequired: 'Role is required',
  roleTooLong: 'Keep the role to 60 characters',
  tooManyColumns: 'More than 3 columns: put quotes around a value that contains a comma',
  memberNotActive: 'This member is suspended or banned',
  memberIsAdmin: 'This email belongs to a Cofound admin',
} as const;

/** 'Same email as row 7', 'Same email as rows 3 and 7': each row of a duplicate names the others. */
export function duplicateEmailMessage(otherRows: readonly number[]): string {
  const rows = pluralForm(otherRows.length, { one: 'row', other: 'rows' });
  const before = otherRows.slice(0, -1);
  const last = String(otherRows.at(-1));
  return `Same email as ${rows} ${before.length > 0 ? `${before.join(', ')} and ${last}` : last}`;
}

export const partnerTypes = ['accelerator', 'investor', 'university'] as const;
export type PartnerType = (typeof partnerTypes)[number];
export const partnerStatuses = ['active', 'pending', 'inactive'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];

export const partnerTypeLabels: Record<PartnerType, string> = {
  accelerator: 'Accelerator',
  investor: 'Investor',
  university: 'University',
};
export const partnerStatusLabels: Record<PartnerStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  inactive: 'Inactive',
};

export const PARTNER_NAME_MAX_LENGTH = 120;
export const PARTNER_DOMAIN_MAX_LENGTH = 253;
export const DEFAULT_REVENUE_SHARE = 20;
export const PARTNERS_PAGE_SIZE = 25;
export const PARTNERS_MAX_PAGE_SIZE = 100;

const cursor = z.string().max(400).optional();
const limit = z.coerce.number().int().min(1).max(PARTNERS_MAX_PAGE_SIZE);

/** GET /api/admin/partners: newest first, keyset-paged. */
export const partnersQuerySchema = z.object({
  cursor,
  limit: limit.default(PARTNERS_PAGE_SIZE),
});
export type PartnersQueryInput = z.input<typeof partnersQuerySchema>;

export const partnerParamsSchema = z.object({
  partnerId: z.uuid({ error: partnersMessages.notFound }),
});

/** A partner as the admin sees it, with its members and their revenue. */
export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(partnerTypes),
  domain: z.string(),
  revenueShare: z.number().int(),
  status: z.enum(partnerStatuses),
  memberCount: z.number().int(),
  /** The members' payments (US cents) times the revenue share, rounded to the cent. */
  revenueCents: z.number().int(),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnersPageSchema = z.object({
  items: z.array(partnerSchema),
  nextCursor: z.string().nullable(),
});
export type PartnersPage = z.infer<typeof partnersPageSchema>;

/** POST /api/admin/partners (docs/product.md#partners). */
export const partnerCreateSchema = z.strictObject({
  name: z
    .string({ error: partnersMessages.nameRequired })
    .trim()
    .min(1, partnersMessages.nameRequired)
    .max(PARTNER_NAME_MAX_LENGTH, partnersMessages.nameTooLong),
  type: z.enum(partnerTypes, { error: partnersMessages.typeInvalid }).default('accelerator'),
  domain: z
    .string({ error: partnersMessages.domainRequired })
    .trim()
    .min(1, { error: partnersMessages.domainRequired, abort: true })
    .max(PARTNER_DOMAIN_MAX_LENGTH * 2, { error: partnersMessages.domainInvalid, abort: true })
    .transform((raw, context) => {
      const domain = normalisePartnerDomain(raw);
      if (domain === null) {
        context.addIssue({ code: 'custom', message: partnersMessages.domainInvalid });
        return z.NEVER;
      }
      return domain;
    }),
  revenueShare: z
    .number({ error: partnersMessages.revenueShareRange })
    .int(partnersMessages.revenueShareRange)
    .min(0, partnersMessages.revenueShareRange)
    .max(100, partnersMessages.revenueShareRange)
    .default(DEFAULT_REVENUE_SHARE),
  status: z.enum(partnerStatuses, { error: partnersMessages.statusInvalid }).default('active'),
});
export type PartnerCreateInput = z.input<typeof partnerCreateSchema>;
export type PartnerCreate = z.output<typeof partnerCreateSchema>;

export const PARTNER_IMPORT_MAX_ROWS = 10_000;
/** 2 MB of CSV text: 10,000 rows of about 200 characters. */
export const PARTNER_IMPORT_MAX_CHARS = 2_000_000;

/** PUT /api/admin/partners/:partnerId/status */
export const partnerStatusChangeSchema = z.strictObject({
  status: z.enum(partnerStatuses, { error: partnersMessages.statusInvalid }),
});
export type PartnerStatusChange = z.input<typeof partnerStatusChangeSchema>;

/** POST /api/admin/partners/:partnerId/import: the file's text, checked only or imported. */
export const partnerImportBodySchema = z.strictObject({
  csv: z.string().max(PARTNER_IMPORT_MAX_CHARS, { error: partnersMessages.fileTooLarge }),
  dryRun: z.boolean().default(false),
});
export type PartnerImportBody = z.input<typeof partnerImportBodySchema>;

export const partnerImportOutcomes = ['created', 'linked', 'already-linked', 'refused'] as const;
export type PartnerImportOutcome = (typeof partnerImportOutcomes)[number];

/** One row of the file and what the import does (or would do) with it. */
export const partnerImportRowResultSchema = z.object({
  /** The row in the file as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  outcome: z.enum(partnerImportOutcomes),
  /** Why the row is refused; empty otherwise. */
  reasons: z.array(z.string()),
});
export type PartnerImportRowResult = z.infer<typeof partnerImportRowResultSchema>;

/**
 * What an import did, or (a dry run, or a refused import) would do: every row's outcome and the
 * counts. `imported` is true only when the rows were written.
 */
export const partnerImportReportSchema = z.object({
  partnerId: z.string(),
  dryRun: z.boolean(),
  imported: z.boolean(),
  created: z.number().int(),
  linked: z.number().int(),
  alreadyLinked: z.number().int(),
  refused: z.number().int(),
  rows: z.array(partnerImportRowResultSchema),
});
export type PartnerImportReport = z.infer<typeof partnerImportReportSchema>;

/** GET /api/toolkit/investors: the active partner investors, by name. */
export const investorsQuerySchema = z.object({
  cursor,
  limit: limit.default(PARTNERS_PAGE_SIZE),
});
export type InvestorsQueryInput = z.input<typeof investorsQuerySchema>;

export const investorSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  memberCount: z.number().int(),
});
export type Investor = z.infer<typeof investorSchema>;

export const investorsPageSchema = z.object({
  items: z.array(investorSchema),
  nextCursor: z.string().nullable(),
});
export type InvestorsPage = z.infer<typeof investorsPageSchema>;
