import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { imageDimensions, isDecodableSize } from '../media/imageDimensions.ts';
import { sniffMediaFormat } from '../media/sniffMedia.ts';
import { isPublicAddress } from './publicAddress.ts';

/** How a contact's picture is fetched from another site: within 10 s, at most 20 MB, following at most 3 redirects. */
export const MERGE_IMAGE_LIMITS = { timeoutMs: 10_000, maxBytes: 20 * 1024 * 1024, maxRedirects: 3 } as const;

/** The picture formats a fetched image may be (told by its bytes, as uploads are). */
const PICTURE_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** Why a picture address was not used; its message ends "…: {reason}" in the history entry. */
export class MergeImageRefusal extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The address to connect to for `hostname`: the literal itself, else its first address from DNS.
 * Unless `allowPrivateHosts` (tests only), every address must be public ({@link isPublicAddress}):
 * a name with one private address among its answers is refused. The connection then goes to
 * this checked address, so that a second DNS answer cannot switch it (DNS rebinding).
 */
async function checkedAddress(hostname: string, allowPrivateHosts: boolean): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (answers.length === 0) throw new MergeImageRefusal(`its host ${host} was not found`);
  if (!allowPrivateHosts && !answers.every((answer) => isPublicAddress(answer.address))) {
    throw new MergeImageRefusal(`its host ${host} is a private, local or reserved address`);
  }
  return answers[0]!;
}

/** One GET of `url`, connected to `target` whatever DNS says now (TLS still checks the certificate against the host name). */
function get(url: URL, target: { address: string; family: number }, signal: AbortSignal): Promise<http.IncomingMessage> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'GET', signal, lookup: pinned, headers: { accept: 'image/png,image/jpeg,image/webp,image/gif' } }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/** The whole body, refusing it as soon as it passes `maxBytes`. */
async function readAtMost(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new MergeImageRefusal(`it is larger than ${maxBytes / 1024 / 1024} MB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The reason of a failed fetch as the history entry tells it. */
function refusalOf(error: unknown, signal: AbortSignal): MergeImageRefusal {
  if (error instanceof MergeImageRefusal) return error;
  if (signal.aborted) return new MergeImageRefusal(`it did not arrive within ${MERGE_IMAGE_LIMITS.timeoutMs / 1000} s`);
  return new MergeImageRefusal(`it could not be fetched (${(error as { code?: string }).code ?? (error as Error).message})`);
}

/**
 * Fetches a contact's picture from another site (issue 17, image tags): http(s) only, each hop's
 * host checked ({@link checkedAddress}) and connected to by its checked address, at most 3
 * redirects, 10 s in all, at most 20 MB, and the bytes must be a PNG, JPEG, WebP or GIF picture
 * whose declared size may be decoded (no pixel floods, as for uploads).
 * @param allowPrivateHosts - tests only (MERGE_IMAGE_ALLOW_PRIVATE_HOSTS=1): let loopback and private hosts through
 * @throws MergeImageRefusal with the reason
 */
export async function downloadMergeImage(address: string, allowPrivateHosts: boolean): Promise<{ bytes: Buffer; format: PictureFormat }> {
  const signal = AbortSignal.timeout(MERGE_IMAGE_LIMITS.timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MergeImageRefusal('it is not an http(s) address');
      const response = await get(url, await checkedAddress(url.hostname, allowPrivateHosts), signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new MergeImageRefusal(`its server answered ${status} without a Location`);
        if (redirects === MERGE_IMAGE_LIMITS.maxRedirects) throw new MergeImageRefusal(`it redirects more than ${MERGE_IMAGE_LIMITS.maxRedirects} times`);
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new MergeImageRefusal(`its server answered ${status}`);
      }
      if (Number(response.headers['content-length'] ?? 0) > MERGE_IMAGE_LIMITS.maxBytes) {
        response.destroy();
        throw new MergeImageRefusal(`it is larger than ${MERGE_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB`);
      }
      const bytes = await readAtMost(response, MERGE_IMAGE_LIMITS.maxBytes);
      const format = sniffMediaFormat(bytes);
      if (!format || !(PICTURE_FORMATS as readonly string[]).includes(format)) throw new MergeImageRefusal('it is not a PNG, JPEG, WebP or GIF picture');
      const size = await imageDimensions(format as PictureFormat, async (offset, length) => bytes.subarray(offset, offset + length));
      if (!size) throw new MergeImageRefusal('it is a damaged picture');
      if (!isDecodableSize(size)) throw new MergeImageRefusal(`it is too large a picture (${size.width} x ${size.height} pixels)`);
      return { bytes, format: format as PictureFormat };
    }
  } catch (error) {
    throw refusalOf(error, signal);
  }
}
