import { randomBytes } from 'node:crypto';
import { type BinaryMediaFormat, sniffMediaFormat } from '../media/sniffMedia.ts';
import type { FileStorage } from '../storage/fileStorage.ts';

/** Profile photo formats accepted (spec 001 §5: .jpg, .jpeg, .webp, .png), told apart by their first bytes. */
export type ProfileImageType = 'jpg' | 'png' | 'webp';

/** The content type each stored photo is served with. */
export const profileImageContentType: Record<ProfileImageType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PROFILE_TYPE_OF: Partial<Record<BinaryMediaFormat, ProfileImageType>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The photo format from the file's content (magic bytes), or undefined for anything else. */
export function sniffProfileImage(bytes: Uint8Array): ProfileImageType | undefined {
  const format = sniffMediaFormat(bytes);
  return format && PROFILE_TYPE_OF[format];
}

/** Storage folder of profile photos. */
const FOLDER = 'profile-images';

/** File names of stored photos: 128 random bits, URL-safe, then the format. */
export const PROFILE_IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

/** Path of the route that serves a stored photo by its file name. */
export const PROFILE_IMAGE_ROUTE = '/api/accounts/user/image/';

/**
 * Stores a photo under a new unguessable name (a new name on every upload, so the file can be
 * cached for ever) and returns the name kept in `users.profile_image`.
 */
export async function storeProfileImage(storage: FileStorage, bytes: Buffer, type: ProfileImageType): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.${type}`;
  await storage.put(`${FOLDER}/${name}`, bytes);
  return name;
}

/** Removes a stored photo; names that are not ours (an external picture URL) are left alone. */
export async function removeProfileImage(storage: FileStorage, name: string | null): Promise<void> {
  if (name && PROFILE_IMAGE_NAME.test(name)) await storage.remove(`${FOLDER}/${name}`);
}

/** The storage key of a stored photo's file name. */
export function profileImageKey(name: string): string {
  return `${FOLDER}/${name}`;
}

/** The address the app shows for `users.profile_image`: our route for a stored photo, else the value as kept. */
export function profileImageUrl(name: string | null): string | null {
  if (!name) return null;
  return PROFILE_IMAGE_NAME.test(name) ? `${PROFILE_IMAGE_ROUTE}${name}` : name;
}
