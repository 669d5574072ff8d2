import { useState } from 'react';
import { Download, Plus, Trash2 } from 'lucide-react';
import type { Projection } from '@cofound/shared/toolkit/financial-projections';
import { PROJECTION_MAX_HIRES, toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RadioCardGroup } from '../../../components/ui/choice-group';
import { Input } from '../../../components/ui/input';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toaster';
import { pluralize } from '../../../lib/plural';
import { useFinancialProjection } from '../api/use-calculations';
import { useSaveWork } from '../api/use-save-work';
import type { ToolkitDocument } from '../api/use-toolkit-document';
import { useDownloadProjectionsCsv } from '../api/use-toolkit-downloads';
import { formatMoney, formatWhole } from '../model/formats';
import {
  defaultProjectionForm,
  newHireRow,
  parseProjectionForm,
  projectionFormOf,
  type HireRow,
  type ProjectionForm,
  type ProjectionNumberField,
} from '../model/projection-form';
import { toolkitFailure } from '../model/toolkit-failure';
import { useDebouncedValue } from '../model/use-debounced-value';
import { ProjectionChart } from './lazy-charts';
import { FactTiles } from './fact-tiles';
import { SaveButton } from './save-button';

const growthModeLabels = {
  'new-customers': 'A number of new customers a month',
  'growth-rate': 'A growth rate (% a month)',
} as const;

function Summary({ projection }: { projection: Projection }) {
  const { summary } = projection;
  const facts = [
    { label: 'Customers after 36 months', value: formatWhole(summary.endingCustomers) },
    { label: 'Revenue over 36 months', value: formatMoney(summary.totalRevenue) },
    { label: 'Cash after 36 months', value: formatMoney(summary.endingCash) },
    {
      label: 'Runway',
      value:
        summary.runwayMonths === null
          ? 'The cash lasts all 36 months'
          : `${pluralize(summary.runwayMonths, { one: 'month', other: 'months' })} (cash runs out in month ${summary.cashOutMonth})`,
    },
    {
      label: 'Break-even',
      value:
        summary.breakEvenMonth === null
          ? 'Not within 36 months'
          : `Month ${summary.breakEvenMonth}`,
    },
  ];
  return <FactTiles facts={facts} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" />;
}

