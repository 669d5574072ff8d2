import { pdfTextErrors, templateTermsErrors } from '@cofound/shared/agreements/agreement-rules';
import {
  agreementCatalogue,
  agreementTemplateById,
} from '@cofound/shared/agreements/agreements.catalogue';
import { agreementContentTypes } from '@cofound/shared/agreements/agreements.contract';
import {
  agreementMessages as m,
  type AgreementCatalogue,
  type AgreementFormat,
  type AgreementTemplateId,
  type AgreementTerms,
} from '@cofound/shared/agreements/agreements.schemas';
import { hasPremiumAccess, premiumRequiredMessage } from '@cofound/shared/billing/plan';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { buildAgreement } from './document/agreement-documents';
import { renderDocx } from './document/render-docx';
import { renderPdf } from './document/render-pdf';

export type AgreementFile = { name: string; type: string; body: Buffer };

/** 'Ledgerly Labs, Inc.' -> 'ledgerly-labs-inc': the company as a file name can carry it. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** Rules of one template, or of the format, that the shared schema cannot know on its own. */
function termsErrors(
  templateId: AgreementTemplateId,
  format: AgreementFormat,
  terms: AgreementTerms,
): Record<string, string[]> {
  const errors = {
    ...templateTermsErrors(templateId, terms.founders, m.equalSplit),
    ...(format === 'pdf' ? pdfTextErrors(terms, m.pdfCharacters) : {}),
  };
  // Keyed like the body's own validation errors, whose terms sit under `terms`.
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [`terms.${key}`, value]));
}

/** Agreement templates (docs/product.md#agreements): the catalogue and the filled documents. */
export function createAgreementsService(deps: { log: ServiceLogger }) {
  const { log } = deps;
  return {
    catalogue(): AgreementCatalogue {
      return { items: [...agreementCatalogue] };
    },

    async document(
      member: SessionUser,
      templateId: AgreementTemplateId,
      request: { format: AgreementFormat; terms: AgreementTerms },
    ): Promise<AgreementFile> {
      const template = agreementTemplateById(templateId);
      if (template.category === 'premium' && !hasPremiumAccess(member)) {
        throw new AppError('PREMIUM_REQUIRED', premiumRequiredMessage);
      }
      const { format, terms } = request;
      const fieldErrors = termsErrors(templateId, format, terms);
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Please correct the highlighted fields.',
          fieldErrors,
        );
      }
      return withFailureMessage(log, m.downloadFailed, async () => {
        const document = buildAgreement(template, terms);
        const body = format === 'docx' ? await renderDocx(document) : await renderPdf(document);
        const company = fileSlug(terms.companyName);
        const name = `${company ? `${company}-` : ''}${template.filename}.${format}`;
        return { name, type: agreementContentTypes[format], body };
      });
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
