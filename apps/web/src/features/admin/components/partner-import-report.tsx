import type { PartnerImportReport } from '@cofound/shared/partners/partners.schemas';
import { Alert } from '../../../components/ui/alert';
import { pluralForm, pluralize } from '../../../lib/plural';
import { rowsToShow } from '../model/import-preview';
import { PartnerImportRows } from './partner-import-rows';

const numbers = new Intl.NumberFormat('en-US');

/** What the server did with each row: new accounts (invited by mail), links, and counts. */
export function PartnerImportReportView({
  report,
  partnerName,
}: {
  report: PartnerImportReport;
  partnerName: string;
}) {
  const shown = rowsToShow(report.rows);
  const figures = [
    [
      'Created',
      report.created,
      {
        one: 'new account, invited by mail to choose a password',
        other: 'new accounts, each invited by mail to choose a password',
      },
    ],
    [
      'Linked',
      report.linked,
      { one: 'existing member now linked', other: 'existing members now linked' },
    ],
    [
      'Already linked',
      report.alreadyLinked,
      { one: 'member the partner had already', other: 'members the partner had already' },
    ],
    ['Refused', report.refused, { one: 'row refused', other: 'rows refused' }],
  ] as const;
  return (
    <section aria-labelledby="import-report-heading" className="space-y-4">
      <h3 id="import-report-heading" className="text-lg font-semibold text-slate-900">
        Import report
      </h3>
      <Alert tone="success">
        {`Imported ${pluralize(report.rows.length, { one: 'row', other: 'rows' })} into ${partnerName}.`}
      </Alert>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value, hint]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900">
              {numbers.format(value)}
              <span className="sr-only">{` ${pluralForm(value, hint)}`}</span>
            </dd>
          </div>
        ))}
      </dl>
      <PartnerImportRows rows={shown} caption="Imported rows" />
      {shown.length < report.rows.length && (
        <p className="text-sm text-slate-600">
          {`Showing the first ${shown.length} of ${pluralize(report.rows.length, { one: 'row', other: 'rows' })}.`}
        </p>
      )}
    </section>
  );
}
