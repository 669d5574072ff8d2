import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import {
  connectionMessages,
  type ConnectionListItem,
} from '@cofound/shared/connections/connections.schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { Chat } from '../../../features/messages/index';
import { useRefetchConnections, useRemoveConnection } from '../../../features/connections/index';
import { failureMessage } from '../../../lib/api-error';

type ConnectionChatPaneProps = {
  profileId: string;
  /** The connection, when the list has it (Remove needs its id). */
  connection: ConnectionListItem | undefined;
  onClose: () => void;
};

/** The chat with one connection, with Remove connection in its menu. */
export function ConnectionChatPane({ profileId, connection, onClose }: ConnectionChatPaneProps) {
  const refetchConnections = useRefetchConnections();
  const remove = useRemoveConnection();
  const [confirming, setConfirming] = useState(false);
  const name = connection?.peer.name ?? 'this member';

  const onRemove = async () => {
    if (!connection) return;
    try {
      await remove.mutateAsync(connection.id);
      setConfirming(false);
      toast.success(connectionMessages.removed);
      onClose();
    } catch (error) {
      toast.error(failureMessage(error, connectionMessages.removeFailed));
    }
  };

  return (
    <>
      <Chat
        key={profileId}
        profileId={profileId}
        peer={connection?.peer}
        onBack={onClose}
        onRead={refetchConnections}
        actions={
          connection
            ? [
                {
                  label: 'Remove connection',
                  icon: UserMinus,
                  destructive: true,
                  onSelect: () => setConfirming(true),
                },
              ]
            : []
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${name}?`}
        description={`You will no longer be connected with ${name}, and neither of you can message the other until you connect again.`}
        confirmLabel="Remove connection"
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
      />
    </>
  );
}
