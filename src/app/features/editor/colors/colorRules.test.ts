import { describe, expect, it } from 'vitest';
import type { Gradient } from '../../../../scene/schema/canvasObject';
import {
  gradientEndColor,
  gradientLabel,
  gradientToCss,
  isSameColor,
  joinColors,
  MY_COLORS_LIMIT,
  normalizeAngle,
  parseHexInput,
  toPickerHex,
  withGradientEndColor,
  withSavedColor,
} from './colorRules';

describe('parseHexInput', () => {
  it('accepts 3 or 6 hex digits with or without #, any case, as lower-case #rrggbb', () => {
    expect(parseHexInput('#E7416A')).toBe('#e7416a');
    expect(parseHexInput('e7416a')).toBe('#e7416a');
    expect(parseHexInput(' #abc ')).toBe('#aabbcc');
    expect(parseHexInput('FFF')).toBe('#ffffff');
  });

  it('refuses anything else', () => {
    for (const text of ['', '#', '#12', '#1234', '#12345', '#1234567', '#ggg', 'red', 'rgb(1,2,3)', '##fff']) {
      expect(parseHexInput(text)).toBeNull();
    }
  });
});

describe('toPickerHex', () => {
  it('converts hex and rgb colours to #rrggbb', () => {
    expect(toPickerHex('#ABC')).toBe('#aabbcc');
    expect(toPickerHex('#abcd')).toBe('#aabbcc');
    expect(toPickerHex('#E7416A')).toBe('#e7416a');
    expect(toPickerHex('#e7416a80')).toBe('#e7416a');
    expect(toPickerHex('rgb(231, 65, 106)')).toBe('#e7416a');
    expect(toPickerHex('rgba(0,0,0,0.7)')).toBe('#000000');
  });

  it('shows the picker default #999777 for none and colours it cannot read', () => {
    expect(toPickerHex(null)).toBe('#999777');
    expect(toPickerHex(undefined)).toBe('#999777');
    expect(toPickerHex('red')).toBe('#999777');
    expect(toPickerHex('hsl(0, 100%, 50%)')).toBe('#999777');
  });
});

describe('My Colors', () => {
  it('compares colours ignoring case', () => {
    expect(isSameColor('#ABCDEF', '#abcdef')).toBe(true);
    expect(isSameColor('#abcdef', null)).toBe(false);
  });

  it('puts a saved colour first and removes its earlier copy', () => {
    expect(withSavedColor(['#111111', '#E7416A', '#222222'], '#e7416a')).toEqual(['#e7416a', '#111111', '#222222']);
    expect(withSavedColor([], '#ABCDEF')).toEqual(['#abcdef']);
  });

  it('keeps at most 40 colours, dropping the oldest', () => {
    const full = Array.from({ length: MY_COLORS_LIMIT }, (_, i) => `#0000${i.toString(16).padStart(2, '0')}`);
    const saved = withSavedColor(full, '#ffffff');
    expect(MY_COLORS_LIMIT).toBe(40);
    expect(saved).toHaveLength(40);
    expect(saved[0]).toBe('#ffffff');
    expect(saved[39]).toBe('#000026');
  });

  it('joins the palette with commas for the POST body', () => {
    expect(joinColors(['#ffffff', '#000000'])).toBe('#ffffff,#000000');
    expect(joinColors([])).toBe('');
  });
});

describe('gradients', () => {
  const gradient: Gradient = {
    kind: 'linear',
    angle: 45,
    stops: [
      { offset: 1, color: '#0000ff' },
      { offset: 0.25, color: '#00ff00' },
      { offset: 0, color: '#ff0000' },
    ],
  };

  it('normalises angles to 0..359', () => {
    expect(normalizeAngle(360)).toBe(0);
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(359.4)).toBe(359);
  });

  it('draws as CSS with stops in offset order and our 0° pointing right', () => {
    expect(gradientToCss(gradient)).toBe('linear-gradient(135deg, #ff0000 0%, #00ff00 25%, #0000ff 100%)');
    expect(gradientToCss({ ...gradient, angle: 0 })).toBe('linear-gradient(90deg, #ff0000 0%, #00ff00 25%, #0000ff 100%)');
    expect(gradientToCss({ ...gradient, kind: 'radial' })).toBe('radial-gradient(circle, #ff0000 0%, #00ff00 25%, #0000ff 100%)');
  });

  it('has a spoken label', () => {
    expect(gradientLabel(gradient)).toBe('Linear gradient, #ff0000 to #0000ff, 45°');
    expect(gradientLabel({ ...gradient, kind: 'radial' })).toBe('Radial gradient, #ff0000 to #0000ff');
  });

  it('reads and recolours the first and last stops, keeping the others', () => {
    expect(gradientEndColor(gradient, 'start')).toBe('#ff0000');
    expect(gradientEndColor(gradient, 'end')).toBe('#0000ff');
    expect(withGradientEndColor(gradient, 'end', '#ffffff').stops).toEqual([
      { offset: 0, color: '#ff0000' },
      { offset: 0.25, color: '#00ff00' },
      { offset: 1, color: '#ffffff' },
    ]);
    expect(withGradientEndColor(gradient, 'start', '#ffffff').stops[0]).toEqual({ offset: 0, color: '#ffffff' });
  });
});
