import { describe, expect, it } from 'vitest';
import { parseEditorPath } from '../routes/editorPath';
import { avatarPageOf } from './avatarPages';

const pageAt = (pathname: string) => avatarPageOf(parseEditorPath(pathname)!);

describe('avatarPageOf', () => {
  it('reads the avatar sub-pages under avatar/', () => {
    expect(pageAt('/video/3/0/avatar/avatar_settings')).toBe('avatar_settings');
    expect(pageAt('/video/3/0/avatar/frame')).toBe('frame');
    expect(pageAt('/video/3/0/avatar/animation')).toBe('animation');
    expect(pageAt('/video/3/0/avatar/shadow')).toBe('shadow');
    expect(pageAt('/image/3/0/avatar/shadow')).toBe('shadow');
  });

  it('takes avatar_settings and frame right under the scene too', () => {
    expect(pageAt('/video/3/1/avatar_settings')).toBe('avatar_settings');
    expect(pageAt('/image/3/1/frame')).toBe('frame');
  });

  it('gives the default page for the bare tab, unknown pages, and animation in the image editor', () => {
    expect(pageAt('/video/3/0/avatar')).toBeNull();
    expect(pageAt('/video/3/0')).toBeNull();
    expect(pageAt('/video/3/0/avatar/nothing')).toBeNull();
    expect(pageAt('/video/3/0/unknown')).toBeNull();
    expect(pageAt('/image/3/0/avatar/animation')).toBeNull();
  });
});
