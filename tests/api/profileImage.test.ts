import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { putProfileMultipart, sampleImages } from './accountAreaSupport.ts';

const { server, call } = useTestServer();
let token: string;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'photo@example.com');
});

const storedPhotos = async () => {
  try {
    return await fs.readdir(path.join(server.dataDir, 'files', 'profile-images'));
  } catch {
    return [];
  }
};

const photoFile = (bytes: Buffer, fileName = 'me.png', type = 'image/png') => ({ name: 'profile_image', file: { fileName, type, bytes } });

describe('PUT /api/accounts/user/ with a photo (multipart)', () => {
  it('stores each accepted type under a new unguessable address, serves it and removes the old file', async () => {
    let previous: string | null = null;
    for (const [type, contentType] of [
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const answer = await putProfileMultipart(server, token, [photoFile(sampleImages[type], `me.${type}`, contentType)]);
      expect(answer.status).toBe(200);
      const address = answer.body.result.profile_image as string;
      expect(address).toMatch(new RegExp(`^/api/accounts/user/image/[\\w-]{22}\\.${type}$`));
      expect(address).not.toBe(previous);

      const served = await server.app.inject({ method: 'GET', url: address });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(sampleImages[type])).toBe(true);
      expect(await storedPhotos()).toEqual([address.split('/').pop()]);
      if (previous) expect((await server.app.inject({ method: 'GET', url: previous })).statusCode).toBe(404);
      previous = address;
    }
  });

  it('changes text fields sent in the same form', async () => {
    const answer = await putProfileMultipart(server, token, [{ name: 'first_name', value: 'Photo' }, photoFile(sampleImages.png)]);
    expect(answer.body.result).toMatchObject({ first_name: 'Photo', last_name: 'User' });
    expect((await call('GET', '/api/accounts/user/', { token })).body.result.profile_image).toBe(answer.body.result.profile_image);
  });

  it('judges the file by its content, not its name or declared type', async () => {
    const before = (await call('GET', '/api/accounts/user/', { token })).body.result.profile_image;
    const gif = await putProfileMultipart(server, token, [photoFile(sampleImages.gif, 'sneaky.png', 'image/png')]);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toEqual({ profile_image: { message: 'Upload a .jpg, .jpeg, .webp or .png image.' } });
    const text = await putProfileMultipart(server, token, [photoFile(Buffer.from('<svg onload="alert(1)"/>'), 'x.jpg', 'image/jpeg')]);
    expect(text.status).toBe(400);
    const empty = await putProfileMultipart(server, token, [photoFile(Buffer.alloc(0))]);
    expect(empty.status).toBe(400);
    const renamed = await putProfileMultipart(server, token, [photoFile(sampleImages.png, 'photo.gif', 'image/gif')]);
    expect(renamed.status).toBe(200);
    expect(renamed.body.result.profile_image).toMatch(/\.png$/);
    expect(before).not.toBe(renamed.body.result.profile_image);
  });

  it('refuses a photo over 5 MB with a field error', async () => {
    const big = Buffer.concat([sampleImages.png, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await putProfileMultipart(server, token, [photoFile(big)]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual({ profile_image: { message: 'The image must be 5 MB or smaller.' } });
  });

  it('refuses other file fields and bad text fields without storing anything', async () => {
    const files = await storedPhotos();
    const other = await putProfileMultipart(server, token, [{ name: 'avatar', file: { fileName: 'a.png', type: 'image/png', bytes: sampleImages.png } }]);
    expect(other.status).toBe(400);
    const badName = await putProfileMultipart(server, token, [{ name: 'first_name', value: 'R2D2' }, photoFile(sampleImages.png)]);
    expect(badName.status).toBe(400);
    expect(Object.keys(badName.body.message)).toEqual(['first_name']);
    const unknown = await putProfileMultipart(server, token, [{ name: 'email', value: 'x@example.com' }]);
    expect(unknown.status).toBe(400);
    expect(await storedPhotos()).toEqual(files);
  });

  it('removes the photo for a null image (JSON) or an empty image part (multipart)', async () => {
    await putProfileMultipart(server, token, [photoFile(sampleImages.png)]);
    const removed = await call('PUT', '/api/accounts/user/', { token, body: { profile_image: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.result.profile_image).toBeNull();
    expect(await storedPhotos()).toEqual([]);

    await putProfileMultipart(server, token, [photoFile(sampleImages.jpg, 'me.jpg', 'image/jpeg')]);
    const cleared = await putProfileMultipart(server, token, [{ name: 'profile_image', value: '' }]);
    expect(cleared.body.result.profile_image).toBeNull();
    expect(await storedPhotos()).toEqual([]);

    expect((await call('PUT', '/api/accounts/user/', { token, body: { profile_image: 'http://elsewhere/x.png' } })).status).toBe(400);
  });

  it('needs a session before reading the upload', async () => {
    const answer = await putProfileMultipart(server, '', [photoFile(sampleImages.png)]);
    expect(answer.status).toBe(401);
    expect(await storedPhotos()).toEqual([]);
  });

  it('answers 404 for unknown or malformed photo names', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/accounts/user/image/AAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/accounts/user/image/..%2F..%2Fdb.png' })).statusCode).toBe(400);
  });
});
