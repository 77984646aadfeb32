import { createObjectId } from '../ids';
import { type CanvasObject, type GroupObject, groupObjectSchema } from '../schema/canvasObject';
import type { ElementTiming } from '../schema/elementTiming';
import type { ProjectDocument } from '../schema/project';
import { elementEnd, sceneLength, timingOf } from '../sceneTiming';
import { roundTo, TIME_DECIMALS } from '../time';
import { boundingBox, composePlacement } from './geometry';
import { newElementTiming } from './newTiming';
import { getScene, withScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';

/** Kinds that are never grouped: the background and the avatar stay on their own, music is not drawn. */
const UNGROUPABLE: ReadonlySet<CanvasObject['_Type']> = new Set(['background', 'avatar', 'music']);

/** Decimals kept on a member's opacity multiplied by its group's. */
const OPACITY_DECIMALS = 6;

/** Display name of a new group. */
export const GROUP_NAME = 'Group';

/** `list` with the ids of `removed` taken out and `added` put where the first of them was (at the end when none was there). */
function replaceRows(list: readonly string[], removed: ReadonlySet<string>, added: readonly string[]): string[] {
  const at = list.findIndex((id) => removed.has(id));
  const kept = list.filter((id) => !removed.has(id));
  const index = at === -1 ? kept.length : list.slice(0, at).filter((id) => !removed.has(id)).length;
  return kept.toSpliced(index, 0, ...added);
}

/**
 * Groups top-level objects of a scene into a new group, keeping how they look: the group is the
 * box around them as drawn, unturned and unscaled, and the members are moved into its space (their
 * position less the group's corner). Members keep their stacking order; the group takes the place
 * of the topmost one. Its timing spans its members' (earliest start to latest end; a member
 * without timing spans the scene) with default animations; the members' own timing entries go, as
 * members follow their group, and the group's `elementList` row replaces theirs. The background,
 * the avatar, music, group members and unknown ids are skipped.
 * @param ids - the objects to group
 * @param groupId - the group's id; a fresh one by default
 * @returns the document and the group's id; the same document and null when fewer than two objects can be grouped
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function groupObjects(doc: ProjectDocument, sceneId: number, ids: readonly string[], groupId = createObjectId()): { doc: ProjectDocument; groupId: string | null } {
  const scene = getScene(doc, sceneId);
  const wanted = new Set(ids);
  const objects = scene.jsonData.objects;
  const members = objects.filter((object) => wanted.has(object.id) && !UNGROUPABLE.has(object._Type));
  const box = boundingBox(members);
  if (members.length < 2 || !box) return { doc, groupId: null };
  const memberIds = new Set(members.map((member) => member.id));
  const top = objects.findLastIndex((object) => memberIds.has(object.id));
  const group: GroupObject = {
    ...groupObjectSchema.parse({ id: groupId, _Type: 'group', _Name: GROUP_NAME, ...box }),
    objects: members.map((member) => ({ ...member, left: member.left - box.left, top: member.top - box.top })),
  };
  const others = objects.filter((object) => !memberIds.has(object.id));
  const index = top + 1 - members.length;
  const length = sceneLength(scene);
  const spans = members.map((member) => timingOf(scene, member, length));
  const start = Math.min(...spans.map((timing) => timing.enterDelay));
  const end = Math.max(...spans.map(elementEnd));
  const elements = Object.fromEntries(Object.entries(scene.elements).filter(([id]) => !memberIds.has(id)));
  const timing = newElementTiming(scene, { enterDelay: start, stayTime: roundTo(end - start, TIME_DECIMALS) }, `elements.${groupId}`);
  const next = {
    ...scene,
    jsonData: { ...scene.jsonData, objects: others.toSpliced(index, 0, group) },
    elements: { ...elements, [groupId]: timing },
    elementList: replaceRows(scene.elementList, memberIds, [groupId]),
  };
  return { doc: withScene(doc, next), groupId };
}

/**
 * Ungroups a top-level group, keeping how its members look: each member's placement is combined
 * with the group's (`composePlacement`: the group's scale, turn and flips are folded in), its
 * opacity multiplied by the group's and it is hidden when the group was. The members take the
 * group's place in the stacking order and its `elementList` row (none when it had none), and each
 * gets a copy of the group's timing (none when the group had none). The group's own shadow, filter and mask are dropped.
 * @param groupId - the group to ungroup
 * @returns the document and the former members' ids, bottom first; the same document and no ids when `groupId` is not a group
 * @throws SceneOpError `UNKNOWN_OBJECT` when the scene has no top-level object with that id
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function ungroupObjects(doc: ProjectDocument, sceneId: number, groupId: string): { doc: ProjectDocument; ids: string[] } {
  const scene = getScene(doc, sceneId);
  const objects = scene.jsonData.objects;
  const index = objects.findIndex((object) => object.id === groupId);
  const group = objects[index];
  if (!group) throw new SceneOpError('UNKNOWN_OBJECT', `scene ${sceneId} has no top-level object ${groupId}`);
  if (group._Type !== 'group') return { doc, ids: [] };
  const members = group.objects.map((member): CanvasObject => ({
    ...member,
    ...composePlacement(group, member),
    opacity: roundTo(member.opacity * group.opacity, OPACITY_DECIMALS),
    ...(group._Hidden ? { _Hidden: true } : {}),
  }));
  const ids = members.map((member) => member.id);
  const timing = scene.elements[groupId];
  const elements: Record<string, ElementTiming> = Object.fromEntries(Object.entries(scene.elements).filter(([id]) => id !== groupId));
  if (timing) for (const id of ids) elements[id] = structuredClone(timing);
  const next = {
    ...scene,
    jsonData: { ...scene.jsonData, objects: objects.toSpliced(index, 1, ...members) },
    elements,
    elementList: replaceRows(scene.elementList, new Set([groupId]), scene.elementList.includes(groupId) ? ids : []),
  };
  return { doc: withScene(doc, next), ids };
}
