import { apiSlice } from '../../api/apiSlice';
import { resultOf } from '../../../contract/reply';
import type { OutboxMail } from '../../../contract/devOutbox';

export const outboxApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** 404 when the outbox is off and mail goes out through SMTP. */
    getOutbox: build.query<OutboxMail[], void>({
      query: () => '/api/dev/outbox/',
      transformResponse: resultOf<OutboxMail[]>,
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
