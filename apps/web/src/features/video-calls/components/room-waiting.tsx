import { CalendarX } from 'lucide-react';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { PageSpinner } from '../../../components/ui/spinner';
import { useVideoCalls } from '../api/use-video-calls';
import { useVideoCallsLive } from '../api/use-video-calls-live';
import { RoomCountdown } from './room-countdown';
import { RoomNotice } from './room-notice';

type RoomWaitingProps = { callId: string; onOpen: () => void };

/**
 * The server says the room is not open yet: the countdown to it, with the call's times from the
 * member's upcoming calls (kept live, so a cancellation meanwhile shows at once).
 */
export function RoomWaiting({ callId, onOpen }: RoomWaitingProps) {
  const calls = useVideoCalls();
  useVideoCallsLive();
  if (calls.isPending) return <PageSpinner label="Opening the call…" />;
  const call = calls.data?.items.find((item) => item.id === callId);
  if (!call) {
    return (
      <RoomNotice
        icon={CalendarX}
        title="This call cannot be joined yet"
        description={
          calls.isError
            ? `${videoCallMessages.roomNotOpen} Reload the page to see when.`
            : 'It is no longer in your upcoming calls. Find your calls on your dashboard.'
        }
      />
    );
  }
  return <RoomCountdown call={call} onOpen={onOpen} />;
}
