import { isOneOf } from './one-of';

// The storefront's languages: English (the spec's texts) and Hindi. The back office stays English.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie the storefront writes beside its stored choice, so that the server serves a Hindi page as Hindi from
 * the first byte (`<html lang>`, the Hindi chunk and font preloaded; docs/decisions/0065).
 */
export const LANGUAGE_COOKIE = 'littlehope_language';

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}

/** The Intl locale that formats a language's prices and dates. */
export const LOCALE_OF: Readonly<Record<Language, 'en-IN' | 'hi-IN'>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name written in itself, as the language switch shows it. */
export const LANGUAGE_NAME: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/**
 * A catalog of messages in another language: the same keys as the English one, strings for strings and functions
 * taking the same arguments for functions, so the type checker names every text a translation forgets.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends object
        ? Translation<T[K]>
        : T[K];
};
