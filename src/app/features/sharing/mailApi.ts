import { MAIL_TEST_PATHS, type MailTestRequest } from '../../../contract/mail';
import type { MailClient, MailClientsReply } from '../../../contract/mailClients';
import { type Reply, resultOf } from '../../../contract/reply';
import { apiSlice } from '../../api/apiSlice';
import { refetchLists } from '../../api/pagedList';
import { type ItemDetails, type ItemKind, myItemsApi } from '../myItems/myItemsApi';
import { isCodeHistory } from './personalisationApi';
import { detailsUrl } from './sharingApi';

/** What a mail setting names: the item, and the one setting it changes (spec 002 §7 `PUT …/details/{id}/`). */
export type MailSettingRequest = { kind: ItemKind; id: number } & ({ mailClient: number } | { redirectUrl: string });

/** What a test mail names: the item, and the personalised entry whose code it sends (none: the item's own code). */
export type MailTestCall = { kind: ItemKind; id: number } & MailTestRequest;

/**
 * The calls of Share via Mail (spec 002 §7, issue 19): the mail clients, the item's mail settings
 * (its mail client; an image's redirect) and the test mail.
 */
export const mailApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Every mail client, in the order Choose your Mail Client shows them. */
    getMailClients: build.query<MailClient[], void>({
      query: () => '/api/campaign/emailclient/',
      transformResponse: (reply: MailClientsReply) => reply.results,
    }),
    /**
     * Saves an item's mail client or an image's redirect (`''`: none). The answer is the detail with
     * its code built anew, shown on the detail screen at once; a new client's personalised codes
     * are asked for again (each is built for the item's client).
     */
    setMailSetting: build.mutation<ItemDetails, MailSettingRequest>({
      query: ({ kind, id, ...body }) => ({ url: detailsUrl(kind, id), method: 'PUT', body }),
      transformResponse: (reply: Reply<ItemDetails>) => resultOf(reply),
      async onQueryStarted(request, { dispatch, queryFulfilled }) {
        // A refused change is the form's to show; the detail stays as it was.
        const reply = await queryFulfilled.catch(() => null);
        if (!reply) return;
        dispatch(myItemsApi.util.updateQueryData('getItemDetails', { kind: request.kind, id: request.id }, (draft) => void Object.assign(draft, reply.data)));
        if ('mailClient' in request) dispatch(refetchLists(isCodeHistory));
      },
    }),
    /** Mails the code to the signed-in user (409 while the code is not made yet, 429 past 10 an hour); answers to whom. */
    sendTestMail: build.mutation<string, MailTestCall>({
      query: ({ kind, id, ...body }) => ({ url: `${MAIL_TEST_PATHS[kind]}${id}/`, method: 'POST', body }),
      transformResponse: (reply: Reply<{ to: string }>) => resultOf(reply).to,
    }),
  }),
});

export const { useGetMailClientsQuery, useSetMailSettingMutation, useSendTestMailMutation } = mailApi;
