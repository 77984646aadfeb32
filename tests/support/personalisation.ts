import { DEFAULT_AVATAR_IMAGE } from '../../src/scene/avatars/avatarCatalogue.ts';
import { createAvatarObject } from '../../src/scene/avatars/avatarObject.ts';
import { CANVAS_SIZES } from '../../src/scene/constants.ts';
import { parseProjectDocument, type ProjectDocument } from '../../src/scene/document.ts';
import { ensureSubscription } from '../../src/server/services/account/credits.ts';
import type { ApiCall } from './apiClient.ts';
import { blankDocument, withScene, withText } from './projects.ts';
import type { TestServer } from './testServer.ts';

/** Where each personalised kind is made and listed, by its id (spec 002 §7). */
export const personalisePath = {
  solo: (id: number) => `/api/newvideo/video/generate/solo/${id}/`,
  download: (id: number) => `/api/newvideo/video/generate/download/${id}/`,
  imageLink: (id: number) => `/api/newimage/image/generate/link/${id}/`,
} as const;

/** The document with a text "Hi {{first_name}} from {{company}}" in its first scene. */
export function greetingDocument(document: ProjectDocument): ProjectDocument {
  return withText(document, document.currentScene.sceneArr[0]!, 'greeting', 'Hi {{first_name}} from {{company}}');
}

/** What each of the three scenes of {@link introVideo} holds: its length (seconds), what its presenter says, its title. */
export type IntroScene = { seconds: number; script: string; title: string };

/**
 * A three-scene avatar video (mode 0, 1920x1080) as a template holds one: in each scene the default
 * presenter (Emma, "Side, small"), a title and one typed speech box whose speech is not made yet
 * (the render speaks it); each scene in pro mode, `seconds` long whatever its speech. Put merge tags in
 * the first scene's script and title to personalise its intro only; `first_name` falls back to
 * "there".
 */
export function introVideo(scenes: readonly [IntroScene, IntroScene, IntroScene]): ProjectDocument {
  const base = withScene(withScene(blankDocument(0), 2), 3);
  const canvas = CANVAS_SIZES[base.size];
  const filled = base.currentScene.sceneArr.map((sceneId, index) => {
    const scene = base.scenes[String(sceneId)]!;
    const { seconds, script, title } = scenes[index]!;
    const text = { id: `title-${sceneId}`, _Type: 'text', text: title, left: 120, top: 160, width: 1100, height: 140, fontSize: 96, fill: '#1f2937' };
    const presenter = createAvatarObject(sceneId, DEFAULT_AVATAR_IMAGE, canvas, 'SM');
    const box = { id: `speech-${sceneId}`, text: script };
    const objects = [...scene.jsonData.objects, text, presenter];
    return [
      sceneId,
      { ...scene, haveEasyMode: false, duration: seconds, jsonData: { ...scene.jsonData, objects }, speech: { type: 'type', data: { [box.id]: box }, arr: [box.id] } },
    ];
  });
  return parseProjectDocument({ ...base, mergeTagFallbacks: { first_name: 'there' }, scenes: Object.fromEntries(filled) });
}

/** The signed-in user's id. */
export async function userIdOf(call: ApiCall, token: string): Promise<number> {
  return (await call('GET', '/api/accounts/user/', { token })).body.result.id as number;
}

/** Credits left of each type of the user's current period. */
export async function creditsLeft(server: TestServer, userId: number): Promise<Record<number, number>> {
  const { balances } = await ensureSubscription(server.context.db, userId);
  return Object.fromEntries(balances.map((balance) => [balance.creditType, balance.totalCredit - balance.usedCredit]));
}
