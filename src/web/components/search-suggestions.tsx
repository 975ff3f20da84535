import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import type { SuggestedProduct, SuggestedSearch, Suggestions } from '../../contract/catalog';
import { TIMINGS } from '../../contract/constants';
import { formatPrice } from '../../contract/money';
import { queryKeys } from '../api/query-keys';
import { api } from '../lib/api-client';
import { SearchIcon } from './icons';
import { useTexts } from '../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../contract/storefront-paths';

// The search box's suggestions (docs/decisions/0064-search-suggestions.md): a WAI-ARIA 1.2 combobox whose input
// stays in search-box.tsx, and whose popup, keys and fetching live here, loaded only once the box is focused, so
// the storefront's first download does not carry them.

/** What the input says of the popup: whether it is open and which option is active. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

/** The input's key handler, set by the popup once it is loaded. */
export type ComboboxKeys = MutableRefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;

interface Props {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  query: string;
  /** Whether the list is closed for the text in the box (search-box.tsx keeps that state). */
  closed: boolean;
  keys: ComboboxKeys;
  onState: (state: ComboboxState) => void;
  /** Escape, a choice or Tab closes the list for the text as it is. */
  onClose: () => void;
  /** An arrow key on a closed list opens it again. */
  onReopen: () => void;
  /** Escape on a closed list empties the box. */
  onClear: () => void;
}

type Option =
  | { kind: 'product'; id: string; product: SuggestedProduct }
  | { kind: 'search'; id: string; search: SuggestedSearch };

/** Texts shorter than this are not asked for: the server would answer nothing. */
const MIN_LENGTH = 2;

/** The text once typing has paused for TIMINGS.suggestDebounce. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(text), TIMINGS.suggestDebounce);
    return () => window.clearTimeout(timer);
  }, [text]);
  return paused;
}

/** Whether the input has the focus, followed through its own events. */
function useFocused(input: RefObject<HTMLInputElement | null>): boolean {
  const [focused, setFocused] = useState(() => document.activeElement === input.current);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const on = () => setFocused(true);
    const off = () => setFocused(false);
    element.addEventListener('focus', on);
    element.addEventListener('blur', off);
    return () => {
      element.removeEventListener('focus', on);
      element.removeEventListener('blur', off);
    };
  }, [input]);
  return focused;
}

/**
 * Each paused text is its own query: an answer belongs to its text and is only shown for it (the list keeps the
 * previous answer on screen until the new one comes), and the call of a text typed past is aborted.
 */
