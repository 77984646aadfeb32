import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../hooks';
import { selectIsAuthenticated } from './authSlice';
import { loginPathFor } from './redirects';

/**
 * Signed-in routes. Anonymous visitors, and users whose session just ended on a 401,
 * go to the login page, which brings them back afterwards.
 */
export function RequireAuth() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { pathname, search } = useLocation();
  if (!isAuthenticated) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return <Outlet />;
}
