import { describe, expect, it } from 'vitest';
import { decodePtab, encodePtab, publishedImagePath } from './ptab';

describe('ptab', () => {
  it('reads base64-encoded JSON and refuses anything else', () => {
    expect(decodePtab(btoa('{"tab":"link","videoId":12}'))).toEqual({ tab: 'link', videoId: 12 });
    expect(decodePtab(encodePtab({ tab: 'mail', pageId: 3 }))).toEqual({ tab: 'mail', pageId: 3 });
    expect(decodePtab('not base64!')).toBeNull();
    expect(decodePtab(btoa('[1,2]'))).toBeNull();
    expect(decodePtab(btoa('7'))).toBeNull();
  });

  it('sends a published image to its page when it was not opened from a video', () => {
    expect(publishedImagePath(40, null)).toBe('/myimages/40');
    expect(publishedImagePath(40, encodePtab({ tab: 'link' }))).toBe('/myimages/40');
    expect(publishedImagePath(40, 'garbage')).toBe('/myimages/40');
  });

  it('sends an image opened from a video project to /myimages/{videoId}/ with the state naming the image', () => {
    const path = publishedImagePath(40, encodePtab({ tab: 'link', videoId: 12 }));
    expect(path).toBe(`/myimages/12/?ptab=${encodeURIComponent(btoa('{"tab":"link","videoId":12,"imageId":40}'))}`);
    expect(decodePtab(decodeURIComponent(path.split('ptab=')[1]!))).toEqual({ tab: 'link', videoId: 12, imageId: 40 });
  });
});
