import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FileSignature, Plus, Trash2 } from 'lucide-react';
import { roles as founderRoles } from '@cofound/shared/profiles/profiles.options';
import {
  clampPool,
  equityCommitmentLabels,
  equityCommitments,
  equitySplit,
  EQUITY_CAPITAL_STEP,
  EQUITY_POOL_DEFAULT,
  EQUITY_POOL_MAX,
  EQUITY_POOL_MIN,
  type EquityCommitment,
} from '@cofound/shared/toolkit/equity-split';
import { EQUITY_MAX_FOUNDERS, toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { equityFounderSchema } from '@cofound/shared/toolkit/toolkit.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import {
  agreementPrefill,
  founderLabel,
  founderOf,
  newFounderRow,
  type FounderRow,
} from '../model/equity-form';
import { fieldErrorsOf, toNumber } from '../model/form-values';
import { EquitySplitTable } from './equity-split-table';
import { EquitySplitChart } from './lazy-charts';

const commitmentOptions = equityCommitments.map((value) => ({
  value,
  label: equityCommitmentLabels[value],
}));

/** The messages of a founder's fields as typed (a negative experience, a capital below 0). */
function founderErrors(row: FounderRow): Record<string, string> {
  const parsed = equityFounderSchema.safeParse({
    ...row,
    experience: toNumber(row.experience),
    capitalInvested: toNumber(row.capitalInvested),
  });
  return fieldErrorsOf(parsed.error);
}

type FounderFieldsProps = {
  row: FounderRow;
  index: number;
  canRemove: boolean;
  onChange: (changes: Partial<FounderRow>) => void;
  onRemove: () => void;
};

function FounderFields({ row, index, canRemove, onChange, onRemove }: FounderFieldsProps) {
  const errors = founderErrors(row);
  const label = founderLabel(row.name, index);
  const legendId = `founder-${row.key}-legend`;
  return (
    <fieldset
      aria-labelledby={legendId}
      className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={legendId} className="text-base font-semibold text-slate-900">
          {`Founder ${index + 1}`}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove ${label}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Name"
          value={row.name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <Input
          label="Role"
          value={row.role}
          maxLength={100}
          list="equity-founder-roles"
          hint="CEO, CTO and technical roles score higher"
          onChange={(event) => onChange({ role: event.target.value })}
        />
        <Input
          label="Experience (years)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={row.experience}
          error={errors.experience}
          onChange={(event) => onChange({ experience: event.target.value })}
        />
        <Select
          label="Commitment"
          value={row.commitment}
          options={commitmentOptions}
          onChange={(event) => onChange({ commitment: event.target.value as EquityCommitment })}
        />
        <Input
          label="Capital invested"
          type="number"
          inputMode="numeric"
          min={0}
          step={EQUITY_CAPITAL_STEP}
          value={row.capitalInvested}
          error={errors.capitalInvested}
          onChange={(event) => onChange({ capitalInvested: event.target.value })}
        />
        <label className="flex min-h-10 items-center gap-2 self-end text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={row.sweatEquity}
            onChange={(event) => onChange({ sweatEquity: event.target.checked })}
            className="size-4 accent-brand-600"
          />
          Sweat equity (works for equity instead of salary)
        </label>
      </div>
    </fieldset>
  );
}

/**
 * The equity calculator (docs/product.md#equity-calculator): founders' points for experience,
 * commitment, role and capital share what the pool leaves. Computed in the browser with the
 * shared rule as the member types.
 */
export function EquityCalculator() {
  const navigate = useNavigate();
  const [rows, setRows] = useState<FounderRow[]>(() => [newFounderRow(), newFounderRow()]);
  const [poolText, setPoolText] = useState(String(EQUITY_POOL_DEFAULT));
  const pool = clampPool(toNumber(poolText));
  const split = useMemo(() => equitySplit(rows.map(founderOf), pool), [rows, pool]);

  const change = (key: number, changes: Partial<FounderRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const slices = [
    ...split.founders.map((founder, index) => ({
      name: founderLabel(founder.name, index),
      value: founder.equityPercent,
    })),
    { name: 'Equity pool', value: split.pool, pool: true },
  ];

  return (
    <div className="space-y-8">
      <form
        aria-labelledby="equity-founders-heading"
        onSubmit={(event) => event.preventDefault()}
        className="space-y-6"
      >
        <Card padding="comfortable" className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="equity-founders-heading" className="text-lg font-semibold text-slate-900">
              Founders
            </h2>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRows((current) => [...current, newFounderRow()])}
              disabled={rows.length >= EQUITY_MAX_FOUNDERS}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add founder
            </Button>
          </div>
          {rows.length >= EQUITY_MAX_FOUNDERS && (
            <p className="text-sm text-slate-600">{toolkitMessages.foundersMax}</p>
          )}
          <datalist id="equity-founder-roles">
            {founderRoles.map((role) => (
              <option key={role} value={role} />
            ))}
          </datalist>
          <div className="grid gap-4 xl:grid-cols-2">
            {rows.map((row, index) => (
              <FounderFields
                key={row.key}
                row={row}
                index={index}
                canRemove={rows.length > 1}
                onChange={(changes) => change(row.key, changes)}
                onRemove={() => setRows((current) => current.filter((one) => one.key !== row.key))}
              />
            ))}
          </div>
          <div className="max-w-xs">
            <Input
              label="Equity pool (%)"
              type="number"
              inputMode="decimal"
              min={EQUITY_POOL_MIN}
              max={EQUITY_POOL_MAX}
              step={1}
              value={poolText}
              hint={toolkitMessages.poolHint}
              onChange={(event) => setPoolText(event.target.value)}
              onBlur={() => setPoolText(String(pool))}
            />
          </div>
        </Card>
      </form>

      <section aria-labelledby="equity-split-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="equity-split-heading" className="text-xl font-semibold text-slate-900">
            Suggested split
          </h2>
          <Button onClick={() => void navigate('/agreements', { state: agreementPrefill(split) })}>
            <FileSignature aria-hidden="true" className="size-4" />
            Use in an agreement
          </Button>
        </div>
        <div className="grid gap-6 lg:grid-cols-5">
          <Card className="lg:col-span-2" padding="comfortable">
            <EquitySplitChart slices={slices} />
          </Card>
          <Card className="min-w-0 lg:col-span-3" padding="none">
            <EquitySplitTable split={split} />
          </Card>
        </div>
        <p className="text-sm text-slate-600">
          Points: experience 2 a year (up to 20), full-time 30 or part-time 15, a CEO, CTO or
          technical role 20 (others 15), and 5 per full 10,000 invested (up to 30). Each founder
          gets their share of points times what the pool leaves, {split.foundersPercent}%.
        </p>
      </section>
    </div>
  );
}
