import type { ReactNode } from 'react';
import { Briefcase, Clock, MapPin, MessageCircle } from 'lucide-react';
import {
  commitmentLabels,
  equityExpectationLabels,
} from '@cofound/shared/profiles/profiles.options';
import type { PublicProfile } from '@cofound/shared/profiles/profiles.schemas';
import { Card } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { ArchetypeBadge } from '../../../components/member/archetype-badge';
import { experienceYears } from '../../../components/member/experience-years';
import { LastActive } from '../../../components/member/last-active';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { PitchVideo } from '../../../components/member/pitch-video';
import { VerifiedBadge, verifiedText } from '../../../components/member/verified-badge';
import { replyRateText } from '../model/reply-rate-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 wrap-break-word">{value}</dd>
    </div>
  );
}

export function locationOf(profile: Pick<PublicProfile, 'city' | 'country'>): string | null {
  return [profile.city, profile.country].filter(Boolean).join(', ') || null;
}

type ProfileDetailsProps = {
  profile: PublicProfile;
  /** Buttons beside the name: connect, message, edit. */
  actions?: ReactNode;
  /** Shown after the facts, e.g. reputation. */
  aside?: ReactNode;
};

/** A member's profile as others see it, at /profile/{id}. */
export function ProfileDetails({ profile, actions, aside }: ProfileDetailsProps) {
  const location = locationOf(profile);
  const lists: [string, string[]][] = [
    ['Skills', profile.skills],
    ['Looking for', profile.lookingFor],
    ['Startup interests', profile.startupInterests],
    ['Personality traits', profile.personalityTraits],
    ['Work style', profile.workStyle],
  ];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <title>{`${profile.name} · Cofound`}</title>
      <div className="min-w-0 space-y-6">
        <Card className="sm:p-6">
          <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
            <MemberAvatar name={profile.name} imageUrl={profile.imageUrl} size="xl" />
            <div className="min-w-0 flex-1 space-y-2">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 wrap-break-word">
                {profile.name}
              </h1>
              {profile.title && <p className="text-lg text-slate-700">{profile.title}</p>}
              <ArchetypeBadge archetype={profile.archetype} />
              <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-600 sm:justify-start">
                {profile.founderRole && (
                  <li className="flex items-center gap-1">
                    <Briefcase aria-hidden="true" className="size-4" />
                    {profile.founderRole}
                  </li>
                )}
                {location && (
                  <li className="flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" />
                    {location}
                  </li>
                )}
                {profile.timeZone && (
                  <li className="flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" />
                    {profile.timeZone.replaceAll('_', ' ')}
                  </li>
                )}
                {profile.lastActive && (
                  <li>
                    <LastActive period={profile.lastActive} />
                  </li>
                )}
                {profile.replies && (
                  <li className="flex items-center gap-1">
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {replyRateText(profile.replies)}
                  </li>
                )}
                {verifiedText(profile) && (
                  <li className="flex items-center">
                    <VerifiedBadge
                      linkedinVerified={profile.linkedinVerified}
                      githubVerified={profile.githubVerified}
                    />
                  </li>
                )}
              </ul>
              {actions && (
                <div className="flex flex-wrap justify-center gap-2 pt-2 sm:justify-start">
                  {actions}
                </div>
              )}
            </div>
          </div>
        </Card>
        {profile.pitchUrl && (
          <Card className="space-y-3 sm:p-6">
            <h2 className="text-base font-semibold text-slate-900">Video pitch</h2>
            <PitchVideo url={profile.pitchUrl} name={profile.name} />
          </Card>
        )}
        <Card className="space-y-6 sm:p-6">
          {profile.bio && (
            <Section title="About">
              <p className="whitespace-pre-line text-slate-800 wrap-break-word">{profile.bio}</p>
            </Section>
          )}
          {lists.map(
            ([title, items]) =>
              items.length > 0 && (
                <Section key={title} title={title}>
                  <ChipList
                    items={items}
                    label={title}
                    tone={title === 'Skills' ? 'brand' : 'slate'}
                  />
                </Section>
              ),
          )}
        </Card>
      </div>
      <aside aria-label="Founder facts" className="min-w-0 space-y-6">
        <Card className="sm:p-6">
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-1">
            <Fact label="Industry" value={profile.industry ?? 'Not set'} />
            <Fact label="Experience" value={experienceYears(profile.experience)} />
            <Fact
              label="Commitment"
              value={profile.commitment ? commitmentLabels[profile.commitment] : 'Not set'}
            />
            <Fact
              label="Equity expectation"
              value={
                profile.equityExpectation
                  ? equityExpectationLabels[profile.equityExpectation]
                  : 'Not shared'
              }
            />
            <Fact label="Location" value={location ?? 'Not shared'} />
            <Fact
              label="Time zone"
              value={profile.timeZone ? profile.timeZone.replaceAll('_', ' ') : 'Not set'}
            />
          </dl>
        </Card>
        {aside}
      </aside>
    </div>
  );
}
