// "Today" is the calendar day in India (Asia/Kolkata), for the server and the browser alike.

const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** IST is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The IST calendar day of an instant, as YYYY-MM-DD. Plain arithmetic, not Intl: every product card asks, and
 * a time-zone formatter costs a phone tens of milliseconds to create.
 */
export function istDayKey(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST date and time of an instant as "YYYY-MM-DD HH:MM" (exports and logs that spreadsheets sort). */
export function istDateTimeKey(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A product or order is "new" when it was created on today's IST calendar day. */
export function isCreatedToday(createdAt: Date | string | number, now: Date = new Date()): boolean {
  return istDayKey(createdAt) === istDayKey(now);
}

/** The locales dates are written in: the storefront's two languages (contract/language.ts LOCALE_OF). */
export type DateLocale = 'en-IN' | 'hi-IN';

/**
 * Date formatters are created on first use and per locale, so that loading this module (every storefront page)
 * costs nothing and an English page never builds a Hindi one.
 */
function lazyFormatter(options: Intl.DateTimeFormatOptions): (locale: DateLocale) => Intl.DateTimeFormat {
  const formatters: Partial<Record<DateLocale, Intl.DateTimeFormat>> = {};
  return (locale) =>
    (formatters[locale] ??= new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options }));
}

const shortDateFormatter = lazyFormatter({ day: 'numeric', month: 'short' });
const longDateFormatter = lazyFormatter({ day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormatter = lazyFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "25 Nov" */
export function formatShortDate(instant: Date | string | number, locale: DateLocale = 'en-IN'): string {
  return shortDateFormatter(locale).format(new Date(instant));
}

/**
 * The short names of weekdays (Sunday first) and months as Intl writes them for each locale (CLDR's "short" names;
 * dates.test.ts holds them to Intl for every day of two years).
 */
const SHORT_NAMES: Record<DateLocale, { weekdays: readonly string[]; months: readonly string[] }> = {
  'en-IN': {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
  'hi-IN': {
    weekdays: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    months: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  },
};

/**
 * "Thu, 3 Dec" for an IST calendar day given as YYYY-MM-DD. Plain arithmetic, not Intl: the delivery estimate of
 * the checkout asks as its first screen renders, and creating a weekday formatter cost a phone (Chromium at 4× CPU
 * slowdown) 120 ms in one task, a fifth of the page's script time (docs/decisions/0087-weekday-dates-without-intl.md).
 */
export function formatWeekdayDate(day: string, locale: DateLocale = 'en-IN'): string {
  const date = new Date(`${day}T00:00:00Z`);
  const names = SHORT_NAMES[locale];
  return `${names.weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${names.months[date.getUTCMonth()]}`;
}

/** "25 November 2026" (long Indian date format) */
export function formatLongDate(instant: Date | string | number, locale: DateLocale = 'en-IN'): string {
  return longDateFormatter(locale).format(new Date(instant));
}

/** "25 Nov 2026, 3:05 pm" */
export function formatDateTime(instant: Date | string | number, locale: DateLocale = 'en-IN'): string {
  return dateTimeFormatter(locale).format(new Date(instant));
}

/** A day in milliseconds: IST keeps no daylight saving, so a day is always this long. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds whole days to an instant; IST has no daylight saving, so this is exact. */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** The instant an IST calendar day (YYYY-MM-DD) begins (IST is UTC+05:30 all year). */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The instant today's IST calendar day began. */
export function istStartOfDay(instant: Date): Date {
  return istDayStart(istDayKey(instant));
}

/**
 * The years a day typed into the back office may fall in. Every date filter, report, export and form is checked
 * against them before any work: a year such as 9999 once made a report build periods past what a JavaScript date
 * can hold (minutes of a blocked event loop, then a 500), and 0001 broke the queries and the CSV stream.
 */
const SHOP_YEARS = { first: 2000, last: 2100 } as const;

/** The YYYY-MM-DD a text begins with (a day alone, or an ISO instant), if it begins with one. */
function writtenDay(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
}

/**
 * Whether a text is a day of the calendar written YYYY-MM-DD: 2028-02-29 is, 2027-02-29 and 2026-02-31 are not. The
 * one rule for every day the shop is given (date filters, coupon dates, the days the shop is closed): JavaScript's
 * Date would quietly read 31 February as 3 March.
 */
export function isCalendarDay(value: string): boolean {
  if (writtenDay(value) !== value) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether a date text begins with a YYYY-MM-DD day the calendar lacks, alone or in an instant ("2026-02-31T10:00Z"). */
export function namesNoSuchDay(value: string): boolean {
  const day = writtenDay(value);
  return day !== undefined && !isCalendarDay(day);
}

/** Why a typed day is refused: not YYYY-MM-DD or no such day ('format'), or outside SHOP_YEARS ('range'). */
export function calendarDayProblem(value: string): 'format' | 'range' | undefined {
  if (!isCalendarDay(value)) return 'format';
  const year = Number(value.slice(0, 4));
  return year < SHOP_YEARS.first || year > SHOP_YEARS.last ? 'range' : undefined;
}

/** An instant whose year the shop handles (a coupon's expiry given as a full date and time). */
export function isWithinShopYears(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return year >= SHOP_YEARS.first && year <= SHOP_YEARS.last;
}
