import { STOREFRONT_MESSAGES } from '../../../contract/messages/storefront-catalog';
import type { Messages } from './language-store';

// The contract's schemas check a form in the browser as the server checks it, and so write their messages in
// English, the server's language. A screen shows such a message by its key instead: every English sentence is
// written once in src/contract/messages (the contract-texts test), so the sentence names its place in the
// storefront catalog, and the current language's catalog has its twin there. Resolved when shown, so a message
// already on screen follows a switch of language too.

type Path = readonly string[];

let placesOf: Map<string, Path[]> | undefined;

function index(value: unknown, path: Path, into: Map<string, Path[]>): void {
  if (typeof value === 'string') {
    into.set(value, [...(into.get(value) ?? []), path]);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) index(child, [...path, key], into);
  }
}

function at(messages: Messages, path: Path): unknown {
  let value: unknown = messages;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * An English message of the shop's rules (a schema's, or the server's) in the language of `messages`; a message the
 * catalog does not hold (a product's name, a sentence built from numbers) is shown as it came.
 */
export function inLanguage(message: string, messages: Messages): string {
  if (messages === STOREFRONT_MESSAGES) return message;
  placesOf ??= (() => {
    const places = new Map<string, Path[]>();
    index(STOREFRONT_MESSAGES, [], places);
    return places;
  })();
  // A word kept in two places may be translated in one only (a shared list keeps the back office's English).
  for (const path of placesOf.get(message) ?? []) {
    const twin = at(messages, path);
    if (typeof twin === 'string' && twin !== message) return twin;
  }
  return message;
}
