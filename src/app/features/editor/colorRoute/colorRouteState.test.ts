import { describe, expect, it } from 'vitest';
import { readColorRouteState } from './colorRouteState';

describe('readColorRouteState', () => {
  it('reads the object, property, title, colour and index', () => {
    expect(readColorRouteState({ id: 'star', property: 'fill', title: 'Element Colour', color: '#ff0000' })).toEqual({ id: 'star', property: 'fill', title: 'Element Colour', color: '#ff0000' });
    expect(readColorRouteState({ id: 'icon', property: 'colorArr', title: 'Colour 2', index: 1 })).toEqual({ id: 'icon', property: 'colorArr', title: 'Colour 2', index: 1 });
  });

  it('refuses missing or foreign state', () => {
    expect(readColorRouteState(null)).toBeNull();
    expect(readColorRouteState({ id: 'star', property: 'opacity', title: 'x' })).toBeNull();
    expect(readColorRouteState({ id: 'icon', property: 'colorArr', title: 'x' })).toBeNull();
  });
});
