import { useState } from 'react';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { InterestedMember } from '@cofound/shared/ideas/ideas.schemas';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import type { ProjectSummary } from '@cofound/shared/projects/projects.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextLink } from '../../../components/ui/text-link';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { ConnectButton } from '../../connections/index';
import { useInviteMember } from '../../projects/index';

/**
 * Why an invitation failed: the server's own words when it refused this one (already on the
 * team, already invited), the projects feature's otherwise.
 */
export function inviteFailure(error: unknown): string {
  if (isApiError(error) && ['CONFLICT', 'FORBIDDEN', 'NOT_FOUND'].includes(error.code)) {
    return error.message;
  }
  return failureMessage(error, projectMessages.addMemberFailed);
}

type InviteToTeamProps = {
  member: InterestedMember['member'];
  projects: readonly Pick<ProjectSummary, 'id' | 'title'>[];
};

/** A select of the author's projects and Invite. */
function InviteToTeam({ member, projects }: InviteToTeamProps) {
  const [projectId, setProjectId] = useState(projects[0]?.id ?? '');
  const invite = useInviteMember(projectId);
  return (
    <form
      className="flex min-w-0 basis-full items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(member.profileId, {
          onSuccess: () => toast.success(ideaMessages.invited),
          onError: (error) => toast.error(inviteFailure(error)),
        });
      }}
    >
      <div className="min-w-0 flex-1">
        <Select
          label="Invite to team"
          aria-label={`Invite to team: the project to invite ${member.name} to`}
          value={projectId}
          options={projects.map((project) => ({ value: project.id, label: project.title }))}
          onChange={(event) => setProjectId(event.target.value)}
        />
      </div>
      <Button type="submit" aria-label={`Invite ${member.name}`} loading={invite.isPending}>
        {!invite.isPending && <UserPlus aria-hidden="true" className="size-4" />}
        Invite
      </Button>
    </form>
  );
}

type InterestedMemberItemProps = {
  item: InterestedMember;
  ideaId: string;
  /** The author's projects; undefined until they are known. */
  projects: readonly Pick<ProjectSummary, 'id' | 'title'>[] | undefined;
};

/** One interested member: who they are, Connect, and Invite to team (or start a project). */
export function InterestedMemberItem({ item, ideaId, projects }: InterestedMemberItemProps) {
  const { member } = item;
  return (
    <li className="space-y-3 py-4 first:pt-0">
      <div className="flex min-w-0 items-center gap-3">
        <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative lazy />
        <div className="min-w-0 flex-1">
          <Link
            to={`/profile/${member.profileId}`}
            className="block truncate text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline hover:underline-offset-4"
          >
            {member.name}
          </Link>
          {member.title && <p className="truncate text-sm text-slate-600">{member.title}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <ConnectButton
          profileId={member.profileId}
          state={item.connectionState}
          profileName={member.name}
          size="sm"
        />
        {projects === undefined ? null : projects.length > 0 ? (
          <InviteToTeam member={member} projects={projects} />
        ) : (
          <p className="self-center text-sm">
            <TextLink to={`/ideas/${ideaId}/project`}>Start a project from this idea</TextLink>
          </p>
        )}
      </div>
    </li>
  );
}
