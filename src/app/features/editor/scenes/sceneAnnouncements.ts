import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What a screen reader hears while scenes are reordered, in scene positions rather than internal ids. */
export function sceneAnnouncements(sceneIds: readonly number[]): Announcements {
  const position = (id: number | string | undefined) => sceneIds.indexOf(Number(id)) + 1;
  const total = sceneIds.length;
  return {
    onDragStart: ({ active }) => `Picked up scene ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Scene ${position(active.id)} is over position ${position(over.id)} of ${total}.` : `Scene ${position(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over ? `Scene ${position(active.id)} was dropped at position ${position(over.id)} of ${total}.` : `Scene ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving scene ${position(active.id)} was cancelled.`,
  };
}

/** How to reorder scenes from the keyboard. */
export const SCENE_REORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: 'To move a scene, press Space, then the arrow keys to choose its new place, and Space again to drop it or Escape to cancel.',
};
