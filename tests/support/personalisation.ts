import type { ProjectDocument } from '../../src/scene/document.ts';
import { ensureSubscription } from '../../src/server/services/account/credits.ts';
import type { ApiCall } from './apiClient.ts';
import { withText } from './projects.ts';
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

/** The signed-in user's id. */
export async function userIdOf(call: ApiCall, token: string): Promise<number> {
  return (await call('GET', '/api/accounts/user/', { token })).body.result.id as number;
}

/** Credits left of each type of the user's current period. */
export async function creditsLeft(server: TestServer, userId: number): Promise<Record<number, number>> {
  const { balances } = await ensureSubscription(server.context.db, userId);
  return Object.fromEntries(balances.map((balance) => [balance.creditType, balance.totalCredit - balance.usedCredit]));
}
