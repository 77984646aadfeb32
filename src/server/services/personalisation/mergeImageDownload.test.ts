import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadMergeImage, MERGE_IMAGE_LIMITS } from './mergeImageDownload';

/** A loopback site: /big sends more than the limit, claiming a PNG; /flood a GIF declaring 30000 x 30000 pixels; anything else a tiny GIF. */
let site: http.Server;
let origin: string;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

beforeAll(async () => {
  site = http.createServer((request, response) => {
    if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(MERGE_IMAGE_LIMITS.maxBytes)]));
    } else if (request.url === '/flood') {
      const flood = Buffer.from(GIF);
      flood.writeUInt16LE(30000, 6);
      flood.writeUInt16LE(30000, 8);
      response.writeHead(200, { 'content-type': 'image/gif' }).end(flood);
    } else response.writeHead(200, { 'content-type': 'image/gif' }).end(GIF);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('downloadMergeImage', () => {
  it('refuses loopback hosts, by literal (IPv4, IPv6, IPv4-mapped) and by a name resolving to one', async () => {
    const port = (site.address() as { port: number }).port;
    for (const [address, host] of [
      [`${origin}/a.gif`, '127.0.0.1'],
      [`http://[::1]:${port}/a.gif`, '::1'],
      [`http://[::ffff:127.0.0.1]:${port}/a.gif`, '::ffff:7f00:1'],
      [`http://localhost:${port}/a.gif`, 'localhost'],
    ]) {
      await expect(downloadMergeImage(address!, false), address).rejects.toThrow(`its host ${host} is a private, local or reserved address`);
    }
  });

  it('takes a picture from an allowed host, and refuses one past 20 MB', async () => {
    expect(await downloadMergeImage(`${origin}/a.gif`, true)).toEqual({ bytes: GIF, format: 'gif' });
    await expect(downloadMergeImage(`${origin}/big`, true)).rejects.toThrow('it is larger than 20 MB');
  });

  it('refuses a picture that declares more pixels than may be decoded (a pixel flood)', async () => {
    await expect(downloadMergeImage(`${origin}/flood`, true)).rejects.toThrow('it is too large a picture (30000 x 30000 pixels)');
  });
});
