import { Check, Minus } from 'lucide-react';
import { planComparison, planLabels, plans, type Plan } from '@cofound/shared/billing/plan';

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <Check aria-hidden="true" className="mx-auto size-4 text-brand-600" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="mx-auto size-4 text-slate-400" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** What each plan includes, side by side: only limits Cofound really applies. */
export function PlanComparison({ current }: { current: Plan | null }) {
  return (
    <section aria-labelledby="compare-plans" className="mt-12">
      <h2 id="compare-plans" className="text-xl font-semibold text-slate-900">
        Compare plans
      </h2>
      {/* Focusable so that a keyboard can scroll the table sideways on a phone; relative so
          that the cells' screen-reader texts stay inside it instead of widening the page. */}
      <div
        role="region"
        aria-labelledby="compare-plans"
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Feature
              </th>
              {plans.map((plan) => (
                <th key={plan} scope="col" className="px-4 py-3 text-center font-semibold">
                  {planLabels[plan]}
                  {plan === current && <span className="sr-only"> (your plan)</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {planComparison.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                  {row.label}
                </th>
                {plans.map((plan) => (
                  <td key={plan} className="px-4 py-3 text-center text-slate-700">
                    <Cell value={row.values[plan]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
