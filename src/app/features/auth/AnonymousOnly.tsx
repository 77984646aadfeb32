import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../hooks';
import { selectIsAuthenticated } from './authSlice';
import { postLoginPath } from './redirects';

/**
 * Login and sign-up. A signed-in user is sent on: to the `redirect` or `template` of the
 * address, else home. This is also how a successful login leaves the login page.
 */
export function AnonymousOnly() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [query] = useSearchParams();
  if (isAuthenticated) return <Navigate to={postLoginPath(query)} replace />;
  return <Outlet />;
}
