import { DEFAULT_LANGUAGE, LOCALE_OF, isLanguage } from '../../../contract/language';
import type { Language, Translation } from '../../../contract/language';
import { STOREFRONT_MESSAGES } from '../../../contract/messages/storefront-catalog';
import type { StorefrontMessages } from '../../../contract/messages/storefront-catalog';
import { readStored, removeStored, writeStored } from '../browser-storage';

// The storefront's language: English is in the bundle; Hindi (its catalog and the Devanagari font) is one chunk
// fetched the first time a shopper chooses it, so English pages never download it (docs/decisions/0062).
// Kept in this browser; the account keeps it too (account-language.ts).

/** A catalog of either language: English satisfies the type a translation must have. */
export type Messages = Translation<StorefrontMessages>;

interface LanguageState {
  language: Language;
  messages: Messages;
}

const KEY = 'littlehope.language';
/** Set while the choice was made with nobody logged in: the next login gives it to the account. */
const UNSAVED_KEY = 'littlehope.language.unsaved';

let state: LanguageState = { language: DEFAULT_LANGUAGE, messages: STOREFRONT_MESSAGES };
const listeners = new Set<() => void>();
let loadingHindi: Promise<Messages> | undefined;

function loadHindi(): Promise<Messages> {
  loadingHindi ??= import('./hindi').then((module) => module.MESSAGES_HI);
  return loadingHindi;
}

function apply(next: LanguageState): void {
  state = next;
  document.documentElement.lang = LOCALE_OF[next.language];
  for (const listener of listeners) listener();
}

export function storedLanguage(): Language {
  const value = readStored('local', KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function storeLanguage(language: Language): void {
  // Refused storage: the choice lasts for this page only.
  writeStored('local', KEY, language);
}

/** Whether this browser's choice was made while logged out and is not yet the account's. */
export function isChoiceUnsaved(): boolean {
  return readStored('local', UNSAVED_KEY) === '1';
}

export function markChoiceUnsaved(unsaved: boolean): void {
  if (unsaved) writeStored('local', UNSAVED_KEY, '1');
  else removeStored('local', UNSAVED_KEY);
}

/**
 * Switches the storefront to a language (fetching Hindi first, so no screen shows a mix) and remembers it in this
 * browser. Resolves once the screens can re-render in it.
 */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (language === state.language) return;
  const messages = language === 'hi' ? await loadHindi() : STOREFRONT_MESSAGES;
  apply({ language, messages });
}

/**
 * Before the first render: a browser that chose Hindi gets its catalog first (no English flash); English answers
 * at once, without a promise, so English pages render as soon as before.
 */
export function startLanguage(): Promise<void> | undefined {
  const language = storedLanguage();
  if (language === DEFAULT_LANGUAGE) return undefined;
  return setLanguage(language).catch(() => {
    // The chunk could not be fetched (offline): the shop opens in English rather than not at all.
  });
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function languageState(): LanguageState {
  return state;
}

/**
 * The texts of the current language, for code outside components (the API calls' fallbacks and success words),
 * read when it runs: a component re-renders on a switch, a fallback is only read when a call fails.
 */
export function currentTexts(): Messages {
  return state.messages;
}
