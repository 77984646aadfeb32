import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { personalisedItems } from '../../src/server/db/schema.ts';
import { fanOutBatch } from '../../src/server/jobs/batchJob.ts';
import { useCredits } from '../../src/server/services/account/credits.ts';
import { failPersonalisation } from '../../src/server/services/personalisation/personalisedItems.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { batchPath, contactsCsv, GREETING_MAP, readyGreetingVideo, uploadCsv } from '../support/batch.ts';
import { creditsLeft, personalisePath, userIdOf } from '../support/personalisation.ts';
import { tokenOf, visit } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

// No render workers: what the calls store and queue is checked here; renders in batchRender.test.ts.
const { server, call } = useTestServer({ WORKERS: '0' });

let users = 0;
const newUser = async () => {
  const token = await signUpAndLogIn(call, server.smtp, `batch-${++users}@example.com`);
  return { token, userId: await userIdOf(call, token) };
};

/** Render jobs of a batch's contacts in the queue (waiting, running or done). */
const queuedContactRenders = async (batchId: number) =>
  Number(
    (
      (await server.context.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = 'render' and data->>'kind' = 'personalise' and (data->>'itemId')::int in (select id from personalised_items where batch_id = ${batchId})`,
      )) as unknown as { rows: { count: number }[] }
    ).rows[0]!.count,
  );

/** Fan-out jobs of a batch in the queue. */
const queuedFanOuts = async (batchId: number) =>
  Number(
    (
      (await server.context.db.execute(sql`select count(*)::int as count from pgboss.job where name = 'batch' and (data->>'batchId')::int = ${batchId}`)) as unknown as {
        rows: { count: number }[];
      }
    ).rows[0]!.count,
  );

const GOOD = [
  ['ada@example.com', 'Ada', 'Analytical Engines', ''],
  ['bo@example.com', 'Bo', '', 'no company: its fallback'],
  ['cy@example.com', 'Cy', 'Cyan & Co', '=HYPERLINK("http://evil.example")'],
];

/** A user with a ready greeting video and an uploaded CSV of these rows, validated: answers the validate answer. */
async function validated(rows: readonly (readonly string[])[] = GOOD) {
  const user = await newUser();
  const video = await readyGreetingVideo(server, call, user.token);
  const csv = await uploadCsv(server, user.token, contactsCsv(rows));
  const answer = await call('POST', batchPath.validate(video.id), { token: user.token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id } });
  return { ...user, video, csv, answer };
}

describe('POST /api/newvideo/video/batch/validate/{id}/', () => {
  it('answers "No Errors found" and a batch not started when every contact passes, spending nothing', async () => {
    const user = await newUser();
    const video = await readyGreetingVideo(server, call, user.token);
    const csv = await uploadCsv(server, user.token, contactsCsv(GOOD));
    const before = await creditsLeft(server, user.userId);
    // The CSV named by its media_thumbnail address, the columns by index.
    const answer = await call('POST', batchPath.validate(video.id), {
      token: user.token,
      body: { mergeTagMap: { email: 0, first_name: 1, company: 2 }, csvFile: csv.media_thumbnail },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: 'No Errors found', totalContacts: 3, totalSkipped: 0, totalErrors: 0, errors: {} });
    expect(answer.body.result).toMatchObject({
      id: answer.body.id,
      itemId: video.id,
      fileName: 'contacts.csv',
      status: 3,
      progress: 0,
      totalCount: 3,
      generatedCount: 0,
      skippedCount: 0,
      code: null,
    });
    expect(await creditsLeft(server, user.userId)).toEqual(before);
  });

  it('reports each bad cell by contact and column, duplicate e-mails included, and the warning text of the spec', async () => {
    const { answer } = await validated([
      ...GOOD,
      ['not-an-address', 'Dee', 'Dee Ltd', ''],
      ['eve@example.com', 'x'.repeat(201), 'Multi\nline', ''],
      ['ADA@example.com ', 'Ada again', '', ''],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      isError: false,
      message: 'Warning: 4 Error(s) in 3 Contact(s), these contact(s) will be skipped.',
      totalContacts: 6,
      totalSkipped: 3,
      totalErrors: 4,
    });
    expect(answer.body.errors).toEqual({
      '4': { email: 'not-an-address', data: [{ cellIndex: 0, message: 'Enter a valid e-mail address.' }] },
      '5': {
        email: 'eve@example.com',
        data: [
          { cellIndex: 1, message: 'Use at most 200 characters.' },
          { cellIndex: 2, message: 'Remove line breaks, tabs and other control characters.' },
        ],
      },
      '6': { email: 'ADA@example.com ', data: [{ cellIndex: 0, message: 'Contact 1 has this e-mail address too: each address gets one link.' }] },
    });
    expect(answer.body.result).toMatchObject({ totalCount: 3, skippedCount: 3 });
  });

  it(`refuses a file of more than 10,000 contacts before anything is made`, async () => {
    const user = await newUser();
    const video = await readyGreetingVideo(server, call, user.token);
    const rows = Array.from({ length: 10_001 }, (_, index) => [`c${index}@example.com`, `C${index}`, '', '']);
    const csv = await uploadCsv(server, user.token, contactsCsv(rows));
    const answer = await call('POST', batchPath.validate(video.id), { token: user.token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ isError: true, message: 'This CSV has more than 10,000 contacts, the most one batch may hold: split it into smaller files.' });
    expect((await call('GET', batchPath.history(video.id), { token: user.token })).body.count).toBe(0);
  });

  it('refuses a tag without a column, a header the CSV lacks and a CSV with no contacts', async () => {
    const user = await newUser();
    const video = await readyGreetingVideo(server, call, user.token);
    const csv = await uploadCsv(server, user.token, contactsCsv(GOOD));
    const ask = (mergeTagMap: Record<string, string | number>, csvFile: number = csv.id) =>
      call('POST', batchPath.validate(video.id), { token: user.token, body: { mergeTagMap, csvFile } });
    expect((await ask({ email: 'Email', first_name: 'First Name' })).body).toMatchObject({ isError: true, message: 'Choose a column for {{company}}: every merge tag needs one.' });
    expect((await ask({ ...GREETING_MAP, company: 'Firm' })).body).toMatchObject({ isError: true, message: 'The CSV has no column "Firm" for {{company}}.' });
    const empty = await uploadCsv(server, user.token, 'Email,First Name,Company\r\n', 'empty.csv');
    const answer = await ask(GREETING_MAP, empty.id);
    expect([answer.status, answer.body.message]).toEqual([400, 'This CSV has no contacts: its first row names the columns, and each row after it is a contact.']);
  });

  it("answers 404 for another user's video or CSV", async () => {
    const owner = await validated();
    const stranger = await newUser();
    const strangersVideo = await readyGreetingVideo(server, call, stranger.token);
    const strangersCsv = await uploadCsv(server, stranger.token, contactsCsv(GOOD));
    const body = (csvFile: number | string) => ({ mergeTagMap: GREETING_MAP, csvFile });
    expect((await call('POST', batchPath.validate(owner.video.id), { token: stranger.token, body: body(strangersCsv.id) })).status).toBe(404);
    expect((await call('POST', batchPath.validate(strangersVideo.id), { token: stranger.token, body: body(owner.csv.id) })).status).toBe(404);
    expect((await call('POST', batchPath.validate(strangersVideo.id), { token: stranger.token, body: body(owner.csv.media_thumbnail) })).status).toBe(404);
    expect((await call('POST', batchPath.validate(strangersVideo.id), { token: stranger.token, body: body(strangersCsv.id) })).status).toBe(200);
  });
});

describe('GET /api/newvideo/video/batch/generate/{id}/', () => {
  it('takes the credits of the valid contacts up front, makes one link per contact and sends one fan-out; calling it again changes nothing', async () => {
    const { token, userId, answer } = await validated([...GOOD, ['bad', 'Skipped', '', '']]);
    const batchId = answer.body.id as number;
    const before = await creditsLeft(server, userId);
    const started = await call('GET', batchPath.generate(batchId), { token });
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({ id: batchId, status: 2, totalCount: 3, generatedCount: 0, skippedCount: 1, progress: 0 });
    const after = await creditsLeft(server, userId);
    expect([before[2]! - after[2]!, before[3]! - after[3]!]).toEqual([3, 3]);
    const items = await server.context.db.select().from(personalisedItems).where(eq(personalisedItems.batchId, batchId));
    expect(items.map((item) => [item.contactNumber, item.kind, item.status, item.mergeValues.first_name])).toEqual([
      [1, 2, 3, 'Ada'],
      [2, 2, 3, 'Bo'],
      [3, 2, 3, 'Cy'],
    ]);
    expect(await queuedFanOuts(batchId)).toBe(1);

    const again = await call('GET', batchPath.generate(batchId), { token });
    expect(again.status).toBe(200);
    expect(await creditsLeft(server, userId)).toEqual(after);
    expect(await server.context.db.$count(personalisedItems, eq(personalisedItems.batchId, batchId))).toBe(3);
    expect(await queuedFanOuts(batchId)).toBe(1);

    // The fan-out, run twice (a retry, a second worker), queues each contact's render once.
    expect(await fanOutBatch(server.context, batchId)).toBe(3);
    expect(await fanOutBatch(server.context, batchId)).toBe(0);
    expect(await queuedContactRenders(batchId)).toBe(3);

    // Batch contacts are not solo links: the solo history does not list them.
    expect((await call('GET', personalisePath.solo(userId) + '?scope=user', { token })).body.count).toBe(0);
  });

  it('gives each contact its own page that greets them, and the detail view pages the contacts with their status and link', async () => {
    const { token, answer } = await validated();
    const batchId = answer.body.id as number;
    const before = await call('GET', batchPath.details(batchId, '?limit=2'), { token });
    expect(before.body.results.data[0]).toEqual(['ada@example.com', 'Ada', 'Analytical Engines', '', 3, null]);
    await call('GET', batchPath.generate(batchId), { token });

    const first = await call('GET', batchPath.details(batchId, '?limit=2'), { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isError: false, count: 3, next: `/api/newvideo/video/details/batch/${batchId}/?limit=2&offset=2` });
    expect(first.body.results.headers).toEqual([
      ['Email', 'Email'],
      ['First Name', 'First Name'],
      ['Company', 'Company'],
      ['Notes', 'Notes'],
      ['status', 'status'],
      ['campaignUrl', 'campaignUrl'],
    ]);
    const rows = [...first.body.results.data, ...(await call('GET', first.body.next, { token })).body.results.data];
    expect(rows.map((row: unknown[]) => row.slice(0, 5))).toEqual(GOOD.map((cells) => [...cells, 3]));
    const pages = await Promise.all(rows.map((row: unknown[]) => visit(server, `/s/${tokenOf(row.at(-1) as string)}`)));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    expect(pages[0]!.body).toContain('<h1>Hi Ada, this is for you</h1><p>I made this for Analytical Engines.');
    expect(pages[2]!.body).toContain('<h1>Hi Cy, this is for you</h1><p>I made this for Cyan &amp; Co.');
    expect((await call('GET', batchPath.details(batchId), { token })).body.results.data).toHaveLength(3);
  });

  it("names each detail row's contact number (what a retry names): a skipped contact leaves a gap", async () => {
    const { token, answer } = await validated([GOOD[0]!, ['not-mail', 'Bo', '', ''], GOOD[2]!]);
    const details = await call('GET', batchPath.details(answer.body.id as number), { token });
    expect(details.body.results.contactNumbers).toEqual([1, 3]);
    expect(details.body.results.data.map((row: unknown[]) => row[0])).toEqual(['ada@example.com', 'cy@example.com']);
  });

  it('writes the generated CSV: the columns plus Campaign URL, formula cells prefixed with a quote', async () => {
    const { token, answer } = await validated();
    const batchId = answer.body.id as number;
    await call('GET', batchPath.generate(batchId), { token });
    const generated = await call('GET', batchPath.generated(batchId), { token });
    expect(generated.status).toBe(200);
    expect(generated.body.result).toMatchObject({ fileName: 'contacts-campaign-urls.csv' });
    const file = await server.app.inject({ method: 'GET', url: generated.body.result.generatedFile });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(file.body.endsWith('\r\n')).toBe(true);
    const table = Papa.parse<string[]>(file.body, { skipEmptyLines: true }).data;
    expect(table[0]).toEqual(['Email', 'First Name', 'Company', 'Notes', 'Campaign URL']);
    expect(table.slice(1).map((row) => row.slice(0, 4))).toEqual(GOOD.map((cells) => cells.map((cell) => (cell.startsWith('=') ? `'${cell}` : cell))));
    const details = (await call('GET', batchPath.details(batchId), { token })).body.results.data as unknown[][];
    expect(table.slice(1).map((row) => row[4])).toEqual(details.map((row) => row.at(-1)));
    // A second call replaces the file.
    const again = await call('GET', batchPath.generated(batchId), { token });
    expect(again.body.result.generatedFile).not.toBe(generated.body.result.generatedFile);
    expect((await server.app.inject({ method: 'GET', url: generated.body.result.generatedFile })).statusCode).toBe(404);
  });

  it('refuses with the count missing when the credits are short, and makes and queues nothing', async () => {
    const { token, userId, answer } = await validated();
    const batchId = answer.body.id as number;
    const left = await creditsLeft(server, userId);
    await useCredits(server.context.db, { userId, creditType: 2, amount: left[2]! - 1, meta: { reason: 'test' } });
    const refused = await call('GET', batchPath.generate(batchId), { token });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      isError: true,
      message: 'Not enough Video Personalization credits for this batch: it needs 3, 1 left (2 missing). Renew your subscription to get more, or generate fewer contacts.',
      creditType: 2,
      missing: 2,
    });
    expect(await creditsLeft(server, userId)).toMatchObject({ 2: 1, 3: left[3] });
    expect(await server.context.db.$count(personalisedItems, eq(personalisedItems.batchId, batchId))).toBe(0);
    expect(await queuedFanOuts(batchId)).toBe(0);
    expect((await call('GET', batchPath.history(userId, '?type=1&scope=user'), { token })).body.results[0]).toMatchObject({ id: batchId, status: 3 });
  });

  it('cancelling stops the queued contacts and gives their credits back; a cancelled batch cannot start again', async () => {
    const { token, userId, answer } = await validated();
    const batchId = answer.body.id as number;
    const before = await creditsLeft(server, userId);
    await call('GET', batchPath.generate(batchId), { token });
    const cancelled = await call('POST', batchPath.cancel(batchId), { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result).toMatchObject({ status: 0, generatedCount: 0, failedCount: 3, progress: 100, message: expect.stringMatching(/^Cancelled/) });
    expect(await creditsLeft(server, userId)).toEqual(before);
    expect(await fanOutBatch(server.context, batchId)).toBe(0);
    expect((await call('GET', batchPath.generate(batchId), { token })).status).toBe(409);
    expect((await call('POST', batchPath.cancel(batchId), { token })).body.result.status).toBe(0);
    expect(await creditsLeft(server, userId)).toEqual(before);
  });

  it('tries a failed contact again: its credits taken again, a new render queued, its link kept', async () => {
    const { token, userId, answer } = await validated();
    const batchId = answer.body.id as number;
    await call('GET', batchPath.generate(batchId), { token });
    const [item] = await server.context.db
      .select()
      .from(personalisedItems)
      .where(and(eq(personalisedItems.batchId, batchId), eq(personalisedItems.contactNumber, 2)));
    expect((await call('POST', batchPath.retry(batchId), { token, body: { contactNumber: 2 } })).status).toBe(409);
    await failPersonalisation(server.context.db, item!.id, item!.renderId, 'The render failed 3 times');
    const before = await creditsLeft(server, userId);
    expect((await call('GET', batchPath.history(userId, '?type=1&scope=user'), { token })).body.results[0]).toMatchObject({ failedCount: 1 });
    const retried = await call('POST', batchPath.retry(batchId), { token, body: { contactNumber: 2 } });
    expect(retried.status).toBe(200);
    expect(retried.body.result).toMatchObject({ status: 2, failedCount: 0 });
    const after = await creditsLeft(server, userId);
    expect([before[2]! - after[2]!, before[3]! - after[3]!]).toEqual([1, 1]);
    const [again] = await server.context.db.select().from(personalisedItems).where(eq(personalisedItems.id, item!.id));
    expect(again).toMatchObject({ status: 3, shareLinkId: item!.shareLinkId, error: null });
    expect(again!.renderId).not.toBe(item!.renderId);
    expect(await queuedContactRenders(batchId)).toBe(1);
    expect((await call('POST', batchPath.retry(batchId), { token, body: { contactNumber: 9 } })).status).toBe(404);
  });
});

