import { z } from 'zod';
import { MessageSchema } from './api-error';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from './constants';
import { EmailSchema, normaliseEmail } from './email-address';
import { LANGUAGES } from './language';
import { VALIDATION } from './messages';

// Requests and responses of the account calls (docs/product.md sections 5 and 7), used by the routes and the forms.

/** Long enough for any real password, short enough that hashing a huge body costs nothing. */
const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_RULE = new RegExp(`^(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{${PASSWORD_MIN_LENGTH},}$`);
const OTP_RULE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * The inbox an address reaches, so that one inbox is one account: lower case, and for gmail.com the dots and the
 * `+tag` of the local part dropped, since Gmail delivers `B.o.b+1@gmail.com` to `bob@gmail.com`. Registration,
 * login, password reset and coupon eligibility compare this; the address as typed is kept for display and mail.
 * (The database works out the same form in the `canonical_email` columns of src/server/db/schema.ts.)
 */
export function canonicalEmail(email: string): string {
  const normal = normaliseEmail(email);
  const at = normal.lastIndexOf('@');
  if (at < 0 || normal.slice(at + 1) !== 'gmail.com') return normal;
  const local = normal.slice(0, at).split('+')[0]!.replaceAll('.', '');
  return local ? `${local}@gmail.com` : normal;
}

const NameSchema = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .max(80, VALIDATION.nameTooLong);

function passwordSchema(ruleMessage: string) {
  return z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, ruleMessage)
    .regex(PASSWORD_RULE, ruleMessage);
}

const PasswordSchema = passwordSchema(VALIDATION.passwordRule);
export const ResetPasswordSchema = passwordSchema(VALIDATION.passwordRuleReset);

export const OtpSchema = z
  .string({ error: VALIDATION.otpRequired })
  .trim()
  .min(1, VALIDATION.otpRequired)
  .regex(OTP_RULE, VALIDATION.otpFormat);

/** 'en' or 'hi' (src/contract/language.ts); anything else is refused with a message of its own. */
const AccountLanguageSchema = z.enum(LANGUAGES, { error: VALIDATION.languageInvalid });

const ConfirmSchema = z.string({ error: VALIDATION.confirmRequired }).min(1, VALIDATION.confirmRequired);

export const RegisterSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmSchema,
    /** The storefront's language when the shopper registered: the code mail and the new account use it. */
    language: AccountLanguageSchema.optional(),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export const VerifyOtpSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export const ResendOtpSchema = z.object({ email: EmailSchema });

/** The server only needs a password to compare; the login form also applies the rule of docs/product.md section 5. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordRule),
});
export const LoginFormSchema = z.object({ email: EmailSchema, password: PasswordSchema });

export const ForgotPasswordEmailSchema = z.object({ email: EmailSchema });
export const VerifyResetOtpSchema = z.object({ email: EmailSchema, otp: OtpSchema });

/** The original client sends email and password; the confirmation is checked here too when the form sends it. */
export const ConfirmForgetPasswordSchema = z
  .object({
    email: EmailSchema,
    password: ResetPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.password === data.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The only user fields any response carries: never a hash or a code. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isBlocked: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** The logged-in shopper's own account, as /user/me, /user/profile and the login calls answer: the user and its language. */
export const AccountUserSchema = UserSchema.extend({ language: AccountLanguageSchema });
export type AccountUser = z.infer<typeof AccountUserSchema>;

/** PUT /user/language: the storefront language the account's mails are written in. */
export const ChangeLanguageSchema = z.object({ language: AccountLanguageSchema });
export const LanguageResponseSchema = z.object({ message: z.string(), language: AccountLanguageSchema });

export const UserResponseSchema = z.object({ message: z.string(), user: AccountUserSchema });
export const MeResponseSchema = z.object({ user: AccountUserSchema });
export const RegisterResponseSchema = z.object({ message: z.string(), email: z.string() });
/**
 * The right password of a registration never verified: a new code was mailed, and the login form goes to the
 * code page (`needsVerification`), rather than the dead end of 'Invalid email or password.'.
 */
export const UnverifiedLoginSchema = z.object({
  message: z.string(),
  needsVerification: z.literal(true),
  email: z.string(),
});
/** A 403 from login: the unverified registration above, or a refusal such as a foreign origin. */
export const LoginForbiddenSchema = z.union([UnverifiedLoginSchema, MessageSchema]);

/** Manage Account: a new name. */
export const ChangeNameSchema = z.object({ name: NameSchema });

/** Manage Account: the current password proves the owner; the new one follows the registration rule. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: VALIDATION.passwordRequired })
      .min(1, VALIDATION.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, VALIDATION.passwordRule),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: VALIDATION.passwordsDoNotMatch }),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
