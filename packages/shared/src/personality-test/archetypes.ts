// The four founder archetypes of the personality test (docs/product.md#personality-test).

export const archetypes = [
  'visionary_ceo',
  'technical_genius',
  'growth_hacker',
  'operations_master',
] as const;
export type Archetype = (typeof archetypes)[number];

export type ArchetypeDetails = {
  label: string;
  description: string;
  traits: readonly string[];
  /** The two types that cover what this one does not. The relation is symmetric. */
  complements: readonly [Archetype, Archetype];
};

export const archetypeDetails: Record<Archetype, ArchetypeDetails> = {
  visionary_ceo: {
    label: 'Visionary CEO',
    description:
      'You see where a market is heading before others do, and you make people believe in it. You set the direction, tell the story and raise the money to get there.',
    traits: ['Big-picture thinking', 'Storytelling', 'Fundraising', 'Bold decisions'],
    complements: ['technical_genius', 'operations_master'],
  },
  technical_genius: {
    label: 'Technical Genius',
    description:
      'You turn ideas into working products. You go deep, ship fast and care how things are built, and you would rather show a prototype than a slide.',
    traits: ['Deep expertise', 'Building fast', 'Problem solving', 'Attention to detail'],
    complements: ['visionary_ceo', 'growth_hacker'],
  },
  growth_hacker: {
    label: 'Growth Hacker',
    description:
      'You find customers and bring people with you. You test, measure and learn quickly, and you rally a team around the numbers that matter.',
    traits: ['Experimentation', 'Persuasion', 'Data-driven', 'Team energy'],
    complements: ['technical_genius', 'operations_master'],
  },
  operations_master: {
    label: 'Operations Master',
    description:
      'You make things run. When something breaks you build the process that stops it breaking again, and you stay calm when everyone else is not.',
    traits: ['Reliability', 'Process design', 'Calm under pressure', 'Follow-through'],
    complements: ['visionary_ceo', 'growth_hacker'],
  },
};

export const archetypeLabels = Object.fromEntries(
  archetypes.map((archetype) => [archetype, archetypeDetails[archetype].label]),
) as Record<Archetype, string>;

export function archetypeLabel(archetype: Archetype): string {
  return archetypeLabels[archetype];
}

export function complementsOf(archetype: Archetype): readonly [Archetype, Archetype] {
  return archetypeDetails[archetype].complements;
}

/** How two founder types relate: complementary, the same type, or neither. */
export type ArchetypeRelation = 'complementary' | 'same' | 'different';

export function archetypeRelation(a: Archetype, b: Archetype): ArchetypeRelation {
  if (a === b) return 'same';
  return complementsOf(a).includes(b) ? 'complementary' : 'different';
}

export function isArchetype(value: unknown): value is Archetype {
  return typeof value === 'string' && (archetypes as readonly string[]).includes(value);
}
