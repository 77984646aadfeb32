import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { projectFile } from '../../../projectFiles.ts';

/**
 * The public share page's stylesheet and script (`share.css`, `share.js` beside this file), served
 * from our origin under names holding a hash of their content, so they are cached for ever and a
 * changed file gets a new address. Read once when the server starts.
 */
export type ShareAsset = { path: string; body: Buffer; contentType: string; hash: string };

/** Where the share page's assets are served (`/s/assets/share.{hash}.css`). */
export const SHARE_ASSET_ROUTE = '/s/assets/';

function asset(file: string, contentType: string): ShareAsset {
  const body = fs.readFileSync(projectFile(`src/server/services/sharing/publicPage/${file}`));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const [stem, extension] = file.split('.');
  return { path: `${SHARE_ASSET_ROUTE}${stem}.${hash}.${extension}`, body, contentType, hash };
}

/** The stylesheet and the play-beacon script. */
export const SHARE_ASSETS = {
  css: asset('share.css', 'text/css; charset=utf-8'),
  js: asset('share.js', 'text/javascript; charset=utf-8'),
} as const;
