import type { ApiCall } from './apiClient.ts';
import { greetingDocument } from './personalisation.ts';
import { blankDocument, createProjectVia } from './projects.ts';
import { markReady } from './sharing.ts';
import type { TestServer } from './testServer.ts';
import { uploadToLibrary } from './userLibrary.ts';

/** The batch calls (spec 002 §7, issue 18), by their id: a video's for validate and the histories, a batch's for the others. */
export const batchPath = {
  validate: (videoId: number) => `/api/newvideo/video/batch/validate/${videoId}/`,
  generate: (batchId: number) => `/api/newvideo/video/batch/generate/${batchId}/`,
  cancel: (batchId: number) => `/api/newvideo/video/batch/cancel/${batchId}/`,
  retry: (batchId: number) => `/api/newvideo/video/batch/retry/${batchId}/`,
  history: (id: number, query = '?type=1') => `/api/newvideo/video/generate/batch/${id}/${query}`,
  details: (batchId: number, query = '') => `/api/newvideo/video/details/batch/${batchId}/${query}`,
  generated: (batchId: number) => `/api/newvideo/video/details/batch/${batchId}/generated/`,
} as const;

/** Uploads a CSV to the user's media library (category csvupload); answers its media item. */
export async function uploadCsv(server: Pick<TestServer, 'app'>, token: string, text: string | Buffer, name = 'contacts.csv') {
  const answer = await uploadToLibrary(server, token, { fileName: name, bytes: Buffer.from(text) }, { name, category: 'csvupload' });
  if (answer.status !== 200) throw new Error(`CSV upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.result as { id: number; media_thumbnail: string };
}

/** A ready video of the user whose first scene says "Hi {{first_name}} from {{company}}" (tags email, first_name, company). */
export async function readyGreetingVideo(server: TestServer, call: ApiCall, token: string, name = 'Intro') {
  const video = await createProjectVia(call, token, 'video', greetingDocument(blankDocument(0)), name);
  await markReady(server, video.id);
  return video;
}

/** The map of the greeting video's tags to the columns of {@link contactsCsv}. */
export const GREETING_MAP = { email: 'Email', first_name: 'First Name', company: 'Company' };

/** A CSV of contacts with the columns Email, First Name, Company and Notes; `rows` as [email, first name, company, notes]. */
export function contactsCsv(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return ['Email,First Name,Company,Notes', ...rows.map((row) => row.map(quote).join(','))].join('\r\n') + '\r\n';
}
