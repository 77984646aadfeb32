import { createBlankProject, createScene } from '../../src/scene/factories.ts';
import { parseProjectDocument, type ProjectDocument } from '../../src/scene/document.ts';
import type { ProjectMode } from '../../src/scene/schema/project.ts';
import type { ApiCall } from './apiClient.ts';

/** Where the calls of each project kind live. */
export const projectPath = { video: '/api/newvideo/video', image: '/api/newimage/image' } as const;

/** A project kind. */
export type Kind = keyof typeof projectPath;

/** A blank project document as the editor holds it (already checked, defaults filled). */
export function blankDocument(mode: ProjectMode = 0): ProjectDocument {
  return createBlankProject({ mode });
}

/**
 * The document with a text box added to a scene, as the editor would write it (checked again, so
 * it equals what the server stores). Untouched branches are shared with `document`.
 */
export function withText(document: ProjectDocument, sceneId: number, id: string, text: string, left = 100): ProjectDocument {
  const scene = document.scenes[String(sceneId)]!;
  const objects = [...scene.jsonData.objects, { id, _Type: 'text', text, left, top: 200, width: 700, height: 120 }];
  return parseProjectDocument({ ...document, scenes: { ...document.scenes, [sceneId]: { ...scene, jsonData: { ...scene.jsonData, objects } } } });
}

/** The document with a new scene appended to the play order. */
export function withScene(document: ProjectDocument, sceneId: number): ProjectDocument {
  const scene = createScene({ id: sceneId, size: document.size, projectMode: document.mode });
  const { sceneArr, arr } = document.currentScene;
  return parseProjectDocument({ ...document, currentScene: { sceneArr: [...sceneArr, sceneId], arr: [...arr, sceneId] }, scenes: { ...document.scenes, [sceneId]: scene } });
}

/** Creates a project through the API; throws unless it was created. Answers {id, name, revision}. */
export async function createProjectVia(call: ApiCall, token: string, kind: Kind, d: unknown, name?: string) {
  const answer = await call('POST', `${projectPath[kind]}/create/`, { token, body: name === undefined ? { d } : { d, name } });
  if (answer.status !== 200) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.result as { id: number; name: string; revision: number };
}

/** The stored project as GET answers it. */
export async function readProjectVia(call: ApiCall, token: string, kind: Kind, id: number) {
  const answer = await call('GET', `${projectPath[kind]}/${id}/`, { token });
  if (answer.status !== 200) throw new Error(`read failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.result as { id: number; name: string; jsonData: ProjectDocument; revision: number; isGenerated: boolean; isPersonalized: boolean; thumbnail: string | null };
}