function ProjectionTable({ projection }: { projection: Projection }) {
  const headers = ['Customers', 'Revenue', 'Costs', 'Net burn', 'Cash', 'Runway'];
  return (
    <div
      role="region"
      aria-label="Projection by month, scrollable"
      tabIndex={0}
      className="max-h-[32rem] overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Financial projection by month</caption>
        <thead className="sticky top-0 border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Month
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 text-right font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 tabular-nums">
          {projection.months.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-4 py-2 font-medium">
                {row.month}
              </th>
              <td className="px-3 py-2 text-right">{formatWhole(row.customers)}</td>
              <td className="px-3 py-2 text-right">{formatMoney(row.revenue)}</td>
              <td className="px-3 py-2 text-right">{formatMoney(row.totalCosts)}</td>
              <td className="px-3 py-2 text-right">{formatMoney(row.netBurn)}</td>
              <td
                className={`px-3 py-2 text-right ${row.cash < 0 ? 'font-semibold text-red-700' : ''}`}
              >
                {formatMoney(row.cash)}
              </td>
              <td className="px-3 py-2 text-right">
                {row.runwayMonths === null ? '—' : `${row.runwayMonths} mo`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type HireFieldsProps = {
  hire: HireRow;
  index: number;
  errors: Record<string, string>;
  onChange: (changes: Partial<HireRow>) => void;
  onRemove: () => void;
};

function HireFields({ hire, index, errors, onChange, onRemove }: HireFieldsProps) {
  const name = hire.role.trim() || `hire ${index + 1}`;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_6rem_auto] sm:items-start">
      <Input
        label="Role"
        value={hire.role}
        maxLength={80}
        error={errors[`hires.${index}.role`]}
        onChange={(event) => onChange({ role: event.target.value })}
      />
      <Input
        label="Monthly salary"
        type="number"
        inputMode="decimal"
        min={0}
        value={hire.monthlySalary}
        error={errors[`hires.${index}.monthlySalary`]}
        onChange={(event) => onChange({ monthlySalary: event.target.value })}
      />
      <Input
        label="Start month"
        type="number"
        inputMode="numeric"
        min={1}
        max={36}
        value={hire.startMonth}
        error={errors[`hires.${index}.startMonth`]}
        onChange={(event) => onChange({ startMonth: event.target.value })}
      />
      <Button
        variant="ghost"
        size="sm"
        className="sm:mt-7"
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sm:sr-only">Remove</span>
      </Button>
    </li>
  );
}

/** Financial projections: the drivers, and the 36 months the server computes from them. */
export function FinancialProjections({
  document,
  projectId,
}: {
  document: ToolkitDocument<'financial-projections'>;
  projectId: string | null;
}) {
  const [form, setForm] = useState<ProjectionForm>(() =>
    document.content ? projectionFormOf(document.content) : defaultProjectionForm(),
  );
  const { values, errors } = parseProjectionForm(form);
  const projection = useFinancialProjection(useDebouncedValue(values));
  const { save, saving } = useSaveWork('financial-projections', projectId);
  const download = useDownloadProjectionsCsv();
  const set = (changes: Partial<ProjectionForm>) =>
    setForm((current) => ({ ...current, ...changes }));
  const number = (field: ProjectionNumberField, decimal = true) => ({
    type: 'number',
    inputMode: decimal ? ('decimal' as const) : ('numeric' as const),
    min: 0,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
  });
  const changeHire = (key: number, changes: Partial<HireRow>) =>
    set({ hires: form.hires.map((hire) => (hire.key === key ? { ...hire, ...changes } : hire)) });

  const exportCsv = () => {
    if (!values) return;
    download.mutate(values, {
      onError: (error) => toast.error(toolkitFailure(error, toolkitMessages.csvFailed)),
    });
  };

  return (
    <div className="space-y-8">
      <p className="-mt-2 text-sm text-slate-600">
        Enter your own numbers: the projection below follows as you type. Amounts are per month.
      </p>
      <form className="grid gap-6 lg:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <Card className="space-y-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Customers</h2>
          <Input label="Customers today" step={1} {...number('startingCustomers', false)} />
          <RadioCardGroup
            legend="New customers come as"
            name="growth-mode"
            options={['new-customers', 'growth-rate'] as const}
            labels={growthModeLabels}
            value={form.growthMode}
            onChange={(growthMode) => set({ growthMode })}
          />
          {form.growthMode === 'new-customers' ? (
            <Input label="New customers a month" step={1} {...number('monthlyNewCustomers')} />
          ) : (
            <Input
              label="Growth a month (%)"
              max={100}
              step={0.1}
              hint="Of last month's customers."
              {...number('monthlyGrowthPercent')}
            />
          )}
          <Input
            label="Churn a month (%)"
            max={100}
            step={0.1}
            hint="The share of last month's customers who leave."
            {...number('monthlyChurnPercent')}
          />
        </Card>
        <Card className="space-y-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Prices, costs and cash</h2>
          <Input label="Price per customer a month" step={0.01} {...number('pricePerCustomer')} />
          <Input label="Cost per customer a month" step={0.01} {...number('costPerCustomer')} />
          <Input
            label="Fixed costs a month"
            step={100}
            hint="Rent, software, services: everything but salaries of the hires below."
            {...number('fixedMonthlyCosts')}
          />
          <Input label="Cash today, funding included" step={1000} {...number('startingCash')} />
        </Card>
        <Card className="space-y-4 sm:p-6 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-slate-900">Hires</h2>
            <Button
              variant="secondary"
              size="sm"
              disabled={form.hires.length >= PROJECTION_MAX_HIRES}
              onClick={() => set({ hires: [...form.hires, newHireRow()] })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add hire
            </Button>
          </div>
          {form.hires.length === 0 ? (
            <p className="text-sm text-slate-600">
              No hires yet. Add the people you plan to pay, with the month they start.
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Hires">
              {form.hires.map((hire, index) => (
                <HireFields
                  key={hire.key}
                  hire={hire}
                  index={index}
                  errors={errors}
                  onChange={(changes) => changeHire(hire.key, changes)}
                  onRemove={() => set({ hires: form.hires.filter((one) => one.key !== hire.key) })}
                />
              ))}
            </ul>
          )}
          {errors.hires && <p className="text-sm font-medium text-red-700">{errors.hires}</p>}
        </Card>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <SaveButton
          onSave={() => values && save(values)}
          saving={saving}
          updatedAt={document.updatedAt}
        />
        <Button
          variant="secondary"
          onClick={exportCsv}
          loading={download.isPending}
          disabled={!values}
        >
          {!download.isPending && <Download aria-hidden="true" className="size-4" />}
          Download CSV
        </Button>
      </div>

      <section aria-labelledby="projection-heading" className="min-w-0 space-y-4">
        <h2 id="projection-heading" className="text-xl font-semibold text-slate-900">
          36-month projection
        </h2>
        {values === null && !projection.data ? (
          <p className="text-sm text-slate-600">
            Correct the highlighted fields to see the projection.
          </p>
        ) : projection.isError ? (
          <LoadError
            message={toolkitFailure(projection.error, toolkitMessages.projectionsFailed)}
            onRetry={() => void projection.refetch()}
          />
        ) : !projection.data ? (
          <LoadingRows label="Calculating the projection…" rows={3} rowClassName="h-20" />
        ) : (
          <div className="space-y-4" aria-busy={projection.isFetching || undefined}>
            <Summary projection={projection.data} />
            <Card padding="comfortable">
              <ProjectionChart projection={projection.data} />
            </Card>
            <Card padding="none" className="overflow-hidden">
              <ProjectionTable projection={projection.data} />
            </Card>
          </div>
        )}
      </section>
    </div>
  );
}