function useSuggestions(text: string) {
  return useQuery({
    queryKey: queryKeys.catalog.suggest(text),
    queryFn: ({ signal }) =>
      api.get<Suggestions>(`/user/search/suggest?q=${encodeURIComponent(text)}`, { signal }),
    enabled: [...text].length >= MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

/** The option made active with the arrows, and the answer it was made active in. */
interface ActiveOption {
  index: number;
  of: Suggestions | undefined;
}

/** The active option's index in `answer`: none (-1) when it was made active in another answer. */
const indexIn = (active: ActiveOption, answer: Suggestions | undefined) =>
  active.of === answer ? active.index : -1;

export default function SearchSuggestions({
  input,
  listId,
  query,
  closed,
  keys,
  onState,
  onClose,
  onReopen,
  onClear,
}: Props) {
  const { SUGGEST_TEXT } = useTexts();
  const navigate = useNavigate();
  const focused = useFocused(input);
  const text = usePaused(query.trim());
  const { data } = useSuggestions(text);
  const long = [...query.trim()].length >= MIN_LENGTH;
  const options: Option[] = long
    ? [
        ...(data?.products ?? []).map((product, i) => ({
          kind: 'product' as const,
          id: `${listId}-p${i}`,
          product,
        })),
        ...(data?.categories ?? []).map((search, i) => ({
          kind: 'search' as const,
          id: `${listId}-s${i}`,
          search,
        })),
      ]
    : [];
  // The active option belongs to the answer it was chosen in: a new answer starts with none.
  const [active, setActive] = useState<ActiveOption>({ index: -1, of: undefined });
  const activeIndex = indexIn(active, data);
  const open = focused && !closed && options.length > 0;
  const activeId = open && activeIndex >= 0 ? options[activeIndex]?.id : undefined;

  useEffect(() => onState({ expanded: open, activeId }), [open, activeId, onState]);

  const close = () => {
    onClose();
    setActive({ index: -1, of: data });
  };
  const choose = (option: Option) => {
    close();
    input.current?.blur();
    if (option.kind === 'product') void navigate(STOREFRONT_PATHS.product(option.product._id));
    else {
      const params = new URLSearchParams({ q: option.search.query, category: option.search.category });
      if (option.search.gender) params.set('gender', option.search.gender);
      void navigate(`/search?${params.toString()}`);
    }
  };
  const move = (step: number) => {
    if (!open) {
      onReopen();
      return;
    }
    const count = options.length;
    // From the state as the last key left it, not as this render saw it: two arrows pressed before the page renders
    // again move two options, as the parent pressed them.
    setActive((current) => {
      const index = indexIn(current, data);
      const from = index < 0 ? (step > 0 ? -1 : count) : index;
      return { index: (from + step + count) % count, of: data };
    });
  };

  // The box's keys are handed to this render's handlers in the commit, before the browser handles the next key.
  useLayoutEffect(() => {
    keys.current = (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter') {
        const option = activeId ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else close();
      } else if (event.key === 'Escape') {
        // The browser's own Escape would empty a search field at once: the first closes the list only.
        event.preventDefault();
        if (open) close();
        else onClear();
      } else if (event.key === 'Tab') close();
    };
  });
  useEffect(() => () => void (keys.current = null), [keys]);

  /** One group of the listbox under its heading: products, or searches scoped to a category. */
  const group = (kind: Option['kind'], title: string) => {
    const members = options.filter((option) => option.kind === kind);
    if (members.length === 0) return null;
    const headingId = `${listId}-${kind}`;
    return (
      <div role="group" aria-labelledby={headingId}>
        <div
          id={headingId}
          role="presentation"
          className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-ink-soft"
        >
          {title}
        </div>
        {members.map((option) => (
          <div
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={option.id === activeId}
            onClick={() => choose(option)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-sm text-ink hover:bg-coral-50 ${
              option.id === activeId
                ? 'bg-coral-50 outline outline-2 -outline-offset-2 outline-coral-600'
                : ''
            }`}
          >
            {option.kind === 'product' ? (
              <ProductLine product={option.product} />
            ) : (
              <SearchLine search={option.search} />
            )}
          </div>
        ))}
      </div>
    );
  };
  return (
    <>
      <div role="status" className="sr-only">
        {open ? SUGGEST_TEXT.count(options.length) : ''}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={SUGGEST_TEXT.listLabel}
        hidden={!open}
        // A press on an option must not take the focus from the input (which would close the list first).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-white py-1 text-left shadow-lg"
      >
        {group('product', SUGGEST_TEXT.products)}
        {group('search', SUGGEST_TEXT.searches)}
      </div>
    </>
  );
}

/** A product's line: its picture, name and price. */
function ProductLine({ product }: { product: SuggestedProduct }) {
  return (
    <>
      {product.image ? (
        <img
          src={product.image}
          srcSet={product.srcSet || undefined}
          sizes="40px"
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg bg-coral-50 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-coral-50" />
      )}
      <span className="min-w-0 flex-1 truncate">{product.name}</span>
      <span className="shrink-0 font-bold">{formatPrice(product.discountPrice ?? product.price)}</span>
    </>
  );
}

/** A scoped search's line: "frock in Girls · Party Wear". */
function SearchLine({ search }: { search: SuggestedSearch }) {
  const { SUGGEST_TEXT } = useTexts();
  return (
    <>
      <SearchIcon className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">
        {SUGGEST_TEXT.scopedLabel(search.what, search.category, search.gender)}
      </span>
    </>
  );
}
