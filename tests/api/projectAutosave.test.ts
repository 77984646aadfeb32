import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/scene/documentDiff.ts';
import { applyPatches } from '../../src/scene/patch.ts';
import { DomainError } from '../../src/server/services/domainError.ts';
import { writeProjectDocument } from '../../src/server/services/projects/projectStore.ts';
import { findUserByEmail } from '../../src/server/services/account/users.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia, readProjectVia, withScene, withText } from '../support/projects.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();

let users = 0;
/** A fresh signed-in user's token. */
const newUser = () => signUpAndLogIn(call, server.smtp, `autosave-${++users}@example.com`);

const stale = (revision: number) => ({ isError: true, message: 'The project was changed elsewhere. Reload it to go on.', result: { revision } });

/** A signed-in user with a video project holding a blank document with one text box. */
async function projectWithText() {
  const token = await newUser();
  const document = withText(blankDocument(), 1, 'title', 'Hello');
  const { id } = await createProjectVia(call, token, 'video', document, 'Autosaved');
  return { token, id, document, url: `/api/newvideo/video/${id}/` };
}

describe('PUT /api/newvideo/video/{id}/ with a diff (autosave)', () => {
  it('applies the diff against the stored revision and moves the revision on', async () => {
    const { token, id, document, url } = await projectWithText();
    const edited = withScene(withText(document, 1, 'subtitle', 'Personal videos, in minutes.', 120), 2);
    const diff = diffDocuments(document, edited);
    expect(diff.length).toBeGreaterThan(0);
    const saved = await call('PUT', url, { token, body: { d: diff, revision: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ isError: false, message: '', result: { id, name: 'Autosaved', revision: 2 } });
    const stored = await readProjectVia(call, token, 'video', id);
    expect(stored.revision).toBe(2);
    expect(stored.jsonData).toEqual(edited);
  });

  it('keeps going over many autosaves, each against the revision the last one answered, diffs as JSON or text', async () => {
    const { token, id, document, url } = await projectWithText();
    let saved = document;
    let revision = 1;
    for (let step = 1; step <= 6; step++) {
      // A session of edits between two autosave ticks: moving the title, typing, adding boxes.
      const moved = applyPatches(saved, [{ op: 'replace', path: ['scenes', '1', 'jsonData', 'objects', 1, 'left'], value: 100 + step * 10 }]);
      const next = step % 3 === 0 ? withText(moved, 1, `box-${step}`, `Box ${step}`) : moved;
      const diff = diffDocuments(saved, next);
      const answer = await call('PUT', url, { token, body: { d: step % 2 === 0 ? JSON.stringify(diff) : diff, revision } });
      expect(answer.status).toBe(200);
      expect(answer.body.result.revision).toBe(revision + 1);
      revision = answer.body.result.revision;
      saved = next;
    }
    const stored = await readProjectVia(call, token, 'video', id);
    expect(stored).toMatchObject({ revision: 7, jsonData: saved });
  });

  it('answers 409 with the current revision when the diff was made against an older one, and changes nothing', async () => {
    const { token, id, document, url } = await projectWithText();
    const first = withText(document, 1, 'first', 'From tab one');
    expect((await call('PUT', url, { token, body: { d: diffDocuments(document, first), revision: 1 } })).status).toBe(200);
    const fromOtherTab = diffDocuments(document, withText(document, 1, 'second', 'From tab two'));
    const answer = await call('PUT', url, { token, body: { d: fromOtherTab, revision: 1 } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(stale(2));
    expect(await readProjectVia(call, token, 'video', id)).toMatchObject({ revision: 2, jsonData: first });
    // A revision from the future is just as stale.
    expect((await call('PUT', url, { token, body: { d: [], revision: 5 } })).body).toEqual(stale(2));
  });

  it('lets exactly one of two saves against the same revision through; the other gets 409', async () => {
    const { token, id, document, url } = await projectWithText();
    let revision = 1;
    let current = document;
    for (let round = 0; round < 5; round++) {
      const left = withText(current, 1, `left-${round}`, 'Left');
      const right = withText(current, 1, `right-${round}`, 'Right');
      const answers = await Promise.all([
        call('PUT', url, { token, body: { d: diffDocuments(current, left), revision } }),
        call('PUT', url, { token, body: { d: diffDocuments(current, right), revision } }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(answers[1 - winner]!.body).toEqual(stale(revision + 1));
      revision += 1;
      current = winner === 0 ? left : right;
      expect(await readProjectVia(call, token, 'video', id)).toMatchObject({ revision, jsonData: current });
    }
  });

  it('writes with a compare-and-set: of concurrent writes against one revision exactly one succeeds', async () => {
    const { token, id, document } = await projectWithText();
    const userId = (await findUserByEmail(server.context.db, `autosave-${users}@example.com`))!.id;
    const key = { id, userId, kind: 'video' as const };
    const versions = Array.from({ length: 4 }, (_, index) => withText(document, 1, `writer-${index}`, `Writer ${index}`));
    // Straight to the store, past the route's early revision check, so that every write reaches the UPDATE.
    const outcomes = await Promise.allSettled(versions.map((version) => writeProjectDocument(server.context.db, key, version, 1)));
    const written = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [index] : []));
    expect(written).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status !== 'rejected') continue;
      expect(outcome.reason).toBeInstanceOf(DomainError);
      expect(outcome.reason).toMatchObject({ code: 'conflict', details: { extra: { result: { revision: 2 } } } });
    }
    expect(await readProjectVia(call, token, 'video', id)).toMatchObject({ revision: 2, jsonData: versions[written[0]!] });
  });

  it('refuses a patch whose path leads nowhere with a 400 naming it, and stores nothing', async () => {
    const { token, id, document, url } = await projectWithText();
    const good = { op: 'replace', path: ['scenes', '1', 'jsonData', 'objects', 1, 'left'], value: 500 };
    for (const [bad, message] of [
      [{ op: 'replace', path: ['scenes', '9', 'jsonData', 'objects', 0, 'left'], value: 1 }, /^d\.1: path scenes\.9\.jsonData\.objects\.0\.left leads through a non-object/],
      [{ op: 'add', path: ['scenes', '1', 'jsonData', 'objects', 7], value: { id: 'x', _Type: 'text' } }, /^d\.1: index 7 is outside the list/],
      [{ op: 'remove', path: [] }, /^d\.1\.path: /],
      [{ op: 'move', path: ['size'] }, /^d\.1\.op: /],
      [{ op: 'replace', path: ['size'] }, /^d\.1\.value: /],
      [{ op: 'replace', path: ['__proto__', 'size'], value: 1 }, /^d\.1\.path\.0: is not a document key/],
    ] as const) {
      const answer = await call('PUT', url, { token, body: { d: [good, bad], revision: 1 } });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.isError).toBe(true);
      expect(answer.body.message).toMatch(message);
    }
    // The same as text, where JSON.parse would otherwise give __proto__ keys.
    const text = '[{"op":"add","path":["scenes","1","jsonData","objects","-"],"value":{"id":"p","_Type":"text","__proto__":{"left":1}}}]';
    const protoAnswer = await call('PUT', url, { token, body: { d: text, revision: 1 } });
    expect(protoAnswer.status).toBe(400);
    expect(protoAnswer.body.message).toMatch(/^d: not valid JSON/);
    expect(await readProjectVia(call, token, 'video', id)).toMatchObject({ revision: 1, jsonData: document });
  });

  it('refuses a diff whose result is not a valid document with a 400 naming the field, and stores nothing', async () => {
    const { token, id, document, url } = await projectWithText();
    for (const [patch, message] of [
      [{ op: 'replace', path: ['scenes', '1', 'jsonData', 'objects', 1, 'left'], value: 'abc' }, /^scenes\.1\.jsonData\.objects\.1\.left: /],
      [{ op: 'replace', path: ['mode'], value: 2 }, /^mode: video projects have mode 0 or 1, not 2$/],
      [{ op: 'remove', path: ['scenes', '1'] }, /^scenes: /],
      [{ op: 'replace', path: ['scenes', '1', 'jsonData', 'objects', 0, '_Type'], value: 'text' }, /^scenes\.1\.jsonData\.objects/],
    ] as const) {
      const answer = await call('PUT', url, { token, body: { d: [patch], revision: 1 } });
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(await readProjectVia(call, token, 'video', id)).toMatchObject({ revision: 1, jsonData: document });
  });

  it('refuses a diff without revision, text that is not a list, and more than 5,000 patches', async () => {
    const { token, url } = await projectWithText();
    expect((await call('PUT', url, { token, body: { d: [], revision: 2 ** 40 } })).status).toBe(400);
    const noRevision = await call('PUT', url, { token, body: { d: [] } });
    expect(noRevision.status).toBe(400);
    expect(noRevision.body.message).toEqual({ revision: { message: 'Send the revision the diff was made against.' } });
    const notList = await call('PUT', url, { token, body: { d: '{"op":"remove"}', revision: 1 } });
    expect(notList.status).toBe(400);
    expect(notList.body.message).toMatch(/^d: /);
    const many = Array.from({ length: 5001 }, () => ({ op: 'replace', path: ['size'], value: 0 }));
    expect((await call('PUT', url, { token, body: { d: many, revision: 1 } })).status).toBe(400);
    const manyText = await call('PUT', url, { token, body: { d: JSON.stringify(many), revision: 1 } });
    expect(manyText.status).toBe(400);
    expect(manyText.body.message).toMatch(/^d: at most 5000 patches/);
  });

  it('accepts an empty diff as a save of the same document', async () => {
    const { token, id, document, url } = await projectWithText();
    expect((await call('PUT', url, { token, body: { d: [], revision: 1 } })).body.result.revision).toBe(2);
    expect((await readProjectVia(call, token, 'video', id)).jsonData).toEqual(document);
  });

  it('does not make an autosave stale by a rename', async () => {
    const { token, document, url } = await projectWithText();
    expect((await call('PUT', url, { token, body: { name: 'Renamed' } })).body.result.revision).toBe(1);
    const saved = await call('PUT', url, { token, body: { d: diffDocuments(document, withText(document, 1, 'more', 'More')), revision: 1 } });
    expect(saved.body.result).toMatchObject({ name: 'Renamed', revision: 2 });
  });
});
