import { describe, expect, it } from 'vitest';
import {
  authAttempts,
  otpCodes,
  passwordResetGrants,
  pendingRegistrations,
  sessions,
  trustedBrowsers,
} from '../../db/schema';
import { createUser } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { sweepExpired } from './housekeeping';

describe('housekeeping of account records', () => {
  const t = useTestApp();

  it('deletes what has expired or is older than a day, and keeps everything still in use', async () => {
    const db = t.database.db;
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const user = await createUser(db);
    await db.insert(sessions).values([
      { tokenHash: 'expired', userId: user.id, expiresAt: ago(1) },
      { tokenHash: 'live', userId: user.id, expiresAt: ago(-24) },
    ]);
    await db.insert(otpCodes).values([
      { email: 'a@gmail.com', purpose: 'register', codeHash: 'x', expiresAt: ago(30) },
      { email: 'b@gmail.com', purpose: 'register', codeHash: 'y', expiresAt: ago(-0.1) },
    ]);
    await db.insert(passwordResetGrants).values([
      { email: 'a@gmail.com', tokenHash: 'old', expiresAt: ago(1) },
      { email: 'a@gmail.com', tokenHash: 'used', expiresAt: ago(-1), usedAt: ago(0.5) },
      { email: 'b@gmail.com', tokenHash: 'open', expiresAt: ago(-1) },
    ]);
    await db.insert(pendingRegistrations).values([
      { email: 'old@gmail.com', name: 'Old', passwordHash: 'h', createdAt: ago(30) },
      { email: 'new@gmail.com', name: 'New', passwordHash: 'h', createdAt: ago(0.1) },
    ]);
    await db.insert(trustedBrowsers).values([
      { email: 'a@gmail.com', tokenHash: 'expired-browser', expiresAt: ago(1) },
      { email: 'a@gmail.com', tokenHash: 'trusted-browser', expiresAt: ago(-24) },
    ]);
    await db.insert(authAttempts).values([
      { email: 'a@gmail.com', kind: 'failed-login', createdAt: ago(25) },
      { email: 'a@gmail.com', kind: 'failed-login', createdAt: ago(0.2) },
    ]);

    expect(await sweepExpired(db, now)).toEqual({
      sessions: 1,
      otpCodes: 1,
      resetGrants: 2,
      pendingRegistrations: 1,
      authAttempts: 1,
      trustedBrowsers: 1,
    });
    expect((await db.select().from(trustedBrowsers)).map((b) => b.tokenHash)).toEqual(['trusted-browser']);
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(['live']);
    expect((await db.select().from(passwordResetGrants)).map((g) => g.tokenHash)).toEqual(['open']);
    expect((await db.select().from(pendingRegistrations)).map((p) => p.email)).toEqual(['new@gmail.com']);
    expect(await db.select().from(otpCodes)).toHaveLength(1);
    expect(await db.select().from(authAttempts)).toHaveLength(1);
    expect(await sweepExpired(db, now)).toEqual({
      sessions: 0,
      otpCodes: 0,
      resetGrants: 0,
      pendingRegistrations: 0,
      authAttempts: 0,
      trustedBrowsers: 0,
    });
  });
});
