import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@cofound/shared/profiles/profiles.schemas';
import { profilesContract } from '@cofound/shared/profiles/profiles.contract';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { profileQueryKeys } from './profile-query-keys';

type UploadRequest = { file: File; onProgress: (percent: number) => void };

async function uploadImage({ file, onProgress }: UploadRequest): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await uploadWithProgress({
    endpoint: profilesContract.uploadImage,
    body: form,
    onProgress,
  });
  return answer.imageUrl;
}

/** POST /api/profiles/me/image with progress; the cached own profile gets the new URL. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: (imageUrl) => {
      queryClient.setQueryData<OwnProfile>(profileQueryKeys.own, (profile) =>
        profile ? { ...profile, imageUrl } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: ['profiles', 'one'] });
    },
  });
}
