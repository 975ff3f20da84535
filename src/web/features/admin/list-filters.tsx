import { cloneElement, useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { FIND_TEXT } from '../../../contract/messages/back-office';

export const FILTER_CONTROL =
  'min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-sm focus-visible:border-lilac-500';

/**
 * A labelled control in a filter bar. The label points at the control by id (not by wrapping it), so that the
 * control's accessible name is the label alone, not the label plus a select's chosen option.
 */
export function FilterField({ label, children }: { label: string; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-ink-soft">
        {label}
      </label>
      {cloneElement(children, { id })}
    </div>
  );
}

/**
 * A list's filter by one of a few values: 'All …' (no filter) first, then each choice in words; it applies as soon
 * as it changes.
 */
export function FilterSelect<Choice extends string>({
  label,
  value,
  anyLabel,
  choices,
  labelOf,
  onChange,
}: {
  label: string;
  /** The chosen value, '' for all. */
  value: string;
  anyLabel: string;
  choices: readonly Choice[];
  labelOf: (choice: Choice) => string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      <select value={value} onChange={(event) => onChange(event.target.value)} className={FILTER_CONTROL}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

interface FilterBarProps {
  label: string;
  query: string;
  placeholder: string;
  onSearch: (q: string) => void;
  onClear: () => void;
  /** Filters beside the search box (selects, dates, checkboxes): they apply as soon as they change. */
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The search box and filters above a back-office list. The box applies on Enter or the Search button; the other
 * controls on change. Keyed by the query in the address, so going back restores what was typed.
 */
export function FilterBar(props: FilterBarProps) {
  return <FilterBarForm key={props.query} {...props} />;
}

function FilterBarForm({ label, query, placeholder, onSearch, onClear, children, actions }: FilterBarProps) {
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="card mb-4 grid gap-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterField label={label}>
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            maxLength={100}
            className={`${FILTER_CONTROL} sm:min-w-72`}
          />
        </FilterField>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary min-h-11 px-5">
            {FIND_TEXT.search}
          </button>
          <button type="button" className="btn-secondary min-h-11 px-4" onClick={onClear}>
            {FIND_TEXT.clear}
          </button>
        </div>
      </div>
      {children && <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">{children}</div>}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </form>
  );
}
