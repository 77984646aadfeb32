import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionEnded } from '../features/auth/authEvents';
import type { RootState } from '../store';

const fetchWithToken = fetchBaseQuery({
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as RootState).auth;
    if (token) headers.set('Authorization', `Token ${token}`);
    return headers;
  },
});

function isErrorReply(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { isError?: unknown }).isError === true;
}

/**
 * Adds the token header, ends the session on any 401 (the route guards then send the
 * user to the login page), and treats a 2xx reply with `isError: true` as an error.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await fetchWithToken(args, api, extra);
  if (result.error?.status === 401) api.dispatch(sessionEnded());
  if (!result.error && isErrorReply(result.data)) {
    return { error: { status: result.meta?.response?.status ?? 200, data: result.data }, meta: result.meta };
  }
  return result;
};

/** The one RTK Query API of the app; features add their calls with `injectEndpoints`. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Project', 'Share', 'RenderJob', 'User'],
  endpoints: () => ({}),
});
