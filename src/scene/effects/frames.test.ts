import { describe, expect, it } from 'vitest';
import { canvasObjectSchema, linearGradient } from '../schema/canvasObject';
import { defaultFrameBox, frameCornerRadius } from './frames';

describe('avatar frames', () => {
  it('defaults to a 700 square centred on the avatar', () => {
    expect(defaultFrameBox({ width: 1000, height: 1200 })).toEqual({ x: 150, y: 250, width: 700, height: 700 });
  });

  it('rounds the square by 50 and makes the circle a rounded box of half its side', () => {
    expect(frameCornerRadius(1, { x: 0, y: 0, width: 700, height: 700 })).toBe(50);
    expect(frameCornerRadius(1, { x: 0, y: 0, width: 60, height: 80 })).toBe(30);
    expect(frameCornerRadius(2, { x: 0, y: 0, width: 700, height: 500 })).toBe(250);
  });

  it('stores the frame fields on the avatar only', () => {
    const avatar = canvasObjectSchema.parse({
      id: 'avatar-1',
      _Type: 'avatar',
      frame: 2,
      frameBox: { x: 10, y: 20, width: 300, height: 300 },
      frameBackground: {
        gradient: linearGradient(0, '#000', '#fff'),
      },
    });
    expect(avatar).toMatchObject({ frame: 2, frameBox: { x: 10, y: 20, width: 300, height: 300 } });
    expect(canvasObjectSchema.safeParse({ id: 'avatar-1', _Type: 'avatar', frame: 3 }).success).toBe(false);
    expect(canvasObjectSchema.safeParse({ id: 'avatar-1', _Type: 'avatar', frameBox: { x: 0, y: 0, width: 0, height: 5 } }).success).toBe(false);
    expect(canvasObjectSchema.parse({ id: 'i', _Type: 'image', _Src: 'a.png', frame: 2 })).not.toHaveProperty('frame');
  });
});
