import fs from 'node:fs';
import { SmtpCatcher } from '../../src/server/test/smtp-catcher';

/**
 * The API tests' SMTP server, for a shop in another process: every mail it accepts is appended (recipients and
 * raw text) as one JSON line to `file`, which the journeys read.
 */
export async function startMailCatcher(file: string): Promise<{ port: number; close(): Promise<void> }> {
  const catcher = new SmtpCatcher({
    onMail: (mail) => fs.appendFileSync(file, `${JSON.stringify({ to: mail.to, raw: mail.raw })}\n`),
  });
  await catcher.start();
  return { port: catcher.port, close: () => catcher.stop() };
}
