import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../storage/fileStorage.ts';

/** Where the deployment's signing secret of share views and preview tokens is kept. */
const SECRET_KEY = 'sharing/secret';

/** How long a preview address works (the editor asks for a fresh one when it opens a preview). */
export const PREVIEW_TOKEN_SECONDS = 30 * 60;

/** Signs and checks what the public pages hand out: view ids (play beacons) and owner preview tokens. */
export type ShareSigner = {
  /** A new view id for a page load of link `linkId`: random, with a signature binding it to the link. */
  newViewId(linkId: number): string;
  /** Whether `viewId` was made by {@link newViewId} for this link. */
  isViewOf(viewId: string, linkId: number): boolean;
  /** A preview token for `subject` (e.g. `page:12`, `item:7`) of user `userId`, good for {@link PREVIEW_TOKEN_SECONDS}. */
  previewToken(subject: string, userId: number, now?: number): { token: string; expiresAt: Date };
  /** The user a preview token was given to, when it is genuine, for `subject`, and not expired. */
  previewUser(token: string, subject: string, now?: number): number | null;
};

function sign(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The signer over a secret (HMAC-SHA256, signatures cut to 192 bits). */
export function shareSigner(secret: Buffer): ShareSigner {
  return {
    newViewId(linkId) {
      const nonce = randomBytes(12).toString('base64url');
      return `${nonce}.${sign(secret, `view:${linkId}:${nonce}`)}`;
    },
    isViewOf(viewId, linkId) {
      const [nonce, signature, extra] = viewId.split('.');
      return extra === undefined && !!nonce && !!signature && sameText(signature, sign(secret, `view:${linkId}:${nonce}`));
    },
    previewToken(subject, userId, now = Date.now()) {
      const expires = Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS;
      return { token: `${userId}.${expires}.${sign(secret, `preview:${subject}:${userId}:${expires}`)}`, expiresAt: new Date(expires * 1000) };
    },
    previewUser(token, subject, now = Date.now()) {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!match) return null;
      const [, user = '', expires = '', signature = ''] = match;
      if (Number(expires) * 1000 < now) return null;
      return sameText(signature, sign(secret, `preview:${subject}:${user}:${expires}`)) ? Number(user) : null;
    },
  };
}

/** The secret of this deployment's share signatures, made on first use and kept in storage (shared by every server process). */
export async function shareSigningSecret(storage: FileStorage): Promise<Buffer> {
  if (!(await storage.exists(SECRET_KEY))) await storage.put(SECRET_KEY, randomBytes(32));
  // Read back rather than keep our own: if two processes made one at once, both use the one that stayed.
  return buffer(await storage.read(SECRET_KEY));
}

const signers = new WeakMap<FileStorage, Promise<ShareSigner>>();

/** The signer of this deployment (its secret read once per storage). */
export function shareSignerOf(storage: FileStorage): Promise<ShareSigner> {
  let signer = signers.get(storage);
  if (!signer) {
    signer = shareSigningSecret(storage).then(shareSigner);
    signers.set(storage, signer);
  }
  return signer;
}
