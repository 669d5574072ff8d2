import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { profileMessages } from '@cofound/shared/profiles/profiles.messages';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { useUploadProfileImage } from '../api/use-upload-profile-image';
import { imageFileProblem } from '../model/profile-form';
import { MemberAvatar } from '../../../components/member/member-avatar';

type ProfileImageUploaderProps = { name: string; imageUrl: string | null };

/** The server's own words for a file it refused; the generic upload failure otherwise. */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 413 || error.status === 415)) return error.message;
  return failureMessage(error, profileMessages.uploadFailed);
}

/**
 * Picks, checks and uploads a profile picture at once, with a live progress bar and a preview.
 * The browser checks type and size first; the server checks the bytes again.
 */
export function ProfileImageUploader({ name, imageUrl }: ProfileImageUploaderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const upload = useUploadProfileImage();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => setPreview(null),
        onError: (error) => {
          setPreview(null);
          setProblem(uploadErrorMessage(error));
        },
      },
    );
  };

  const shown = preview ?? imageUrl;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <MemberAvatar name={name || 'You'} imageUrl={shown} size="lg" />
      <div className="w-full min-w-0 space-y-2">
        <p className="text-sm font-medium text-slate-800">Profile picture</p>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby={hintId}
          onChange={onChange}
          disabled={upload.isPending}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonStyles({
            variant: 'secondary',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:pointer-events-none peer-disabled:opacity-60',
          })}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {shown ? 'Change picture' : 'Upload picture'}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          JPEG, PNG, GIF or WebP, at most 5 MB.
        </p>
        {upload.isPending && (
          <div className="space-y-1">
            <ProgressBar
              value={progress}
              label="Upload progress"
              valueText={`${Math.round(progress)}% uploaded`}
            />
            <p className="text-sm text-slate-600" aria-live="polite">
              Uploading… {Math.round(progress)}%
            </p>
          </div>
        )}
        {upload.isSuccess && !upload.isPending && !problem && (
          <p role="status" className="text-sm font-medium text-emerald-800">
            Picture uploaded.
          </p>
        )}
        {problem && <Alert>{problem}</Alert>}
      </div>
    </div>
  );
}
