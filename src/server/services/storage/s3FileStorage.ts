import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, type FileStorage, FileNotFoundError, type StoredFile } from './fileStorage.ts';

/** Where an S3-compatible store is and how to sign in to it (the S3_* variables, `ServerConfig['s3']`). */
export type S3Settings = {
  bucket: string;
  /** Absent: Amazon S3 itself; else the address of another S3-compatible store (MinIO, Ceph, R2...). */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (AWS_* variables, shared config, the machine's IAM role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
};

/** The object metadata (`x-amz-meta-used-at`) that keeps a file's `usedAt`, in ISO 8601 with milliseconds. */
const USED_AT = 'used-at';

/** How many HeadObject requests `list` keeps in flight. */
const LIST_HEAD_CONCURRENCY = 16;

/**
 * An S3 client for these settings. Checksums are sent and checked only where S3 requires them
 * (the SDK's default since 3.729 adds CRC32 checksums to every upload, which many S3-compatible
 * stores do not understand); the transport is still TLS, or loopback in tests.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The `used-at` metadata, else (an object another tool wrote) when the object was last modified. */
function usedAtOf(object: HeadObjectCommandOutput): Date {
  const stamped = object.Metadata?.[USED_AT] ? new Date(object.Metadata[USED_AT]) : undefined;
  return stamped && !Number.isNaN(stamped.getTime()) ? stamped : (object.LastModified ?? new Date(0));
}

/** A missing object: NoSuchKey, or a 404 without a body (HEAD); a missing bucket stays an error. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && error.name !== 'NoSuchBucket' && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * File storage in an S3-compatible bucket, under `prefix` (for example `studio/`; none by default).
 *
 * - `put` streams the content with lib-storage's `Upload`: one PutObject for content under a part
 *   (5 MiB), else a multipart upload of 5 MiB parts, at most 4 in flight (so about 20 MiB of memory
 *   per upload, whatever the file's size). S3 makes an object visible only once its PutObject or
 *   CompleteMultipartUpload succeeds, so readers see the old object or the whole new one, never a
 *   part. When the source stream or a request fails the multipart upload is aborted (best effort:
 *   its parts are invisible either way; a bucket lifecycle rule "abort incomplete multipart
 *   uploads" sweeps the parts of a process that died) and nothing is written under the key.
 * - `read` is a GetObject, with `Range: bytes=start-end` for a range.
 * - `usedAt` is kept in the object's metadata (`x-amz-meta-used-at`), written by `put` and by
 *   `touch`, which copies the object onto itself with `MetadataDirective: REPLACE` (a server-side
 *   copy: no bytes travel through us; S3's CopyObject takes objects up to 5 GB). LastModified alone
 *   would not do: not every S3-compatible store moves it on such a copy. An object without the
 *   metadata (written by another tool) counts as used when it was last modified. ListObjectsV2 does
 *   not return metadata, so `list` asks HeadObject for each file it lists (16 at a time); objects
 *   under the folder whose names are not valid keys (not ours) are left out.
 * - A missing key (NoSuchKey, or 404 NotFound for HEAD) is a FileNotFoundError; keys are checked
 *   with `assertValidKey` before any request.
 */
export function createS3FileStorage({ client, bucket, prefix = '' }: { client: S3Client; bucket: string; prefix?: string }): FileStorage {
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${prefix}${key}`;
  };

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(`No file at ${key}`);
      throw error;
    }
  }

  return {
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    async put(key, content) {
      const target = objectKey(key);
      let size = 0;
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of source) {
            size += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        })(),
      );
      // We abort a failed multipart upload ourselves, so that the error thrown is the one that made
      // it fail (lib-storage's own abort would throw its error instead, should the abort fail too).
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: target, Body: counted, Metadata: { [USED_AT]: new Date().toISOString() } },
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        counted.destroy();
        source.destroy();
        if (upload.uploadId) {
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: target, UploadId: upload.uploadId })).catch(() => undefined);
        }
        throw error;
      }
      return { size };
    },
    async read(key, range) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new FileNotFoundError(`No file at ${key}`);
        throw error;
      }
    },
    async saveAs(key, file) {
      await pipeline(await this.read(key), createWriteStream(file));
    },
    async stat(key) {
      return { size: (await head(key)).ContentLength ?? 0 };
    },
    async exists(key) {
      // No file can have a key that is not valid (as in the local store).
      if (!isValidKey(key)) return false;
      try {
        await head(key);
        return true;
      } catch (error) {
        if (error instanceof FileNotFoundError) return false;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list(folder) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${objectKey(folder)}/` })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // Objects some other tool left under the folder with names that are not keys are not ours.
          if (key !== undefined && isValidKey(key)) keys.push(key);
        }
      }
      const files: StoredFile[] = [];
      const heads = async () => {
        for (let key = keys.pop(); key !== undefined; key = keys.pop()) {
          // A file removed since the listing is left out.
          const found = await head(key).catch((error: unknown) => {
            if (error instanceof FileNotFoundError) return null;
            throw error;
          });
          if (found) files.push({ key, size: found.ContentLength ?? 0, usedAt: usedAtOf(found) });
        }
      };
      await Promise.all(Array.from({ length: Math.min(LIST_HEAD_CONCURRENCY, keys.length) }, heads));
      return files;
    },
    async touch(key) {
      const target = objectKey(key);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: target,
            CopySource: `${bucket}/${target.split('/').map(encodeURIComponent).join('/')}`,
            MetadataDirective: 'REPLACE',
            Metadata: { [USED_AT]: new Date().toISOString() },
          }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}
