import fs from 'node:fs';
import path from 'node:path';
import { thisWorkersShop } from './journey-shops';

interface CaughtMail {
  to: string[];
  raw: string;
}

/** Where this worker's shop has its mails caught. */
const journeysMailFile = () => path.join(thisWorkersShop().dataDir, 'mails.jsonl');

/** Mails the shop sent to an address, newest last, as caught in `file` (the journeys' catcher by default). */
export function mailsTo(email: string, file = journeysMailFile()): CaughtMail[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()));
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The decoded plain-text part of a raw mail (headers, HTML and boundaries left out). */
export function plainText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? parts[0] ?? '';
  const split = part.search(/\r?\n\r?\n/);
  const headers = split >= 0 ? part.slice(0, split) : '';
  const body = split >= 0 ? part.slice(split).trimStart() : part;
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The shop writes the code alone on its own line of the plain-text part. */
function codeIn(raw: string): string | undefined {
  return /^[ \t]*(\d{6})[ \t]*\r?$/m.exec(plainText(raw))?.[1];
}

/** Waits for a new mail to the address (beyond the first `after` ones) and returns the code in it. */
export async function waitForOtp(
  email: string,
  after = 0,
  timeoutMs = 10_000,
  file = journeysMailFile(),
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const latest = mailsTo(email, file).slice(after).at(-1);
    const code = latest && codeIn(latest.raw);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
}
