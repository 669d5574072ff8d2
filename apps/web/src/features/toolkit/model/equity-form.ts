import type { AgreementFoundersPrefill } from '@cofound/shared/agreements/agreements.schemas';
import type { EquityFounder, EquitySplit } from '@cofound/shared/toolkit/equity-split';
import { toNumber } from './form-values';

/** One founder as the form holds it: numbers as typed, and a key that survives removals. */
export type FounderRow = {
  key: number;
  name: string;
  role: string;
  experience: string;
  commitment: EquityFounder['commitment'];
  capitalInvested: string;
  sweatEquity: boolean;
};

let nextKey = 1;

export function newFounderRow(): FounderRow {
  nextKey += 1;
  return {
    key: nextKey,
    name: '',
    role: '',
    experience: '0',
    commitment: 'full-time',
    capitalInvested: '0',
    sweatEquity: false,
  };
}

/** The founder the rule scores: a number that is missing or below 0 counts as 0. */
export function founderOf(row: FounderRow): EquityFounder {
  const experience = toNumber(row.experience);
  const capital = toNumber(row.capitalInvested);
  return {
    name: row.name.trim(),
    role: row.role.trim(),
    experience: Number.isFinite(experience) ? Math.max(experience, 0) : 0,
    commitment: row.commitment,
    capitalInvested: Number.isFinite(capital) ? Math.max(capital, 0) : 0,
    sweatEquity: row.sweatEquity,
  };
}

/** What a founder is called in the split when the name is still empty. */
export function founderLabel(name: string, index: number): string {
  return name.trim() || `Founder ${index + 1}`;
}

/** The navigation state /agreements fills its founders from. */
export function agreementPrefill(split: EquitySplit): AgreementFoundersPrefill {
  return {
    founders: split.founders.map((founder) => ({
      name: founder.name,
      role: founder.role,
      equityPercent: founder.equityPercent,
    })),
  };
}
