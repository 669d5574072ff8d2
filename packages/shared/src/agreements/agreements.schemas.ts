import { z } from 'zod';
import {
  AGREEMENT_MAX_FOUNDERS,
  AGREEMENT_MIN_FOUNDERS,
  hasAtMostTwoDecimals,
  isCalendarDate,
  toHundredths,
} from './agreement-rules';

/** The agreements feature's words, as docs/product.md#agreements gives them. */
export const agreementMessages = {
  loadFailed: 'Failed to load agreement templates. Please try again.',
  noTemplates: 'No agreement templates are available right now.',
  downloadFailed: 'Failed to download template',
  templateNotFound: 'Agreement template not found',
  preparing: 'Preparing…',
  companyNameRequired: 'Company name is required',
  companyNameTooLong: 'Company name must be at most 120 characters',
  effectiveDateRequired: 'Effective date is required',
  effectiveDateInvalid: 'Enter a valid date',
  governingLawRequired: 'Governing law is required',
  governingLawTooLong: 'Governing law must be at most 120 characters',
  founderNameRequired: 'Founder name is required',
  founderNameTooLong: 'Founder name must be at most 100 characters',
  founderNameTaken: 'Each founder needs a different name',
  founderRoleRequired: 'Role is required',
  founderRoleTooLong: 'Role must be at most 100 characters',
  equityRange: 'Equity must be between 0 and 100',
  equityDecimals: 'Equity can have at most two decimals',
  equityTotal: 'Total equity cannot be more than 100%',
  equalSplit:
    'The Equal Split agreement gives every founder the same equity: use Split equally, or choose another template',
  foundersMin: `Add at least ${AGREEMENT_MIN_FOUNDERS} founders`,
  foundersMax: `An agreement can have at most ${AGREEMENT_MAX_FOUNDERS} founders`,
  vestingRange: 'Vesting must be 1 to 120 whole months',
  cliffRange: 'Cliff must be 0 to 120 whole months',
  cliffTooLong: 'The cliff cannot be longer than the vesting period',
  accelerationRequired: 'Choose an acceleration',
  formatRequired: 'Choose Word or PDF',
  pdfCharacters: 'The PDF cannot show some of these characters: download the Word document instead',
  projectsFailed: 'Failed to load your projects',
  projectFailed: 'Failed to load the project team',
} as const;
const m = agreementMessages;

export { AGREEMENT_MAX_FOUNDERS, AGREEMENT_MIN_FOUNDERS };
export const AGREEMENT_COMPANY_NAME_MAX = 120;
export const AGREEMENT_GOVERNING_LAW_MAX = 120;
export const AGREEMENT_FOUNDER_NAME_MAX = 100;
export const AGREEMENT_FOUNDER_ROLE_MAX = 100;
export const AGREEMENT_VESTING_MAX_MONTHS = 120;

export const agreementTemplateIds = [
  'equal-split',
  'dynamic-vesting',
  'multi-founder',
  'ip-protection',
  'exit-terms',
] as const;
export type AgreementTemplateId = (typeof agreementTemplateIds)[number];

export const agreementCategories = ['basic', 'premium'] as const;
export type AgreementCategory = (typeof agreementCategories)[number];

export const agreementFormats = ['docx', 'pdf'] as const;
export type AgreementFormat = (typeof agreementFormats)[number];

/** What happens to unvested shares when the company is sold (docs/product.md#agreements). */
export const accelerations = ['none', 'single', 'double'] as const;
export type Acceleration = (typeof accelerations)[number];
export const accelerationLabels: Record<Acceleration, string> = {
  none: 'None',
  single: 'Single trigger',
  double: 'Double trigger',
};
export const accelerationHint =
  'Single trigger: unvested shares vest when the company is sold. Double trigger: they vest if a founder is let go, or has good reason to leave, within 12 months after a sale.';

/** One template of the catalogue, as GET /api/agreements lists it. */
export const agreementTemplateSchema = z.object({
  id: z.enum(agreementTemplateIds),
  name: z.string(),
  description: z.string(),
  category: z.enum(agreementCategories),
  /** The file name without its extension; the download adds the company and the format. */
  filename: z.string(),
});
export type AgreementTemplate = z.infer<typeof agreementTemplateSchema>;

export const agreementCatalogueSchema = z.object({ items: z.array(agreementTemplateSchema) });
export type AgreementCatalogue = z.infer<typeof agreementCatalogueSchema>;

/** /api/agreements/:templateId/... */
export const agreementTemplateParamsSchema = z.object({
  templateId: z.enum(agreementTemplateIds, m.templateNotFound),
});

export const agreementFounderSchema = z.object({
  name: z
    .string(m.founderNameRequired)
    .trim()
    .min(1, m.founderNameRequired)
    .max(AGREEMENT_FOUNDER_NAME_MAX, m.founderNameTooLong),
  role: z
    .string(m.founderRoleRequired)
    .trim()
    .min(1, m.founderRoleRequired)
    .max(AGREEMENT_FOUNDER_ROLE_MAX, m.founderRoleTooLong),
  equityPercent: z
    .number(m.equityRange)
    .min(0, m.equityRange)
    .max(100, m.equityRange)
    .refine(hasAtMostTwoDecimals, m.equityDecimals),
});
export type AgreementFounder = z.infer<typeof agreementFounderSchema>;

