import type { RouteEntry } from '../../src/server/http/routeTable.ts';
import { blankDocument } from '../support/projects.ts';

/**
 * Where each route of the route table stands for the security suite: which owned object its path
 * parameter names, or why it is public by design, and a body its owner could send.
 */

/** The kinds of objects a user owns, and the path prefixes whose `:id` names one. */
export type Owned = 'video' | 'image' | 'upload' | 'sharingPage' | 'batch';
const OWNED_BY_PATH: [RegExp, Owned][] = [
  // A batch's calls (issue 18); validating names the video, the batch history a video or the user.
  [/^\/api\/newvideo\/video\/(batch\/(generate|cancel|retry|preflight)|details\/batch)\//, 'batch'],
  [/^\/api\/newvideo\/(video|draftthumbnail)\//, 'video'],
  [/^\/api\/newimage\/image\//, 'image'],
  [/^\/api\/userlibrary\/upload\//, 'upload'],
  [/^\/api\/salespage\//, 'sharingPage'],
];

/** Routes whose parameter names no one's object, with the reason they may answer anyone. */
export const PUBLIC_BY_DESIGN: Record<string, string> = {
  'GET /api/accounts/user/image/:name': 'a profile picture, named by 128 random bits',
  'GET /api/assets/emoji/:file': 'the emoji catalogue',
  'GET /api/assets/icons/:file': 'the icon catalogue',
  'GET /api/audio/speech/:name': 'a speech file, named by the hash of its content',
  'GET /api/avatars/voices/sample/:voiceId/': 'the voice catalogue',
  'GET /api/bgclip/file/:name': 'a stock clip of the catalogue',
  'GET /api/bgclip/preview/:type/:id/': 'a stock clip of the catalogue',
  'GET /api/bgclip/process/:type/:id/': 'a stock clip of the catalogue',
  'GET /api/newimage/template/copy/:id/': 'templates are everyone’s',
  'GET /api/newvideo/video/copy/:template([a-z][a-z0-9-]*)/': 'templates are everyone’s',
  'GET /api/newvideo/video/scene/:templateId/': 'templates are everyone’s',
  'GET /api/previews/file/:name': 'a template preview, named by the hash of its content',
  'GET /api/renders/file/:name': 'a generated file, named by 128 random bits',
  'GET /api/userlibrary/file/:name': 'a library file, named by 128 random bits',
  'GET /s/:token': 'a public share page: its link token (144 random bits) is the permission',
  'GET /s/:token/video.mp4': 'a public share page’s video, by the link token',
  'GET /s/:token/poster.jpg': 'a public share page’s poster, by the link token',
  'GET /s/:token/captions.vtt': 'a public share page’s captions, by the link token',
  'POST /s/:token/played': 'the play beacon of a public page, by the link token and a signed view id',
  'GET /s/:token/go/:target': 'the tracked redirect of a public page, by the link token',
  'GET /preview/salespage/:id': 'the owner’s page preview: needs a short-lived signed token for this page and user',
  'GET /preview/:id': 'the owner’s item preview: needs a short-lived signed token for this item and user',
};

/** A body the owner could send, so that an answer tests ownership rather than input checks. */
export const SAMPLE_BODIES: Record<string, () => unknown> = {
  'PUT /api/newvideo/video/:id/': () => ({ name: 'Taken' }),
  'PUT /api/newimage/image/:id/': () => ({ name: 'Taken' }),
  'POST /api/newvideo/video/:id/': () => ({ d: blankDocument() }),
  'POST /api/newimage/image/:id/': () => ({ d: blankDocument(2) }),
  'POST /api/newvideo/video/generate/:id/': () => ({}),
  'POST /api/newvideo/draftthumbnail/update/:id/': () => ({}),
  'POST /api/newimage/image/generate/:id/': () => ({}),
  'PUT /api/userlibrary/upload/:id/': () => ({ name: 'Taken' }),
  'PUT /api/newvideo/video/details/:id/': () => ({ mailClient: 1 }),
  'PUT /api/newimage/image/details/:id/': () => ({ redirectUrl: 'https://example.com/' }),
  'PUT /api/salespage/:id/': () => ({ name: 'Taken' }),
  'POST /api/newvideo/video/generate/solo/:id/': () => ({ mergeTagData: { email: 'ada@example.com', first_name: 'Ada' } }),
  'POST /api/newvideo/video/generate/download/:id/': () => ({ mergeTagData: { email: 'ada@example.com', first_name: 'Ada' } }),
  'POST /api/newvideo/video/generate/solomail/:id/': () => ({ mergeTagData: { email: 'ada@example.com', first_name: 'Ada' } }),
  'POST /api/newvideo/video/mailtest/:id/': () => ({}),
  'POST /api/newimage/image/mailtest/:id/': () => ({}),
  'POST /api/newimage/image/generate/link/:id/': () => ({ mergeTagData: { email: 'ada@example.com', first_name: 'Ada' } }),
  'POST /api/newvideo/video/batch/validate/:id/': () => ({ mergeTagMap: { email: 0 }, csvFile: 1 }),
  'POST /api/newvideo/video/batch/cancel/:id/': () => ({}),
  'POST /api/newvideo/video/batch/retry/:id/': () => ({ contactNumber: 1 }),
};

/** `METHOD /path` of a route. */
export const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

/** The kind of owned object a route's path parameter names, if any. */
export function ownedKind(route: RouteEntry): Owned | undefined {
  if (PUBLIC_BY_DESIGN[routeKey(route)]) return undefined;
  return OWNED_BY_PATH.find(([pattern]) => pattern.test(route.url))?.[1];
}

/** The route's address with every path parameter set to the owner's object of `kind`. */
export function withOwnedId(route: RouteEntry, id: number): string {
  return route.url.replace(/:[A-Za-z]+(\([^)]*\))?/g, String(id));
}
