import { Handshake, Heart, HeartHandshake, MessageCircle, type LucideIcon } from 'lucide-react';
import type { AdminMatchmaking, AdminRate } from '@cofound/shared/admin/admin-matchmaking.schemas';
import { surfaceStyles } from '../../../components/ui/card';
import { pluralForm, pluralize } from '../../../lib/plural';
import { countText, durationText, percentText } from '../model/matchmaking-texts';
import { statsGrid } from './stat-cards';

type Card = {
  label: string;
  icon: LucideIcon;
  /** The figure, or null when the period cannot support one. */
  value: string | null;
  detail: string;
  /** Said instead of a figure. */
  empty?: string;
};

/** A rate's percent, or null (no figure) when there was nothing to rate. */
const rateValue = (rate: AdminRate) => (rate.rate === null ? null : percentText(rate.rate));

function cardsOf(figures: AdminMatchmaking): Card[] {
  const { likeRate, mutualLikeRate, acceptanceRate, firstMessage } = figures;
  return [
    {
      label: 'Like rate',
      icon: Heart,
      value: rateValue(likeRate),
      detail: `${pluralize(likeRate.count, { one: 'like', other: 'likes' })} of ${pluralize(likeRate.of, { one: 'decision', other: 'decisions' })}`,
    },
    {
      label: 'Mutual-like rate',
      icon: HeartHandshake,
      value: rateValue(mutualLikeRate),
      detail: `${countText(mutualLikeRate.count)} of ${pluralize(mutualLikeRate.of, { one: 'like', other: 'likes' })} liked back`,
    },
    {
      label: 'Acceptance rate',
      icon: Handshake,
      value: rateValue(acceptanceRate),
      detail: `${countText(acceptanceRate.count)} of ${pluralize(acceptanceRate.of, { one: 'connection request', other: 'connection requests' })} accepted`,
    },
    {
      label: 'Time to first message',
      icon: MessageCircle,
      value: firstMessage.medianHours === null ? null : durationText(firstMessage.medianHours),
      empty: 'No first message yet',
      detail: `Median; ${countText(firstMessage.messaged)} of ${pluralize(firstMessage.matched, { one: 'pair', other: 'pairs' })} matched in the period ${pluralForm(firstMessage.messaged, { one: 'has', other: 'have' })} written`,
    },
  ];
}

/** The period's four rates, each with the counts behind it; no figure where nothing to rate. */
export function MatchmakingRateCards({ figures }: { figures: AdminMatchmaking }) {
  return (
    <dl className={statsGrid}>
      {cardsOf(figures).map(({ label, icon: Icon, value, detail, empty }) => (
        <div key={label} className={surfaceStyles('comfortable')}>
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {value ?? (
              <span className="text-base font-medium text-slate-600">
                {empty ?? 'Nothing to rate yet'}
              </span>
            )}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
