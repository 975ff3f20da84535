/**
 * Every text of a catalog beside the text at the same place in its translation: walks both objects together
 * (nested objects and lists; functions are skipped) and maps each English string to its twin. When one English
 * sentence sits at several places, a twin that differs from the English (a translated one) wins over one that
 * kept the English (the back office's words in shared lists). docs/decisions/0065.
 */
export function textTwins(english: unknown, translation: unknown): Map<string, string> {
  const twins = new Map<string, string>();
  const walk = (from: unknown, to: unknown): void => {
    if (typeof from === 'string') {
      if (typeof to === 'string' && (!twins.has(from) || twins.get(from) === from)) twins.set(from, to);
      return;
    }
    if (typeof from !== 'object' || from === null || typeof to !== 'object' || to === null) return;
    for (const [key, value] of Object.entries(from)) walk(value, (to as Record<string, unknown>)[key]);
  };
  walk(english, translation);
  return twins;
}
