import { afterEach, describe, expect, it } from 'vitest';
import { agreementMessages as m } from '@cofound/shared/agreements/agreements.schemas';
import {
  emptyAgreementForm,
  formErrorsFromServer,
  formTotal,
  founderRow,
  foundersFromNavigation,
  foundersFromTeam,
  loadDraft,
  localToday,
  saveDraft,
  splitEqually,
  termsFromForm,
  validateAgreementForm,
  type AgreementFormValues,
} from './agreement-form';

function filled(fields: Partial<AgreementFormValues> = {}): AgreementFormValues {
  return {
    ...emptyAgreementForm('2026-03-01'),
    companyName: 'Ledgerly Labs',
    governingLaw: 'England and Wales',
    founders: [
      founderRow({ name: 'Ada Lovelace', role: 'CEO', equity: '50' }),
      founderRow({ name: 'Grace Hopper', role: 'CTO', equity: '50' }),
    ],
    ...fields,
  };
}

afterEach(() => window.sessionStorage.clear());

describe('a blank agreement', () => {
  it('starts with two founders on an equal split and four years with a one-year cliff', () => {
    const form = emptyAgreementForm('2026-03-01');
    expect(form.founders.map((founder) => founder.equity)).toEqual(['50', '50']);
    expect(form).toMatchObject({
      effectiveDate: '2026-03-01',
      vestingMonths: '48',
      cliffMonths: '12',
      acceleration: 'double',
    });
    expect(new Set(form.founders.map((founder) => founder.key)).size).toBe(2);
  });

  it('dates itself today where the member is', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('terms from the form', () => {
  it('reads numbers as typed, a decimal comma included, and no number as no number', () => {
    const terms = termsFromForm(
      filled({
        founders: [
          founderRow({ name: 'A', role: 'CEO', equity: '33,5' }),
          founderRow({ name: 'B', role: 'CTO', equity: '' }),
        ],
        vestingMonths: ' 36 ',
      }),
    );
    expect(terms.founders.map((founder) => founder.equityPercent)).toEqual([33.5, Number.NaN]);
    expect(terms.vestingMonths).toBe(36);
  });
});

describe('validation', () => {
  it('passes complete terms', () => {
    expect(validateAgreementForm(filled(), 'equal-split', 'docx')).toEqual({});
  });

  it('says what is wrong, per field', () => {
    const errors = validateAgreementForm(
      filled({
        companyName: '',
        founders: [
          founderRow({ name: '', role: 'CEO', equity: '70' }),
          founderRow({ name: 'Grace', role: '', equity: 'lots' }),
        ],
        cliffMonths: '60',
      }),
      'exit-terms',
      'docx',
    );
    expect(errors).toEqual({
      companyName: m.companyNameRequired,
      'founders.0.name': m.founderNameRequired,
      'founders.1.role': m.founderRoleRequired,
      'founders.1.equityPercent': m.equityRange,
      cliffMonths: m.cliffTooLong,
    });
  });

  it('says when the total is over 100%, and when Equal Split shares are not equal', () => {
    const over = filled({
      founders: [
        founderRow({ name: 'A', role: 'CEO', equity: '60' }),
        founderRow({ name: 'B', role: 'CTO', equity: '50' }),
      ],
    });
    expect(validateAgreementForm(over, 'multi-founder', 'docx')).toEqual({
      founders: m.equityTotal,
    });
    const unequal = filled({
      founders: [
        founderRow({ name: 'A', role: 'CEO', equity: '60' }),
        founderRow({ name: 'B', role: 'CTO', equity: '40' }),
      ],
    });
    expect(validateAgreementForm(unequal, 'equal-split', 'docx')).toEqual({
      founders: m.equalSplit,
    });
    expect(validateAgreementForm(unequal, 'dynamic-vesting', 'docx')).toEqual({});
  });

  it('asks for the Word file when a PDF cannot print a name', () => {
    const form = filled({
      founders: [
        founderRow({ name: 'Łukasz Nowak', role: 'CEO', equity: '50' }),
        founderRow({ name: 'Grace Hopper', role: 'CTO', equity: '50' }),
      ],
    });
    expect(validateAgreementForm(form, 'equal-split', 'pdf')).toEqual({
      'founders.0.name': m.pdfCharacters,
    });
    expect(validateAgreementForm(form, 'equal-split', 'docx')).toEqual({});
  });

  it('takes the server’s field errors without their terms prefix', () => {
    expect(
      formErrorsFromServer({ 'terms.founders.0.name': ['No'], format: ['Bad'], 'terms.x': [] }),
    ).toEqual({ 'founders.0.name': 'No' });
  });
});

describe('equity tools', () => {
  it('adds the shares to the hundredth, and has no total while one is not a number', () => {
    const rows = ['33.34', '33.33', '33.33'].map((equity) => founderRow({ equity }));
    expect(formTotal(rows)).toBe(100);
    expect(formTotal([founderRow({ equity: '' })])).toBeNaN();
  });

  it('splits equally and keeps names and roles', () => {
    const rows = splitEqually([
      founderRow({ name: 'A', equity: '80' }),
      founderRow({ name: 'B', equity: '10' }),
      founderRow({ name: 'C', equity: '10' }),
    ]);
    expect(rows.map((row) => [row.name, row.equity])).toEqual([
      ['A', '33.34'],
      ['B', '33.33'],
      ['C', '33.33'],
    ]);
  });
});

describe('prefill', () => {
  it('takes the equity calculator’s founders from the navigation state', () => {
    const rows = foundersFromNavigation({
      founders: [
        { name: 'Ada', role: 'CEO', equityPercent: 51.25 },
        { name: 'Grace', role: 'CTO', equityPercent: 33.75 },
      ],
    });
    expect(rows?.left).toBe(0);
    expect(rows?.founders.map(({ name, role, equity }) => ({ name, role, equity }))).toEqual([
      { name: 'Ada', role: 'CEO', equity: '51.25' },
      { name: 'Grace', role: 'CTO', equity: '33.75' },
    ]);
  });

  it('adds a row to fill in when one founder is handed over, and ignores other states', () => {
    const rows = foundersFromNavigation({
      founders: [{ name: 'Ada', role: '', equityPercent: 85 }],
    });
    expect(rows?.founders.map((row) => row.name)).toEqual(['Ada', '']);
    const many = foundersFromNavigation({
      founders: Array.from({ length: 10 }, (_, i) => ({
        name: `F${i}`,
        role: '',
        equityPercent: 10,
      })),
    });
    expect(many?.founders).toHaveLength(8);
    expect(many?.left).toBe(2);
    for (const state of [null, undefined, 'x', { from: '/toolkit' }, { founders: 'Ada' }]) {
      expect(foundersFromNavigation(state)).toBeNull();
    }
  });

  it('takes a team with its owner first and an equal split, at most eight', () => {
    const member = (name: string, role: 'owner' | 'member' = 'member') => ({
      name,
      title: `${name} title`,
      role,
    });
    const small = foundersFromTeam([member('Grace'), member('Ada', 'owner')]);
    expect(small.founders.map((row) => [row.name, row.role, row.equity])).toEqual([
      ['Ada', 'Ada title', '50'],
      ['Grace', 'Grace title', '50'],
    ]);
    expect(small.left).toBe(0);
    const alone = foundersFromTeam([member('Ada', 'owner')]);
    expect(alone.founders.map((row) => [row.name, row.equity])).toEqual([
      ['Ada', '50'],
      ['', '50'],
    ]);
    const large = foundersFromTeam(Array.from({ length: 10 }, (_, i) => member(`M${i}`)));
    expect(large.founders).toHaveLength(8);
    expect(large.left).toBe(2);
  });
});

describe('the draft of the tab', () => {
  it('comes back as it was saved, with new row keys', () => {
    const form = filled();
    saveDraft(form);
    const draft = loadDraft();
    expect(draft?.companyName).toBe('Ledgerly Labs');
    expect(draft?.founders.map((row) => row.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(draft?.founders[0]?.key).not.toBe(form.founders[0]?.key);
  });

  it('is ignored when it is not one', () => {
    window.sessionStorage.setItem('cofound.agreement-draft', '{"companyName":1}');
    expect(loadDraft()).toBeNull();
    window.sessionStorage.setItem('cofound.agreement-draft', 'not json');
    expect(loadDraft()).toBeNull();
  });
});
