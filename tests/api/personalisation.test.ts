import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCredits } from '../../src/server/services/account/credits.ts';
import { personalisedItems } from '../../src/server/db/schema.ts';
import { renderFileKey, renderFileUrl, renderOutputNames } from '../../src/server/services/generation/renderFiles.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { creditsLeft, greetingDocument, personalisePath, userIdOf } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { markReady, tokenOf, visit } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

// No render workers: what the calls store and queue is checked here; renders in personalisationRender.test.ts.
const { server, call } = useTestServer({ WORKERS: '0' });

let users = 0;
const newUser = async () => {
  const token = await signUpAndLogIn(call, server.smtp, `personal-${++users}@example.com`);
  return { token, userId: await userIdOf(call, token) };
};

/** A ready video (or image) of the user whose first scene says "Hi {{first_name}} from {{company}}". */
async function readyItem(token: string, kind: 'video' | 'image' = 'video') {
  const item = await createProjectVia(call, token, kind, greetingDocument(blankDocument(kind === 'video' ? 0 : 2)), kind === 'video' ? 'Intro' : 'Card');
  await markReady(server, item.id);
  return item;
}

const queuedPersonalisations = async () =>
  Number(
    (
      (await server.context.db.execute(sql`select count(*)::int as count from pgboss.job where name = 'render' and data->>'kind' = 'personalise'`)) as unknown as {
        rows: { count: number }[];
      }
    ).rows[0]!.count,
  );

const ADA = { email: 'ada@example.com', first_name: 'Ada', company: 'Analytical Engines' };

