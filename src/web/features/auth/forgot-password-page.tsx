import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { OtpSchema, ResetPasswordSchema } from '../../../contract/auth';
import { EmailSchema } from '../../../contract/email-address';
import { OTP_LENGTH, TIMINGS } from '../../../contract/constants';
import { VALIDATION } from '../../../contract/messages';
import { useMessages } from '../../components/messages/use-messages';
import { authCalls, useDelayedNavigate } from './api/auth';
import { AuthCard, AuthFooterLink, EmailField, PasswordField, TextField, useFormFailure } from './fields';
import { useForm } from '../../lib/use-form';
import { useTexts } from '../../lib/language/use-texts';

type Step = 'email' | 'otp' | 'password';

const NewPasswordSchema = z
  .object({
    password: ResetPasswordSchema,
    confirmPassword: z.string({ error: VALIDATION.confirmRequired }).min(1, VALIDATION.confirmRequired),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** Three steps on one screen: e-mail, code, new password. Banners stay 3 seconds. */
export default function ForgotPasswordPage() {
  const { ACCOUNT_TEXT, AUTH_TEXT, FALLBACK, SCREEN_TEXT, NAV, PAGE_TITLES, SUCCESS } = useTexts();
  const [step, setStep] = useState<Step>('email');
  const form = useForm({ email: '', otp: '', password: '', confirmPassword: '' });
  const { showSuccess } = useMessages();
  const navigateLater = useDelayedNavigate();
  const banner = { duration: TIMINGS.messageClearForgotPassword };

  const failed = useFormFailure(form, banner);

  const sendCode = useMutation({
    mutationFn: authCalls.sendResetCode,
    onSuccess: () => {
      showSuccess(SUCCESS.otpSent, banner);
      setStep('otp');
    },
    onError: failed(FALLBACK.sendOtpFailed),
  });

  const verifyCode = useMutation({
    mutationFn: authCalls.verifyResetCode,
    onSuccess: () => {
      showSuccess(SUCCESS.otpVerified, banner);
      setStep('password');
    },
    onError: failed(FALLBACK.otpVerificationFailed),
  });

  const reset = useMutation({
    mutationFn: authCalls.resetPassword,
    onSuccess: () => {
      showSuccess(SUCCESS.passwordUpdated, banner);
      navigateLater('/login', TIMINGS.redirectAfterPasswordReset);
    },
    onError: failed(FALLBACK.changePasswordFailed),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'email') {
      const data = form.validate(z.object({ email: EmailSchema }));
      if (data) sendCode.mutate(data.email);
    } else if (step === 'otp') {
      const data = form.validate(z.object({ email: EmailSchema, otp: OtpSchema }));
      if (data) verifyCode.mutate(data);
    } else {
      const email = EmailSchema.safeParse(form.values.email);
      const data = form.validate(NewPasswordSchema);
      if (data && email.success) reset.mutate({ email: email.data, ...data });
    }
  };

  const busy = sendCode.isPending || verifyCode.isPending || reset.isPending || reset.isSuccess;
  return (
    <AuthCard title={PAGE_TITLES.forgotPassword} subtitle={AUTH_TEXT.forgotSteps[step]}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {step === 'email' && (
          <>
            <EmailField autoFocus {...form.bind('email')} />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {sendCode.isPending ? AUTH_TEXT.sending : AUTH_TEXT.sendOtp}
            </button>
          </>
        )}
        {step === 'otp' && (
          <>
            <p className="break-all rounded-2xl bg-mint-50 px-4 py-2 text-sm text-ink">{form.values.email}</p>
            <TextField
              label={SCREEN_TEXT.otp}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              required
              autoFocus
              {...form.bind('otp')}
              onChange={(event) =>
                form.set('otp', event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))
              }
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {verifyCode.isPending ? AUTH_TEXT.verifying : AUTH_TEXT.verifyOtp}
            </button>
          </>
        )}
        {step === 'password' && (
          <>
            <PasswordField
              label={ACCOUNT_TEXT.manage.newPassword}
              autoComplete="new-password"
              required
              autoFocus
              {...form.bind('password')}
            />
            <PasswordField
              label={ACCOUNT_TEXT.manage.confirmNewPassword}
              autoComplete="new-password"
              required
              {...form.bind('confirmPassword')}
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {reset.isPending ? AUTH_TEXT.resetting : AUTH_TEXT.resetPassword}
            </button>
          </>
        )}
      </form>
      <AuthFooterLink question={AUTH_TEXT.rememberedIt} to="/login">
        {NAV.login}
      </AuthFooterLink>
    </AuthCard>
  );
}
