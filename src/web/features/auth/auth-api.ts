import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../contract/auth';

export interface UserResponse {
  message: string;
  user: User;
}

export interface MessageResponse {
  message: string;
}

const PENDING_EMAIL_KEY = 'lh_pending_email';

/** The e-mail waiting for its registration code, kept in this tab so /otp survives a reload. */
export const pendingEmail = {
  get(): string | null {
    try {
      return sessionStorage.getItem(PENDING_EMAIL_KEY);
    } catch {
      return null;
    }
  },
  set(email: string): void {
    try {
      sessionStorage.setItem(PENDING_EMAIL_KEY, email);
    } catch {
      // Private modes may refuse storage; the page still works until a reload.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(PENDING_EMAIL_KEY);
    } catch {
      // See above.
    }
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