describe('POST /api/newvideo/video/generate/solo/{id}/', () => {
  it('makes a personalised link whose page greets the contact, queues its render and takes one credit of types 2 and 3', async () => {
    const { token, userId } = await newUser();
    const video = await readyItem(token);
    const before = await creditsLeft(server, userId);
    const queued = await queuedPersonalisations();

    const answer = await call('POST', personalisePath.solo(video.id), {
      token,
      body: { mergeTagData: { ...ADA, first_name: ' Ada ' }, pronunciation: { first_name: ' ay-dah ', company: '' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: '' });
    const entry = answer.body.result;
    expect(entry).toMatchObject({
      type: 2,
      itemId: video.id,
      progress: 0,
      status: 3,
      code: null,
      video: null,
      message: null,
      fileName: 'Intro-Ada.mp4',
      mergeTagValue: ADA,
      pronunciation: { first_name: 'ay-dah' },
      allMergeTag: [
        ['email', 'email'],
        ['first_name', 'text'],
        ['company', 'text'],
      ],
    });
    expect(entry.campaignUrl).toMatch(/^http:\/\/studio\.test\/s\/[A-Za-z0-9_-]{24}$/);
    expect(new Date(entry.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await queuedPersonalisations()).toBe(queued + 1);
    const after = await creditsLeft(server, userId);
    expect([before[2]! - after[2]!, before[3]! - after[3]!, before[5]! - after[5]!]).toEqual([1, 1, 0]);

    // Its own page, with the contact's values in the sharing page's text; the item's main link is another.
    const page = await visit(server, `/s/${tokenOf(entry.campaignUrl)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Hi Ada, this is for you');
    const details = (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result;
    expect(details.link).not.toBe(entry.campaignUrl);
    expect(details.sharingPageGenCount).toBe(1);
    expect(details.allMergeTag).toEqual(entry.allMergeTag);
  });

  it('answers each failing value beside its field, and makes, takes and queues nothing', async () => {
    const { token, userId } = await newUser();
    const video = await readyItem(token);
    const before = await creditsLeft(server, userId);
    const queued = await queuedPersonalisations();
    const answer = await call('POST', personalisePath.solo(video.id), {
      token,
      body: {
        mergeTagData: { email: 'ada@nowhere', first_name: 'Ada\nLovelace', company: 'x'.repeat(201), city: 'London' },
        pronunciation: { first_name: 'ay\tdah', company: 'y'.repeat(201), city: 'lun-dun' },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      isError: true,
      message: 'Check the values of the highlighted fields.',
      result: null,
      mergeTagData: {
        email: 'Enter a valid e-mail address.',
        first_name: 'Remove line breaks, tabs and other control characters.',
        company: 'Use at most 200 characters.',
        city: 'This item has no merge tag {{city}}.',
        'pronunciation.first_name': 'Remove line breaks, tabs and other control characters.',
        'pronunciation.company': 'Use at most 200 characters.',
        'pronunciation.city': 'This item has no merge tag {{city}}.',
      },
    });
    expect((await call('POST', personalisePath.solo(video.id), { token, body: { mergeTagData: { first_name: 'Ada' } } })).body.mergeTagData).toEqual({
      email: 'Enter the e-mail address.',
    });
    expect(await creditsLeft(server, userId)).toEqual(before);
    expect(await queuedPersonalisations()).toBe(queued);
    expect((await call('GET', personalisePath.solo(video.id), { token })).body.count).toBe(0);
    // A body of another shape is refused by its schema.
    expect((await call('POST', personalisePath.solo(video.id), { token, body: { mergeTagData: { email: 3 } } })).status).toBe(400);
  });

  it('refuses a video that is not ready (409) or has no merge tags (400)', async () => {
    const { token } = await newUser();
    const draft = await createProjectVia(call, token, 'video', greetingDocument(blankDocument()), 'Draft');
    const notReady = await call('POST', personalisePath.solo(draft.id), { token, body: { mergeTagData: ADA } });
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toBe('Generate the video first: personalised versions are made from a ready video.');
    const plain = await createProjectVia(call, token, 'video', blankDocument(), 'Plain');
    await markReady(server, plain.id);
    const untagged = await call('POST', personalisePath.solo(plain.id), { token, body: { mergeTagData: { email: ADA.email } } });
    expect(untagged.status).toBe(400);
    expect(untagged.body.message).toBe('This video has no merge tags to personalise.');
  });

  it('refuses with a clear message and queues nothing when a credit type has run out', async () => {
    const { token, userId } = await newUser();
    const video = await readyItem(token);
    const left = await creditsLeft(server, userId);
    await useCredits(server.context.db, { userId, creditType: 3, amount: left[3]!, meta: { reason: 'test' } });
    const queued = await queuedPersonalisations();
    const answer = await call('POST', personalisePath.solo(video.id), { token, body: { mergeTagData: ADA } });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({
      isError: true,
      message: 'Not enough Salespage Personalization credits left to personalise this video. Renew your subscription to get more.',
    });
    expect(await queuedPersonalisations()).toBe(queued);
    // The Video Personalization credit taken before the refusal was rolled back with it.
    expect((await creditsLeft(server, userId))[2]).toBe(left[2]);
    expect((await call('GET', personalisePath.solo(video.id), { token })).body.count).toBe(0);
    // A download needs no sharing page credit.
    expect((await call('POST', personalisePath.download(video.id), { token, body: { mergeTagData: ADA } })).status).toBe(200);
  });
});

describe('the histories', () => {
  it("pages a video's history and the user-wide one, newest first, each kind apart", async () => {
    const { token, userId } = await newUser();
    const first = await readyItem(token);
    const second = await readyItem(token);
    for (const name of ['Ada', 'Grace', 'Edith']) {
      expect((await call('POST', personalisePath.solo(first.id), { token, body: { mergeTagData: { ...ADA, first_name: name } } })).status).toBe(200);
    }
    expect((await call('POST', personalisePath.solo(second.id), { token, body: { mergeTagData: ADA } })).status).toBe(200);
    expect((await call('POST', personalisePath.download(second.id), { token, body: { mergeTagData: { ...ADA, first_name: '' } } })).status).toBe(200);

    const page = await call('GET', `${personalisePath.solo(first.id)}?limit=2`, { token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ isError: false, count: 3, next: `${personalisePath.solo(first.id)}?limit=2&offset=2` });
    expect(page.body.results.map((entry: { mergeTagValue: { first_name: string } }) => entry.mergeTagValue.first_name)).toEqual(['Edith', 'Grace']);

    const userWide = await call('GET', `${personalisePath.solo(userId)}?scope=user`, { token });
    expect(userWide.body.count).toBe(4);
    expect(userWide.body.results[0].itemId).toBe(second.id);
    const downloads = await call('GET', `${personalisePath.download(userId)}?scope=user`, { token });
    expect(downloads.body.count).toBe(1);
    // No first name: the download is named by the company, the first non-empty value after the e-mail.
    expect(downloads.body.results[0]).toMatchObject({ type: 1, campaignUrl: null, fileName: 'Intro-Analytical Engines.mp4' });
    expect((await call('GET', personalisePath.download(second.id), { token })).body.count).toBe(1);
  });

  it('reads a bare id as an item when one has it, else as the caller’s user id', async () => {
    const { token, userId } = await newUser();
    const video = await readyItem(token);
    await call('POST', personalisePath.download(video.id), { token, body: { mergeTagData: ADA } });
    const found = (await server.context.db.execute(sql`select count(*)::int as count from projects where id = ${userId} and kind = 'video'`)) as unknown as {
      rows: { count: number }[];
    };
    const taken = found.rows[0]!.count > 0;
    const bare = await call('GET', personalisePath.download(userId), { token });
    // The user's id is some other user's video's id: read as that video (404); else the user-wide list.
    if (taken) expect(bare.status).toBe(404);
    else expect(bare.body.count).toBe(1);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's video or image, and for another user's id", async () => {
    const owner = await newUser();
    const other = await newUser();
    const video = await readyItem(owner.token);
    const image = await readyItem(owner.token, 'image');
    for (const path of [personalisePath.solo(video.id), personalisePath.download(video.id), personalisePath.imageLink(image.id)]) {
      expect((await call('POST', path, { token: other.token, body: { mergeTagData: ADA } })).status).toBe(404);
      expect((await call('GET', path, { token: other.token })).status).toBe(404);
    }
    expect((await call('GET', `${personalisePath.solo(owner.userId)}?scope=user`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `${personalisePath.imageLink(video.id)}?scope=item`, { token: owner.token })).status).toBe(404);
    expect((await call('POST', personalisePath.imageLink(video.id), { token: owner.token, body: { mergeTagData: ADA } })).status).toBe(404);
    expect((await call('GET', personalisePath.solo(video.id))).status).toBe(401);
  });
});

describe('POST /api/newimage/image/generate/link/{id}/', () => {
  it('makes a personalised image link, taking one credit of types 5 and 3', async () => {
    const { token, userId } = await newUser();
    const image = await readyItem(token, 'image');
    const before = await creditsLeft(server, userId);
    const answer = await call('POST', personalisePath.imageLink(image.id), { token, body: { mergeTagData: ADA } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ type: 3, status: 3, itemId: image.id, fileName: 'Card-Ada.png' });
    const after = await creditsLeft(server, userId);
    expect([before[2]! - after[2]!, before[3]! - after[3]!, before[5]! - after[5]!]).toEqual([0, 1, 1]);
    const history = await call('GET', `${personalisePath.imageLink(userId)}?scope=user`, { token });
    expect(history.body.results.map((entry: { id: number }) => entry.id)).toEqual([answer.body.result.id]);
  });
});

describe('the personalisation counters (spec 002 §3)', () => {
  it("count up on the item's detail and on the user's answer as personalised items are made", async () => {
    const { token } = await newUser();
    const [video, image, other] = [await readyItem(token), await readyItem(token, 'image'), await readyItem(token)];
    const counters = async () => {
      const user = (await call('GET', '/api/accounts/user/', { token })).body.result;
      const videoDetail = (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result;
      const imageDetail = (await call('GET', `/api/newimage/image/details/${image.id}/`, { token })).body.result;
      const pick = (answer: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((name) => [name, answer[name]]));
      const itemNames = ['downloadGenCount', 'sharingPageGenCount', 'imageSoloGenCount'];
      return {
        user: pick(user, [...itemNames, 'soloMailGenCount', 'batchMailGenCount']),
        video: pick(videoDetail, itemNames),
        image: pick(imageDetail, itemNames),
      };
    };
    const none = { downloadGenCount: 0, sharingPageGenCount: 0, imageSoloGenCount: 0 };
    expect(await counters()).toEqual({ user: { ...none, soloMailGenCount: 0, batchMailGenCount: 0 }, video: none, image: none });

    for (const path of [personalisePath.download(video.id), personalisePath.download(video.id), personalisePath.solo(video.id), personalisePath.solo(other.id)]) {
      expect((await call('POST', path, { token, body: { mergeTagData: ADA } })).status).toBe(200);
    }
    expect((await call('POST', personalisePath.imageLink(image.id), { token, body: { mergeTagData: ADA } })).status).toBe(200);
    expect(await counters()).toEqual({
      user: { downloadGenCount: 2, sharingPageGenCount: 2, imageSoloGenCount: 1, soloMailGenCount: 0, batchMailGenCount: 0 },
      video: { downloadGenCount: 2, sharingPageGenCount: 1, imageSoloGenCount: 0 },
      image: { downloadGenCount: 0, sharingPageGenCount: 0, imageSoloGenCount: 1 },
    });
    // Another user's counters are their own.
    const stranger = await newUser();
    expect((await call('GET', '/api/accounts/user/', { token: stranger.token })).body.result).toMatchObject({ downloadGenCount: 0, sharingPageGenCount: 0, imageSoloGenCount: 0 });
  });
});

describe('deleting a personalised video or image', () => {
  /** Makes a personalised item of `path` and stores its files as its render would; answers their names. */
  async function renderedItem(token: string, path: string, kind: 'video' | 'image') {
    const made = await call('POST', path, { token, body: { mergeTagData: ADA } });
    expect(made.status).toBe(200);
    const [row] = await server.context.db.select().from(personalisedItems).where(eq(personalisedItems.id, made.body.result.id));
    const names = renderOutputNames(row!.renderId);
    const files = kind === 'video' ? [names.video, names.thumbnail] : [names.png, names.jpeg];
    for (const name of files) await server.context.storage.put(renderFileKey(name), Buffer.from(name));
    const thumbnail = renderFileUrl(kind === 'video' ? names.thumbnail : names.jpeg);
    await server.context.db.update(personalisedItems).set({ status: 1, progress: 100, file: files[0]!, thumbnail }).where(eq(personalisedItems.id, row!.id));
    return files;
  }
  const stored = async (names: string[]) => Promise.all(names.map((name) => server.context.storage.exists(renderFileKey(name))));

  it("removes its personalised items' files, and only its own", async () => {
    const { token } = await newUser();
    const [video, image, kept] = [await readyItem(token), await readyItem(token, 'image'), await readyItem(token)];
    const videoFiles = [...(await renderedItem(token, personalisePath.solo(video.id), 'video')), ...(await renderedItem(token, personalisePath.download(video.id), 'video'))];
    const imageFiles = await renderedItem(token, personalisePath.imageLink(image.id), 'image');
    const keptFiles = await renderedItem(token, personalisePath.download(kept.id), 'video');
    expect(await stored([...videoFiles, ...imageFiles, ...keptFiles])).toEqual(Array(8).fill(true));

    // Another user cannot delete it, and its files stay.
    const stranger = await newUser();
    expect((await call('DELETE', `/api/newvideo/video/${video.id}/`, { token: stranger.token })).status).toBe(404);
    expect(await stored(videoFiles)).toEqual(Array(4).fill(true));

    expect((await call('DELETE', `/api/newvideo/video/${video.id}/`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/newimage/image/${image.id}/`, { token })).status).toBe(200);
    expect(await stored([...videoFiles, ...imageFiles])).toEqual(Array(6).fill(false));
    expect(await stored(keptFiles)).toEqual([true, true]);
    const entry = (await call('GET', personalisePath.download(kept.id), { token })).body.results[0];
    expect((await server.app.inject({ method: 'GET', url: entry.video })).statusCode).toBe(200);
  });
});
