import { describe, expect, it } from 'vitest';
import { newTemplatePath, readNewTemplateQuery } from './newTemplatePath';
import { formatDuration, templateMeta } from './TemplateCard';
import { editorTemplateListUrl, previewsOf, templateListUrl } from './templatesApi';

describe('template list addresses', () => {
  it('asks each tab of the Templates page for its list, ten at a time, with the search', () => {
    expect(templateListUrl('avatar', '')).toBe('/api/newvideo/video/template/?human=1&limit=10');
    expect(templateListUrl('nonAvatar', 'sale')).toBe('/api/newvideo/video/template/?human=0&limit=10&q=sale');
    expect(templateListUrl('image', 'quote card')).toBe('/api/newimage/image/template/?limit=10&q=quote+card');
  });

  it("asks for the editor's templates by the project's ratio and avatar", () => {
    expect(editorTemplateListUrl(0, true, '')).toBe('/api/newvideo/video_template/?size=16%3A9&human=1&limit=10');
    expect(editorTemplateListUrl(2, false, 'hiring')).toBe('/api/newvideo/video_template/?size=9%3A16&human=0&limit=10&q=hiring');
  });
});

describe('the template copy address', () => {
  it('carries the template, and the kind and size when known', () => {
    expect(newTemplatePath({ template: 'sales-intro' })).toBe('/new-template?template=sales-intro');
    expect(newTemplatePath({ template: 'quote-card', kind: 'image', size: 2 })).toBe('/new-template?template=quote-card&kind=image&size=2');
  });

  it('reads it back, leaving out what it does not know', () => {
    expect(readNewTemplateQuery(new URLSearchParams('template=quote-card&kind=image&size=2'))).toEqual({ template: 'quote-card', kind: 'image', size: 2 });
    expect(readNewTemplateQuery(new URLSearchParams('template=sales-intro&kind=gif&size=9'))).toEqual({ template: 'sales-intro' });
    expect(readNewTemplateQuery(new URLSearchParams('template=%20'))).toBe(null);
    expect(readNewTemplateQuery(new URLSearchParams(''))).toBe(null);
  });
});

describe('template cards', () => {
  it('shows the previews of the chosen size', () => {
    const previews = (name: string) => ({ thumbnail: `/api/previews/file/${name}.jpg`, video: null, previewStatus: 'ready' as const });
    const item = { hVideo: previews('h'), sVideo: previews('s'), vVideo: previews('v') };
    expect([0, 1, 2].map((size) => previewsOf(item, size as 0 | 1 | 2).thumbnail)).toEqual(['/api/previews/file/h.jpg', '/api/previews/file/s.jpg', '/api/previews/file/v.jpg']);
  });

  it('says the scenes and length of a video, and that an image is one', () => {
    expect(formatDuration(23)).toBe('23 s');
    expect(formatDuration(64.6)).toBe('1:05');
    expect(templateMeta({ kind: 'video', sceneCount: 4, duration: 27 })).toBe('4 scenes · 27 s');
    expect(templateMeta({ kind: 'video', sceneCount: 1, duration: 5 })).toBe('1 scene · 5 s');
    expect(templateMeta({ kind: 'image', sceneCount: 1, duration: 0 })).toBe('Image');
  });
});
