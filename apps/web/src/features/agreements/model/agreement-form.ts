import {
  AGREEMENT_MAX_FOUNDERS,
  AGREEMENT_MIN_FOUNDERS,
  equalShares,
  pdfTextErrors,
  templateTermsErrors,
} from '@cofound/shared/agreements/agreement-rules';
import {
  accelerations,
  agreementFoundersPrefillSchema,
  agreementMessages as m,
  agreementTermsSchema,
  type Acceleration,
  type AgreementFormat,
  type AgreementTemplateId,
  type AgreementTermsInput,
} from '@cofound/shared/agreements/agreements.schemas';

/** One founder as the inputs hold them; `key` keeps a row's inputs when another row goes. */
export type FounderRow = { key: string; name: string; role: string; equity: string };

/** The agreement form as its inputs hold it (text), turned into terms on download. */
export type AgreementFormValues = {
  companyName: string;
  effectiveDate: string;
  governingLaw: string;
  founders: FounderRow[];
  vestingMonths: string;
  cliffMonths: string;
  acceleration: Acceleration;
};

/** Messages per field, keyed by the path the server uses under `terms` ('founders.0.name'). */
export type FormErrors = Record<string, string>;

let rowCount = 0;
export function founderRow(fields: Partial<Omit<FounderRow, 'key'>> = {}): FounderRow {
  rowCount += 1;
  return { key: `founder-${rowCount}`, name: '', role: '', equity: '', ...fields };
}

const equityText = (equity: number) => String(equity);

/** Today in the member's own time zone, as an <input type="date"> holds it. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Two founders on an equal split, four years of vesting with a one-year cliff. */
export function emptyAgreementForm(today = localToday()): AgreementFormValues {
  const [first, second] = equalShares(AGREEMENT_MIN_FOUNDERS).map(equityText);
  return {
    companyName: '',
    effectiveDate: today,
    governingLaw: '',
    founders: [founderRow({ equity: first }), founderRow({ equity: second })],
    vestingMonths: '48',
    cliffMonths: '12',
    acceleration: 'double',
  };
}

/** A number typed by a person: '' is no number at all, and a decimal comma is a point. */
function typedNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The terms the form stands for, as the server takes them. */
export function termsFromForm(values: AgreementFormValues): AgreementTermsInput {
  return {
    companyName: values.companyName,
    effectiveDate: values.effectiveDate,
    governingLaw: values.governingLaw,
    founders: values.founders.map((founder) => ({
      name: founder.name,
      role: founder.role,
      equityPercent: typedNumber(founder.equity),
    })),
    vestingMonths: typedNumber(values.vestingMonths),
    cliffMonths: typedNumber(values.cliffMonths),
    acceleration: values.acceleration,
  };
}

/**
 * Everything wrong with the form, for this template and file format, with the same rules and
 * words as the server: the shared schema, then the template's own rule and the PDF's characters.
 */
export function validateAgreementForm(
  values: AgreementFormValues,
  templateId: AgreementTemplateId,
  format: AgreementFormat,
): FormErrors {
  const errors: FormErrors = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const terms = termsFromForm(values);
  const parsed = agreementTermsSchema.safeParse(terms);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.') || 'founders', issue.message);
  }
  const founders = terms.founders.filter((founder) => Number.isFinite(founder.equityPercent));
  if (founders.length === terms.founders.length) {
    for (const [path, [message]] of Object.entries(
      templateTermsErrors(templateId, founders, m.equalSplit),
    )) {
      if (message) add(path, message);
    }
  }
  if (format === 'pdf') {
    for (const [path, [message]] of Object.entries(pdfTextErrors(terms, m.pdfCharacters))) {
      if (message) add(path, message);
    }
  }
  return errors;
}

/** The server's field errors ('terms.founders.0.name') as the form's own. */
export function formErrorsFromServer(fieldErrors: Record<string, string[]>): FormErrors {
  const errors: FormErrors = {};
  for (const [path, [message]] of Object.entries(fieldErrors)) {
    if (message && path.startsWith('terms.')) errors[path.slice('terms.'.length)] = message;
  }
  return errors;
}

