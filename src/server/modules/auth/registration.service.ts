import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/language';
import { canonicalEmail } from '../../../contract/auth';
import { AUTH_ERROR } from '../../../contract/messages';
import { otpCodes, pendingRegistrations, users } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { createSession, type NewSession } from '../../plugins/session';
import { accountExistsMail, otpMail } from './auth.mail';
import { findUserByEmail, issueAndMail, type AccountContext } from './accounts';
import { consumeCode, lastRegistrationRequest, type RegistrationRequest } from './otp';
import { hashPassword } from './password';
import { inTransaction } from '../../db/transaction';

/*
 * Registration: an account exists only once the e-mailed code proves the inbox, and it is made from the request
 * that code was mailed for (docs/decisions/0042-a-code-sets-the-password-it-was-mailed-for.md).
 *
 * Each request keeps its own name and password hash with its code, and the code belongs to the browser that sent
 * the request (`requester`, from an httpOnly cookie): verifying it there creates the account from that request.
 * So a squatter who registered someone's address first, or after her, never sets her password: her code carries
 * hers, and his code (mailed to her inbox) is of no use in his browser without the inbox, nor in hers.
 *
 * Every request for an address answers alike, whether it is new, waiting for its code or already an account, and
 * costs the same work (one scrypt hash, one counted code, one mail), so nobody learns which addresses have accounts:
 *   - no account: the request waits with its code (the newest request is also kept in pending_registrations, for a
 *     login with its password before the code is used), and the code is mailed;
 *   - an account: its owner gets a mail saying so (log in, or reset the password), and no code.
 */

interface RegisterInput {
  name: string;
  email: string;
  password: string;
  language?: Language | undefined;
}

export async function register(
  context: AccountContext,
  input: RegisterInput,
  requester: string,
): Promise<void> {
  const { db } = context;
  // Hashed on every path, so that an existing address does not answer faster.
  const passwordHash = await hashPassword(input.password);
  const account = await findUserByEmail(db, input.email);
  if (account) {
    await issueAndMail(
      context,
      input.email,
      'register',
      () => accountExistsMail(account.email, account.name, account.language),
      {
        code: { requester },
      },
    );
    return;
  }
  const language = input.language ?? DEFAULT_LANGUAGE;
  await mailRegistrationCode(
    context,
    { email: input.email, name: input.name, passwordHash, language },
    requester,
  );
}

/**
 * A code for one registration request, mailed to the address it was made with. The inbox's waiting registration
 * becomes this request; a mail that could not be sent puts back the one that waited before (or none).
 */
export async function mailRegistrationCode(
  context: AccountContext,
  request: RegistrationRequest,
  requester: string,
): Promise<void> {
  const { db, now } = context;
  const canonical = canonicalEmail(request.email);
  let before: typeof pendingRegistrations.$inferSelect | undefined;
  await issueAndMail(
    context,
    request.email,
    'register',
    (code) => otpMail(request.email, null, code, 'register', request.language),
    {
      code: { requester, registration: request },
      beforeMail: async () => {
        await inTransaction(db, async (tx) => {
          [before] = await tx
            .delete(pendingRegistrations)
            .where(eq(pendingRegistrations.canonicalEmail, canonical))
            .returning();
          await tx.insert(pendingRegistrations).values({ ...request, createdAt: now });
        });
      },
      undo: async () => {
        await inTransaction(db, async (tx) => {
          await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.canonicalEmail, canonical));
          if (before) await tx.insert(pendingRegistrations).values(before);
        });
      },
    },
  );
}

/**
 * "Resend OTP": the same answer for every address. The request this browser made gets a new code; an account gets
 * the "you already have an account" mail; anything else (an unknown address, another browser's registration) is
 * counted and mailed nothing.
 */
export async function resendRegistrationCode(
  context: AccountContext,
  email: string,
  requester: string | null,
): Promise<void> {
  const account = await findUserByEmail(context.db, email);
  if (account) {
    const mail = () => accountExistsMail(account.email, account.name, account.language);
    await issueAndMail(context, email, 'register', mail, {
      code: { requester },
    });
    return;
  }
  const own = requester
    ? await lastRegistrationRequest(context.db, canonicalEmail(email), requester)
    : undefined;
  if (own) {
    await mailRegistrationCode(context, own, requester!);
    return;
  }
  await issueAndMail(context, email, 'register', () => null, { code: { requester } });
}

interface VerifiedRegistration {
  user: typeof users.$inferSelect;
  session: NewSession;
}

/**
 * The right code, in the browser whose request it was mailed for, creates the account with that request's name and
 * password, and starts its first session. The code is checked first, so a wrong code answers the same for any
 * address.
 */
export async function verifyRegistration(
  context: AccountContext,
  input: { email: string; otp: string },
  requester: string | null,
): Promise<VerifiedRegistration> {
  const { db, now } = context;
  const canonical = canonicalEmail(input.email);
  const { registration } = await consumeCode(db, canonical, 'register', input.otp, now, requester);
  if (!registration) throw badRequest(AUTH_ERROR.noPendingRegistration);
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        name: registration.name,
        email: registration.email,
        passwordHash: registration.passwordHash,
        language: registration.language,
      })
      .onConflictDoNothing()
      .returning();
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.canonicalEmail, canonical));
    // Other browsers' requests for this inbox are over: their codes make nothing now.
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(otpCodes.email, canonical), eq(otpCodes.purpose, 'register'), isNull(otpCodes.consumedAt)),
      );
    if (!created) throw conflict(AUTH_ERROR.emailTaken);
    return { user: created, session: await createSession(tx, created.id, now) };
  });
}
