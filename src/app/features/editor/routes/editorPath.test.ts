import { describe, expect, it } from 'vitest';
import { editorPath, isFrameEditing, parseEditorPath, tabsFor } from './editorPath';

describe('parseEditorPath', () => {
  it('reads type, project, scene, section and sub-routes', () => {
    expect(parseEditorPath('/video/12/3/settings/text/effects')).toEqual({ editorType: 'video', projectId: 12, sceneIndex: 3, section: 'settings', sub: ['text', 'effects'] });
    expect(parseEditorPath('/image/4/0/text')).toEqual({ editorType: 'image', projectId: 4, sceneIndex: 0, section: 'text', sub: [] });
  });

  it('defaults the scene to 0 and the section to the avatar tab', () => {
    expect(parseEditorPath('/video/0')).toMatchObject({ projectId: 0, sceneIndex: 0, section: 'avatar' });
  });

  it('refuses paths that are not editor paths', () => {
    expect(parseEditorPath('/myvideos/3')).toBeNull();
    expect(parseEditorPath('/video/abc/0')).toBeNull();
    expect(parseEditorPath('/video/2/x')).toBeNull();
  });
});

describe('editorPath', () => {
  it('builds paths that parse back', () => {
    const path = editorPath({ editorType: 'video', projectId: 7, sceneIndex: 1, section: 'settings', sub: ['image', 'mask'] });
    expect(path).toBe('/video/7/1/settings/image/mask');
    expect(parseEditorPath(path)).toMatchObject({ projectId: 7, sceneIndex: 1, section: 'settings', sub: ['image', 'mask'] });
  });

  it('opens on the avatar tab (spec 000 §2)', () => {
    expect(editorPath({ editorType: 'image', projectId: 1, sceneIndex: 0 })).toBe('/image/1/0/avatar');
    expect(editorPath({ editorType: 'video', projectId: 1, sceneIndex: 0 })).toBe('/video/1/0/avatar');
  });
});

describe('tabsFor', () => {
  it('hides templates, music and video in image mode', () => {
    expect(tabsFor('image')).toEqual(['avatar', 'background', 'text', 'image', 'elements', 'settings']);
    expect(tabsFor('video')).toHaveLength(9);
  });
});

describe('isFrameEditing', () => {
  it('is true for paths with the word frame', () => {
    expect(isFrameEditing(parseEditorPath('/video/1/0/avatar/frame')!)).toBe(true);
    expect(isFrameEditing(parseEditorPath('/video/1/0/avatar')!)).toBe(false);
  });
});
