/**
 * Whether a value is one of a list (a size, a status, a sort, a language, a picture width), and to TypeScript a value
 * of that list's type from then on. The lists are `as const` arrays, whose `includes` takes only their own members:
 * reading a URL, a form or a CSV cell needs it the other way round.
 */
export function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
