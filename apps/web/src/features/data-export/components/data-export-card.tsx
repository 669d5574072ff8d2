import { useEffect, useRef } from 'react';
import { Download } from 'lucide-react';
import { dataExportFiles } from '@cofound/shared/data-export/data-export.contract';
import {
  DATA_EXPORT_AVAILABLE_DAYS,
  DATA_EXPORT_SECTION_ID,
  dataExportMessages,
} from '@cofound/shared/data-export/data-export.messages';
import type { DataExport } from '@cofound/shared/data-export/data-export.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QueryState } from '../../../components/ui/query-state';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/dates';
import { useLatestDataExport } from '../api/use-latest-data-export';
import { useStartDataExport } from '../api/use-start-data-export';

export const dataExportCardMessages = {
  request: 'Request my data',
  requestAgain: 'Request my data again',
  progressLabel: 'Preparing your data',
  preparing: (progress: number) => `Preparing your data: ${progress}%`,
  leaveNote: 'You can leave this page: we will mail you when it is ready.',
  download: (size: string) => `Download (${size})`,
  availableUntil: (day: string) => `Available until ${day}`,
  retry: 'Try again',
} as const;

/** '12.3 MB': one decimal, and never 0 for a file that has something in it. */
export function megabytes(bytes: number): string {
  return `${Math.max(0.1, Math.round(bytes / 104_857.6) / 10)} MB`;
}

/** A refusal the server explains (one already being prepared, asked too often) in its words. */
function startFailure(error: unknown): string {
  if (isApiError(error) && [409, 429].includes(error.status)) return error.message;
  return failureMessage(error, dataExportMessages.startFailed);
}

function ExportState({ latest }: { latest: DataExport | null }) {
  const start = useStartDataExport();
  const requestButton = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <Button variant={variant} loading={start.isPending} onClick={() => start.mutate()}>
      {label}
    </Button>
  );

  let body;
  if (latest?.status === 'queued' || latest?.status === 'building') {
    body = (
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {dataExportCardMessages.preparing(latest.progress)}
        </p>
        <ProgressBar
          value={latest.progress}
          label={dataExportCardMessages.progressLabel}
          valueText={`${latest.progress}%`}
        />
        <p className="text-sm text-slate-600">{dataExportCardMessages.leaveNote}</p>
      </div>
    );
  } else if (latest?.status === 'ready') {
    body = (
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <a href={dataExportFiles.download.path} className={buttonStyles()}>
            <Download aria-hidden="true" className="size-4" />
            {dataExportCardMessages.download(megabytes(latest.sizeBytes ?? 0))}
          </a>
          {latest.expiresAt && (
            <p className="text-sm text-slate-600">
              {dataExportCardMessages.availableUntil(formatDay(latest.expiresAt))}
            </p>
          )}
        </div>
        {requestButton(dataExportCardMessages.requestAgain, 'secondary')}
      </div>
    );
  } else if (latest?.status === 'failed') {
    body = (
      <div className="space-y-3">
        <Alert>{latest.error ?? dataExportMessages.buildFailed}</Alert>
        {requestButton(dataExportCardMessages.retry)}
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {latest?.status === 'expired' && <Alert tone="info">{dataExportMessages.expired}</Alert>}
        {requestButton(dataExportCardMessages.request)}
      </div>
    );
  }

  return (
    <div className="max-w-2xl space-y-3">
      {start.isError && <Alert>{startFailure(start.error)}</Alert>}
      {body}
    </div>
  );
}

/**
 * On the member's own profile: a download of everything Cofound holds about them, prepared in
 * the background (docs/product.md#data-export). The ready mail links here (#your-data).
 */
export function DataExportCard() {
  const latest = useLatestDataExport();
  const card = useRef<HTMLDivElement>(null);
  const loaded = latest.data !== undefined;

  // The page draws this card after the profile has loaded: the browser's own jump to the
  // address's #your-data found nothing yet.
  useEffect(() => {
    if (loaded && window.location.hash === `#${DATA_EXPORT_SECTION_ID}`) {
      card.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [loaded]);

  return (
    <Card
      ref={card}
      id={DATA_EXPORT_SECTION_ID}
      aria-labelledby="your-data-heading"
      role="region"
      className="mt-8 scroll-mt-24 space-y-4"
    >
      <div className="space-y-1">
        <h2 id="your-data-heading" className="text-xl font-semibold text-slate-900">
          Your data
        </h2>
        <p className="max-w-2xl text-sm text-slate-600">
          Download a copy of everything Cofound holds about you: your account and profile, your
          likes and passes, connections, the messages you sent and received, video calls, reports
          you filed, blocks, check-ins, ideas, projects, circles, endorsements, referrals and
          payments, your pitch and personality test, and your profile picture and pitch video.
        </p>
        <p className="max-w-2xl text-sm text-slate-600">
          It comes as a ZIP file of readable files, prepared in the background. We mail you when it
          is ready, and it stays available for {DATA_EXPORT_AVAILABLE_DAYS} days.
        </p>
      </div>
      <QueryState
        query={latest}
        loading={{ label: 'Loading your data download…', rows: 1, rowClassName: 'h-10' }}
        errorMessage={dataExportMessages.loadFailed}
      >
        {(data) => <ExportState latest={data.export} />}
      </QueryState>
    </Card>
  );
}
