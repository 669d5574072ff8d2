import { describe, expect, it } from 'vitest';
import {
  agreementDocumentRequestSchema,
  agreementFoundersPrefillSchema,
  agreementMessages as m,
  agreementTermsSchema,
  type AgreementTermsInput,
} from './agreements.schemas';

const valid: AgreementTermsInput = {
  companyName: 'Ledgerly Labs',
  effectiveDate: '2026-03-01',
  governingLaw: 'England and Wales',
  founders: [
    { name: 'Ada Lovelace', role: 'CEO', equityPercent: 50 },
    { name: 'Grace Hopper', role: 'CTO', equityPercent: 50 },
  ],
  vestingMonths: 48,
  cliffMonths: 12,
  acceleration: 'none',
};

function founders(count: number, equityPercent = 10) {
  return Array.from({ length: count }, (_, index) => ({
    name: `Founder ${index + 1}`,
    role: 'Co-founder',
    equityPercent,
  }));
}

/** The messages per field path ("founders.0.name"), as the server answers them. */
function errorsOf(terms: unknown): Record<string, string[]> {
  const result = agreementTermsSchema.safeParse(terms);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('agreement terms', () => {
  it('accept complete terms and trim the text', () => {
    const parsed = agreementTermsSchema.parse({ ...valid, companyName: '  Ledgerly Labs ' });
    expect(parsed.companyName).toBe('Ledgerly Labs');
  });

  it('take 2 to 8 founders', () => {
    expect(errorsOf({ ...valid, founders: founders(1) })).toEqual({ founders: [m.foundersMin] });
    expect(errorsOf({ ...valid, founders: founders(2) })).toEqual({});
    expect(errorsOf({ ...valid, founders: founders(8) })).toEqual({});
    expect(errorsOf({ ...valid, founders: founders(9) })).toEqual({ founders: [m.foundersMax] });
  });

  it('need a name and a role for each founder, each name once', () => {
    expect(
      errorsOf({
        ...valid,
        founders: [
          { name: '  ', role: 'CEO', equityPercent: 10 },
          { name: 'Ada', role: '', equityPercent: 10 },
          { name: ' ada ', role: 'CFO', equityPercent: 10 },
        ],
      }),
    ).toEqual({
      'founders.0.name': [m.founderNameRequired],
      'founders.1.role': [m.founderRoleRequired],
      'founders.2.name': [m.founderNameTaken],
    });
  });

  it('take equity from 0 to 100 with up to two decimals', () => {
    const withEquity = (first: number) =>
      errorsOf({
        ...valid,
        founders: [
          { ...valid.founders[0]!, equityPercent: first },
          { ...valid.founders[1]!, equityPercent: 0 },
        ],
      });
    expect(withEquity(0)).toEqual({});
    expect(withEquity(100)).toEqual({});
    expect(withEquity(99.99)).toEqual({});
    expect(withEquity(-0.01)).toEqual({ 'founders.0.equityPercent': [m.equityRange] });
    expect(withEquity(100.01)).toMatchObject({ 'founders.0.equityPercent': [m.equityRange] });
    expect(withEquity(33.333)).toEqual({ 'founders.0.equityPercent': [m.equityDecimals] });
    expect(withEquity(Number.NaN)).toEqual({ 'founders.0.equityPercent': [m.equityRange] });
  });

  it('allow a total up to 100%, and say so on the list when it is more', () => {
    const split = (a: number, b: number) =>
      errorsOf({
        ...valid,
        founders: [
          { ...valid.founders[0]!, equityPercent: a },
          { ...valid.founders[1]!, equityPercent: b },
        ],
      });
    expect(split(50, 50)).toEqual({});
    expect(split(66.67, 33.33)).toEqual({});
    expect(split(40, 40)).toEqual({});
    expect(split(50.01, 50)).toEqual({ founders: [m.equityTotal] });
  });

  it('report the total with other mistakes of the form', () => {
    expect(
      errorsOf({
        ...valid,
        companyName: '',
        founders: [
          { name: '', role: 'CEO', equityPercent: 80 },
          { name: 'Grace', role: 'CTO', equityPercent: 30 },
        ],
      }),
    ).toEqual({
      companyName: [m.companyNameRequired],
      'founders.0.name': [m.founderNameRequired],
      founders: [m.equityTotal],
    });
  });

  it('take whole months of vesting from 1 to 120, and a cliff no longer than vesting', () => {
    expect(errorsOf({ ...valid, vestingMonths: 0 })).toEqual({ vestingMonths: [m.vestingRange] });
    expect(errorsOf({ ...valid, vestingMonths: 120, cliffMonths: 120 })).toEqual({});
    expect(errorsOf({ ...valid, vestingMonths: 121 })).toEqual({ vestingMonths: [m.vestingRange] });
    expect(errorsOf({ ...valid, vestingMonths: 12.5 })).toEqual({
      vestingMonths: [m.vestingRange],
    });
    expect(errorsOf({ ...valid, cliffMonths: 0 })).toEqual({});
    expect(errorsOf({ ...valid, cliffMonths: -1 })).toEqual({ cliffMonths: [m.cliffRange] });
    expect(errorsOf({ ...valid, cliffMonths: 49 })).toEqual({ cliffMonths: [m.cliffTooLong] });
  });

  it('need a company, a real date, a governing law and an acceleration', () => {
    expect(
      errorsOf({
        ...valid,
        companyName: ' ',
        effectiveDate: '2026-02-30',
        governingLaw: '',
        acceleration: 'triple',
      }),
    ).toEqual({
      companyName: [m.companyNameRequired],
      effectiveDate: [m.effectiveDateInvalid],
      governingLaw: [m.governingLawRequired],
      acceleration: [m.accelerationRequired],
    });
    expect(errorsOf({ ...valid, effectiveDate: '' })).toEqual({
      effectiveDate: [m.effectiveDateRequired],
    });
    expect(errorsOf({ ...valid, companyName: 'x'.repeat(121) })).toEqual({
      companyName: [m.companyNameTooLong],
    });
  });

  it('come with a format, Word or PDF', () => {
    expect(agreementDocumentRequestSchema.safeParse({ format: 'pdf', terms: valid }).success).toBe(
      true,
    );
    const result = agreementDocumentRequestSchema.safeParse({ format: 'rtf', terms: valid });
    expect(result.error?.issues[0]?.message).toBe(m.formatRequired);
  });
});

describe('founders handed over by another page', () => {
  it('are read with their names, roles and equity to the hundredth', () => {
    const state = {
      founders: [
        { name: ' Ada ', role: 'CEO', equityPercent: 42.504 },
        { name: '', role: '', equityPercent: 0 },
      ],
    };
    expect(agreementFoundersPrefillSchema.parse(state)).toEqual({
      founders: [
        { name: 'Ada', role: 'CEO', equityPercent: 42.5 },
        { name: '', role: '', equityPercent: 0 },
      ],
    });
  });

  it('are all read, however many, with names cut to the longest a founder may have', () => {
    const many = agreementFoundersPrefillSchema.parse({
      founders: [{ name: 'x'.repeat(150), role: 'CEO', equityPercent: 5 }, ...founders(11)],
    });
    expect(many.founders).toHaveLength(12);
    expect(many.founders[0]?.name).toHaveLength(100);
  });

  it('are ignored when the state has another shape', () => {
    for (const state of [
      null,
      {},
      { founders: [] },
      { founders: founders(51) },
      { founders: [{ name: 'Ada', role: 'CEO', equityPercent: 120 }] },
      { founders: [{ name: 'Ada', equityPercent: 20 }] },
      { from: '/toolkit' },
    ]) {
      expect(agreementFoundersPrefillSchema.safeParse(state).success).toBe(false);
    }
  });
});