/** The founders' equity added up, in percent, exact to the hundredth (NaN until all are numbers). */
export function formTotal(founders: readonly FounderRow[]): number {
  const equities = founders.map((founder) => typedNumber(founder.equity));
  if (equities.some((equity) => !Number.isFinite(equity))) return Number.NaN;
  return equities.reduce((sum, equity) => sum + Math.round(equity * 100), 0) / 100;
}

/** Every founder on the same share of 100%. */
export function splitEqually(founders: readonly FounderRow[]): FounderRow[] {
  const shares = equalShares(founders.length);
  return founders.map((founder, index) => ({ ...founder, equity: equityText(shares[index] ?? 0) }));
}

export function canAddFounder(founders: readonly FounderRow[]): boolean {
  return founders.length < AGREEMENT_MAX_FOUNDERS;
}

export function canRemoveFounder(founders: readonly FounderRow[]): boolean {
  return founders.length > AGREEMENT_MIN_FOUNDERS;
}

/** Never fewer rows than an agreement needs: blank ones are added to fill in. */
function atLeastTwo(founders: FounderRow[]): FounderRow[] {
  const missing = AGREEMENT_MIN_FOUNDERS - founders.length;
  return missing > 0
    ? [...founders, ...Array.from({ length: missing }, () => founderRow({ equity: '0' }))]
    : founders;
}

/**
 * The founders another page handed over in its navigation state (the equity calculator), the
 * first eight of them, with how many were left out; null when the state holds none.
 */
export function foundersFromNavigation(
  state: unknown,
): { founders: FounderRow[]; left: number } | null {
  const parsed = agreementFoundersPrefillSchema.safeParse(
    typeof state === 'object' && state !== null && 'founders' in state
      ? { founders: state.founders }
      : null,
  );
  if (!parsed.success) return null;
  const handed = parsed.data.founders;
  const founders = handed.slice(0, AGREEMENT_MAX_FOUNDERS).map((founder) =>
    founderRow({
      name: founder.name,
      role: founder.role,
      equity: equityText(founder.equityPercent),
    }),
  );
  return { founders: atLeastTwo(founders), left: handed.length - founders.length };
}

type TeamMember = { name: string; title: string; role: 'owner' | 'member' };

/**
 * A project's team as founders: its owner first, each with their profile title as role and an
 * equal share. A team larger than an agreement takes its first members; `left` says how many
 * were left out.
 */
export function foundersFromTeam(members: readonly TeamMember[]): {
  founders: FounderRow[];
  left: number;
} {
  const ordered = [...members].sort(
    (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'),
  );
  const kept = ordered.slice(0, AGREEMENT_MAX_FOUNDERS);
  const founders = atLeastTwo(
    kept.map((member) => founderRow({ name: member.name, role: member.title.slice(0, 100) })),
  );
  // A team of one still starts an agreement for two: the row to fill in gets its equal share.
  return { founders: splitEqually(founders), left: ordered.length - kept.length };
}

// A form in progress is kept for the browser tab, so a visitor who signs in to download it
// comes back to what they typed.
const DRAFT_KEY = 'cofound.agreement-draft';

export function saveDraft(values: AgreementFormValues): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage can be blocked or full: the form then lasts for the page only.
  }
}

function isDraft(value: unknown): value is AgreementFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const texts = ['companyName', 'effectiveDate', 'governingLaw', 'vestingMonths', 'cliffMonths'];
  return (
    texts.every((key) => typeof draft[key] === 'string') &&
    accelerations.includes(draft.acceleration as Acceleration) &&
    Array.isArray(draft.founders) &&
    draft.founders.length >= 1 &&
    draft.founders.length <= AGREEMENT_MAX_FOUNDERS &&
    draft.founders.every(
      (founder: unknown) =>
        typeof founder === 'object' &&
        founder !== null &&
        ['name', 'role', 'equity'].every(
          (key) => typeof (founder as Record<string, unknown>)[key] === 'string',
        ),
    )
  );
}

export function loadDraft(): AgreementFormValues | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!isDraft(parsed)) return null;
    // Fresh keys: rows of another page's life must not clash with new ones.
    return {
      ...parsed,
      founders: atLeastTwo(
        parsed.founders.map(({ name, role, equity }) => founderRow({ name, role, equity })),
      ),
    };
  } catch {
    return null;
  }
}
