import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { fetchClient } from '../support/fetchClient.ts';
import { restartableProduct } from './restartableProduct.ts';

/**
 * Fault (issue 22 item 7): a server killed in the middle of an upload leaves its half-received
 * file in the temporary space; the next start sweeps it, so the space is back to its baseline.
 */

const { dataDir, smtp, start } = await restartableProduct('studio-crash-');
const tempEntries = () => fs.readdir(path.join(dataDir, 'tmp')).catch(() => [] as string[]);

/** Starts an upload whose file part keeps arriving: 2 MB sent, the rest never. */
function startEndlessUpload(url: string, token: string) {
  const boundary = 'crash-boundary';
  const request = http.request(`${url}/api/userlibrary/upload/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  request.on('error', () => {}); // the server dies under it
  request.write(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nvideo_video\r\n`);
  request.write(`--${boundary}\r\nContent-Disposition: form-data; name="media_file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  request.write(Buffer.alloc(2 * 1024 * 1024, 7));
  return request;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('sweeps the half-received upload of a killed server on the next start', async () => {
  const first = await start();
  const token = await signUpAndLogIn(fetchClient(first.url), smtp, 'crash@example.com');
  const upload = startEndlessUpload(first.url, token);
  const during = await waitFor(tempEntries, (names) => names.some((name) => name.startsWith('media-')), 'the upload to reach the temporary space');

  await first.crash();
  upload.destroy();
  expect(await tempEntries()).toEqual(during);

  await start();
  expect(await tempEntries()).toEqual([]);
});
