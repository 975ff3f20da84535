import { stateByCode } from './indian-states';

// A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number (1-9 or A-Z),
// a 'Z', and a check character computed over the first 14 (a base-36 Luhn variant, as the GST network does).

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid, or undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin))
    return 'must be a 15-character GSTIN such as 29ABCDE1234F1Z5 (state code, PAN, entity number, Z, check)';
  if (!stateByCode(gstin.slice(0, 2))) return `starts with ${gstin.slice(0, 2)}, which is no GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character';
  return undefined;
}
