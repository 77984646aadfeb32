import { describe, expect, it } from 'vitest';
import { sceneAnnouncements } from './sceneAnnouncements';

describe('sceneAnnouncements', () => {
  const say = sceneAnnouncements([4, 7, 9]);
  const active = { id: 7 } as never;

  it('names scenes by their position in the play order', () => {
    expect(say.onDragStart({ active })).toBe('Picked up scene 2.');
    expect(say.onDragOver({ active, over: { id: 9 } } as never)).toBe('Scene 2 is over position 3 of 3.');
    expect(say.onDragEnd({ active, over: { id: 4 } } as never)).toBe('Scene 2 was dropped at position 1 of 3.');
    expect(say.onDragCancel({ active, over: null } as never)).toBe('Moving scene 2 was cancelled.');
  });
});
