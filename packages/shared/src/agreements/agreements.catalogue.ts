import type { AgreementTemplate, AgreementTemplateId } from './agreements.schemas';

/**
 * The agreement templates Cofound offers, in the order the page lists them
 * (docs/product.md#agreements). Equal Split is free for every member; the others are part of
 * the Pro and Business plans.
 */
export const agreementCatalogue: readonly AgreementTemplate[] = [
  {
    id: 'equal-split',
    name: 'Equal Split Agreement',
    description:
      'A complete founders’ agreement for co-founders who share the company equally: equity with time-based vesting, roles, IP assignment, confidentiality, decisions and what happens when a founder leaves.',
    category: 'basic',
    filename: 'equal-split-founders-agreement',
  },
  {
    id: 'dynamic-vesting',
    name: 'Dynamic Vesting Agreement',
    description:
      'Vesting that follows each founder’s real commitment: it slows during part-time periods, pauses during leave and can speed up when agreed milestones are reached.',
    category: 'premium',
    filename: 'dynamic-vesting-founders-agreement',
  },
  {
    id: 'multi-founder',
    name: 'Multi-Founder Agreement',
    description:
      'For teams of three or more: board seats, ordinary and reserved decisions, supermajority votes, deadlock resolution and how a new founder joins.',
    category: 'premium',
    filename: 'multi-founder-agreement',
  },
  {
    id: 'ip-protection',
    name: 'IP Protection Agreement',
    description:
      'Puts every invention, line of code and brand the founders create into the company: assignment, prior inventions, moral rights, open source, confidentiality and non-solicitation.',
    category: 'premium',
    filename: 'ip-protection-founders-agreement',
  },
  {
    id: 'exit-terms',
    name: 'Exit Terms Agreement',
    description:
      'Decides departures before they happen: good and bad leavers, the buy-back price, transfers, first refusal, drag-along and tag-along rights, and a handover plan.',
    category: 'premium',
    filename: 'exit-terms-founders-agreement',
  },
];

export function agreementTemplateById(id: AgreementTemplateId): AgreementTemplate {
  const template = agreementCatalogue.find((one) => one.id === id);
  if (!template) throw new Error(`No agreement template ${id}`);
  return template;
}
