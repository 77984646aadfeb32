import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStorageContract, failingStream } from '../../../../tests/support/fileStorageContract.ts';
import { type S3Peer, startS3Peer } from '../../../../tests/support/s3Peer.ts';
import { createS3Client, createS3FileStorage } from './s3FileStorage.ts';

// A real S3-compatible server (s3rver) on loopback, driven by the real AWS SDK client.
let peer: S3Peer;
let client: S3Client;
/** The name of every command the client sent, in order. */
const sent: string[] = [];
beforeAll(async () => {
  peer = await startS3Peer();
  client = createS3Client({
    bucket: peer.bucket,
    endpoint: peer.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: peer.env.S3_ACCESS_KEY_ID!, secretAccessKey: peer.env.S3_SECRET_ACCESS_KEY! },
    forcePathStyle: true,
  });
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize' },
  );
});
afterAll(async () => {
  client?.destroy();
  await peer?.close();
});

// Each test has a prefix of its own in the one bucket.
let stores = 0;
const open = async () => createS3FileStorage({ client, bucket: peer.bucket, prefix: `contract-${++stores}/` });

describeFileStorageContract('S3 file storage', open);

describe('S3 file storage', () => {
  it('fails its check when its bucket is not there (readiness)', async () => {
    await expect(createS3FileStorage({ client, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
  });

  it('keeps its files under its prefix', async () => {
    const storage = createS3FileStorage({ client, bucket: peer.bucket, prefix: 'studio/' });
    await storage.put('renders/1/video.mp4', Buffer.from('video'));
    const object = await client.send(new GetObjectCommand({ Bucket: peer.bucket, Key: 'studio/renders/1/video.mp4' }));
    expect(await object.Body!.transformToString()).toBe('video');
    expect(await createS3FileStorage({ client, bucket: peer.bucket }).exists('renders/1/video.mp4')).toBe(false);
  });

  it('uploads a failing stream of several MB as a multipart upload and aborts it', async () => {
    const storage = await open();
    sent.length = 0;
    await expect(storage.put('uploads/big.bin', failingStream(7 * 2 ** 20))).rejects.toThrow('client went away');
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('UploadPartCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(sent.at(-1)).toBe('AbortMultipartUploadCommand');
    expect(await storage.exists('uploads/big.bin')).toBe(false);
  });

  it('counts an object another tool wrote as used when it was last modified, and lists no object whose name is not a key', async () => {
    const storage = await open();
    const prefix = `contract-${stores}/`;
    await client.send(new PutObjectCommand({ Bucket: peer.bucket, Key: `${prefix}cache/plain.bin`, Body: 'abc' }));
    await client.send(new PutObjectCommand({ Bucket: peer.bucket, Key: `${prefix}cache/not a key.bin`, Body: 'x' }));
    const [listed, ...others] = await storage.list('cache');
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ key: 'cache/plain.bin', size: 3 });
    expect(Math.abs(listed!.usedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
