import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@cofound/shared/messages/messages.schemas';
import { Button } from '../../../components/ui/button';
import { controlStyles } from '../../../components/ui/field';

type MessageComposerProps = {
  peerName: string;
  /** Sends the trimmed text; rejects when it failed (the text then stays). */
  onSend: (body: string) => Promise<void>;
  /** Every change of a non-empty text. */
  onTyping?: () => void;
  disabled?: boolean;
  /** Another message is still being sent (a retry): nothing else is sent meanwhile. */
  busy?: boolean;
};

/**
 * Writes a message (docs/product.md#messages): the text is trimmed, empty or whitespace-only
 * text is not sent, and nothing is sent while a message is sending. Enter sends; Shift+Enter
 * starts a line.
 */
export function MessageComposer({
  peerName,
  onSend,
  onTyping,
  disabled,
  busy = false,
}: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // The state updates on the next render; two quick Enters must still send once.
  const inFlight = useRef(false);
  const body = text.trim();

  const submit = async () => {
    if (inFlight.current || busy || body === '' || disabled) return;
    inFlight.current = true;
    setSending(true);
    // The message shows in the thread while it is sent, so the box is free at once.
    setText('');
    try {
      await onSend(body);
    } catch {
      // The caller said why; the text comes back for another try, unless a new one was typed.
      setText((current) => (current.trim() === '' ? body : current));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message {peerName}
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        disabled={disabled}
        placeholder="Write a message…"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== '') onTyping?.();
        }}
        onKeyDown={onKeyDown}
        className={controlStyles(false, 'field-sizing-content max-h-32 min-h-10 resize-none')}
      />
      <span id={`${id}-hint`} className="sr-only">
        Enter sends, Shift+Enter starts a new line.
      </span>
      <Button type="submit" disabled={body === '' || disabled} loading={sending || busy}>
        {!sending && <SendHorizontal aria-hidden="true" className="size-4" />}
        Send
      </Button>
    </form>
  );
}
