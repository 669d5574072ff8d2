import { useState } from 'react';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import type { VestingSchedule } from '@cofound/shared/toolkit/vesting-schedule';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { useVestingSchedule } from '../api/use-calculations';
import type { ToolkitDocument } from '../api/use-toolkit-document';
import { useSaveWork } from '../api/use-save-work';
import { formatDate, formatPercent, formatShares, formatWhole } from '../model/formats';
import { useDebouncedValue } from '../model/use-debounced-value';
import {
  defaultVestingForm,
  parseVestingForm,
  vestingFormOf,
  type VestingForm,
} from '../model/vesting-form';
import { toolkitFailure } from '../model/toolkit-failure';
import { VestingChart } from './lazy-charts';
import { FactTiles } from './fact-tiles';
import { SaveButton } from './save-button';

const frequencyOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
];
const accelerationOptions = [
  { value: 'none', label: 'None' },
  { value: 'single-trigger', label: 'Single-trigger (on an acquisition)' },
  { value: 'double-trigger', label: 'Double-trigger (acquisition, then let go)' },
];

function Summary({ schedule }: { schedule: VestingSchedule }) {
  const facts = [
    {
      label: 'Cliff',
      value: schedule.cliff
        ? `${formatShares(schedule.cliff.shares)} on ${formatDate(schedule.cliff.date)}`
        : 'No cliff',
    },
    { label: 'Fully vested', value: formatDate(schedule.fullyVestedDate) },
    ...(schedule.acceleratedAtStart === null
      ? []
      : [
          {
            label: 'Accelerated before anything vests',
            value: formatShares(schedule.acceleratedAtStart),
          },
        ]),
  ];
  return <FactTiles facts={facts} className="grid gap-4 sm:grid-cols-3" />;
}

function ScheduleTable({ schedule }: { schedule: VestingSchedule }) {
  const accelerated = schedule.acceleratedAtStart !== null;
  return (
    <div
      role="region"
      aria-label="Vesting schedule, scrollable"
      tabIndex={0}
      className="max-h-[32rem] overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vesting schedule</caption>
        <thead className="sticky top-0 border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-semibold sm:table-cell">
              Month
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Vesting
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Vested
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-semibold sm:table-cell">
              Vested %
            </th>
            {accelerated && (
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                If accelerated
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 tabular-nums">
          {schedule.events.map((event) => (
            <tr key={event.month}>
              <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap">
                {formatDate(event.date)}
              </th>
              <td className="hidden px-3 py-2 text-right sm:table-cell">{event.month}</td>
              <td className="px-3 py-2 text-right">{formatWhole(event.shares)}</td>
              <td className="px-3 py-2 text-right">{formatWhole(event.vested)}</td>
              <td className="hidden px-3 py-2 text-right sm:table-cell">
                {formatPercent(event.vestedPercent)}
              </td>
              {accelerated && (
                <td className="px-4 py-2 text-right">{formatWhole(event.ifAccelerated ?? 0)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The vesting calculator: the grant's terms, and the schedule the server computes from them. */
export function VestingCalculator({
  document,
  projectId,
}: {
  document: ToolkitDocument<'vesting-calculator'>;
  projectId: string | null;
}) {
  const [form, setForm] = useState<VestingForm>(() =>
    document.content ? vestingFormOf(document.content) : defaultVestingForm(),
  );
  const { values, errors } = parseVestingForm(form);
  const schedule = useVestingSchedule(useDebouncedValue(values));
  const { save, saving } = useSaveWork('vesting-calculator', projectId);
  const set = (changes: Partial<VestingForm>) => setForm((current) => ({ ...current, ...changes }));
  const number = (field: keyof VestingForm) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="space-y-5 self-start sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">The grant</h2>
        <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
          <Input label="Total shares" min={1} step={1} {...number('totalShares')} />
          <Input
            label="Vesting period (months)"
            min={1}
            max={120}
            step={1}
            {...number('durationMonths')}
          />
          <Input
            label="Cliff (months)"
            min={0}
            max={120}
            step={1}
            hint="Nothing vests before the cliff; then everything accrued so far vests at once."
            {...number('cliffMonths')}
          />
          <Select
            label="Vesting frequency"
            value={form.frequency}
            options={frequencyOptions}
            onChange={(event) => set({ frequency: event.target.value as VestingForm['frequency'] })}
          />
          <Input
            label="Start date"
            type="date"
            value={form.startDate}
            error={errors.startDate}
            onChange={(event) => set({ startDate: event.target.value })}
          />
          <Select
            label="Acceleration"
            value={form.acceleration}
            options={accelerationOptions}
            onChange={(event) =>
              set({ acceleration: event.target.value as VestingForm['acceleration'] })
            }
          />
          {form.acceleration !== 'none' && (
            <Input
              label="Unvested shares accelerated (%)"
              min={0}
              max={100}
              step={1}
              hint="The share of the unvested shares that vests at once when acceleration triggers."
              {...number('acceleratedPercent')}
            />
          )}
        </form>
        <SaveButton
          onSave={() => values && save(values)}
          saving={saving}
          updatedAt={document.updatedAt}
        />
      </Card>

      <section
        aria-labelledby="vesting-schedule-heading"
        className="min-w-0 space-y-4 lg:col-span-2"
      >
        <h2 id="vesting-schedule-heading" className="text-xl font-semibold text-slate-900">
          Schedule
        </h2>
        {values === null && !schedule.data ? (
          <p className="text-sm text-slate-600">
            Correct the highlighted fields to see the schedule.
          </p>
        ) : schedule.isError ? (
          <LoadError
            message={toolkitFailure(schedule.error, toolkitMessages.vestingFailed)}
            onRetry={() => void schedule.refetch()}
          />
        ) : !schedule.data ? (
          <LoadingRows label="Calculating the schedule…" rows={3} rowClassName="h-20" />
        ) : (
          <div className="space-y-4" aria-busy={schedule.isFetching || undefined}>
            <Summary schedule={schedule.data} />
            <Card padding="comfortable">
              <VestingChart schedule={schedule.data} />
            </Card>
            <Card padding="none" className="overflow-hidden">
              <ScheduleTable schedule={schedule.data} />
            </Card>
          </div>
        )}
      </section>
    </div>
  );
}
