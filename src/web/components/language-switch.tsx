import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAME, isLanguage } from '../../contract/language';
import { useChooseLanguage } from '../lib/language/account-language';
import { useLanguage, useTexts } from '../lib/language/use-texts';

/**
 * The account page's language choice: a labelled native select (keyboard, screen readers and the phone's own
 * picker for free), each language named in itself.
 */
export function LanguageSwitch() {
  const { LANGUAGE_TEXT } = useTexts();
  const language = useLanguage();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-extrabold text-ink">
        {LANGUAGE_TEXT.label}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) void choose(chosen);
        }}
        className="min-h-11 w-full max-w-xs rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink hover:border-coral-300"
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

/**
 * The header's switch: with two languages, one button naming the other one in itself ("हिन्दी" on English pages,
 * "English" on Hindi ones), as narrow as a phone's header row allows; 44 px tall and wide at least.
 */
export function LanguageToggle() {
  const { LANGUAGE_TEXT } = useTexts();
  const language = useLanguage();
  const choose = useChooseLanguage();
  const other = LANGUAGES.find((option) => option !== language) ?? language;
  return (
    <button
      type="button"
      onClick={() => void choose(other)}
      aria-label={LANGUAGE_TEXT.switchTo(LANGUAGE_NAME[other])}
      className="grid min-h-11 min-w-11 place-items-center rounded-xl border border-line px-2 text-xs font-bold text-ink hover:border-coral-300 hover:text-coral-700 sm:text-sm"
    >
      <span lang={other}>{LANGUAGE_NAME[other]}</span>
    </button>
  );
}
