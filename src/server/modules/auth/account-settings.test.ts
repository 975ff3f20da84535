import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR, SUCCESS, VALIDATION } from '../../../contract/messages';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { PASSWORD, authCalls, registeredUser } from '../../test/auth-helpers';
import { LOGIN_RULES } from './login.service';

// Manage Account: the shopper's own name and password.

const NEW_PASSWORD = 'Fresh@4567';

describe('manage account', () => {
  const t = useTestApp();
  const { jar, post } = authCalls(t);

  it('changes the name, refusing an empty one', async () => {
    const { jar: browser, userId } = await registeredUser(t);
    const changed = await browser.request({
      method: 'PUT',
      url: '/api/user/profile/name',
      payload: { name: '  Meera Iyer ' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: SUCCESS.nameChanged, user: { name: 'Meera Iyer' } });
    expect((await browser.request({ method: 'GET', url: '/api/user/me' })).json().user.name).toBe(
      'Meera Iyer',
    );

    const empty = await browser.request({
      method: 'PUT',
      url: '/api/user/profile/name',
      payload: { name: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(VALIDATION.nameRequired);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row?.name).toBe('Meera Iyer');
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile/name',
      payload: { name: 'X' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('changes the password given the current one: other sessions end, this one stays', async () => {
    const { email, jar: here } = await registeredUser(t);
    const elsewhere = jar();
    expect(
      (
        await elsewhere.request({
          method: 'POST',
          url: '/api/user/login',
          payload: { email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const change = (currentPassword: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) =>
      here.request({
        method: 'PUT',
        url: '/api/user/password',
        payload: { currentPassword, newPassword, confirmPassword },
      });

    // A wrong current password changes nothing and ends no session.
    const wrong = await change('Wrong@1234');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: AUTH_ERROR.wrongCurrentPassword });
    expect((await elsewhere.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(200);
    const mismatch = await change(PASSWORD, NEW_PASSWORD, 'Other@4567');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(VALIDATION.passwordsDoNotMatch);
    const weak = await change(PASSWORD, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(VALIDATION.passwordRule);
    expect((await post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(200);

    const ok = await change(PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: SUCCESS.passwordChanged });
    expect((await here.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(200);
    expect((await elsewhere.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the login budget: no side door for guessing', async () => {
    const { jar: here } = await registeredUser(t);
    const guess = () =>
      here.request({
        method: 'PUT',
        url: '/api/user/password',
        payload: { currentPassword: 'Wrong@1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < LOGIN_RULES.maxFailures; i++) expect((await guess()).statusCode).toBe(400);
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_ERROR.tooManyLogins);
    // Even the right one waits now.
    const right = await here.request({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });
});
