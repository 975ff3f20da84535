// The one way the storefront keeps something in this browser. Storage may be refused: a private window, a full
// quota, or a browser set to block site data throws on each call (some even on reaching `window.localStorage`).
// What is kept here is a convenience (a language, a PIN, a bag, a choice), so a refusal never breaks a page:
// a read finds nothing and a write says whether it kept the value, for the one caller that must say so.

/** 'local' lasts in this browser; 'session' ends with the tab. */
type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The value kept under `key`, or null when there is none or storage is refused. */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** The value kept under `key` as JSON, or null when there is none, storage is refused or it is not JSON. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  const raw = readStored(area, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when storage refused it. */
export function writeStored(area: StorageArea, key: string, value: string): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets what is kept under `key`; false when storage refused. */
export function removeStored(area: StorageArea, key: string): boolean {
  try {
    storageOf(area).removeItem(key);
    return true;
  } catch {
    return false;
  }
}
