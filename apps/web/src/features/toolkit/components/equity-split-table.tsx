import type { EquitySplit } from '@cofound/shared/toolkit/equity-split';
import { founderLabel } from '../model/equity-form';

const percent = (value: number) => `${value.toFixed(2)}%`;

/** The split with each founder's points, for everyone (the chart repeats it visually). */
export function EquitySplitTable({ split }: { split: EquitySplit }) {
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Equity split by founder</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Founder
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-semibold sm:table-cell">
              Experience
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-semibold sm:table-cell">
              Commitment
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-semibold sm:table-cell">
              Role
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right font-semibold sm:table-cell">
              Capital
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Score
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Equity
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {split.founders.map((founder, index) => (
            <tr key={index}>
              <th scope="row" className="px-4 py-3 font-medium">
                <span className="block">{founderLabel(founder.name, index)}</span>
                {(founder.role || founder.sweatEquity) && (
                  <span className="block text-xs font-normal text-slate-600">
                    {[founder.role, founder.sweatEquity ? 'Sweat equity' : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </th>
              <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                {founder.score.experience}
              </td>
              <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                {founder.score.commitment}
              </td>
              <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                {founder.score.role}
              </td>
              <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                {founder.score.capital}
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums">
                {founder.score.total}
              </td>
              <td className="px-4 py-3 text-right font-semibold text-brand-700 tabular-nums">
                {percent(founder.equityPercent)}
              </td>
            </tr>
          ))}
          <tr className="bg-slate-50">
            <th scope="row" className="px-4 py-3 font-medium">
              Equity pool
            </th>
            <td colSpan={5} className="px-3 py-3 text-right text-slate-600">
              For future key hires
            </td>
            <td className="px-4 py-3 text-right font-semibold tabular-nums">
              {percent(split.pool)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
