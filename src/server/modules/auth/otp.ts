import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contract/language';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '../../../contract/constants';
import { AUTH_ERROR, otpCooldownMessage } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { authAttempts, otpCodes } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../http-error';
import { lockEmail } from './email-lock';
import { inTransaction } from '../../db/transaction';

export type OtpPurpose = 'register' | 'reset';

export const OTP_RULES = {
  validityMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  resendCooldownMs: 30 * 1000,
  maxSendsPerHour: 5,
} as const;

const HOUR_MS = 60 * 60 * 1000;

function hashCode(email: string, purpose: OtpPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}\n${email}\n${code}`).digest('hex');
}

function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** A registration request, kept with the code mailed for it: verifying that code creates this account. */
export interface RegistrationRequest {
  email: string;
  name: string;
  passwordHash: string;
  /** The storefront's language at registration: the code mail and the account use it. */
  language: Language;
}

/** A stored request's language; codes stored before languages existed were English. */
function languageOf(value: string | null): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export interface IssueOptions {
  /** Who asks (see `otpCodes.requester`): only this requester's older code is retired, and only it may use this one. */
  requester?: string | null;
  /** Counted against a budget of its own (a trusted browser's), instead of the e-mail's shared one. */
  budget?: string;
  registration?: RegistrationRequest;
}

function sameRequester(requester: string | null | undefined) {
  return requester ? eq(otpCodes.requester, requester) : isNull(otpCodes.requester);
}

interface IssuedCode {
  code: string;
  codeId: string;
  attemptId: string;
  /** The codes this one retired, live again if it is withdrawn. */
  retiredIds: string[];
}

/**
 * Checks the cooldown and hourly limit (counted in the database, so they hold across instances), then stores
 * a new hashed code and retires the older ones. `email` is the canonical form (one inbox, one count).
 * A code is stored whether or not it will be mailed (an e-mail without an account gets one nobody receives), so
 * the limits and every later answer about codes are the same for known and unknown e-mails.
 */
export async function issueCode(
  db: Db,
  email: string,
  purpose: OtpPurpose,
  now: Date,
  options: IssueOptions = {},
): Promise<IssuedCode> {
  const kind = options.budget ? `otp:${purpose}:${options.budget}` : `otp:${purpose}`;
  return inTransaction(db, async (tx) => {
    await lockEmail(tx, 'otp', email);
    const [last] = await tx
      .select({ createdAt: authAttempts.createdAt })
      .from(authAttempts)
      .where(and(eq(authAttempts.email, email), eq(authAttempts.kind, kind)))
      .orderBy(desc(authAttempts.createdAt))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + OTP_RULES.resendCooldownMs - now.getTime();
      if (waitMs > 0) throw tooManyRequests(otpCooldownMessage(Math.ceil(waitMs / 1000)));
    }
    const [sent] = await tx
      .select({ n: count() })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.email, email),
          eq(authAttempts.kind, kind),
          gt(authAttempts.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= OTP_RULES.maxSendsPerHour) throw tooManyRequests(AUTH_ERROR.otpHourlyLimit);

    // Tidy this e-mail's history: older requests no longer count, dead codes serve nothing.
    await tx
      .delete(authAttempts)
      .where(
        and(
          eq(authAttempts.email, email),
          eq(authAttempts.kind, kind),
          lt(authAttempts.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    await tx
      .delete(otpCodes)
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.purpose, purpose),
          lt(otpCodes.expiresAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    const [attempt] = await tx
      .insert(authAttempts)
      .values({ email, kind, createdAt: now })
      .returning({ id: authAttempts.id });
    const code = generateCode();
    // Only the newest code of a requester counts, so asking for codes cannot multiply the wrong tries allowed; a
    // code asked for by someone else (another browser) is left alone, so nobody can retire the owner's code.
    const retired = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.email, email),
          eq(otpCodes.purpose, purpose),
          sameRequester(options.requester),
          isNull(otpCodes.consumedAt),
        ),
      )
      .returning({ id: otpCodes.id });
    const [row] = await tx
      .insert(otpCodes)
      .values({
        email,
        purpose,
        codeHash: hashCode(email, purpose, code),
        expiresAt: new Date(now.getTime() + OTP_RULES.validityMs),
        createdAt: now,
        requester: options.requester ?? null,
        registrationEmail: options.registration?.email ?? null,
        registrationName: options.registration?.name ?? null,
        registrationPasswordHash: options.registration?.passwordHash ?? null,
        registrationLanguage: options.registration?.language ?? null,
      })
      .returning({ id: otpCodes.id });
    return { code, codeId: row!.id, attemptId: attempt!.id, retiredIds: retired.map((r) => r.id) };
  });
}

/**
 * Undoes issueCode when the mail could not be sent: the user may try again at once, and the code mailed before
 * (if any) works as it did.
 */
export async function withdrawCode(db: Db, issued: IssuedCode): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(otpCodes).where(eq(otpCodes.id, issued.codeId));
    await tx.delete(authAttempts).where(eq(authAttempts.id, issued.attemptId));
    if (issued.retiredIds.length > 0)
      await tx.update(otpCodes).set({ consumedAt: null }).where(inArray(otpCodes.id, issued.retiredIds));
  });
}

/**
 * Accepts the requester's newest live code of this purpose once, and hands back the registration request it was
 * mailed for (if any). A wrong code counts a try; the fifth wrong try kills it. Throws 400 with a clear message
 * otherwise.
 */
export async function consumeCode(
  db: Db,
  email: string,
  purpose: OtpPurpose,
  code: string,
  now: Date,
  requester: string | null = null,
): Promise<{ registration: RegistrationRequest | undefined }> {
  const [current] = await db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      registrationEmail: otpCodes.registrationEmail,
      registrationName: otpCodes.registrationName,
      registrationPasswordHash: otpCodes.registrationPasswordHash,
      registrationLanguage: otpCodes.registrationLanguage,
    })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, purpose),
        sameRequester(requester),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!current) throw badRequest(AUTH_ERROR.otpExpired);
  if (current.attempts >= OTP_RULES.maxWrongTries) throw badRequest(AUTH_ERROR.otpTooManyAttempts);

  const given = Buffer.from(hashCode(email, purpose, code), 'hex');
  const stored = Buffer.from(current.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const [counted] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, current.id), lt(otpCodes.attempts, OTP_RULES.maxWrongTries)))
      .returning({ attempts: otpCodes.attempts });
    if (!counted || counted.attempts >= OTP_RULES.maxWrongTries)
      throw badRequest(AUTH_ERROR.otpTooManyAttempts);
    throw badRequest(AUTH_ERROR.otpInvalid);
  }
  // Conditional, so two parallel requests with the right code cannot both succeed.
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, current.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_RULES.maxWrongTries),
      ),
    )
    .returning({ id: otpCodes.id });
  if (!used) throw badRequest(AUTH_ERROR.otpExpired);
  const { registrationEmail, registrationName, registrationPasswordHash, registrationLanguage } = current;
  return {
    registration:
      registrationEmail && registrationName !== null && registrationPasswordHash
        ? {
            email: registrationEmail,
            name: registrationName,
            passwordHash: registrationPasswordHash,
            language: languageOf(registrationLanguage),
          }
        : undefined,
  };
}

/** The newest registration request a requester (a browser) made for this inbox within the last hour, if any. */
export async function lastRegistrationRequest(
  db: Db,
  email: string,
  requester: string,
): Promise<RegistrationRequest | undefined> {
  const [row] = await db
    .select({
      email: otpCodes.registrationEmail,
      name: otpCodes.registrationName,
      passwordHash: otpCodes.registrationPasswordHash,
      language: otpCodes.registrationLanguage,
    })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'register'), eq(otpCodes.requester, requester)),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.email && row.name !== null && row.passwordHash
    ? { email: row.email, name: row.name, passwordHash: row.passwordHash, language: languageOf(row.language) }
    : undefined;
}
