import { defineEndpoint } from '../contract/endpoint';
import {
  agreementCatalogueSchema,
  agreementDocumentRequestSchema,
  agreementTemplateParamsSchema,
  type AgreementTemplateId,
} from './agreements.schemas';

const tags = ['agreements'] as const;

/** Agreement templates: anyone sees the list. */
export const agreementsContract = {
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/api/agreements',
    access: 'public',
    tags,
    summary: 'The agreement templates on offer, basic and premium',
    response: agreementCatalogueSchema,
  }),
};

/**
 * The agreement files: not JSON answers, so a plain route outside the contract (decision 0011).
 * It takes the terms as a JSON body and answers the filled agreement as an attachment. Members
 * download basic templates; premium ones need a Pro or Business plan (or an admin).
 */
export const agreementFiles = {
  document: {
    method: 'POST',
    path: '/api/agreements/:templateId/document',
    params: agreementTemplateParamsSchema,
    body: agreementDocumentRequestSchema,
  },
} as const;

export function agreementDocumentPath(templateId: AgreementTemplateId): string {
  return agreementFiles.document.path.replace(':templateId', encodeURIComponent(templateId));
}

export const agreementContentTypes = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;
