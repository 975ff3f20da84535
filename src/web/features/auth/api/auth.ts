import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../contract/auth';
import { currentTexts } from '../../../lib/language/language-store';
import { api } from '../../../lib/api-client';
import { readStored, removeStored, writeStored } from '../../../lib/browser-storage';

interface UserResponse {
  message: string;
  user: User;
}

interface MessageResponse {
  message: string;
}

/**
 * The account calls of docs/product.md section 7 (paths, bodies and the fallback text when the server gives none). Each
 * page wraps the one it needs in a mutation and decides what the shopper sees next.
 */
export const authCalls = {
  login: (body: unknown) =>
    api.post<UserResponse>('/user/login', body, { fallback: currentTexts().FALLBACK.loginFailed }),
  register: (body: unknown) =>
    api.post<{ message: string; email: string }>('/user/register', body, {
      fallback: currentTexts().FALLBACK.registrationFailed,
    }),
  verifyOtp: (body: { email: string; otp: string }) =>
    api.post<UserResponse>('/user/verify-otp', body, {
      fallback: currentTexts().FALLBACK.registrationFailed,
    }),
  resendOtp: (email: string) =>
    api.post<MessageResponse>(
      '/user/resendOtp',
      { email },
      { fallback: currentTexts().FALLBACK.resendOtpFailed },
    ),
  sendResetCode: (email: string) =>
    api.post<MessageResponse>(
      '/user/FPEmailOtp',
      { email },
      { fallback: currentTexts().FALLBACK.sendOtpFailed },
    ),
  verifyResetCode: (body: { email: string; otp: string }) =>
    api.post<MessageResponse>('/user/verifyFPOTP', body, {
      fallback: currentTexts().FALLBACK.otpVerificationFailed,
    }),
  resetPassword: (body: { email: string; password: string; confirmPassword: string }) =>
    api.post<MessageResponse>('/user/conFirmForgetPassword', body, {
      fallback: currentTexts().FALLBACK.changePasswordFailed,
    }),
};

const PENDING_EMAIL_KEY = 'lh_pending_email';

/** The e-mail waiting for its registration code, kept in this tab so /otp survives a reload. */
export const pendingEmail = {
  get(): string | null {
    return readStored('session', PENDING_EMAIL_KEY);
  },
  set(email: string): void {
    // Refused storage: the page still works until a reload.
    writeStored('session', PENDING_EMAIL_KEY, email);
  },
  clear(): void {
    removeStored('session', PENDING_EMAIL_KEY);
  },
};

/** Navigates after a delay (the success message stays readable); cancelled if the page unmounts. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (to, delayMs) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
  };
}
