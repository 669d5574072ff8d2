import { useEffect, useState } from 'react';
import { FileDown, FileText } from 'lucide-react';
import {
  accelerationHint,
  accelerationLabels,
  accelerations,
  agreementMessages as m,
  type AgreementFormat,
  type AgreementTemplate,
} from '@cofound/shared/agreements/agreements.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RadioCardGroup } from '../../../components/ui/choice-group';
import { FormSection } from '../../../components/ui/form-section';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { usePremiumGate } from '../../billing/index';
import { useSession } from '../../session/index';
import { useDownloadAgreement } from '../api/use-download-agreement';
import {
  formErrorsFromServer,
  saveDraft,
  splitEqually,
  termsFromForm,
  validateAgreementForm,
  type AgreementFormValues,
  type FormErrors,
} from '../model/agreement-form';
import { fieldId, firstInvalidFieldId } from './field-ids';
import { FoundersFields } from './founders-fields';
import { TeamPrefill, type TeamFill } from './team-prefill';

const governingLawSuggestions = [
  'the State of Delaware, United States',
  'the State of California, United States',
  'the State of New York, United States',
  'England and Wales',
  'Scotland',
  'Ireland',
  'Germany',
  'France',
  'the Netherlands',
  'Singapore',
  'the Province of Ontario, Canada',
  'New South Wales, Australia',
];

const formatLabels: Record<AgreementFormat, string> = {
  docx: 'Download Word (.docx)',
  pdf: 'Download PDF',
};

type AgreementFormProps = {
  template: AgreementTemplate;
  initialValues: AgreementFormValues;
  /** Where the founders came from when another page handed them over. */
  prefillNote?: string | undefined;
};

/** What went wrong with a download, in the member's words: the server's, when they explain it. */
function downloadFailure(error: unknown): string {
  if (isApiError(error) && (error.code === 'PREMIUM_REQUIRED' || error.code === 'RATE_LIMITED')) {
    return error.message;
  }
  if (isApiError(error) && error.code === 'STORAGE_FULL') return error.message;
  return m.downloadFailed;
}

/**
 * The terms of the agreement, then a download as Word or PDF. The browser checks the terms with
 * the server's own rules before asking; visitors and free members are sent to sign in or to
 * /pricing first, and the server refuses them anyway.
 */
