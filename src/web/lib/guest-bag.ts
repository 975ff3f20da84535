import { useSyncExternalStore } from 'react';
import { CART_QUANTITY_MAX } from '../../contract/constants';
import { readStored, removeStored, writeStored } from './browser-storage';

// A visitor's bag, kept in this browser's localStorage until they log in or register, when it joins the account's
// bag (src/web/api/guest-bag.ts). Only what was asked for is kept (product, size, quantity): prices and stock are
// the server's, read each time the bag is shown. Storage may be refused (private windows, full quota): the bag is
// then empty, and Add to Cart says nothing was kept by failing loudly in the caller.

export interface GuestBagLine {
  productId: string;
  size: string;
  quantity: number;
}

const KEY = 'littlehope.guestBag';
const CHANGED = 'littlehope:guest-bag';
const EMPTY: readonly GuestBagLine[] = [];

let cachedRaw: string | null = null;
let cachedLines: readonly GuestBagLine[] = EMPTY;

function isLine(value: unknown): value is GuestBagLine {
  const line = value as GuestBagLine | null;
  return (
    typeof line?.productId === 'string' &&
    typeof line.size === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1
  );
}

/** The lines, the same array while the stored bag is unchanged (as useSyncExternalStore needs). */
export function guestBagLines(): readonly GuestBagLine[] {
  const raw = readStored('local', KEY);
  if (raw === cachedRaw) return cachedLines;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedLines = Array.isArray(parsed) ? parsed.filter(isLine) : EMPTY;
  } catch {
    cachedLines = EMPTY;
  }
  return cachedLines;
}

/** Keeps the lines; false when storage refused them (the bag is then as it was). */
function store(lines: readonly GuestBagLine[]): boolean {
  const kept =
    lines.length === 0 ? removeStored('local', KEY) : writeStored('local', KEY, JSON.stringify(lines));
  if (kept) window.dispatchEvent(new Event(CHANGED));
  return kept;
}

/** A change the shopper asked for: refused storage fails it, so that the caller says nothing was kept. */
function storeOrFail(lines: readonly GuestBagLine[]): void {
  if (!store(lines)) throw new Error('This browser refused to keep the bag.');
}

const sameLine = (a: Pick<GuestBagLine, 'productId' | 'size'>) => (b: GuestBagLine) =>
  a.productId === b.productId && a.size === b.size;

/** Adds to the line (creating it), up to 5 pieces: the stock is checked by the server when the bag is shown. */
export function addToGuestBag(line: GuestBagLine): void {
  const lines = guestBagLines();
  const existing = lines.find(sameLine(line));
  const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, CART_QUANTITY_MAX);
  storeOrFail(
    existing
      ? lines.map((l) => (sameLine(line)(l) ? { ...l, quantity } : l))
      : [...lines, { ...line, quantity }],
  );
}

export function setGuestBagQuantity(line: GuestBagLine): void {
  storeOrFail(guestBagLines().map((l) => (sameLine(line)(l) ? { ...l, quantity: line.quantity } : l)));
}

export function removeFromGuestBag(line: Pick<GuestBagLine, 'productId' | 'size'>): void {
  storeOrFail(guestBagLines().filter((l) => !sameLine(line)(l)));
}

export function clearGuestBag(): void {
  store(EMPTY);
}

function subscribe(onChange: () => void): () => void {
  // Another tab's change arrives as a storage event; this tab's as our own event.
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The visitor's bag lines, re-rendering whenever the bag changes (in this tab or another). */
export function useGuestBagLines(): readonly GuestBagLine[] {
  return useSyncExternalStore(subscribe, guestBagLines, () => EMPTY);
}
