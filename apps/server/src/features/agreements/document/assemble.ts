import type { AgreementContext } from './agreement-context';
import {
  notice,
  partiesSection,
  recitalsSection,
  signaturesSection,
  type SectionDraft,
} from './common-sections';
import { numberedSections, type AgreementDocument, type Section } from './document-model';

/**
 * A whole agreement: parties, background, the numbered sections in order, the signature page,
 * then any schedules (forms the founders complete by hand before signing).
 */
export function assembleAgreement(
  context: AgreementContext,
  parts: { recitals: string[]; sections: SectionDraft[]; schedules?: Section[] },
): AgreementDocument {
  const { template, company, date } = context;
  return {
    title: template.name,
    subtitle: `${company}  ·  Effective ${date}`,
    notice: notice(context),
    sections: [
      partiesSection(context),
      recitalsSection(parts.recitals),
      ...numberedSections(parts.sections),
      signaturesSection(context),
      ...(parts.schedules ?? []),
    ],
    properties: {
      subject: `${template.name} of ${company}`,
      keywords: `founders agreement, ${template.id}, ${company}`,
    },
  };
}
