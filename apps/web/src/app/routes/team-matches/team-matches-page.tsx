import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Bell, MessageCircle, UsersRound, X } from 'lucide-react';
import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import { projectMessages as m } from '@cofound/shared/projects/projects.messages';
import { TEAM_MATCH_MIN_SCORES, teamMatchAlertBar } from '@cofound/shared/projects/team-fit';
import type { TeamMatch } from '@cofound/shared/projects/team-matches.schemas';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { ConnectButton } from '../../../features/connections/index';
import { Chat } from '../../../features/messages/index';
import {
  TeamMatchCard,
  useRespondToTeamMatch,
  useSaveTeamMatchAlerts,
  useTeamMatchAlerts,
  useTeamMatches,
  useTeamsLive,
} from '../../../features/projects/index';
import { ScheduleCallButton } from '../../../features/video-calls/index';

/** The minimum score in the address, when it holds one of the choices. */
function minScoreFrom(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return (TEAM_MATCH_MIN_SCORES as readonly number[]).includes(value) ? value : null;
}

/** Talking to a team's owner: the chat when connected, else a connection request first. */
function OwnerChat({
  match,
  connection,
  onConnection,
}: {
  match: TeamMatch;
  connection: ConnectionState;
  onConnection: (state: ConnectionState) => void;
}) {
  if (connection === 'connected')
    return <Chat profileId={match.owner.profileId} headingLevel={2} />;
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        Messages and calls are for connections. Send {match.owner.name} a connection request; once
        they accept, you can talk here.
      </p>
      <ConnectButton
        profileId={match.owner.profileId}
        profileName={match.owner.name}
        state={connection}
        onStateChange={onConnection}
      />
    </div>
  );
}

/** /team-matches: teams whose open roles fit the member; Pass, Schedule Call, Message, Join. */
export function TeamMatchesPage() {
  const [params, setParams] = useSearchParams();
  const saved = useTeamMatchAlerts();
  const saveMinScore = useSaveTeamMatchAlerts();
  // The address wins (a shared or reloaded link), then the member's last choice.
  const minScore =
    minScoreFrom(params.get('minScore')) ?? (saved.isPending ? null : (saved.data?.minScore ?? 0));
  const matches = useTeamMatches(minScore);
  const respond = useRespondToTeamMatch();
  useTeamsLive();
  const [chatWith, setChatWith] = useState<TeamMatch | null>(null);
  const [connections, setConnections] = useState<Record<string, ConnectionState>>({});
  const connectionOf = (match: TeamMatch) =>
    connections[match.owner.profileId] ?? match.ownerConnection;

  const answer = (match: TeamMatch, status: 'accepted' | 'rejected') =>
    respond.mutate(
      { projectId: match.projectId, status },
      {
        onSuccess: () => {
          if (status === 'accepted') {
            toast.success(`${m.requested} to ${match.owner.name}`);
            setChatWith(match);
          }
        },
        onError: (error) => toast.error(failureMessage(error, m.answerFailed)),
      },
    );

  return (
    <>
      <title>Team Matches · Cofound</title>
      <PageHeader
        title="Team Matches"
        description="Teams looking for someone like you, how well you fit each one, and a way to join or talk to them."
        actions={
          <Select
            label="Minimum match"
            value={String(minScore ?? 0)}
            options={TEAM_MATCH_MIN_SCORES.map((value) => ({
              value: String(value),
              label: value === 0 ? 'Any score' : `${value}% or more`,
            }))}
            onChange={(event) => {
              setParams({ minScore: event.target.value });
              saveMinScore.mutate(Number(event.target.value), {
                onError: (error) => toast.error(failureMessage(error, m.alertsFailed)),
              });
            }}
          />
        }
      />
      {minScore !== null && (
        <p className="-mt-2 mb-6 flex items-center gap-2 text-sm text-slate-600">
          <Bell aria-hidden="true" className="size-4 shrink-0" />
          New teams that match you at {teamMatchAlertBar(minScore)}% or more reach you here and in
          your mail digest.
        </p>
      )}
      <QueryState
        query={matches}
        loading={{
          label: 'Finding teams for you…',
          rows: 4,
          rowClassName: 'h-72',
          className: 'grid gap-6 md:grid-cols-2',
        }}
        errorMessage={m.matchesFailed}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={UsersRound}
              title={m.noTeamMatches}
              description={m.noTeamMatchesHint}
            />
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {items.map((match) => (
                <li key={match.projectId} className="min-w-0">
                  <TeamMatchCard
                    match={match}
                    actions={
                      <>
                        <Button variant="secondary" onClick={() => answer(match, 'rejected')}>
                          <X aria-hidden="true" className="size-4" />
                          Pass
                        </Button>
                        {connectionOf(match) === 'connected' && (
                          <ScheduleCallButton
                            profileId={match.owner.profileId}
                            name={match.owner.name}
                          />
                        )}
                        <Button variant="secondary" onClick={() => setChatWith(match)}>
                          <MessageCircle aria-hidden="true" className="size-4" />
                          Message
                        </Button>
                        <Button
                          loading={
                            respond.isPending && respond.variables.projectId === match.projectId
                          }
                          onClick={() => answer(match, 'accepted')}
                        >
                          Join Team
                        </Button>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog open={chatWith !== null} onOpenChange={(open) => !open && setChatWith(null)}>
        {chatWith && (
          <DialogContent title={`Message ${chatWith.owner.name}`}>
            <OwnerChat
              match={chatWith}
              connection={connectionOf(chatWith)}
              onConnection={(state) =>
                setConnections((all) => ({ ...all, [chatWith.owner.profileId]: state }))
              }
            />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
