import { eq } from 'drizzle-orm';
import { canonicalEmail } from '../../../contract/auth';
import { AUTH_ERROR } from '../../../contract/messages';
import { pendingRegistrations, users } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { createSession, type NewSession } from '../../plugins/session';
import { accountExistsMail, otpMail } from './auth.mail';
import { findPendingRegistration, findUserByEmail, issueAndMail, type AccountContext } from './accounts';
import { consumeCode } from './otp';
import { hashPassword } from './password';
import { inTransaction } from '../../db/transaction';

/*
 * Registration: an account exists only once the e-mailed code proves the inbox.
 *
 * Every request for an address answers alike, whether it is new, waiting for its code or already an account, and
 * costs the same work (one scrypt hash, one counted code, one mail), so nobody learns which addresses have accounts:
 *   - new: the registration waits with its name and password hash, and the code is mailed;
 *   - waiting: it is never overwritten (another person could otherwise set the password of someone's inbox); the
 *     request is a resend: a new code to the same inbox, for the password first given;
 *   - an account: its owner gets a mail saying so (log in, or reset the password), and no code.
 */

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export async function register(context: AccountContext, input: RegisterInput): Promise<void> {
  const { db, now } = context;
  // Hashed on every path, so that an existing address does not answer faster.
  const passwordHash = await hashPassword(input.password);
  const account = await findUserByEmail(db, input.email);
  if (account) {
    await issueAndMail(context, input.email, 'register', () =>
      accountExistsMail(account.email, account.name),
    );
    return;
  }
  const waiting = await findPendingRegistration(db, input.email);
  if (waiting) {
    await mailRegistrationCode(context, waiting.email);
    return;
  }
  // The limits are checked before anything is stored, so a refused request changes nothing.
  let created = false;
  await issueAndMail(
    context,
    input.email,
    'register',
    (code) => otpMail(input.email, null, code, 'register'),
    {
      beforeMail: async () => {
        // A parallel request for the same inbox that got here first keeps its registration (never overwritten).
        const [row] = await db
          .insert(pendingRegistrations)
          .values({ email: input.email, name: input.name, passwordHash, createdAt: now })
          .onConflictDoNothing()
          .returning({ email: pendingRegistrations.email });
        created = Boolean(row);
      },
      // A mail that could not be sent leaves no half-made registration behind.
      undo: async () => {
        if (created) await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, input.email));
      },
    },
  );
}

/**
 * "Resend OTP": the same answer for every address. A waiting registration gets a new code; an account gets the
 * "you already have an account" mail; an unknown address is counted and mailed nothing.
 */
export async function resendRegistrationCode(context: AccountContext, email: string): Promise<void> {
  const account = await findUserByEmail(context.db, email);
  if (account) {
    await issueAndMail(context, email, 'register', () => accountExistsMail(account.email, account.name));
    return;
  }
  const waiting = await findPendingRegistration(context.db, email);
  await issueAndMail(context, email, 'register', (code) =>
    waiting ? otpMail(waiting.email, null, code, 'register') : null,
  );
}

/** A new code for a waiting registration, mailed to the address it was registered with. */
export async function mailRegistrationCode(context: AccountContext, typedEmail: string): Promise<void> {
  await issueAndMail(context, typedEmail, 'register', (code) => otpMail(typedEmail, null, code, 'register'));
}

export interface VerifiedRegistration {
  user: typeof users.$inferSelect;
  session: NewSession;
}

/**
 * The right code creates the account with the name and password the registration was made with, and starts
 * its first session. The code is checked first, so a wrong code answers the same for any address.
 */
export async function verifyRegistration(
  context: AccountContext,
  input: { email: string; otp: string },
): Promise<VerifiedRegistration> {
  const { db, now } = context;
  const canonical = canonicalEmail(input.email);
  await consumeCode(db, canonical, 'register', input.otp, now);
  const pending = await findPendingRegistration(db, input.email);
  if (!pending) throw badRequest(AUTH_ERROR.noPendingRegistration);
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: pending.name, email: pending.email, passwordHash: pending.passwordHash })
      .onConflictDoNothing()
      .returning();
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.canonicalEmail, canonical));
    if (!created) throw conflict(AUTH_ERROR.emailTaken);
    return { user: created, session: await createSession(tx, created.id, now) };
  });
}
