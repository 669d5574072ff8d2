import {
  adminPeriodLabels,
  adminPeriods,
  type AdminPeriod,
} from '@cofound/shared/admin/admin-stats.schemas';
import { Select } from '../../../components/ui/select';

const periodOptions = adminPeriods.map((value) => ({ value, label: adminPeriodLabels[value] }));

/** The period the figures are counted over: the last 7, 30 or 90 days, or the last year. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: AdminPeriod;
  onChange: (period: AdminPeriod) => void;
}) {
  return (
    <Select
      label="Period"
      value={value}
      options={periodOptions}
      onChange={(event) => onChange(event.target.value as AdminPeriod)}
    />
  );
}
