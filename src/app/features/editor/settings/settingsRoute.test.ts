import { describe, expect, it } from 'vitest';
import { settingsRouteFor } from './settingsRoute';

describe('settingsRouteFor', () => {
  it('opens the settings page of the selected kind', () => {
    expect(settingsRouteFor([{ _Type: 'text' }])).toEqual({ section: 'settings', sub: ['text'] });
    expect(settingsRouteFor([{ _Type: 'shape' }])).toEqual({ section: 'settings', sub: ['elements'] });
    expect(settingsRouteFor([{ _Type: 'background' }])).toEqual({ section: 'settings', sub: ['background'] });
  });

  it('opens the avatar tab for the avatar, the group page for several, bare settings for none', () => {
    expect(settingsRouteFor([{ _Type: 'avatar' }])).toEqual({ section: 'avatar', sub: [] });
    expect(settingsRouteFor([{ _Type: 'text' }, { _Type: 'image' }])).toEqual({ section: 'settings', sub: ['group'] });
    expect(settingsRouteFor([])).toEqual({ section: 'settings', sub: [] });
  });
});
