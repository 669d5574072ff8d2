import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { MESSAGE_MAX_LENGTH, messageBodySchema } from '@cofound/shared/messages/messages.schemas';
import { Button } from '../../../components/ui/button';
import { controlStyles } from '../../../components/ui/field';
import { postErrorMessage } from '../model/post-error';

/** The counter shows once this few characters are left. */
export const COUNTER_FROM_REMAINING = 400;

type PostComposerProps = {
  /** The text box's accessible name. */
  label: string;
  placeholder: string;
  /** The submit button's text ('Post', 'Reply'). */
  submitLabel: string;
  /** Sends the trimmed text; rejects when it failed (the text then stays, with the reason). */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  rows?: number;
};

/**
 * Writes a post or a reply with the same text rules as chat (docs/product.md#circles): trimmed,
 * not empty, at most 4000 characters. Enter starts a new line; the button (or Ctrl+Enter) posts.
 */
export function PostComposer({
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  rows = 3,
}: PostComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  // The state updates on the next render; two quick submits must still post once.
  const inFlight = useRef(false);
  const remaining = MESSAGE_MAX_LENGTH - text.length;
  const showCounter = remaining <= COUNTER_FROM_REMAINING;

  const submit = async () => {
    if (inFlight.current) return;
    const parsed = messageBodySchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setError(undefined);
    try {
      await onSubmit(parsed.data);
      setText('');
    } catch (failure) {
      setError(postErrorMessage(failure));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
    if (event.key === 'Escape' && onCancel && text === '') onCancel();
  };

  const describedBy = [error ? `${id}-error` : null, showCounter ? `${id}-count` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={placeholder}
        // A reply box opens when Reply is pressed: the text goes where the member asked.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        className={controlStyles(Boolean(error), 'min-h-20 resize-y')}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          {showCounter && (
            <p
              id={`${id}-count`}
              className={clsx(
                'text-sm',
                remaining <= 0 ? 'font-medium text-red-700' : 'text-slate-600',
              )}
            >
              {text.length}/{MESSAGE_MAX_LENGTH} characters
            </p>
          )}
        </div>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" loading={sending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
