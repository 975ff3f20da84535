import { createHash } from 'node:crypto';
import { API_ERROR } from '../../../contract/messages';
import { unprocessable } from '../../http-error';

// An Idempotency-Key names one request: a retry with the same key and the same body gets the order the first
// one placed; the same key with another body is a client bug (or a replay) and is refused, never silently
// answered with an order the client did not ask for.

/** SHA-256 of the request body as validated, with object keys sorted so that their order does not matter. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** 422 when the key's first request had another body (orders made before fingerprints were kept pass). */
export function assertSameRequest(firstFingerprint: string | null, fingerprint: string): void {
  if (firstFingerprint !== null && firstFingerprint !== fingerprint) {
    throw unprocessable(API_ERROR.idempotencyKeyReused);
  }
}
