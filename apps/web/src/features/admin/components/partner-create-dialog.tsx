import { useState } from 'react';
import { z } from 'zod';
import {
  DEFAULT_REVENUE_SHARE,
  partnerCreateSchema,
  partnersMessages as m,
  partnerStatuses,
  partnerStatusLabels,
  partnerTypeLabels,
  partnerTypes,
  type PartnerCreateInput,
} from '@cofound/shared/partners/partners.schemas';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { useCreatePartner } from '../api/use-create-partner';
import { ChangeDialogFrame } from './change-dialog-frame';

type Fields = { name: string; type: string; domain: string; revenueShare: string; status: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const initial: Fields = {
  name: '',
  type: 'accelerator',
  domain: '',
  revenueShare: String(DEFAULT_REVENUE_SHARE),
  status: 'active',
};

const typeOptions = partnerTypes.map((value) => ({ value, label: partnerTypeLabels[value] }));
const statusOptions = partnerStatuses.map((value) => ({
  value,
  label: partnerStatusLabels[value],
}));

/** The body the server takes: the share as a number (an empty field is left to the default). */
function bodyOf(fields: Fields): PartnerCreateInput {
  const share = fields.revenueShare.trim();
  return {
    name: fields.name,
    type: fields.type as PartnerCreateInput['type'],
    domain: fields.domain,
    ...(share === '' ? {} : { revenueShare: Number(share) }),
    status: fields.status as PartnerCreateInput['status'],
  };
}

function firstErrors(errors: Record<string, string[] | undefined>): FieldErrors {
  const out: FieldErrors = {};
  for (const key of Object.keys(initial) as (keyof Fields)[]) {
    const message = errors[key]?.[0];
    if (message) out[key] = message;
  }
  return out;
}

/** A new partner: name, type, domain, revenue share and status, checked as the server checks. */
export function PartnerCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreatePartner();
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const checked = partnerCreateSchema.safeParse(bodyOf(fields));
    if (!checked.success) {
      setErrors(firstErrors(z.flattenError(checked.error).fieldErrors));
      return;
    }
    setFailure(null);
    try {
      const partner = await create.mutateAsync(bodyOf(fields));
      toast.success(`${partner.name} is a partner now`);
      onClose();
    } catch (error) {
      const serverErrors =
        isApiError(error) && error.fieldErrors ? firstErrors(error.fieldErrors) : {};
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      else setFailure(failureMessage(error, m.createFailed));
    }
  };

  return (
    <ChangeDialogFrame
      title="New partner"
      description="An accelerator, investor or university whose members join Cofound."
      confirmLabel="Create partner"
      destructive={false}
      pending={create.isPending}
      failure={failure}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <Input
        label="Name"
        value={fields.name}
        error={errors.name}
        required
        autoComplete="off"
        onChange={(event) => change('name')(event.target.value)}
      />
      <Select
        label="Type"
        options={typeOptions}
        value={fields.type}
        error={errors.type}
        onChange={(event) => change('type')(event.target.value)}
      />
      <Input
        label="Domain"
        hint="Their web address, e.g. launchpadlabs.com"
        value={fields.domain}
        error={errors.domain}
        required
        autoComplete="off"
        inputMode="url"
        onChange={(event) => change('domain')(event.target.value)}
      />
      <Input
        label="Revenue share (%)"
        hint="Their share of what their members pay, 0 to 100."
        type="number"
        min={0}
        max={100}
        step={1}
        value={fields.revenueShare}
        error={errors.revenueShare}
        onChange={(event) => change('revenueShare')(event.target.value)}
      />
      <Select
        label="Status"
        options={statusOptions}
        value={fields.status}
        error={errors.status}
        onChange={(event) => change('status')(event.target.value)}
      />
    </ChangeDialogFrame>
  );
}
