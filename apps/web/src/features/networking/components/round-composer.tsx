import { useId, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { NETWORKING_MESSAGE_MAX_LENGTH } from '@cofound/shared/networking/networking.schemas';
import { Button } from '../../../components/ui/button';
import { controlStyles } from '../../../components/ui/field';
import { useSendRoundMessage } from '../api/use-send-round-message';
import { sendFailure } from '../model/networking-failure';

type RoundComposerProps = { roundId: string; partnerName: string; disabled: boolean };

/**
 * Writes a round message: Enter sends the trimmed text, nothing is sent while one is on its way,
 * and a failed one stays in the box with the reason below.
 */
export function RoundComposer({ roundId, partnerName, disabled }: RoundComposerProps) {
  const id = useId();
  const send = useSendRoundMessage(roundId);
  const [text, setText] = useState('');
  const body = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body === '' || disabled || send.isPending) return;
    send.mutate(body, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Message {partnerName}
        </label>
        <input
          id={id}
          type="text"
          value={text}
          maxLength={NETWORKING_MESSAGE_MAX_LENGTH}
          disabled={disabled}
          autoComplete="off"
          placeholder={disabled ? 'The chat is closed' : 'Write a message…'}
          aria-invalid={send.isError || undefined}
          aria-describedby={send.isError ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
          className={controlStyles(send.isError, 'min-w-0 flex-1')}
        />
        <Button type="submit" disabled={body === '' || disabled} loading={send.isPending}>
          {!send.isPending && <SendHorizontal aria-hidden="true" className="size-4" />}
          Send
        </Button>
      </div>
      {send.isError && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {sendFailure(send.error)}
        </p>
      )}
    </form>
  );
}
