import { describe, expect, it } from 'vitest';
import { backgroundColorPatch, backgroundGradientPatch, backgroundKind } from './backgroundPatches';
import { linearGradient } from '../../../../scene/schema/canvasObject';

const gradient = linearGradient(0, '#000000', '#ffffff');

describe('background patches', () => {
  it('a colour removes the gradient and any image or video', () => {
    expect(backgroundColorPatch('#ff0000')).toEqual({ fill: '#ff0000', gradient: undefined, _Src: undefined, _Image: undefined, _Video: undefined });
    expect(Object.keys(backgroundColorPatch('#ff0000')).sort()).toEqual(['_Image', '_Src', '_Video', 'fill', 'gradient']);
  });

  it('a gradient removes any image or video and keeps the fill', () => {
    const patch = backgroundGradientPatch(gradient);
    expect(patch).toEqual({ gradient, _Src: undefined, _Image: undefined, _Video: undefined });
    expect('fill' in patch).toBe(false);
  });

  it('tells what the background shows', () => {
    expect(backgroundKind({ _Src: '/bg.mp4', gradient })).toBe('media');
    expect(backgroundKind({ gradient })).toBe('gradient');
    expect(backgroundKind({})).toBe('color');
  });
});
