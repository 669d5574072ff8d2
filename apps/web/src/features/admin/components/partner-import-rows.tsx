import { clsx } from 'clsx';
import type { PartnerImportOutcome } from '@cofound/shared/partners/partners.schemas';

export type ImportRowView = {
  row: number;
  email: string;
  name: string;
  role: string;
  reasons: readonly string[];
  outcome?: PartnerImportOutcome;
};

const outcomeLabels: Record<PartnerImportOutcome, string> = {
  created: 'New account',
  linked: 'Linked',
  'already-linked': 'Already linked',
  refused: 'Refused',
};

/** Rows of a member list: a row with an error is highlighted and says what is wrong. */
export function PartnerImportRows({
  rows,
  caption,
}: {
  rows: readonly ImportRowView[];
  caption: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Row', 'Email', 'Name', 'Role', 'Check'].map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const failed = row.reasons.length > 0;
            return (
              <tr
                key={row.row}
                className={clsx(failed && 'bg-red-50')}
                aria-invalid={failed || undefined}
              >
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {row.row}
                </th>
                <td className="max-w-56 px-3 py-2 break-all text-slate-800">{row.email}</td>
                <td className="max-w-48 px-3 py-2 break-words text-slate-800">{row.name}</td>
                <td className="max-w-40 px-3 py-2 break-words text-slate-800">{row.role}</td>
                <td className="px-3 py-2">
                  {failed ? (
                    <ul className="space-y-0.5 font-medium text-red-800">
                      {row.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-emerald-800">
                      {row.outcome ? outcomeLabels[row.outcome] : 'Ready'}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
