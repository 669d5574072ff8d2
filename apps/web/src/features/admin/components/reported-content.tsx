import { adminReportMessages, type AdminReport } from '@cofound/shared/admin/admin-reports.schemas';
import { TextLink } from '../../../components/ui/text-link';
import { reportThingNames } from '../model/report-texts';

/**
 * What was reported, in context: the text with where it sits and a link to its page; for a
 * profile, a link to the profile; for content that is gone, that it was removed.
 */
export function ReportedContent({ report }: { report: AdminReport }) {
  const { kind, content } = report.target;
  if (kind === 'profile') {
    return (
      <p className="text-sm text-slate-700">
        The report is about the profile itself.{' '}
        <TextLink to={`/profile/${report.reported.profileId}`}>
          View {report.reported.name}’s profile
        </TextLink>
      </p>
    );
  }
  if (!content) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 italic">
        {adminReportMessages.contentRemoved}
      </p>
    );
  }
  return (
    <figure className="space-y-2 rounded-xl bg-slate-50 px-4 py-3 text-sm">
      {content.context && (
        <figcaption className="font-semibold break-words text-slate-700">
          {content.context}
        </figcaption>
      )}
      <blockquote className="break-words whitespace-pre-line text-slate-900">
        {content.text}
      </blockquote>
      {content.url && (
        <TextLink to={content.url} className="inline-block">
          Open the page of this {reportThingNames[kind]}
        </TextLink>
      )}
    </figure>
  );
}
