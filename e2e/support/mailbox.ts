import fs from 'node:fs';
import path from 'node:path';

interface CaughtMail {
  to: string[];
  raw: string;
}

/** Mails the shop sent during the journeys, newest last. */
export function mailsTo(email: string): CaughtMail[] {
  const file = path.join(process.env.E2E_DATA_DIR!, 'mails.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()));
}

/** Waits for a new mail to the address and returns the first 6-digit code in it. */
export async function waitForOtp(email: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(email);
    const code = mails
      .slice(after)
      .at(-1)
      ?.raw.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
}
