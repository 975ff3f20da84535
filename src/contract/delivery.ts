import { formatWeekdayDate, isCalendarDay, istDayKey, istStartOfDay } from './dates';
import type { DateLocale } from './dates';
import type { IndianState } from './indian-states';

// When a parcel ordered now reaches a PIN code: the zone between the shop's PIN and the buyer's, the shop's
// dispatch cut-off, Sundays, the national holidays and the days the shop says it is closed
// (docs/decisions/0052-delivery-dates-by-pin.md). Shared by the delivery call, which decides, and the storefront,
// which only shows the server's answer.

/** The zones a parcel may travel, nearest first. */
export const DELIVERY_ZONES = [
  'sameCity',
  'sameState',
  'metroToMetro',
  'restOfIndia',
  'northEastAndIslands',
] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/**
 * Courier working days (Monday to Saturday) from the day the parcel leaves the shop to the day it arrives, at the
 * soonest and at the latest, as the shop's couriers quote them for surface and air parcels under 2 kg.
 */
const ZONE_TRANSIT_DAYS: Record<DeliveryZone, { min: number; max: number }> = {
  sameCity: { min: 1, max: 2 },
  sameState: { min: 2, max: 3 },
  metroToMetro: { min: 2, max: 4 },
  restOfIndia: { min: 4, max: 6 },
  northEastAndIslands: { min: 6, max: 9 },
};

/**
 * The eight metros, by the PIN code prefixes of the city and its suburbs (a PIN's first three digits are its
 * sorting district; Howrah's city offices are 7111xx). Two PINs in the same metro are one city even when India
 * Post files them under different districts (Central Delhi and Gurgaon, for instance).
 */
const METRO_PIN_PREFIXES = {
  'Delhi NCR': ['110', '121', '122', '201'],
  Mumbai: ['400'],
  Bengaluru: ['560'],
  Chennai: ['600'],
  Kolkata: ['700', '7111'],
  Hyderabad: ['500'],
  Pune: ['411'],
  Ahmedabad: ['380'],
} as const satisfies Record<string, readonly string[]>;
type Metro = keyof typeof METRO_PIN_PREFIXES;

/**
 * The north-east, the islands and the far north: couriers reach them by air or a long road with few flights a week,
 * so they take longest, from anywhere else.
 */
const FAR_STATES: ReadonlySet<IndianState> = new Set<IndianState>([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
  'Jammu and Kashmir',
  'Ladakh',
]);

/**
 * The Army Postal Service's PINs (9xxxxx, APO and FPO addresses): mail goes through the army's own post, which no
 * courier hands parcels to, and India Post's directory does not list them.
 */
export function isArmyPostalPin(pinCode: string): boolean {
  return pinCode.startsWith('9');
}

export function metroOf(pinCode: string): Metro | undefined {
  return (Object.keys(METRO_PIN_PREFIXES) as Metro[]).find((metro) =>
    METRO_PIN_PREFIXES[metro].some((prefix) => pinCode.startsWith(prefix)),
  );
}

/** A PIN code's place as the directory knows it: its district (the city) and its state. */
export interface DeliveryPlace {
  pinCode: string;
  city: string;
  state: string;
}

/** The zone from the shop to a buyer: the first that fits, nearest first, so that a far state's own towns are near. */
export function deliveryZone(from: DeliveryPlace, to: DeliveryPlace): DeliveryZone {
  const fromMetro = metroOf(from.pinCode);
  const toMetro = metroOf(to.pinCode);
  if ((fromMetro && fromMetro === toMetro) || (from.city === to.city && from.state === to.state))
    return 'sameCity';
  if (from.state === to.state) return 'sameState';
  const far = (place: DeliveryPlace) => FAR_STATES.has(place.state as IndianState);
  if (far(from) || far(to)) return 'northEastAndIslands';
  if (fromMetro && toMetro) return 'metroToMetro';
  return 'restOfIndia';
}

