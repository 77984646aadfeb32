import type { ContactInfo, CreditHistoryEntry, Faq, SubscriptionInfo, TeamMember, User } from '../../../contract/account';
import type { Paged } from '../../../contract/paging';
import { resultOf } from '../../../contract/reply';
import { apiSlice } from '../../api/apiSlice';
import type { ContactRequest, ProfileChanges } from './accountTypes';
import { withAdminChange, withInvite, withoutMember } from './teamUpdates';

/** Account-area calls of spec 001 §7: profile, password, team, subscription, FAQs, contact. */
export const accountApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Team', 'Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    /** JSON with the changed fields, or multipart FormData when a photo is included. */
    updateProfile: build.mutation<User, ProfileChanges | FormData>({
      query: (body) => ({ url: '/api/accounts/user/', method: 'PUT', body }),
      transformResponse: resultOf<User>,
    }),
    changePassword: build.mutation<void, { oldpassword: string; newpassword: string }>({
      query: (body) => ({ url: '/api/accounts/password/change/', method: 'POST', body }),
    }),
    getTeam: build.query<TeamMember[], void>({
      query: () => '/api/accounts/user/organization/',
      transformResponse: resultOf<TeamMember[]>,
      providesTags: ['Team'],
    }),
    // Team changes show at once (spec 001 §4) and are undone if the server refuses them.
    inviteMember: build.mutation<TeamMember, { email: string }>({
      query: (body) => ({ url: '/api/accounts/user/organization/add/', method: 'POST', body }),
      transformResponse: resultOf<TeamMember>,
      async onQueryStarted({ email }, { dispatch, queryFulfilled }) {
        const patch = dispatch(accountApi.util.updateQueryData('getTeam', undefined, (team) => withInvite(team, email)));
        try {
          const { data: member } = await queryFulfilled;
          // A former member rejoins at once: replace the pending row with what the server answered.
          dispatch(accountApi.util.updateQueryData('getTeam', undefined, (team) => [...withoutMember(team, member.email), member]));
        } catch {
          patch.undo();
        }
      },
    }),
    changeAdmin: build.mutation<TeamMember, { email: string; is_admin: boolean }>({
      query: (body) => ({ url: '/api/accounts/user/organization/adminchange/', method: 'POST', body }),
      transformResponse: resultOf<TeamMember>,
      async onQueryStarted({ email, is_admin: isAdmin }, { dispatch, queryFulfilled }) {
        const patch = dispatch(accountApi.util.updateQueryData('getTeam', undefined, (team) => withAdminChange(team, email, isAdmin)));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    removeMember: build.mutation<void, { email: string }>({
      query: (body) => ({ url: '/api/accounts/user/organization/remove/', method: 'POST', body }),
      async onQueryStarted({ email }, { dispatch, queryFulfilled }) {
        const patch = dispatch(accountApi.util.updateQueryData('getTeam', undefined, (team) => withoutMember(team, email)));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    getSubscriptionInfo: build.query<SubscriptionInfo, void>({
      query: () => '/api/subscription/info/',
      transformResponse: resultOf<SubscriptionInfo>,
      providesTags: ['Subscription'],
    }),
    /** The Credit Use History in pages of `limit` (6 for the preview, 50 for See More), following `next`. */
    getCreditHistory: build.infiniteQuery<Paged<CreditHistoryEntry>, number, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg: limit, pageParam }) => pageParam || `/api/subscription/details/?limit=${limit}`,
      providesTags: ['Subscription'],
    }),
    requestRenewal: build.mutation<void, void>({
      query: () => ({ url: '/api/subscription/renew/', method: 'POST' }),
    }),
    getFaqs: build.query<Faq[], number>({
      query: (faqCategory) => ({ url: '/api/accounts/faqs/', params: { faqCategory } }),
      transformResponse: resultOf<Faq[]>,
    }),
    getContactInfo: build.query<ContactInfo, void>({
      query: () => '/api/accounts/contactus/',
      transformResponse: resultOf<ContactInfo>,
    }),
    sendContactRequest: build.mutation<void, ContactRequest>({
      query: (body) => ({ url: '/api/accounts/contactus/', method: 'POST', body }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetTeamQuery,
  useInviteMemberMutation,
  useChangeAdminMutation,
  useRemoveMemberMutation,
  useGetSubscriptionInfoQuery,
  useGetCreditHistoryInfiniteQuery,
  useRequestRenewalMutation,
  useGetFaqsQuery,
  useGetContactInfoQuery,
  useSendContactRequestMutation,
} = accountApi;
