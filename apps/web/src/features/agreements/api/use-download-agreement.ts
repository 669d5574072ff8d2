import { useMutation } from '@tanstack/react-query';
import { agreementDocumentPath } from '@cofound/shared/agreements/agreements.contract';
import type {
  AgreementFormat,
  AgreementTemplate,
  AgreementTermsInput,
} from '@cofound/shared/agreements/agreements.schemas';
import { downloadFile } from '../../../lib/download-file';

export type DownloadAgreementInput = {
  template: AgreementTemplate;
  format: AgreementFormat;
  terms: AgreementTermsInput;
};

/** Asks the server for the filled agreement and saves it; answers the name it was saved as. */
export function useDownloadAgreement() {
  return useMutation({
    mutationFn: ({ template, format, terms }: DownloadAgreementInput) =>
      downloadFile(agreementDocumentPath(template.id), {
        method: 'POST',
        body: { format, terms },
        fallbackName: `${template.filename}.${format}`,
      }),
  });
}
