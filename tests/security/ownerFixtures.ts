import { inviteAndJoin, sampleImages, signUpOrganisationAdmin } from '../api/accountAreaSupport.ts';
import type { ApiCall } from '../support/apiClient.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import type { TestServer } from '../support/testServer.ts';
import { uploadToLibrary } from '../support/userLibrary.ts';
import type { Owned } from './routePlacement.ts';

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
  };
  return { owner, owned, askers };
}
