import { useState } from 'react';
import { pitchMessages as m } from '@cofound/shared/pitch/pitch.schemas';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-error';
import { useOwnPitch } from '../api/use-own-pitch';
import { useUploadPitch } from '../api/use-upload-pitch';
import { OwnPitch } from '../components/own-pitch';
import { PitchPreview } from '../components/pitch-preview';
import { PitchRecommendations } from '../components/pitch-recommendations';
import { PitchRecorder } from '../components/pitch-recorder';
import { usePitchRecorder } from '../model/use-pitch-recorder';

/** What a failed upload tells the member: the server's reason when it gave one it can act on. */
function uploadErrorMessage(error: unknown): string {
  const actionable = ['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'STORAGE_FULL'];
  return isApiError(error) && actionable.includes(error.code) ? error.message : m.processFailed;
}

/**
 * /pitch: record a 30-second pitch, watch it back, upload it, and once the server has checked
 * it, see three co-founders to meet. The states: idle, recording, processing, recommendations.
 */
export function PitchPage() {
  const own = useOwnPitch();
  const recorder = usePitchRecorder();
  const upload = useUploadPitch();
  const [progress, setProgress] = useState(0);
  const [recordingNew, setRecordingNew] = useState(false);

  function send(video: Blob) {
    setProgress(0);
    upload.mutate(
      { video, onProgress: setProgress },
      {
        onSuccess: () => {
          recorder.reset();
          setRecordingNew(false);
        },
      },
    );
  }

  function recordAgain() {
    upload.reset();
    void recorder.start();
  }

  return (
    <>
      <PageHeader
        title="Video Pitch"
        description="Record a 30-second pitch about you and what you are building. It plays on your profile and your match cards, and we suggest three co-founders to meet."
      />
      <QueryState
        query={own}
        loading={{ label: 'Loading your pitch…', rows: 1, rowClassName: 'aspect-video' }}
        errorMessage={m.loadFailed}
      >
        {({ pitch }) => {
          const { state } = recorder;
          const recording = !pitch || recordingNew || state.phase !== 'idle';
          return (
            <div className="space-y-8">
              <Card className="mx-auto max-w-3xl">
                {state.phase === 'recorded' ? (
                  <PitchPreview
                    url={state.url}
                    uploading={upload.isPending}
                    progress={progress}
                    error={upload.isError ? uploadErrorMessage(upload.error) : null}
                    onUpload={() => send(state.video)}
                    onRecordAgain={recordAgain}
                  />
                ) : recording ? (
                  <PitchRecorder
                    state={state}
                    stream={recorder.stream}
                    onStart={() => void recorder.start()}
                    onStop={recorder.stop}
                  />
                ) : (
                  <OwnPitch pitch={pitch} onRecordNew={() => setRecordingNew(true)} />
                )}
              </Card>
              {pitch?.status === 'ready' && !recording && <PitchRecommendations />}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
