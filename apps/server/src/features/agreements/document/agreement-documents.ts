import type {
  AgreementTemplate,
  AgreementTemplateId,
  AgreementTerms,
} from '@cofound/shared/agreements/agreements.schemas';
import { agreementContext, type AgreementContext } from './agreement-context';
import type { AgreementDocument } from './document-model';
import { dynamicVestingAgreement } from './templates/dynamic-vesting';
import { equalSplitAgreement } from './templates/equal-split';
import { exitTermsAgreement } from './templates/exit-terms';
import { ipProtectionAgreement } from './templates/ip-protection';
import { multiFounderAgreement } from './templates/multi-founder';

const builders: Record<AgreementTemplateId, (context: AgreementContext) => AgreementDocument> = {
  'equal-split': equalSplitAgreement,
  'dynamic-vesting': dynamicVestingAgreement,
  'multi-founder': multiFounderAgreement,
  'ip-protection': ipProtectionAgreement,
  'exit-terms': exitTermsAgreement,
};

/** The template filled with the founders' terms, ready for either renderer. */
export function buildAgreement(
  template: AgreementTemplate,
  terms: AgreementTerms,
): AgreementDocument {
  return builders[template.id](agreementContext(template, terms));
}
