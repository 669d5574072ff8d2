import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { controlStyles } from '../../../components/ui/field';

export const CONNECTION_SEARCH_DEBOUNCE_MS = 300;

type ConnectionSearchProps = { q: string; onSearch: (q: string) => void };

/** Filters the connections by name or title as the member types (debounced). */
export function ConnectionSearch({ q, onSearch }: ConnectionSearchProps) {
  const [text, setText] = useState(q);
  // The URL changed by itself (back button): show its search.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), CONNECTION_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="connections-search" className="sr-only">
        Search connections
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id="connections-search"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder="Search connections"
          onChange={(event) => setText(event.target.value)}
          className={controlStyles(false, 'pl-9')}
        />
      </div>
    </form>
  );
}
