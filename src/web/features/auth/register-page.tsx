import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { RegisterSchema } from '../../../contract/auth';
import { TIMINGS } from '../../../contract/constants';
import { useMessages } from '../../components/messages/use-messages';
import { authCalls, pendingEmail, useDelayedNavigate } from './api/auth';
import { AuthCard, AuthFooterLink, EmailField, PasswordField, TextField, useFormFailure } from './fields';
import { useForm } from '../../lib/use-form';
import { useTexts } from '../../lib/language/use-texts';

export default function RegisterPage() {
  const { AUTH_TEXT, FALLBACK, SCREEN_TEXT, NAV, PAGE_TITLES, SUCCESS } = useTexts();
  const form = useForm({ name: '', email: '', password: '', confirmPassword: '' });
  const failed = useFormFailure(form);
  const { showSuccess } = useMessages();
  const navigateLater = useDelayedNavigate();

  const mutation = useMutation({
    mutationFn: authCalls.register,
    onSuccess: (data) => {
      pendingEmail.set(data.email);
      showSuccess(SUCCESS.redirectingToOtp);
      navigateLater('/otp', TIMINGS.redirectAfterAuth);
    },
    onError: failed(FALLBACK.registrationFailed),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(RegisterSchema);
    if (data) mutation.mutate(data);
  };

  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <AuthCard title={PAGE_TITLES.register} promo>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={SCREEN_TEXT.fullName} autoComplete="name" required {...form.bind('name')} />
        <EmailField {...form.bind('email')} />
        <PasswordField
          label={SCREEN_TEXT.password}
          autoComplete="new-password"
          required
          {...form.bind('password')}
        />
        <PasswordField
          label={SCREEN_TEXT.confirmPassword}
          autoComplete="new-password"
          required
          {...form.bind('confirmPassword')}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {mutation.isPending ? AUTH_TEXT.processing : AUTH_TEXT.getOtp}
        </button>
      </form>
      <AuthFooterLink question={AUTH_TEXT.haveAccount} to="/login">
        {NAV.login}
      </AuthFooterLink>
    </AuthCard>
  );
}