export function AgreementForm({ template, initialValues, prefillNote }: AgreementFormProps) {
  const { user } = useSession();
  const gate = usePremiumGate('agreement_templates', template.category === 'premium');
  const download = useDownloadAgreement();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempted, setAttempted] = useState<AgreementFormat | null>(null);
  const [notice, setNotice] = useState<string | null>(prefillNote ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => saveDraft(values), [values]);

  // Once a download was tried, the messages follow the member's corrections as they type: a
  // message goes when its field is right. A field not yet shown wrong (a founder just added)
  // waits for the next download; the total, which any share changes, is always up to date.
  useEffect(() => {
    if (!attempted) return;
    const now = validateAgreementForm(values, template.id, attempted);
    setErrors((shown) =>
      Object.fromEntries(
        Object.entries(now).filter(([path]) => path in shown || path === 'founders'),
      ),
    );
  }, [values, template.id, attempted]);

  const change = (fields: Partial<AgreementFormValues>) => {
    setValues((current) => ({ ...current, ...fields }));
    setSaved(null);
  };

  const fillFromTeam = ({ founders, projectTitle, left }: TeamFill) => {
    change({
      founders,
      ...(values.companyName.trim() === '' && { companyName: projectTitle }),
    });
    const leftOut = left > 0 ? ` The agreement takes its first 8 members; ${left} left out.` : '';
    setNotice(`Filled in from the team of ${projectTitle}: check each role and share.${leftOut}`);
  };

  const focusFirstError = (found: FormErrors) => {
    const id = firstInvalidFieldId(Object.keys(found), values.founders.length);
    if (id) document.getElementById(id)?.focus();
  };

  const start = (format: AgreementFormat) => {
    setFailure(null);
    setSaved(null);
    if (gate.redirect()) return;
    setAttempted(format);
    const found = validateAgreementForm(values, template.id, format);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    download.mutate(
      { template, format, terms: termsFromForm(values) },
      {
        onSuccess: (name) => setSaved(name),
        onError: (error) => {
          const fromServer = isApiError(error) ? formErrorsFromServer(error.fieldErrors ?? {}) : {};
          if (Object.keys(fromServer).length > 0) {
            setErrors(fromServer);
            focusFirstError(fromServer);
            return;
          }
          setFailure(downloadFailure(error));
        },
      },
    );
  };

  const invalid = Object.keys(errors).length > 0;
  const preparing = download.isPending ? download.variables.format : null;

  return (
    <form
      noValidate
      aria-labelledby="agreement-form-heading"
      className="min-w-0 space-y-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="space-y-1">
        <h2 id="agreement-form-heading" className="text-xl font-semibold text-slate-900">
          Fill in the {template.name}
        </h2>
        <p className="text-sm text-slate-600">
          Your terms go into the document as you type them here. Nothing is stored.
        </p>
      </div>

      {notice && <Alert tone="info">{notice}</Alert>}

      <FormSection title="Company">
        <Input
          id={fieldId('companyName')}
          label="Company name"
          autoComplete="organization"
          value={values.companyName}
          onChange={(event) => change({ companyName: event.target.value })}
          error={errors.companyName}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            id={fieldId('effectiveDate')}
            label="Effective date"
            type="date"
            value={values.effectiveDate}
            onChange={(event) => change({ effectiveDate: event.target.value })}
            error={errors.effectiveDate}
          />
          <Input
            id={fieldId('governingLaw')}
            label="Governing law"
            list="agreement-law-options"
            autoComplete="off"
            hint="Whose laws apply, e.g. the State of Delaware or England and Wales"
            value={values.governingLaw}
            onChange={(event) => change({ governingLaw: event.target.value })}
            error={errors.governingLaw}
          />
          <datalist id="agreement-law-options">
            {governingLawSuggestions.map((law) => (
              <option key={law} value={law} />
            ))}
          </datalist>
        </div>
      </FormSection>

      <FormSection title="Founders and equity">
        {user && <TeamPrefill onFill={fillFromTeam} />}
        <FoundersFields
          founders={values.founders}
          errors={errors}
          onChange={(founders) => change({ founders })}
          onSplitEqually={() => change({ founders: splitEqually(values.founders) })}
        />
      </FormSection>

      <FormSection title="Vesting">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            id={fieldId('vestingMonths')}
            label="Vesting period (months)"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            hint="48 months (4 years) is usual"
            value={values.vestingMonths}
            onChange={(event) => change({ vestingMonths: event.target.value })}
            error={errors.vestingMonths}
          />
          <Input
            id={fieldId('cliffMonths')}
            label="Cliff (months)"
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            step={1}
            hint="Nothing vests before it; 12 months is usual, 0 for none"
            value={values.cliffMonths}
            onChange={(event) => change({ cliffMonths: event.target.value })}
            error={errors.cliffMonths}
          />
        </div>
        <RadioCardGroup
          legend="Acceleration on a sale of the company"
          name="acceleration"
          options={accelerations}
          labels={accelerationLabels}
          columns={3}
          hint={accelerationHint}
          value={values.acceleration}
          onChange={(acceleration) => change({ acceleration })}
          error={errors.acceleration}
        />
      </FormSection>

      <section
        aria-labelledby="agreement-download-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="agreement-download-heading" className="text-lg font-semibold text-slate-900">
          Download
        </h2>
        <p className="text-sm text-slate-600">
          {gate.state === 'signed-out'
            ? 'Sign in to download: your terms stay filled in.'
            : gate.state === 'locked'
              ? 'This template is part of the Pro and Business plans.'
              : 'Made for you on the server from the terms above, as a Word document or a PDF.'}
        </p>
        {invalid && <Alert>Please correct the highlighted fields.</Alert>}
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row">
          {(['docx', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'docx' ? 'primary' : 'secondary'}
              loading={preparing === format}
              disabled={preparing !== null && preparing !== format}
              onClick={() => start(format)}
            >
              {preparing !== format &&
                (format === 'docx' ? (
                  <FileText aria-hidden="true" className="size-4" />
                ) : (
                  <FileDown aria-hidden="true" className="size-4" />
                ))}
              {preparing === format ? m.preparing : formatLabels[format]}
            </Button>
          ))}
        </div>
        <p role="status" className="text-sm text-slate-700">
          {preparing ? m.preparing : saved ? `Downloaded ${saved}` : ''}
        </p>
      </section>
    </form>
  );
}
