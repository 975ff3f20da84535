import { describe, expect, it } from 'vitest';
import {
  canonicalEmail,
  LoginFormSchema,
  OtpSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UserSchema,
} from '../../../contract/auth';
import { isPlainEmail } from '../../../contract/email-address';
import { VALIDATION } from '../../../contract/messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account rules', () => {
  it('accepts a gmail address in any case and spacing, and normalises it', () => {
    const parsed = RegisterSchema.parse({
      name: ' Asha ',
      email: ' Asha.Rao@GMAIL.com ',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
    expect(parsed).toMatchObject({ name: 'Asha', email: 'asha.rao@gmail.com' });
  });

  it.each([
    'asha@yahoo.com',
    'ravi.k+school@rediffmail.com',
    'owner@littlehope.co.in',
    'a_b%c-d@x-y.example.org',
  ])('accepts any plain address such as %j, not only gmail.com', (email) => {
    expect(LoginFormSchema.safeParse({ email, password: 'Secret@123' }).success).toBe(true);
    expect(isPlainEmail(email)).toBe(true);
  });

  it.each([
    ['victim+<attacker@gmail.com', VALIDATION.emailInvalid],
    ['"victim@gmail.com" <attacker@gmail.com>', VALIDATION.emailInvalid],
    ['Victim <attacker@gmail.com>', VALIDATION.emailInvalid],
    ['victim@gmail.com,attacker@gmail.com', VALIDATION.emailInvalid],
    ['victim@gmail.com;attacker@gmail.com', VALIDATION.emailInvalid],
    ['victim(comment)@gmail.com', VALIDATION.emailInvalid],
    ['vic tim@gmail.com', VALIDATION.emailInvalid],
    ['"quoted"@gmail.com', VALIDATION.emailInvalid],
    ['victim@gmail.com\r\nBcc: attacker@gmail.com', VALIDATION.emailInvalid],
    ['asha@-gmail.com', VALIDATION.emailInvalid],
    ['asha@gmail', VALIDATION.emailInvalid],
    ['@gmail.com', VALIDATION.emailInvalid],
    [`${'a'.repeat(65)}@gmail.com`, VALIDATION.emailInvalid],
    [`a@${`${'b'.repeat(63)}.`.repeat(4)}in`, VALIDATION.emailInvalid],
    [`a@${'b'.repeat(64)}.in`, VALIDATION.emailInvalid],
    ['', VALIDATION.emailRequired],
  ])('refuses the e-mail %j', (email, message) => {
    expect(firstMessage(LoginFormSchema.safeParse({ email, password: 'Secret@123' }))).toBe(message);
    expect(isPlainEmail(email)).toBe(false);
  });

  it.each(['secret@123', 'Secret123', 'Secret@ab', 'Se@1', 'SECRET@ONE'])(
    'refuses the password %j with the message of docs/product.md section 5',
    (password) => {
      const result = LoginFormSchema.safeParse({ email: 'a@gmail.com', password });
      expect(firstMessage(result)).toBe(VALIDATION.passwordRule);
      expect(firstMessage(ResetPasswordSchema.safeParse(password))).toBe(VALIDATION.passwordRuleReset);
    },
  );

  it('checks the OTP: required, then exactly 6 digits', () => {
    expect(firstMessage(OtpSchema.safeParse(''))).toBe(VALIDATION.otpRequired);
    expect(firstMessage(OtpSchema.safeParse('12345'))).toBe(VALIDATION.otpFormat);
    expect(firstMessage(OtpSchema.safeParse('1234567'))).toBe(VALIDATION.otpFormat);
    expect(OtpSchema.parse(' 012345 ')).toBe('012345');
  });

  it('the user shape drops anything else, such as a hash', () => {
    const user = UserSchema.parse({
      _id: 'u1',
      name: 'A',
      email: 'a@gmail.com',
      role: 'user',
      isBlocked: false,
      passwordHash: 'scrypt$...',
    });
    expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'isBlocked', 'name', 'role']);
  });
});

describe('canonicalEmail: one inbox, one account', () => {
  it('lower-cases, and drops the dots and +tag of a gmail.com address only', () => {
    expect(canonicalEmail(' B.o.b+1@Gmail.com ')).toBe('bob@gmail.com');
    expect(canonicalEmail('bob@gmail.com')).toBe('bob@gmail.com');
    expect(canonicalEmail('b.o.b+a+b@gmail.com')).toBe('bob@gmail.com');
    expect(canonicalEmail('Ravi.K+x@Yahoo.co.in')).toBe('ravi.k+x@yahoo.co.in');
    // A local part that would vanish stays as typed (it cannot be a real Gmail inbox anyway).
    expect(canonicalEmail('.+x@gmail.com')).toBe('.+x@gmail.com');
  });
});
