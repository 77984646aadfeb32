import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryFileKey, LIBRARY_FILE_ROUTE } from '../../src/server/services/userLibrary/libraryFiles.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient } from '../support/apiClient.ts';
import { type S3Peer, startS3Peer } from '../support/s3Peer.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { putProfileMultipart, sampleImages } from './accountAreaSupport.ts';

// The server with S3_* pointing at a real S3-compatible server (s3rver) on loopback.
let peer: S3Peer;
let server: TestServer;
let bucket: S3Client;
beforeAll(async () => {
  peer = await startS3Peer();
  server = await startTestServer(peer.env);
  bucket = new S3Client({
    endpoint: peer.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: peer.env.S3_ACCESS_KEY_ID!, secretAccessKey: peer.env.S3_SECRET_ACCESS_KEY! },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await server?.close();
  await peer?.close();
});

const inBucket = async (key: string) => Buffer.from(await (await bucket.send(new GetObjectCommand({ Bucket: peer.bucket, Key: key }))).Body!.transformToByteArray());
const localFiles = () => fs.readdir(path.join(server.dataDir, 'files'), { recursive: true }).catch(() => [] as string[]);

describe('files in S3-compatible storage (S3_BUCKET set)', () => {
  it('serves a stored file through the API at its unguessable address, whole and by byte range', async () => {
    const name = 'AbCdEfGhIjKlMnOpQrStUv.mp4';
    const content = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));
    await server.context.storage.put(libraryFileKey(name), content);
    expect(await inBucket(`user-library/${name}`)).toEqual(content);
    const url = `${LIBRARY_FILE_ROUTE}${name}`;

    const whole = await server.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(content)).toBe(true);

    const part = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-1123' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-1123/4096');
    expect(part.headers['content-length']).toBe('1024');
    expect(part.rawPayload.equals(content.subarray(100, 1124))).toBe(true);

    const tail = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(content.subarray(4086))).toBe(true);

    expect((await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } })).statusCode).toBe(416);
    const head = await server.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('4096');
    expect((await server.app.inject({ method: 'GET', url: `${LIBRARY_FILE_ROUTE}ZZZZZZZZZZZZZZZZZZZZZZ.mp4` })).statusCode).toBe(404);
  });

  it('keeps a file uploaded through the API in the bucket, not in the data folder', async () => {
    const token = await signUpAndLogIn(apiClient(server.app), server.smtp, 'photo-s3@example.com');
    const answer = await putProfileMultipart(server, token, [{ name: 'profile_image', file: { fileName: 'me.png', type: 'image/png', bytes: sampleImages.png } }]);
    expect(answer.status).toBe(200);
    const address = answer.body.result.profile_image as string;
    const served = await server.app.inject({ method: 'GET', url: address });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(sampleImages.png)).toBe(true);
    expect(await inBucket(`profile-images/${address.split('/').pop()}`)).toEqual(sampleImages.png);
    expect(await localFiles()).toEqual([]);
  });

  it('is part of readiness: /readyz answers 200 with the bucket, 503 with Retry-After when the bucket is not there; /healthz asks neither', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ isError: false, message: '', result: { database: 'ok', storage: 'ok' } });
    const elsewhere = await startTestServer({ ...peer.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const notReady = await elsewhere.app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.headers['retry-after']).toBe('5');
      expect(notReady.json()).toEqual({ isError: true, message: 'Not ready: the file store did not answer.', result: null });
      expect((await elsewhere.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ isError: false, message: '', result: { status: 'ok' } });
    } finally {
      await elsewhere.close();
    }
  });
});
