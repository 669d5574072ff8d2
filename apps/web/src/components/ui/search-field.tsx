import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { controlStyles } from './field';

export const SEARCH_DEBOUNCE_MS = 350;

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder?: string;
  /** The search in force (usually from the URL). */
  value: string;
  /**
   * The trimmed search, after a pause in typing or on Enter. `typing`: a debounced update while a
   * search was already in force (replace the history entry instead of adding one).
   */
  onSearch: (q: string, typing: boolean) => void;
  maxLength?: number;
  /** Milliseconds of quiet typing before a search goes out. */
  debounceMs?: number;
  /** Keep the label for screen readers only (the placeholder says the same). */
  labelHidden?: boolean;
  /** The form's classes (its place in the layout around it). */
  className?: string;
};

/** A search box in its own search landmark, debounced while typing. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
  maxLength = 100,
  debounceMs = SEARCH_DEBOUNCE_MS,
  labelHidden = false,
  className,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  // The search changed by itself (back button, 'Clear filters'): show it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (text.trim() === value) return;
    timer.current = window.setTimeout(() => onSearch(text.trim(), value !== ''), debounceMs);
    return () => window.clearTimeout(timer.current);
  }, [text, value, onSearch, debounceMs]);
  /**
   * Leaving the box applies what was typed at once: a search still waiting for its pause must not
   * land after the click that left it (on a result, say) and undo where that click went.
   */
  const flush = () => {
    window.clearTimeout(timer.current);
    if (text.trim() !== value) onSearch(text.trim(), value !== '');
  };

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim(), false);
      }}
    >
      <label
        htmlFor={id}
        className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          autoComplete="off"
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onBlur={flush}
          className={controlStyles(false, 'pl-9')}
        />
      </div>
    </form>
  );
}
