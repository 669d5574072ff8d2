import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pitchContract } from '@cofound/shared/pitch/pitch.contract';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { pitchQueryKeys } from './pitch-query-keys';

type PitchUpload = { video: Blob; onProgress: (percent: number) => void };

/** POST /api/pitch with the recording's bytes and upload progress; the pitch is then checked. */
export function useUploadPitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ video, onProgress }: PitchUpload) =>
      uploadWithProgress({
        endpoint: pitchContract.upload,
        body: video,
        contentType: 'video/webm',
        onProgress,
      }),
    onSuccess: (pitch) => {
      client.setQueryData(pitchQueryKeys.own, { pitch });
      void client.invalidateQueries({ queryKey: pitchQueryKeys.recommendations });
    },
  });
}
