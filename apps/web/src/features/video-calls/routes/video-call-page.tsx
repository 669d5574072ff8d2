import { useParams } from 'react-router';
import { VideoOff } from 'lucide-react';
import { PageSpinner } from '../../../components/ui/spinner';
import { useRoom } from '../api/use-room';
import { VideoCallRoom } from '../components/video-call-room';
import { RoomNotice } from '../components/room-notice';
import { RoomWaiting } from '../components/room-waiting';
import { callStatusProblem, roomLoadProblem, roomNotOpenYet } from '../model/room-problem';

/**
 * /video-call/{id}: the in-app room of an accepted call, for its two participants. The server
 * decides whether the room is open; before it is, the page counts down and then joins.
 */
export function VideoCallPage() {
  const { id = '' } = useParams();
  const room = useRoom(id);
  if (room.isPending) return <PageSpinner label="Opening the call…" />;
  if (room.isError) {
    if (roomNotOpenYet(room.error)) {
      return <RoomWaiting key={id} callId={id} onOpen={() => void room.refetch()} />;
    }
    return <RoomNotice icon={VideoOff} {...roomLoadProblem(room.error)} />;
  }
  const problem = callStatusProblem(room.data.call);
  if (problem) return <RoomNotice icon={VideoOff} {...problem} />;
  return <VideoCallRoom key={id} room={room.data} />;
}
