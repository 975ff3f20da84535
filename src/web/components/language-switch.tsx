import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAME, isLanguage } from '../../contract/language';
import { useChooseLanguage } from '../lib/language/account-language';
import { useLanguage, useTexts } from '../lib/language/use-texts';

/**
 * The storefront's language: a labelled native select (keyboard, screen readers and the phone's own picker for
 * free), each language named in itself. `compact` hides the label visually, as the header has no room for it.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { LANGUAGE_TEXT } = useTexts();
  const language = useLanguage();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className={compact ? 'flex items-center' : 'flex flex-col gap-1'}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-semibold text-ink'}>
        {LANGUAGE_TEXT.label}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) void choose(chosen);
        }}
        className={`min-h-11 rounded-xl border border-line bg-white text-sm font-semibold text-ink hover:border-coral-300 focus-visible:outline-2 focus-visible:outline-coral-600 ${
          compact ? 'max-w-24 px-2' : 'w-full max-w-xs px-3'
        }`}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAME[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
