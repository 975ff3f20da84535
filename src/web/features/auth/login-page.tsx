import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { LoginFormSchema } from '../../../contract/auth';
import { TIMINGS } from '../../../contract/constants';
import { FALLBACK, NAV, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { useMessages } from '../../components/messages/use-messages';
import { api } from '../../lib/api';
import { readReturnTo, setSessionUser } from '../../lib/session';
import { useDelayedNavigate, type UserResponse } from './auth-api';
import { AuthCard, PasswordField, TextField } from './fields';
import { useForm } from './use-form';

const linkClass = 'font-semibold text-coral-700 underline-offset-2 hover:underline';

export default function LoginPage() {
  const form = useForm({ email: '', password: '' });
  const client = useQueryClient();
  const { showSuccess, showError } = useMessages();
  const navigateLater = useDelayedNavigate();
  const returnTo = readReturnTo(useLocation().state);

  const mutation = useMutation({
    mutationFn: (body: unknown) =>
      api.post<UserResponse>('/user/login', body, { fallback: FALLBACK.loginFailed }),
    onSuccess: ({ user }) => {
      setSessionUser(client, user);
      showSuccess(SUCCESS.loggedIn);
      const home = user.role === 'admin' ? '/admin/dashboard' : '/';
      navigateLater(returnTo ?? home, TIMINGS.redirectAfterAuth);
    },
    onError: (error) => {
      form.showServerErrors(error);
      showError(error.message || FALLBACK.loginFailed);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(LoginFormSchema);
    if (data) mutation.mutate(data);
  };

  return (
    <AuthCard title={PAGE_TITLES.login} subtitle={SUCCESS.welcomeBack} promo>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.bind('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" required {...form.bind('password')} />
        <p className="text-right text-sm">
          <Link to="/forgotPassword" className={linkClass}>
            Forgot Password
          </Link>
        </p>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={mutation.isPending || mutation.isSuccess}
        >
          {mutation.isPending ? 'Processing...' : NAV.login}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-soft">
        New here?{' '}
        <Link to="/register" className={linkClass}>
          {NAV.register}
        </Link>
      </p>
    </AuthCard>
  );
}
