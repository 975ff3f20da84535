import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/loading';
import { useSession } from '../api/session';
import type { ReturnToState } from '../api/session';

function useReturnToState(): ReturnToState {
  const { pathname, search, hash } = useLocation();
  return { from: `${pathname}${search}${hash}` };
}

/** Protected routes: 'Loading...' while the session loads; visitors go to /login, remembering where they were headed. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useSession();
  const returnTo = useReturnToState();
  if (isLoading) return <Loading className="min-h-[50vh]" />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={returnTo} />;
  return <Outlet />;
}

/** Admin routes: as RequireAuth, and a logged-in shopper without the admin role is sent home. */
export function RequireAdmin() {
  const { isLoading, isAuthenticated, isAdmin } = useSession();
  const returnTo = useReturnToState();
  if (isLoading) return <Loading className="min-h-dvh" />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={returnTo} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
