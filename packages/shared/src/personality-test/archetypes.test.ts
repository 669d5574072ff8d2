import { describe, expect, it } from 'vitest';
import { archetypeDetails, archetypeRelation, archetypes, complementsOf } from './archetypes';

describe('archetypes', () => {
  it('each have two complementary types other than themselves, and the relation is symmetric', () => {
    for (const archetype of archetypes) {
      const complements = complementsOf(archetype);
      expect(new Set(complements).size).toBe(2);
      expect(complements).not.toContain(archetype);
      for (const other of complements) expect(complementsOf(other)).toContain(archetype);
    }
  });

  it('relate as complementary, same or different, the same way both ways round', () => {
    expect(archetypeRelation('visionary_ceo', 'technical_genius')).toBe('complementary');
    expect(archetypeRelation('growth_hacker', 'growth_hacker')).toBe('same');
    expect(archetypeRelation('visionary_ceo', 'growth_hacker')).toBe('different');
    for (const a of archetypes)
      for (const b of archetypes) expect(archetypeRelation(a, b)).toBe(archetypeRelation(b, a));
  });

  it('carry the spec names word for word', () => {
    expect(archetypes.map((archetype) => archetypeDetails[archetype].label)).toEqual([
      'Visionary CEO',
      'Technical Genius',
      'Growth Hacker',
      'Operations Master',
    ]);
  });
});
