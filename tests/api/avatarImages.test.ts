import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVATAR_CATALOGUE } from '../../src/scene/avatars/avatarCatalogue.ts';
import { VISEMES } from '../../src/scene/speech/visemeTrack.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

/** The file under public/ that a site address names. */
const publicFile = (address: string) => path.join('public', address);

describe('GET /api/avatars/image/', () => {
  it('lists every presenter with the spec fields, the default (id 4) among them', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'avatars@example.com');
    const answer = await call('GET', '/api/avatars/image/', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: '', count: AVATAR_CATALOGUE.length });
    const results = answer.body.results as (typeof AVATAR_CATALOGUE)[number][];
    expect(results).toEqual(JSON.parse(JSON.stringify(AVATAR_CATALOGUE)));
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(results.find((avatar) => avatar.id === 4)).toMatchObject({ name: 'Emma', gender: 'female' });
    for (const avatar of results) {
      expect(Object.keys(avatar).sort()).toEqual(['avatarConfig', 'gender', 'id', 'img', 'largeImg', 'name', 'rig', 'transparentImage']);
      expect(Object.keys(avatar.avatarConfig).sort()).toEqual(['FB', 'FM', 'SB', 'SM', 'faceCenterPoint']);
      expect([avatar.avatarConfig.FM.scale, avatar.avatarConfig.FB.scale, avatar.avatarConfig.SM.scale, avatar.avatarConfig.SB.scale]).toEqual([0.728, 0.408, 0.717, 0.48]);
    }
  });

  it('points at files that exist under public/avatars: the pictures and every part', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'avatar-files@example.com');
    const { results } = (await call('GET', '/api/avatars/image/', { token })).body as { results: (typeof AVATAR_CATALOGUE)[number][] };
    for (const avatar of results) {
      const parts = ['hair-back', 'body', 'head', 'hair-front', 'eyes-open', 'eyes-closed', ...VISEMES.map((viseme) => `mouth-${viseme}`)];
      for (const address of [avatar.img, avatar.largeImg, avatar.transparentImage, ...parts.map((part) => `${avatar.rig.parts}${part}.svg`)]) {
        expect(address.startsWith(`/avatars/${avatar.id}/`), address).toBe(true);
        expect(existsSync(publicFile(address)), address).toBe(true);
      }
    }
  });

  it('needs a session', async () => {
    const answer = await call('GET', '/api/avatars/image/');
    expect(answer.status).toBe(401);
    expect(answer.body.isError).toBe(true);
  });
});