/** The shop's dispatch cut-off as 24-hour IST "HH:MM": orders placed from then on leave the next working day. */
export const DISPATCH_CUTOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_DISPATCH_CUTOFF = '14:00';

/** "14:00" → 840 minutes after IST midnight. */
export function cutoffMinutes(cutoff: string): number {
  const [hours, minutes] = cutoff.split(':').map(Number);
  return hours! * 60 + minutes!;
}

const SUNDAY = 0;

/**
 * The three national holidays fixed by date (Republic Day, Independence Day, Gandhi Jayanti), as MM-DD: couriers in
 * every state close on them. Festivals that move with the calendar (Holi, Diwali) are the shop's to name
 * (SHOP_CLOSED_DAYS), since their dates and the couriers' closures differ by year and region.
 */
const NATIONAL_HOLIDAYS: readonly string[] = ['01-26', '08-15', '10-02'];

/** Days on which no parcel leaves or arrives, beyond Sundays and the national holidays: YYYY-MM-DD. */
export type ClosedDays = ReadonlySet<string>;
const NO_CLOSED_DAYS: ClosedDays = new Set();

/** "2026-11-08,2026-11-09" → its well-formed days; undefined when one is not a real YYYY-MM-DD day. */
export function parseClosedDays(list: string): string[] | undefined {
  const days = list
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
  return days.every(isCalendarDay) ? days : undefined;
}

/** The calendar day `days` after a YYYY-MM-DD day. */
function dayAfter(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether couriers work on a YYYY-MM-DD day: not a Sunday, not a national holiday, not a day the shop closes. */
export function isCourierWorkingDay(day: string, closedDays: ClosedDays = NO_CLOSED_DAYS): boolean {
  return (
    new Date(`${day}T00:00:00Z`).getUTCDay() !== SUNDAY &&
    !NATIONAL_HOLIDAYS.includes(day.slice(5)) &&
    !closedDays.has(day)
  );
}

/** The next working day after `day`. */
function nextWorkingDay(day: string, closedDays: ClosedDays): string {
  let next = dayAfter(day);
  while (!isCourierWorkingDay(next, closedDays)) next = dayAfter(next);
  return next;
}

/** `count` working days after `day`, days off not counted. */
function addWorkingDays(day: string, count: number, closedDays: ClosedDays): string {
  let result = day;
  for (let i = 0; i < count; i += 1) result = nextWorkingDay(result, closedDays);
  return result;
}

/**
 * The IST day a parcel ordered at `now` leaves the shop: today when it is a working day and before the cut-off,
 * else the next working day (an order at the cut-off minute itself waits).
 */
export function dispatchDay(now: Date, cutoff: number, closedDays: ClosedDays = NO_CLOSED_DAYS): string {
  const today = istDayKey(now);
  const minuteOfDay = Math.floor((now.getTime() - istStartOfDay(now).getTime()) / 60_000);
  return isCourierWorkingDay(today, closedDays) && minuteOfDay < cutoff
    ? today
    : nextWorkingDay(today, closedDays);
}

/** The first and last IST day (YYYY-MM-DD) a parcel ordered at `now` may arrive; always a working day. */
export function deliveryWindow(
  now: Date,
  zone: DeliveryZone,
  cutoff: number,
  closedDays: ClosedDays = NO_CLOSED_DAYS,
): { earliest: string; latest: string } {
  const dispatched = dispatchDay(now, cutoff, closedDays);
  const { min, max } = ZONE_TRANSIT_DAYS[zone];
  return {
    earliest: addWorkingDays(dispatched, min, closedDays),
    latest: addWorkingDays(dispatched, max, closedDays),
  };
}

/** "Thu, 3 Dec – Sat, 5 Dec" for two YYYY-MM-DD days. */
export function deliveryDatesText(earliest: string, latest: string, locale: DateLocale = 'en-IN'): string {
  const from = formatWeekdayDate(earliest, locale);
  return earliest === latest ? from : `${from} – ${formatWeekdayDate(latest, locale)}`;
}
