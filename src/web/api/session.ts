import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '../../contract/constants';
import type { Language } from '../../contract/language';
import { currentTexts } from '../lib/language/language-store';
import { api, isApiRequestError } from '../lib/api-client';
import { queryKeys } from './query-keys';

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  isBlocked: boolean;
  /** The storefront language the account keeps (absent from servers that do not keep one yet). */
  language?: Language;
}

export interface SessionData {
  user: SessionUser | null;
}

// 401 means "not logged in"; 404 covers a server that does not offer the route yet.
const ANONYMOUS_STATUSES = new Set([401, 403, 404]);

async function fetchSession({ signal }: { signal: AbortSignal }): Promise<SessionData> {
  try {
    const data = await api.get<{ user?: SessionUser | null }>('/user/me', { signal });
    return { user: data.user ?? null };
  } catch (error) {
    if (isApiRequestError(error) && ANONYMOUS_STATUSES.has(error.status)) return { user: null };
    throw error;
  }
}

const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  // The session changes only through login, OTP verification and logout, which write it directly.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  // Pages behind the guard wait for this answer, so give up quickly.
  retry: (failureCount, error) => !(isApiRequestError(error) && error.isClientError) && failureCount < 1,
});

interface Session {
  user: SessionUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/** The logged-in user, fetched once when the app starts. A failed fetch counts as logged out. */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions);
  const user = data?.user ?? null;
  return {
    user,
    isLoading: isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}

/**
 * Starts loading the session before React renders, in parallel with the first page's code. The served page says
 * when the browser holds no session cookie (which scripts cannot read): then the visitor is known to be logged
 * out and the server is not asked.
 */
export function startSession(client: QueryClient): void {
  if (document.querySelector('meta[name="lh-session"][content="none"]')) setSessionUser(client, null);
  else void client.prefetchQuery(sessionQueryOptions);
}

/** Stores the user that login or OTP verification returned. */
export function setSessionUser(client: QueryClient, user: SessionUser | null): void {
  client.setQueryData<SessionData>(queryKeys.session, { user });
}

/** Forgets the user and everything fetched on their behalf (cart, wishlist, orders, ...). */
function clearSession(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  setSessionUser(client, null);
}

export function firstName(user: Pick<SessionUser, 'name'>): string {
  return user.name.trim().split(/\s+/)[0] ?? user.name;
}

/** Logs out on the server, then forgets the session. A 401 means the session had already ended. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.get<unknown>('/user/logout', { fallback: currentTexts().FALLBACK.logoutFailed });
      } catch (error) {
        if (!(isApiRequestError(error) && error.status === 401)) throw error;
      }
    },
    onSuccess: () => clearSession(client),
  });
}

/** An Add to Cart (or Buy Now) a visitor asked for before logging in; the login finishes it. */
export interface PendingAdd {
  productId: string;
  size: string;
  quantity: number;
  buyNow: boolean;
}

/** Where the guard found the visitor before sending them to /login, why, and what to finish after. */
export interface ReturnToState {
  from?: string;
  reason?: string;
  pendingAdd?: PendingAdd;
}

/** The reason shown above the login form, if the page that sent the visitor gave one. */
export function readLoginReason(state: unknown): string | null {
  const reason = (state as ReturnToState | null)?.reason;
  return typeof reason === 'string' && reason.length > 0 ? reason : null;
}

export function readPendingAdd(state: unknown): PendingAdd | null {
  const add = (state as ReturnToState | null)?.pendingAdd;
  if (typeof add !== 'object' || add === null) return null;
  const { productId, size, quantity, buyNow } = add;
  if (typeof productId !== 'string' || typeof size !== 'string' || typeof quantity !== 'number') return null;
  return { productId, size, quantity, buyNow: buyNow === true };
}

/** The in-app path to return to after login, or null; never an outside address. */
export function readReturnTo(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as ReturnToState).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}

/**
 * For actions that need an account: returns a function that sends an anonymous visitor to /login (coming back
 * here afterwards, told why, and with what they asked for finished there) and answers false, or answers true
 * for a logged-in shopper.
 */
export function useRequireLogin(): (intent?: Omit<ReturnToState, 'from'>) => boolean {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (intent) => {
      if (isAuthenticated) return true;
      const state: ReturnToState = { ...intent, from: `${location.pathname}${location.search}` };
      void navigate('/login', { state });
      return false;
    },
    [isAuthenticated, navigate, location.pathname, location.search],
  );
}
