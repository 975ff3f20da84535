import { lt, or, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { authAttempts, otpCodes, passwordResetGrants, pendingRegistrations, sessions } from '../../db/schema';
import { runPeriodically } from '../../periodic';
import { sweepTrustedBrowsers } from './trusted-browsers';
import { DAY_MS } from '../../../contract/dates';

/*
 * Account records that serve nothing once they are old: expired sessions, codes and reset grants, registrations
 * never verified, expired device cookies, and counted attempts older than any rate-limit window (the longest counts one hour). Each
 * e-mail's own history is tidied when it is used again; this sweep covers the e-mails that never come back.
 * Every instance may run it: the deletes are idempotent.
 */

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

interface Swept {
  sessions: number;
  otpCodes: number;
  resetGrants: number;
  pendingRegistrations: number;
  authAttempts: number;
  trustedBrowsers: number;
}

export async function sweepExpired(db: Db, now: Date): Promise<Swept> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [expiredSessions, codes, grants, pending, attempts, browsers] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo)).returning({ id: otpCodes.id }),
    db
      .delete(passwordResetGrants)
      .where(or(lt(passwordResetGrants.expiresAt, now), isNotNull(passwordResetGrants.usedAt)))
      .returning({ id: passwordResetGrants.id }),
    db
      .delete(pendingRegistrations)
      .where(lt(pendingRegistrations.createdAt, dayAgo))
      .returning({ email: pendingRegistrations.email }),
    db.delete(authAttempts).where(lt(authAttempts.createdAt, dayAgo)).returning({ id: authAttempts.id }),
    sweepTrustedBrowsers(db, now),
  ]);
  return {
    sessions: expiredSessions.length,
    otpCodes: codes.length,
    resetGrants: grants.length,
    pendingRegistrations: pending.length,
    authAttempts: attempts.length,
    trustedBrowsers: browsers,
  };
}

/** Sweeps at start and then every hour; a failed sweep is logged and tried again at the next one. */
export function startHousekeeping(db: Db, now: () => Date, logger: FastifyBaseLogger): () => void {
  return runPeriodically(
    async () => logger.info({ swept: await sweepExpired(db, now()) }, 'housekeeping'),
    HOUSEKEEPING_INTERVAL_MS,
    (error) => logger.warn({ err: error }, 'housekeeping failed'),
  );
}
