import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './renderFileRoutes.ts';

describe('attachmentHeader', () => {
  it('names the download, with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentHeader('My video.mp4')).toBe(`attachment; filename="My video.mp4"; filename*=UTF-8''My%20video.mp4`);
    expect(attachmentHeader('Café «1».mp4')).toBe(`attachment; filename="Caf_ _1_.mp4"; filename*=UTF-8''Caf%C3%A9%20%C2%AB1%C2%BB.mp4`);
  });

  it('keeps quotes, slashes and control characters out of the header', () => {
    expect(attachmentHeader('a"b\\c/d\r\ne.mp4')).toBe(`attachment; filename="a_b_c_d__e.mp4"; filename*=UTF-8''a_b_c_d__e.mp4`);
    expect(attachmentHeader('  ')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
