import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a profile while it loads. */
export function ProfileSkeleton({ label = 'Loading profile…' }: { label?: string }) {
  return (
    <div role="status" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">{label}</span>
      <div className="space-y-6">
        <Card className="flex flex-col items-center gap-5 sm:flex-row sm:p-6">
          <Skeleton className="size-28 rounded-full sm:size-32" />
          <div className="w-full flex-1 space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </Card>
        <Card className="space-y-4 sm:p-6">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-24" />
          <div className="flex gap-2">
            <Skeleton className="h-7 w-24 rounded-full" />
            <Skeleton className="h-7 w-28 rounded-full" />
            <Skeleton className="h-7 w-20 rounded-full" />
          </div>
        </Card>
      </div>
      <Card className="space-y-3 sm:p-6">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-5 w-24" />
      </Card>
    </div>
  );
}
