import { networkingMessages } from '@cofound/shared/networking/networking.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingRows } from '../../../components/ui/query-state';
import { useSession } from '../../session/index';
import { NetworkingIntro } from '../components/networking-intro';
import { NetworkingMemberView } from '../components/networking-member-view';
import { VisitorJoinPrompt } from '../components/visitor-join-prompt';

/**
 * /networking: speed networking. Visitors learn how it works and are asked to sign in; members
 * join the lobby, are paired for timed rounds with a chat, and Connect or Pass.
 */
export function NetworkingPage() {
  const session = useSession();
  return (
    <>
      <PageHeader
        title={networkingMessages.title}
        description="Short, timed introductions that let you meet several potential co-founders in one sitting."
      />
      {session.isLoading ? (
        <LoadingRows label="Loading speed networking…" rows={2} rowClassName="h-40" />
      ) : session.user ? (
        <NetworkingMemberView />
      ) : (
        <NetworkingIntro action={<VisitorJoinPrompt />} />
      )}
    </>
  );
}
