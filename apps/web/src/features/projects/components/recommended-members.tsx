import { UserPlus, Users } from 'lucide-react';
import { projectMessages as m } from '@cofound/shared/projects/projects.messages';
import { MemberPopup } from './member-popup';
import { experienceYears } from '../../../components/member/experience-years';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { ChipList } from '../../../components/ui/chip-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { useInviteMember } from '../api/use-team-change';
import { useTeamRecommendations } from '../api/use-team-recommendations';
import { TeamFitBar } from './team-fit-bar';
import { TeamFitReasons } from './team-fit-reasons';

/** Up to six members who fit the team (50% or more), each with why and Invite. */
export function RecommendedMembers({ projectId }: { projectId: string }) {
  const recommendations = useTeamRecommendations(projectId, true);
  const invite = useInviteMember(projectId);
  return (
    <QueryState
      query={recommendations}
      loading={{ label: 'Finding members for your team…', rows: 3, rowClassName: 'h-24' }}
      errorMessage={m.recommendationsFailed}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No Recommendations Found"
            description={m.noRecommendations}
          />
        ) : (
          <ul aria-label="Recommended members" className="space-y-4">
            {items.map((person) => (
              <li
                key={person.profileId}
                className="space-y-2 rounded-xl border border-slate-200 p-4"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <MemberAvatar
                    name={person.name}
                    imageUrl={person.imageUrl}
                    size="sm"
                    decorative
                  />
                  <div className="min-w-0 flex-1">
                    <MemberPopup profileId={person.profileId} name={person.name} />
                    <p className="truncate text-sm text-slate-600">
                      {[person.founderRole, experienceYears(person.experience)]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    loading={invite.isPending && invite.variables === person.profileId}
                    onClick={() =>
                      invite.mutate(person.profileId, {
                        onSuccess: () => toast.success(`${m.invited} to ${person.name}`),
                        onError: (error) => toast.error(failureMessage(error, m.addMemberFailed)),
                      })
                    }
                  >
                    <UserPlus aria-hidden="true" className="size-4" />
                    Invite
                  </Button>
                </div>
                <TeamFitBar score={person.score} />
                <TeamFitReasons components={person.components} />
                <ChipList items={person.skills.slice(0, 5)} label={`Skills of ${person.name}`} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