type FounderDraft = { name?: unknown; equityPercent?: unknown };

/**
 * The total is checked whenever every equity is a number, and names are compared whenever they
 * are text, even if another field of the form is still wrong: the member sees every problem at
 * once. The total's message belongs to the whole list (`founders`), a repeated name's to the
 * name that repeats.
 */
const foundersSchema = z
  .array(agreementFounderSchema)
  .min(AGREEMENT_MIN_FOUNDERS, m.foundersMin)
  .max(AGREEMENT_MAX_FOUNDERS, m.foundersMax)
  .check((payload) => {
    const founders = payload.value as FounderDraft[];
    if (!Array.isArray(founders)) return;
    const equities = founders.map((founder) => founder?.equityPercent);
    if (equities.every((equity) => typeof equity === 'number' && Number.isFinite(equity))) {
      const total = (equities as number[]).reduce((sum, equity) => sum + toHundredths(equity), 0);
      if (total > 100 * 100) {
        payload.issues.push({ code: 'custom', input: founders, message: m.equityTotal });
      }
    }
    const seen = new Set<string>();
    founders.forEach((founder, index) => {
      if (typeof founder?.name !== 'string') return;
      const key = founder.name.trim().replace(/\s+/g, ' ').toLowerCase();
      if (key === '') return;
      if (seen.has(key)) {
        payload.issues.push({
          code: 'custom',
          input: founders,
          path: [index, 'name'],
          message: m.founderNameTaken,
        });
      }
      seen.add(key);
    });
  });

/**
 * The terms a member fills in before downloading an agreement. The same rules hold for every
 * template; agreement-rules.ts adds the ones a template has of its own (Equal Split).
 */
export const agreementTermsSchema = z
  .object({
    companyName: z
      .string(m.companyNameRequired)
      .trim()
      .min(1, m.companyNameRequired)
      .max(AGREEMENT_COMPANY_NAME_MAX, m.companyNameTooLong),
    effectiveDate: z
      .string(m.effectiveDateRequired)
      .trim()
      .min(1, { message: m.effectiveDateRequired, abort: true })
      .refine(isCalendarDate, m.effectiveDateInvalid),
    governingLaw: z
      .string(m.governingLawRequired)
      .trim()
      .min(1, m.governingLawRequired)
      .max(AGREEMENT_GOVERNING_LAW_MAX, m.governingLawTooLong),
    founders: foundersSchema,
    vestingMonths: z
      .number(m.vestingRange)
      .int(m.vestingRange)
      .min(1, m.vestingRange)
      .max(AGREEMENT_VESTING_MAX_MONTHS, m.vestingRange),
    cliffMonths: z
      .number(m.cliffRange)
      .int(m.cliffRange)
      .min(0, m.cliffRange)
      .max(AGREEMENT_VESTING_MAX_MONTHS, m.cliffRange),
    acceleration: z.enum(accelerations, m.accelerationRequired),
  })
  .refine((terms) => terms.cliffMonths <= terms.vestingMonths, {
    path: ['cliffMonths'],
    message: m.cliffTooLong,
    // Whenever both are valid months, even if another field is still wrong.
    when: (payload) => {
      const value = payload.value as { vestingMonths?: unknown; cliffMonths?: unknown };
      const months = (field: unknown, min: number) =>
        Number.isInteger(field) &&
        (field as number) >= min &&
        (field as number) <= AGREEMENT_VESTING_MAX_MONTHS;
      return months(value?.vestingMonths, 1) && months(value?.cliffMonths, 0);
    },
  });
export type AgreementTermsInput = z.input<typeof agreementTermsSchema>;
export type AgreementTerms = z.output<typeof agreementTermsSchema>;

/** POST /api/agreements/:templateId/document: the terms and the file wanted. */
export const agreementDocumentRequestSchema = z.object({
  format: z.enum(agreementFormats, m.formatRequired),
  terms: agreementTermsSchema,
});
export type AgreementDocumentRequest = z.input<typeof agreementDocumentRequestSchema>;

/** More founders than any page hands over; the form keeps the first AGREEMENT_MAX_FOUNDERS. */
const PREFILL_FOUNDERS_MAX = 50;
const prefillText = (max: number) => z.string().transform((text) => text.trim().slice(0, max));

/**
 * The navigation state another page (the toolkit's equity calculator) hands to /agreements to
 * fill the founders in: `navigate('/agreements', { state: { founders } })`. Only its shape is
 * checked here: the form keeps the first eight founders, and says what is still missing (a
 * name, a role, a total over 100).
 */
export const agreementFoundersPrefillSchema = z.object({
  founders: z
    .array(
      z.object({
        name: prefillText(AGREEMENT_FOUNDER_NAME_MAX),
        role: prefillText(AGREEMENT_FOUNDER_ROLE_MAX),
        equityPercent: z
          .number()
          .min(0)
          .max(100)
          .transform((equity) => toHundredths(equity) / 100),
      }),
    )
    .min(1)
    .max(PREFILL_FOUNDERS_MAX),
});
export type AgreementFoundersPrefill = z.input<typeof agreementFoundersPrefillSchema>;
