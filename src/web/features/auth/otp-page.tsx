import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router';
import { VerifyOtpSchema } from '../../../contract/auth';
import { OTP_LENGTH, TIMINGS } from '../../../contract/constants';
import { useMessages } from '../../components/messages/use-messages';
import { useCarryOver } from '../../api/guest-bag';
import { setSessionUser } from '../../api/session';
import { authCalls, pendingEmail, useDelayedNavigate } from './api/auth';
import { AuthCard, TextField, useFormFailure } from './fields';
import { useForm } from '../../lib/use-form';
import { useTexts } from '../../lib/language/use-texts';
import { messageOf } from '../../lib/api-client';

export default function OtpPage() {
  const [email] = useState(() => pendingEmail.get());
  if (!email) return <Navigate to="/login" replace />;
  return <OtpForm email={email} />;
}

function OtpForm({ email }: { email: string }) {
  const { AUTH_TEXT, FALLBACK, SCREEN_TEXT, PAGE_TITLES, SUCCESS } = useTexts();
  const form = useForm({ otp: '' });
  const failed = useFormFailure(form);
  const client = useQueryClient();
  const { showSuccess, showError } = useMessages();
  const navigateLater = useDelayedNavigate();
  const carryOver = useCarryOver();

  const verify = useMutation({
    mutationFn: (otp: string) => authCalls.verifyOtp({ email, otp }),
    onSuccess: async (data) => {
      pendingEmail.clear();
      setSessionUser(client, data.user);
      // A bag filled and a heart tapped before registering are the new account's.
      const carried = await carryOver();
      showSuccess([SUCCESS.registered, ...carried.said].join(' '));
      navigateLater(carried.returnTo ?? (carried.bagCarried ? '/cart' : '/'), TIMINGS.redirectAfterAuth);
    },
    onError: failed(FALLBACK.registrationFailed),
  });

  const resend = useMutation({
    mutationFn: () => authCalls.resendOtp(email),
    onSuccess: () => showSuccess(SUCCESS.otpResent),
    onError: (error) => showError(messageOf(error, FALLBACK.resendOtpFailed)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(VerifyOtpSchema.pick({ otp: true }));
    if (data) verify.mutate(data.otp);
  };

  const done = verify.isSuccess;
  return (
    <AuthCard
      title={PAGE_TITLES.otp}
      subtitle={
        <>
          {AUTH_TEXT.codeSentTo.before}
          <strong className="break-all text-ink">{email}</strong>
          {AUTH_TEXT.codeSentTo.after}
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={SCREEN_TEXT.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          pattern="[0-9]*"
          required
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          {...form.bind('otp')}
          onChange={(event) => form.set('otp', event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
        <button type="submit" className="btn-primary w-full" disabled={verify.isPending || done}>
          {verify.isPending ? AUTH_TEXT.verifying : AUTH_TEXT.verifyOtp}
        </button>
        <button
          type="button"
          className="btn-secondary w-full"
          disabled={resend.isPending || done}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? AUTH_TEXT.sending : AUTH_TEXT.resendOtp}
        </button>
      </form>
    </AuthCard>
  );
}
