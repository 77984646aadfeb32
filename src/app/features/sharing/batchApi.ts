import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { BatchEntry, BatchValidateRequest, BatchValidation } from '../../../contract/batch';
import type { BatchPreflight } from '../../../contract/batchPreflight';
import { type Reply, resultOf } from '../../../contract/reply';
import { apiSlice } from '../../api/apiSlice';
import { CSV_HEAD_BYTES, type CsvHead, isCutByRange, parseCsvHead } from './csvHead';

/** Where the batch calls go (spec 002 §7; the preflight is ours). */
const BATCH_PATH = '/api/newvideo/video/batch/';

/** What Validate names: the video, and the body (`mergeTagMap` tag → column index, `csvFile` the upload's id). */
export type ValidateBatchRequest = { videoId: number } & BatchValidateRequest;

/**
 * The calls of batch personalisation (issue 18) up to the start: the head of a CSV for Match
 * Column, validate, the preflight of the error summary, and generate. The upload list and its
 * delete are the media library's (`mediaApi`).
 */
export const batchApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The header row and first contacts of an uploaded CSV, read from its address (`media_thumbnail`) with a Range request: a large file is never fetched whole. */
    getCsvHead: build.query<CsvHead, string>({
      query: (address) => ({ url: address, headers: { Range: `bytes=0-${CSV_HEAD_BYTES - 1}` }, responseHandler: 'text' }),
      transformResponse: (text: string, meta) => parseCsvHead(text, isCutByRange((meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Content-Range'))),
    }),
    /** Checks every contact of the CSV and stores the batch, not started (`POST …/batch/validate/{video id}/`); a refusal (400: too many contacts, a missing column) is the dialog's to show. */
    validateBatch: build.mutation<BatchValidation, ValidateBatchRequest>({
      query: ({ videoId, ...body }) => ({ url: `${BATCH_PATH}validate/${videoId}/`, method: 'POST', body }),
    }),
    /** What generating a validated batch will make and cost (`GET …/batch/preflight/{batch id}/`): its first contacts pictured, fallbacks, credits, ETA. It may take several seconds. */
    getBatchPreflight: build.query<BatchPreflight, number>({
      query: (batchId) => `${BATCH_PATH}preflight/${batchId}/`,
      transformResponse: resultOf<BatchPreflight>,
    }),
    /** Starts a validated batch (`GET …/batch/generate/{batch id}/`): its entry, status 2; a short balance answers 402 with its message. */
    startBatch: build.mutation<BatchEntry, number>({
      query: (batchId) => `${BATCH_PATH}generate/${batchId}/`,
      transformResponse: (reply: Reply<BatchEntry>) => resultOf(reply),
    }),
  }),
});

export const { useGetCsvHeadQuery, useValidateBatchMutation, useGetBatchPreflightQuery, useStartBatchMutation } = batchApi;
