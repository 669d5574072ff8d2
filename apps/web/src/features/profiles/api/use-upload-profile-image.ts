import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '@cofound/shared/contract/endpoint';
import type { OwnProfile } from '@cofound/shared/profiles/profiles.schemas';
import { profilesContract } from '@cofound/shared/profiles/profiles.contract';
import { apiErrorFromResponse, networkError } from '../../../lib/api-error';
import { profileQueryKeys } from './profile-query-keys';

type UploadRequest = { file: File; onProgress: (percent: number) => void };

/**
 * Sends the file with XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the new image URL; rejects with an ApiError.
 */
function uploadWithProgress({ file, onProgress }: UploadRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointPath(profilesContract.uploadImage));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFromResponse(xhr.status, body));
        return;
      }
      const parsed = profilesContract.uploadImage.response.safeParse(body);
      if (!parsed.success) {
        reject(apiErrorFromResponse(500, null));
        return;
      }
      onProgress(100);
      resolve(parsed.data.imageUrl);
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

/** POST /api/profiles/me/image with progress; the cached own profile gets the new URL. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWithProgress,
    onSuccess: (imageUrl) => {
      queryClient.setQueryData<OwnProfile>(profileQueryKeys.own, (profile) =>
        profile ? { ...profile, imageUrl } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: ['profiles', 'one'] });
    },
  });
}
