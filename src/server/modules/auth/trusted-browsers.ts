import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { trustedBrowsers } from '../../db/schema';
import { hashToken } from '../../plugins/session';

/*
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies";
 * docs/decisions/0043-lockout-an-attacker-cannot-aim.md): a browser that has logged in to an account, or set its
 * password by a reset, holds a random token for that account. Its failed logins and reset-code requests are
 * counted against a budget of its own, so guesses from anywhere else never lock its owner out; every other browser
 * shares the account's budget, which still stops a guessing run spread over many addresses.
 */

const TRUSTED_BROWSER_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
/** Accounts one browser is trusted for at once (a family computer); the oldest token is dropped past it. */
const MAX_TOKENS_PER_BROWSER = 4;
const TOKEN = /^[\w-]{43}$/;

/** The tokens a browser's cookie holds ("token.token…"), well-formed ones only. */
export function tokensOf(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split('.')
    .filter((token) => TOKEN.test(token))
    .slice(-MAX_TOKENS_PER_BROWSER);
}

export interface TrustedBrowser {
  id: string;
  /** Names this browser's own budgets and codes (`auth_attempts.kind`, `otp_codes.requester`). */
  key: string;
}

/** This browser, if it holds a live token for the account (`email` canonical). */
export async function findTrustedBrowser(
  db: DbOrTx,
  email: string,
  tokens: string[],
  now: Date,
): Promise<TrustedBrowser | undefined> {
  if (tokens.length === 0) return undefined;
  const [row] = await db
    .select({ id: trustedBrowsers.id })
    .from(trustedBrowsers)
    .where(
      and(
        inArray(trustedBrowsers.tokenHash, tokens.map(hashToken)),
        eq(trustedBrowsers.email, email),
        gt(trustedBrowsers.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { id: row.id, key: `browser:${row.id}` } : undefined;
}

/**
 * Trusts this browser for the account: a new token, added to those it holds for other accounts. Returns the
 * cookie's new value and expiry. A browser already trusted gets a fresh token (its old one is dropped).
 */
export async function trustBrowser(
  db: DbOrTx,
  email: string,
  tokens: string[],
  now: Date,
): Promise<{ cookie: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TRUSTED_BROWSER_LIFETIME_MS);
  const ownOld = await findTrustedBrowser(db, email, tokens, now);
  if (ownOld) await db.delete(trustedBrowsers).where(eq(trustedBrowsers.id, ownOld.id));
  await db.insert(trustedBrowsers).values({ email, tokenHash: hashToken(token), expiresAt, createdAt: now });
  // Only tokens that are still live are kept (an expired or dropped one serves nothing).
  const live = tokens.length
    ? await db
        .select({ tokenHash: trustedBrowsers.tokenHash })
        .from(trustedBrowsers)
        .where(
          and(inArray(trustedBrowsers.tokenHash, tokens.map(hashToken)), gt(trustedBrowsers.expiresAt, now)),
        )
    : [];
  const liveHashes = new Set(live.map((row) => row.tokenHash));
  const kept = tokens.filter((old) => liveHashes.has(hashToken(old)));
  return { cookie: [...kept, token].slice(-MAX_TOKENS_PER_BROWSER).join('.'), expiresAt };
}

/** Expired tokens (housekeeping). */
export async function sweepTrustedBrowsers(db: DbOrTx, now: Date): Promise<number> {
  const removed = await db
    .delete(trustedBrowsers)
    .where(lt(trustedBrowsers.expiresAt, now))
    .returning({ id: trustedBrowsers.id });
  return removed.length;
}
