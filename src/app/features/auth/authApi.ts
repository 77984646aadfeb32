import type { LoginResult, SocialAuthConfig, User } from '../../../contract/account';
import { resultOf, type Reply } from '../../../contract/reply';
import { apiSlice } from '../../api/apiSlice';
import type { LoginPayload, OrganizationInvite, ResetPasswordPayload, SignUpPayload, SignUpResult } from './authTypes';

type EmailReply = Reply<unknown> & { email: string };

/** Account calls of spec 001 §7. Verification calls are queries so that a re-render never spends a code twice. */
export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/api/accounts/user/?isCP=1',
      transformResponse: resultOf<User>,
      providesTags: ['User'],
    }),
    login: build.mutation<LoginResult, LoginPayload>({
      query: (body) => ({ url: '/api/accounts/login/', method: 'POST', body }),
      transformResponse: resultOf<LoginResult>,
    }),
    /** The third-party sign-ins the server offers (Google's client id when configured). */
    getSocialAuth: build.query<SocialAuthConfig, void>({
      query: () => '/api/accounts/social-auth/',
      transformResponse: resultOf<SocialAuthConfig>,
    }),
    /** Sign in with Google: the ID token goes as `password` (spec 001 §7); answers as login does, with any `redirectTo`. */
    googleSignIn: build.mutation<LoginResult & { redirectTo?: string }, { password: string }>({
      query: (body) => ({ url: '/api/accounts/social-auth/google/', method: 'POST', body }),
      transformResponse: (reply: Reply<LoginResult> & { redirectTo?: string }) => ({ ...reply.result, redirectTo: reply.redirectTo }),
    }),
    logout: build.mutation<void, void>({
      query: () => '/api/accounts/logout/',
    }),
    signUp: build.mutation<SignUpResult, SignUpPayload>({
      query: (body) => ({ url: '/api/accounts/signup/', method: 'POST', body }),
      transformResponse: (reply: Reply<{ email: string }> & { redirectTo?: string }) => ({
        email: reply.result.email,
        redirectTo: reply.redirectTo,
      }),
    }),
    verifyOrganizationCode: build.query<OrganizationInvite, string>({
      query: (code) => ({ url: '/api/accounts/user/organization/codeverify/', params: { code } }),
      transformResponse: (reply: EmailReply & { organization: { name: string } }) => ({
        email: reply.email,
        organizationName: reply.organization.name,
      }),
    }),
    requestPasswordReset: build.mutation<void, { email: string }>({
      query: (body) => ({ url: '/api/accounts/password/reset/', method: 'POST', body }),
    }),
    /** Answers the e-mail of the account the reset code belongs to. */
    verifyResetCode: build.query<string, string>({
      query: (code) => ({ url: '/api/accounts/password/reset/verify/', params: { code } }),
      transformResponse: (reply: EmailReply) => reply.email,
    }),
    resetPassword: build.mutation<void, ResetPasswordPayload>({
      query: (body) => ({ url: '/api/accounts/password/reset/verified/', method: 'POST', body }),
    }),
    /** Answers the verified e-mail and the activation ticket its login sends. */
    verifySignUp: build.query<{ email: string; activation: string }, string>({
      query: (code) => ({ url: '/api/accounts/signup/verify/', params: { code } }),
      transformResponse: (reply: EmailReply & { activation: string }) => ({ email: reply.email, activation: reply.activation }),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useGetSocialAuthQuery,
  useGoogleSignInMutation,
  useLogoutMutation,
  useSignUpMutation,
  useVerifyOrganizationCodeQuery,
  useRequestPasswordResetMutation,
  useVerifyResetCodeQuery,
  useResetPasswordMutation,
  useVerifySignUpQuery,
} = authApi;
