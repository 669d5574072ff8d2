import { clsx } from 'clsx';
import { Award, Check, Info } from 'lucide-react';
import { useId } from 'react';
import { levelProgress } from '@cofound/shared/reputation/level-progress';
import {
  reputationFallback,
  reputationLevel,
  type ReputationLevel,
} from '@cofound/shared/reputation/reputation.rules';
import {
  reputationMessages,
  type SkillEndorsementSummary,
} from '@cofound/shared/reputation/reputation.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { pluralize } from '../../../lib/plural';
import { useEndorseSkill } from '../api/use-endorse-skill';
import { useEndorsements } from '../api/use-endorsements';
import { useReputation } from '../api/use-reputation';
import { useWithdrawEndorsement } from '../api/use-withdraw-endorsement';

export type ReputationPanelProps = {
  /** The profile whose reputation is shown. */
  profileId: string;
  /** The profile's skills, shown (without counts) until or unless the endorsements load. */
  skills?: readonly string[];
  /**
   * Whether the page lets the viewer endorse (e.g. false on your own profile). The server has the
   * last word: buttons show only when it also says the viewer has an accepted connection.
   */
  canEndorse?: boolean;
  className?: string;
};

const levelStyles: Record<ReputationLevel, string> = {
  Beginner: 'bg-slate-100 text-slate-800 ring-slate-300',
  Intermediate: 'bg-sky-100 text-sky-900 ring-sky-300',
  Advanced: 'bg-brand-100 text-brand-900 ring-brand-300',
  Expert: 'bg-amber-100 text-amber-900 ring-amber-300',
};

/** A member's reputation: total, level, its three parts, and endorsements per skill. */
export function ReputationPanel({
  profileId,
  skills = [],
  canEndorse = true,
  className,
}: ReputationPanelProps) {
  const headingId = useId();
  const reputation = useReputation(profileId);
  const endorsements = useEndorsements(profileId);

  // A failed fetch shows total 10, connection 10, endorsement 0, activity 0.
  const failed = reputation.isError;
  const scores = reputation.data ?? (failed ? reputationFallback : null);
  const level = reputation.data?.level ?? reputationLevel(scores?.totalScore ?? 0);
  const progress = scores ? levelProgress(scores.totalScore) : null;

  return (
    <Card className={clsx('space-y-6', className)}>
      <section aria-labelledby={headingId} className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Reputation
          </h2>
          {scores && (
            <span
              className={clsx(
                'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ring-1',
                levelStyles[level],
              )}
            >
              <Award aria-hidden="true" className="size-4" />
              <span className="sr-only">Level: </span>
              {level}
            </span>
          )}
        </div>

        {!scores ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only">Loading reputation…</span>
            <Skeleton className="h-10 w-24" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : (
          <>
            <div>
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight text-slate-900">
                  {scores.totalScore}
                </span>{' '}
                <span className="text-sm text-slate-600">total points</span>
              </p>
              {progress?.next && (
                <div className="mt-2 space-y-1">
                  <p className="text-sm text-slate-600">
                    {pluralize(progress.pointsToNext, { one: 'point', other: 'points' })} to{' '}
                    {progress.next}
                  </p>
                  <ProgressBar
                    value={progress.percent}
                    label={`Progress to ${progress.next}`}
                    valueText={`${progress.percent}% of the way from ${progress.level} to ${progress.next}`}
                  />
                </div>
              )}
              {failed && (
                <p role="status" className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
                  <Info aria-hidden="true" className="size-3.5 shrink-0" />
                  {reputationMessages.unavailable}
                </p>
              )}
            </div>
            <dl className="space-y-3">
              <ScorePart
                label="Connections"
                value={scores.connectionScore}
                of={scores.totalScore}
              />
              <ScorePart
                label="Endorsements"
                value={scores.endorsementScore}
                of={scores.totalScore}
              />
              <ScorePart label="Activity" value={scores.activityScore} of={scores.totalScore} />
            </dl>
          </>
        )}

        <SkillEndorsements
          profileId={profileId}
          fallbackSkills={skills}
          summaries={endorsements.data?.skills}
          loading={endorsements.isPending}
          canEndorse={canEndorse && (endorsements.data?.viewerCanEndorse ?? false)}
        />
      </section>
    </Card>
  );
}

function ScorePart({ label, value, of }: { label: string; value: number; of: number }) {
  const share = of > 0 ? Math.min(100, Math.max(0, Math.round((value / of) * 100))) : 0;
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-y-1 text-sm">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{value}</dd>
      <dd aria-hidden="true" className="col-span-2">
        <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${share}%` }}
          />
        </div>
      </dd>
    </div>
  );
}

function SkillEndorsements({
  profileId,
  fallbackSkills,
  summaries,
  loading,
  canEndorse,
}: {
  profileId: string;
  fallbackSkills: readonly string[];
  summaries: SkillEndorsementSummary[] | undefined;
  loading: boolean;
  canEndorse: boolean;
}) {
  const headingId = useId();
  const endorse = useEndorseSkill(profileId);
  const withdraw = useWithdrawEndorsement(profileId);
  const rows: (SkillEndorsementSummary | { skill: string; count?: undefined })[] =
    summaries ?? fallbackSkills.map((skill) => ({ skill }));
  const busy = (skill: string) =>
    (endorse.isPending && endorse.variables === skill) ||
    (withdraw.isPending && withdraw.variables === skill);

  return (
    <div aria-labelledby={headingId} role="group" className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Skill endorsements
      </h3>
      {rows.length === 0 && loading ? (
        <Skeleton className="h-9 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">No skills listed yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li
              key={row.skill}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{row.skill}</p>
                {row.count !== undefined && (
                  <p className="text-sm text-slate-600">
                    {pluralize(row.count, { one: 'endorsement', other: 'endorsements' })}
                  </p>
                )}
              </div>
              {canEndorse && 'endorsedByViewer' in row && (
                <Button
                  size="sm"
                  variant={row.endorsedByViewer ? 'primary' : 'secondary'}
                  aria-pressed={row.endorsedByViewer}
                  // Not disabled while in flight, so focus stays on the button; repeats are ignored.
                  aria-busy={busy(row.skill) || undefined}
                  onClick={() => {
                    if (busy(row.skill)) return;
                    if (row.endorsedByViewer) withdraw.mutate(row.skill);
                    else endorse.mutate(row.skill);
                  }}
                >
                  {row.endorsedByViewer && <Check aria-hidden="true" className="size-4" />}
                  {row.endorsedByViewer ? 'Endorsed' : 'Endorse'}
                  <span className="sr-only"> {row.skill}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
