import { and, count, eq, gt } from 'drizzle-orm';
import type { users } from '../../db/schema';
import { authAttempts } from '../../db/schema';
import type { AccountContext } from './accounts';
import { blockedAccountMail } from './auth.mail';

const NOTICE = 'blocked_notice';
const NOTICE_EVERY_MS = 60 * 60 * 1000;

/**
 * The owner of a blocked account gave the right password: the answer stays the generic 401 (nothing tells a
 * stranger the account exists or is blocked), and the inbox gets a mail saying the account is blocked and how to
 * reach the shop, at most once an hour. The mail is not waited for, so the refusal takes as long as any other (the
 * hourly check is two small statements beside a scrypt comparison); a mail that fails is logged.
 */
export async function notifyBlockedOwner(
  context: AccountContext,
  user: typeof users.$inferSelect,
): Promise<void> {
  const { db, now, mailer, log } = context;
  const [recent] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.email, user.canonicalEmail),
        eq(authAttempts.kind, NOTICE),
        gt(authAttempts.createdAt, new Date(now.getTime() - NOTICE_EVERY_MS)),
      ),
    );
  if ((recent?.n ?? 0) > 0) return;
  await db.insert(authAttempts).values({ email: user.canonicalEmail, kind: NOTICE, createdAt: now });
  mailer
    .send(blockedAccountMail(user.email, user.name, user.language))
    .catch((error: unknown) => log.warn({ err: error }, 'could not send the blocked-account notice'));
}