describe('batch histories and ownership', () => {
  it('lists a video’s batches and all the user’s, newest first, and answers 404 to another user', async () => {
    const { token, userId, video, csv } = await validated();
    const second = await call('POST', batchPath.validate(video.id), { token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id } });
    const ofVideo = await call('GET', batchPath.history(video.id), { token });
    expect(ofVideo.status).toBe(200);
    expect(ofVideo.body).toMatchObject({ isError: false, count: 2, next: null });
    expect(ofVideo.body.results.map((entry: { id: number }) => entry.id)).toEqual([second.body.id, second.body.id - 1]);
    expect(ofVideo.body.results[0]).toMatchObject({
      fileName: 'contacts.csv',
      previewUrl: expect.stringMatching(/^\/api\/renders\/file\//),
      code: null,
      status: 3,
      totalCount: 3,
      generatedCount: 0,
    });
    const noSlash = await call('GET', `/api/newvideo/video/generate/batch/${video.id}?type=1&limit=1`, { token });
    expect(noSlash.body).toMatchObject({ count: 2, next: `/api/newvideo/video/generate/batch/${video.id}/?type=1&limit=1&offset=1` });
    expect((await call('GET', batchPath.history(userId, '?type=1&scope=user'), { token })).body.count).toBe(2);

    const stranger = await newUser();
    const batchId = second.body.id as number;
    for (const [method, url] of [
      ['GET', batchPath.history(video.id)],
      ['GET', batchPath.history(userId, '?type=1&scope=user')],
      ['GET', batchPath.generate(batchId)],
      ['POST', batchPath.cancel(batchId)],
      ['GET', batchPath.details(batchId)],
      ['GET', batchPath.generated(batchId)],
    ] as const) {
      expect(`${method} ${url}: ${(await call(method, url, { token: stranger.token })).status}`).toBe(`${method} ${url}: 404`);
    }
    expect((await call('POST', batchPath.retry(batchId), { token: stranger.token, body: { contactNumber: 1 } })).status).toBe(404);
  });
});
