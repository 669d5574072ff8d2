import type { AgreementContext } from '../agreement-context';
import { endSentence, percent } from '../agreement-context';
import { assembleAgreement } from '../assemble';
import {
  commonDefinitions,
  confidentialitySection,
  decisionMakingSection,
  definitionsSection,
  departureSection,
  disputeResolutionSection,
  equitySection,
  generalSection,
  governingLawSection,
  intellectualPropertySection,
  rolesSection,
  vestingSection,
} from '../common-sections';
import type { AgreementDocument } from '../document-model';

/** Co-founders who share the company equally, with time-based vesting (the basic template). */
export function equalSplitAgreement(context: AgreementContext): AgreementDocument {
  const count = context.terms.founders.length;
  const share = context.terms.founders[0]?.equityPercent ?? 0;
  return assembleAgreement(context, {
    recitals: [
      `The Founders, ${context.founderNames}, have come together to build the Business through ` +
        `the Company, ${endSentence(context.company)}`,
      `They have agreed to own the Company in equal shares, about ${percent(share)} each for ` +
        `the ${count} of them, because each of them is expected to contribute equally to its ` +
        'success.',
      'They want their shares to be earned over time, and want to record now how they will ' +
        'work together, who owns what they create, how they will decide, and what happens if ' +
        'one of them leaves.',
    ],
    sections: [
      definitionsSection(commonDefinitions(context)),
      equitySection(
        context,
        'The Founders share the ownership of the Company equally, as set out below.',
      ),
      vestingSection(context),
      rolesSection(),
      intellectualPropertySection(),
      confidentialitySection(),
      decisionMakingSection(),
      departureSection(),
      disputeResolutionSection(),
      governingLawSection(context),
      generalSection(),
    ],
  });
}
