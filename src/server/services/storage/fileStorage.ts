import type { Readable } from 'node:stream';

/** Where the product keeps files (uploads, renders): a local folder now, S3-compatible later. */
export type FileStorage = {
  /** Writes the whole stream under `key`; readers never see a partly written file. */
  put(key: string, content: Readable | Buffer): Promise<{ size: number }>;
  /**
   * Opens `key` for reading, whole or the bytes `start` to `end` (inclusive) of it; throws a
   * FileNotFoundError when it does not exist.
   */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * Writes the file at `key` to the local path `file` (a work folder's copy), which later writes
   * under `key` leave as it is; throws a FileNotFoundError when it does not exist.
   */
  saveAs(key: string, file: string): Promise<void>;
  /** The size in bytes of `key`; throws a FileNotFoundError when it does not exist. */
  stat(key: string): Promise<{ size: number }>;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `folder/` (at any depth), with its size and when it was last written or touched. */
  list(folder: string): Promise<StoredFile[]>;
  /** Marks `key` as used now (its `usedAt`); touching a missing key is not an error. */
  touch(key: string): Promise<void>;
  /** Resolves when the store can be reached and used (its folder, its bucket); throws otherwise (readiness, `/readyz`). */
  check(): Promise<void>;
};

/** A file in storage, as `list` tells it. */
export type StoredFile = { key: string; size: number; usedAt: Date };

/** Raised when a key is not in storage. */
export class FileNotFoundError extends Error {
  readonly code = 'FILE_NOT_FOUND';
}

/** Raised for keys that could escape the storage root or are malformed. */
export class InvalidKeyError extends Error {
  readonly code = 'INVALID_KEY';
}

const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Checks a storage key: slash-separated segments of letters, digits, dot, dash and underscore. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new InvalidKeyError(`Invalid storage key: ${key}`);
  }
}
