import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_NAME, profileImageUrl, sniffProfileImage } from './profileImages.ts';

const bytes = (...values: (number | string)[]) => Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('sniffProfileImage', () => {
  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffProfileImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(sniffProfileImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffProfileImage(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, including lookalikes and short files', () => {
    for (const file of [
      bytes('GIF89a'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '),
      bytes(0x89, 'PNG'),
      bytes(0xff, 0xd8),
      bytes('RIFF'),
      new Uint8Array(),
    ]) {
      expect(sniffProfileImage(file)).toBeUndefined();
    }
  });
});

describe('profile photo addresses', () => {
  it('serves stored photos from our route and leaves other values as kept', () => {
    expect(profileImageUrl('AbCdEfGhIjKlMnOpQrStUv.png')).toBe('/api/accounts/user/image/AbCdEfGhIjKlMnOpQrStUv.png');
    expect(profileImageUrl('https://lh3.googleusercontent.com/a/photo')).toBe('https://lh3.googleusercontent.com/a/photo');
    expect(profileImageUrl(null)).toBeNull();
  });

  it('accepts only our names, never paths', () => {
    expect(PROFILE_IMAGE_NAME.test('AbCdEfGhIjKlMnOpQrStUv.webp')).toBe(true);
    for (const name of ['../AbCdEfGhIjKlMnOpQrStU.png', 'AbCdEfGhIjKlMnOpQrStUv.gif', 'short.png', 'AbCdEfGhIjKlMnOpQrStUv.png/x']) {
      expect(PROFILE_IMAGE_NAME.test(name)).toBe(false);
    }
  });
});
