import { apiSlice } from '../../api/apiSlice';
import { resultOf } from '../../../contract/reply';

/** A mail the server kept instead of sending it (development outbox). */
export interface OutboxMail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

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
