import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';

/** Above every layout: a new page starts at the top; back/forward keeps the browser's own scroll restoration. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return <Outlet />;
}
