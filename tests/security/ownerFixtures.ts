import { inviteAndJoin, sampleImages, signUpOrganisationAdmin } from '../api/accountAreaSupport.ts';
import type { ApiCall } from '../support/apiClient.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import type { TestServer } from '../support/testServer.ts';
import { uploadToLibrary } from '../support/userLibrary.ts';
import type { Owned } from './routePlacement.ts';
import { batchPath, contactsCsv, GREETING_MAP, readyGreetingVideo, uploadCsv } from '../support/batch.ts';

/** An organisation admin with one object of each owned kind, a teammate and a user of another organisation. */
export type OwnerFixtures = { owner: string; owned: Record<Owned, number>; askers: { who: string; token: string }[] };

/** Signs the three users up and makes the owner's objects. */
export async function makeOwnerFixtures(server: TestServer, call: ApiCall): Promise<OwnerFixtures> {
  const owner = await signUpOrganisationAdmin(server, call, 'owner@example.com');
  const askers = [
    { who: 'teammate', token: await inviteAndJoin(server, call, owner, 'teammate@example.com') },
    { who: 'another organisation', token: await signUpAndLogIn(call, server.smtp, 'stranger@example.com') },
  ];
  const upload = await uploadToLibrary(server, owner, { fileName: 'mine.png', bytes: sampleImages.png }, { name: 'Mine', category: 'upload' });
  const owned: Record<Owned, number> = {
    video: (await createProjectVia(call, owner, 'video', blankDocument(), 'Owner video')).id,
    image: (await createProjectVia(call, owner, 'image', blankDocument(2), 'Owner image')).id,
    upload: upload.body.result.id,
    // The owner's default sharing page, made on the first list call.
    sharingPage: (await call('GET', '/api/salespage/?isPublish=1&appType=1', { token: owner })).body.results[0].id,
    batch: await ownersBatch(server, call, owner),
  };
  return { owner, owned, askers };
}

/** A validated batch of one contact for a ready video of the owner's. */
async function ownersBatch(server: TestServer, call: ApiCall, owner: string): Promise<number> {
  const video = await readyGreetingVideo(server, call, owner, 'Owner batch video');
  const csv = await uploadCsv(server, owner, contactsCsv([['ada@example.com', 'Ada', 'Analytical Engines', '']]));
  return (await call('POST', batchPath.validate(video.id), { token: owner, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id } })).body.id as number;
}
