import { useId, useState } from 'react';
import {
  partnersMessages as m,
  type Partner,
  type PartnerImportReport,
} from '@cofound/shared/partners/partners.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlStyles } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { failureMessage } from '../../../lib/api-error';
import { pluralize } from '../../../lib/plural';
import { useImportPartnerMembers } from '../api/use-import-partner-members';
import { fileError, importRefusals } from '../model/import-refusals';
import { previewFile, rowsToShow, withRefusals, type ImportPreview } from '../model/import-preview';
import { PartnerImportReportView } from './partner-import-report';
import { PartnerImportRows } from './partner-import-rows';

/**
 * A partner's members from a CSV file (email, name, role; the first line a header): a preview
 * checked as the server checks, then one import of every row or none, and the server's report.
 */
export function PartnerImportSection({ partners }: { partners: Partner[] }) {
  const fileId = useId();
  const importMembers = useImportPartnerMembers();
  const [partnerId, setPartnerId] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // A new key empties the file field once its rows are imported.
  const [fileKey, setFileKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<{ report: PartnerImportReport; partnerName: string } | null>(
    null,
  );

  const rows = preview?.kind === 'rows' ? preview.rows : [];
  const errorCount = rows.filter((row) => row.reasons.length > 0).length;
  const partner = partners.find((candidate) => candidate.id === partnerId);
  const canImport = Boolean(partner) && rows.length > 0 && errorCount === 0;

  const chooseFile = async (file: File | undefined) => {
    setFailure(null);
    setReport(null);
    setPreview(file ? await previewFile(file) : null);
  };

  const runImport = async () => {
    if (!partner || preview?.kind !== 'rows') return;
    setFailure(null);
    try {
      const done = await importMembers.mutateAsync({ partnerId: partner.id, csv: preview.text });
      setReport({ report: done, partnerName: partner.name });
      setPreview(null);
      setFileKey((key) => key + 1);
    } catch (error) {
      const refusals = importRefusals(error);
      if (refusals) setPreview({ ...preview, rows: withRefusals(preview.rows, refusals) });
      setFailure(
        refusals ? m.importRefused : (fileError(error) ?? failureMessage(error, m.importFailed)),
      );
    }
  };

  const shown = rowsToShow(rows);
  return (
    <section aria-labelledby="partner-import-heading">
      <Card className="space-y-5">
        <div className="space-y-1">
          <h2 id="partner-import-heading" className="text-xl font-semibold text-slate-900">
            Import members
          </h2>
          <p className="text-sm text-slate-600">
            A CSV file with the columns email, name and role; its first line is a header and is
            skipped. The role is the member&apos;s role at the partner, never a Cofound role. New
            members get an account and a mail to choose their password.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Partner"
            placeholder="Choose a partner"
            options={partners.map((item) => ({ value: item.id, label: item.name }))}
            value={partnerId}
            error={preview && !partner ? m.partnerRequired : undefined}
            onChange={(event) => setPartnerId(event.target.value)}
          />
          <div className="space-y-1.5">
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
              CSV file
            </label>
            <input
              key={fileKey}
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className={controlStyles(
                false,
                'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800',
              )}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </div>
        </div>

        {preview?.kind === 'file-error' && <Alert>{preview.message}</Alert>}
        {preview?.kind === 'rows' && (
          <div className="space-y-3">
            <p role="status" className="text-sm font-medium text-slate-800">
              {errorCount > 0
                ? `${preview.fileName}: ${pluralize(rows.length, { one: 'row', other: 'rows' })}, ${pluralize(errorCount, { one: 'row needs', other: 'rows need' })} fixing. Fix the file and choose it again.`
                : `${preview.fileName}: ${pluralize(rows.length, { one: 'row', other: 'rows' })}, ready to import.`}
            </p>
            <PartnerImportRows rows={shown} caption="Rows of the file" />
            {shown.length < rows.length && (
              <p className="text-sm text-slate-600">
                {`Showing ${shown.length} of ${pluralize(rows.length, { one: 'row', other: 'rows' })}: the first ones and every row with an error.`}
              </p>
            )}
          </div>
        )}
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            disabled={!canImport}
            loading={importMembers.isPending}
            onClick={() => void runImport()}
          >
            {`Import ${pluralize(rows.length, { one: 'member', other: 'members' })}`}
          </Button>
          {!partner && rows.length > 0 && (
            <p className="text-sm text-slate-600">{m.partnerRequired} to import into.</p>
          )}
        </div>
        {report && <PartnerImportReportView {...report} />}
      </Card>
    </section>
  );
}
