import { describe, expect, it } from 'vitest';
import { readColorRouteState } from './colorRouteState';

describe('readColorRouteState', () => {
  it('reads the object, property, title, colour and index', () => {
    expect(readColorRouteState({ id: 'star', property: 'fill', title: 'Element Colour', color: '#ff0000' })).toEqual({
      id: 'star',
      property: 'fill',
      title: 'Element Colour',
      color: '#ff0000',
    });
    expect(readColorRouteState({ id: 'icon', property: 'colorArr', title: 'Colour 2', index: 1 })).toEqual({ id: 'icon', property: 'colorArr', title: 'Colour 2', index: 1 });
  });

  it('reads the scene-animation variant: colour index, colour and scene index', () => {
    expect(readColorRouteState({ type: 'sanimation', index: 1, color: '#00ff00', sindex: 2 })).toEqual({ type: 'sanimation', index: 1, color: '#00ff00', sindex: 2 });
    expect(readColorRouteState({ type: 'sanimation', index: 0, color: '#000000' })).toBeNull();
    expect(readColorRouteState({ type: 'sanimation', index: -1, color: '#000000', sindex: 0 })).toBeNull();
    expect(readColorRouteState({ type: 'sanimation', index: 0, sindex: 0 })).toBeNull();
  });

  it('refuses missing or foreign state', () => {
    expect(readColorRouteState(null)).toBeNull();
    expect(readColorRouteState({ id: 'star', property: 'opacity', title: 'x' })).toBeNull();
    expect(readColorRouteState({ id: 'icon', property: 'colorArr', title: 'x' })).toBeNull();
  });
});
