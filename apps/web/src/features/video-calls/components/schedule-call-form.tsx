import { useMemo } from 'react';
import {
  DEFAULT_VIDEO_CALL_DURATION,
  DEFAULT_VIDEO_CALL_TITLE,
  type VideoCall,
} from '@cofound/shared/video-calls/video-calls.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useScheduleVideoCall } from '../api/use-schedule-video-call';
import { browserTimeZone, callDateRange, defaultCallDateTime } from '../model/call-defaults';
import {
  durationOptions,
  scheduleFormSchema,
  scheduleRequest,
  type ScheduleForm,
} from '../model/schedule-form';
import { scheduleErrorMessage } from '../model/schedule-error';

type ScheduleCallFormProps = {
  profileId: string;
  onScheduled: (call: VideoCall) => void;
};

/** Date, time, duration, title and description of a call request, checked before sending. */
export function ScheduleCallForm({ profileId, onScheduled }: ScheduleCallFormProps) {
  const schedule = useScheduleVideoCall();
  const { timeZone, schema, range, defaults } = useMemo(() => {
    const now = new Date();
    const zone = browserTimeZone();
    return {
      timeZone: zone,
      schema: scheduleFormSchema(zone),
      range: callDateRange(now),
      defaults: {
        ...defaultCallDateTime(now),
        durationMinutes: String(DEFAULT_VIDEO_CALL_DURATION),
        title: '',
        description: '',
      },
    };
  }, []);
  const { register, handleSubmit, errors, setError } = useZodForm<ScheduleForm>(schema, defaults);

  const submit = handleSubmit((values) =>
    schedule.mutate(scheduleRequest(values, profileId, timeZone), {
      onSuccess: onScheduled,
      onError: (error) => {
        const timeError = isApiError(error) ? error.fieldErrors?.time?.[0] : undefined;
        if (timeError) setError('time', { message: timeError });
      },
    }),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      {schedule.isError && <Alert>{scheduleErrorMessage(schedule.error)}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label="Date"
          type="date"
          autoFocus
          min={range.min}
          max={range.max}
          required
          error={errors.date?.message}
          {...register('date')}
        />
        <Input
          label="Time"
          type="time"
          required
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <Select
        label="Duration"
        options={durationOptions}
        error={errors.durationMinutes?.message}
        {...register('durationMinutes')}
      />
      <Input
        label="Title"
        placeholder={DEFAULT_VIDEO_CALL_TITLE}
        maxLength={120}
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Description (optional)"
        rows={3}
        maxLength={1000}
        placeholder="What would you like to talk about?"
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={schedule.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={schedule.isPending}>
          Schedule Call
        </Button>
      </div>
    </form>
  );
}
