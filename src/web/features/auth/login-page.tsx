import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { LoginFormSchema, UnverifiedLoginSchema } from '../../../contract/auth';
import { TIMINGS } from '../../../contract/constants';
import { useMessages } from '../../components/messages/use-messages';
import { isApiRequestError, messageOf } from '../../lib/api-client';
import { useAddToCart } from '../../api/cart';
import { useCarryOver } from '../../api/guest-bag';
import { readLoginReason, readPendingAdd, readReturnTo, setSessionUser } from '../../api/session';
import { authCalls, pendingEmail, useDelayedNavigate } from './api/auth';
import {
  AUTH_LINK_CLASS,
  AuthCard,
  AuthFooterLink,
  PasswordField,
  EmailField,
  useFormFailure,
} from './fields';
import { useForm } from '../../lib/use-form';
import { useTexts } from '../../lib/language/use-texts';

export default function LoginPage() {
  const { AUTH_TEXT, FALLBACK, SCREEN_TEXT, NAV, PAGE_TITLES, SUCCESS } = useTexts();
  const form = useForm({ email: '', password: '' });
  const failed = useFormFailure(form);
  const client = useQueryClient();
  const { showSuccess, showError } = useMessages();
  const navigateLater = useDelayedNavigate();
  const { state } = useLocation();
  const returnTo = readReturnTo(state);
  const reason = readLoginReason(state);
  const pendingAdd = readPendingAdd(state);

  const addToCart = useAddToCart();
  const carryOver = useCarryOver();

  const mutation = useMutation({
    mutationFn: authCalls.login,
    onSuccess: async ({ user }) => {
      setSessionUser(client, user);
      const admin = user.role === 'admin';
      // The visitor's bag and wishlist tap join the account (never an admin's: the back office has no bag).
      const carried = admin ? null : await carryOver();
      const said = carried?.said ?? [];
      const home = admin ? '/admin/dashboard' : (carried?.returnTo ?? '/');
      if (pendingAdd && user.role !== 'admin') {
        // Finish the Add to Cart (or Buy Now) that sent the visitor here.
        const { buyNow, ...line } = pendingAdd;
        try {
          await addToCart.mutateAsync(line);
          showSuccess([SUCCESS.addedToCart, ...said].join(' '));
          navigateLater(buyNow ? '/checkoutPayment' : (returnTo ?? home), TIMINGS.redirectAfterAuth);
        } catch (error) {
          showError(messageOf(error, FALLBACK.tryAgain));
          navigateLater(returnTo ?? home, TIMINGS.redirectAfterAuth);
        }
        return;
      }
      showSuccess([SUCCESS.loggedIn, ...said].join(' '));
      navigateLater(returnTo ?? home, TIMINGS.redirectAfterAuth);
    },
    onError: (error) => {
      // The right password of a registration never verified: a new code is on its way; go and enter it.
      const unverified = UnverifiedLoginSchema.safeParse(isApiRequestError(error) ? error.body : undefined);
      if (unverified.success) {
        pendingEmail.set(unverified.data.email);
        showSuccess(unverified.data.message);
        navigateLater('/otp', TIMINGS.redirectAfterAuth);
        return;
      }
      failed(FALLBACK.loginFailed)(error);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(LoginFormSchema);
    if (data) mutation.mutate(data);
  };

  return (
    <AuthCard title={PAGE_TITLES.login} subtitle={SUCCESS.welcomeBack} promo>
      {reason && (
        <p role="status" className="mb-4 rounded-2xl bg-sun-50 px-4 py-3 text-sm font-semibold text-ink">
          {reason}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField {...form.bind('email')} />
        <PasswordField
          label={SCREEN_TEXT.password}
          autoComplete="current-password"
          required
          {...form.bind('password')}
        />
        <p className="text-right text-sm">
          <Link to="/forgotPassword" className={AUTH_LINK_CLASS}>
            {SCREEN_TEXT.forgotPassword}
          </Link>
        </p>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={mutation.isPending || mutation.isSuccess}
        >
          {mutation.isPending ? AUTH_TEXT.processing : NAV.login}
        </button>
      </form>
      <AuthFooterLink question={AUTH_TEXT.newHere} to="/register">
        {NAV.register}
      </AuthFooterLink>
    </AuthCard>
  );
}
