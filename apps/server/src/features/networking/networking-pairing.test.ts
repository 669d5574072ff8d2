import { describe, expect, it } from 'vitest';
import { pickPartner, type WaitingCandidate } from './networking-pairing';

const me = {
  skills: ['React', 'Sales'],
  industry: 'SaaS',
  experience: 5,
  lookingFor: ['Technical co-founder'],
  startupInterests: ['B2B'],
};

function waiting(userId: string, fields: Partial<WaitingCandidate>, joinedAt = 0) {
  return {
    userId,
    skills: [],
    industry: null,
    experience: 0,
    lookingFor: [],
    startupInterests: [],
    joinedAt: new Date(Date.UTC(2026, 0, 1) + joinedAt * 1000),
    ...fields,
  };
}

describe('pickPartner', () => {
  it('is nobody when the lobby is empty', () => {
    expect(pickPartner(me, [])).toBeNull();
  });

  it('takes the best match score, however long the others waited', () => {
    const weak = waiting('a', { industry: 'FinTech' }, 0);
    const strong = waiting('b', { ...me }, 60);
    const middling = waiting('c', { industry: 'SaaS', skills: ['React'] }, 30);
    expect(pickPartner(me, [weak, strong, middling])?.userId).toBe('b');
  });

  it('breaks a tie by the longest wait, then by the lower id', () => {
    const later = waiting('a', { industry: 'SaaS' }, 20);
    const earlier = waiting('z', { industry: 'SaaS' }, 10);
    expect(pickPartner(me, [later, earlier])?.userId).toBe('z');
    const sameTimeHigh = waiting('m', { industry: 'SaaS' }, 10);
    expect(pickPartner(me, [sameTimeHigh, earlier, later])?.userId).toBe('m');
  });

  it('picks the same partner whatever order the rows come in', () => {
    const rows = ['d', 'b', 'c', 'a'].map((id, at) => waiting(id, { industry: 'SaaS' }, at % 2));
    const picks = new Set(
      [rows, [...rows].reverse(), [rows[2]!, rows[0]!, rows[3]!, rows[1]!]].map(
        (order) => pickPartner(me, order)?.userId,
      ),
    );
    expect(picks).toEqual(new Set(['c']));
  });
});
