import { describe, expect, it } from 'vitest';
import { addObject, removeObjects } from '../../../../scene/ops/objects';
import { createTextObject } from '../../../../scene/ops/newObjects';
import { createVectorObject } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { createBlankProject } from '../../../../scene/factories';
import { rebaseEdits } from './autosave';

const saved = addObject(createBlankProject(), 1, createTextObject('heading', 0, 'title'));

describe('rebaseEdits', () => {
  it('keeps both the edits made elsewhere and the unsaved ones', () => {
    const theirs = addObject(saved, 1, createVectorObject({ src: '/star.svg', kind: 'shapes' }, 0, 'star'));
    const mine = updateObject(addObject(saved, 1, createTextObject('body', 0, 'note')), 1, 'title', { left: 40 });
    const rebased = rebaseEdits(saved, mine, theirs);
    expect(rebased.scenes['1']!.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 'title', 'star', 'note']);
    expect(rebased.scenes['1']!.jsonData.objects[1]).toMatchObject({ left: 40 });
    expect(Object.keys(rebased.scenes['1']!.elements).sort()).toEqual(['note', 'star', 'title']);
  });

  it('keeps the customer document whole when the edits no longer fit the newer copy', () => {
    const theirs = removeObjects(saved, 1, ['title']);
    const mine = updateObject(saved, 1, 'title', { left: 40 });
    expect(rebaseEdits(saved, mine, theirs)).toBe(mine);
  });
});
