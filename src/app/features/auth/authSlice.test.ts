import { describe, expect, it } from 'vitest';
import { authApi } from './authApi';
import { sessionEnded } from './authEvents';
import { authSlice, startingAuthState } from './authSlice';
import type { User } from '../../../contract/account';

const user: User = {
  id: 1,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  profile_image: null,
  phone_number: '',
  calendar_url: '',
  linkedin_url: '',
  facebook_url: '',
  twitter_url: '',
  organization: null,
  org_is_admin: false,
  isCP: true,
  subs_end: null,
  usedVideoCredit: 0,
  totalVideoCredit: 10,
  downloadGenCount: 0,
  sharingPageGenCount: 0,
  imageSoloGenCount: 0,
  soloMailGenCount: 0,
  batchMailGenCount: 0,
};

const meta = { requestId: 'r', requestStatus: 'fulfilled', arg: { type: 'query', endpointName: 'getCurrentUser' } };
const userFetched = {
  type: `${authApi.reducerPath}/executeQuery/fulfilled`,
  payload: user,
  meta: { ...meta, fulfilledTimeStamp: 0, baseQueryMeta: {} },
};
const userFailed = (condition: boolean) => ({
  type: `${authApi.reducerPath}/executeQuery/rejected`,
  payload: undefined,
  error: {},
  meta: { ...meta, requestStatus: 'rejected', condition, rejectedWithValue: !condition, aborted: false },
});

describe('authSlice', () => {
  const reduce = authSlice.reducer;

  it('starts loading only when a token is stored', () => {
    expect(startingAuthState('t')).toEqual({ isAuthenticated: false, isLoading: true, token: 't', user: null });
    expect(startingAuthState(null).isLoading).toBe(false);
  });

  it('signs the user in when the current-user fetch answers', () => {
    expect(reduce(startingAuthState('t'), userFetched)).toEqual({
      isAuthenticated: true,
      isLoading: false,
      token: 't',
      user,
    });
  });

  it('drops the token when the current-user fetch fails', () => {
    expect(reduce(startingAuthState('t'), userFailed(false))).toEqual(startingAuthState(null));
  });

  it('ignores a fetch skipped because one was already in flight', () => {
    const state = startingAuthState('t');
    expect(reduce(state, userFailed(true))).toBe(state);
  });

  it('does not sign back in with a late answer after the session ended', () => {
    const ended = reduce(startingAuthState('t'), sessionEnded());
    expect(reduce(ended, userFetched)).toEqual(startingAuthState(null));
  });

  it('stores token and user on login', () => {
    const loggedIn = {
      type: `${authApi.reducerPath}/executeMutation/fulfilled`,
      payload: { token: 'abc', user },
      meta: { ...meta, arg: { type: 'mutation', endpointName: 'login' }, fulfilledTimeStamp: 0, baseQueryMeta: {} },
    };
    expect(reduce(startingAuthState(null), loggedIn)).toEqual({
      isAuthenticated: true,
      isLoading: false,
      token: 'abc',
      user,
    });
  });

  it('clears everything when the session ends', () => {
    const signedIn = { isAuthenticated: true, isLoading: false, token: 't', user };
    expect(reduce(signedIn, sessionEnded())).toEqual(startingAuthState(null));
  });
});
