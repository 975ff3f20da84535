import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_PLACEHOLDERS, TIMINGS } from '../../contract/constants';
import { SearchIcon } from './icons';
import { useTexts } from '../lib/language/use-texts';
import type { ComboboxKeys, ComboboxState } from './search-suggestions';

// Suggestions while typing, loaded on the box's first focus (docs/decisions/0064-search-suggestions.md).
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/** The header's search: Enter or the icon goes to /search?q=…; a blank query does nothing. */
export function SearchBox({ className = '' }: { className?: string }) {
  const { NAV, SCREEN_TEXT } = useTexts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [query, setQuery] = useState(urlQuery);
  const [placeholderIndex, setPlaceholderIndex] = useState(0);
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const keys: ComboboxKeys = useRef(null);
  const [suggesting, setSuggesting] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  // The text the suggestions are closed for, trimmed as they are asked for: a search closes them, and so do Escape, a
  // choice or Tab in the list (onClose); other text, or an arrow key, opens them again. Kept here, not in the popup,
  // because Enter can come before the popup's lazily loaded code has run: the suggestions arriving after the search
  // then stay closed instead of opening over the results.
  const [closedFor, setClosedFor] = useState<string | null>(null);

  // Show the current search in the box when the URL changes (back/forward, links).
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery);
    setQuery(urlQuery);
  }

  useEffect(() => {
    const timer = window.setInterval(
      () => setPlaceholderIndex((index) => (index + 1) % SEARCH_PLACEHOLDERS.length),
      TIMINGS.placeholderRotation,
    );
    return () => window.clearInterval(timer);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') return;
    setClosedFor(trimmed);
    navigate(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  const term = SEARCH_PLACEHOLDERS[placeholderIndex] ?? SEARCH_PLACEHOLDERS[0];
  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {SCREEN_TEXT.searchProducts}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        ref={inputRef}
        role="combobox"
        aria-expanded={combobox.expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={combobox.activeId}
        value={query}
        onFocus={() => setSuggesting(true)}
        onChange={(event) => {
          setSuggesting(true);
          setQuery(event.target.value);
        }}
        onKeyDown={(event) => keys.current?.(event)}
        placeholder={SCREEN_TEXT.searchFor(term)}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border-2 border-transparent bg-coral-50 pl-5 pr-12 text-sm text-ink placeholder:text-ink-soft focus:border-coral-300 focus:bg-white focus:outline-none focus-visible:border-coral-600"
      />
      <button
        type="submit"
        aria-label={NAV.search}
        className="absolute right-0 top-0 grid size-11 place-items-center rounded-full bg-coral-600 text-white hover:bg-coral-700"
      >
        <SearchIcon className="size-4" />
      </button>
      {suggesting && (
        <Suspense fallback={null}>
          <SearchSuggestions
            input={inputRef}
            listId={listId}
            query={query}
            closed={closedFor === query.trim()}
            keys={keys}
            onState={setCombobox}
            onClose={() => setClosedFor(query.trim())}
            onReopen={() => setClosedFor(null)}
            onClear={() => setQuery('')}
          />
        </Suspense>
      )}
    </form>
  );
}
