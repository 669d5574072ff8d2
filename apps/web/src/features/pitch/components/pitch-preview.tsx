import { RotateCcw, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';

type PitchPreviewProps = {
  url: string;
  uploading: boolean;
  /** 0 to 100 while uploading. */
  progress: number;
  error: string | null;
  onUpload: () => void;
  onRecordAgain: () => void;
};

/** The recording played back, to upload or record again. */
export function PitchPreview({
  url,
  uploading,
  progress,
  error,
  onUpload,
  onRecordAgain,
}: PitchPreviewProps) {
  return (
    <div className="space-y-4">
      <video
        src={url}
        controls
        playsInline
        aria-label="Your recorded pitch"
        className="aspect-video w-full rounded-xl bg-slate-900"
      />
      {uploading && (
        <div className="space-y-1">
          <ProgressBar
            label="Upload progress"
            value={progress}
            valueText={`${Math.round(progress)}% uploaded`}
          />
          <p className="text-sm text-slate-600" aria-hidden="true">
            Uploading… {Math.round(progress)}%
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onUpload} loading={uploading}>
          <Upload aria-hidden="true" className="size-4" />
          Upload pitch
        </Button>
        <Button variant="secondary" onClick={onRecordAgain} disabled={uploading}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Record again
        </Button>
      </div>
    </div>
  );
}
