import type { ReactNode } from 'react';
import { Loader } from '../../components/Loader';
import { useAppSelector } from '../../hooks';
import { useGetCurrentUserQuery } from './authApi';
import { selectIsLoading, selectToken } from './authSlice';

/**
 * Keeps the current user loaded while there is a token, and shows the start-up loader
 * until the first answer (spec 002 §2: a loader until the current-user fetch returns).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const isLoading = useAppSelector(selectIsLoading);
  useGetCurrentUserQuery(undefined, { skip: token === null });
  if (isLoading) return <Loader label="Loading Avatar Studio…" isFullPage />;
  return children;
}
