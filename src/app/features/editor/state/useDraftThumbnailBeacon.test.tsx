import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import { startingAuthState } from '../../auth/authSlice';
import { makeStore } from '../../../store';
import { projectOpened } from './editorSlice';
import { useDraftThumbnailBeacon } from './useDraftThumbnailBeacon';

/** What the editor mounts: the beacon of the open project, nothing else. */
function Editor() {
  useDraftThumbnailBeacon();
  return null;
}

const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

/** The editor with project `id` open for a user signed in with `token`. */
function openEditor(id: number, token: string | null = 'session-token') {
  const store = makeStore({ auth: { ...startingAuthState(token), isAuthenticated: token !== null, isLoading: false } });
  store.dispatch(projectOpened({ project: { id, editorType: 'video', name: 'Draft' }, document: createBlankProject(), revision: 3 }));
  const view = render(
    <Provider store={store}>
      <Editor />
    </Provider>,
  );
  return { store, ...view };
}

/** The beacons sent: their address and the token of their form body. */
const beacons = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, token: (body as URLSearchParams).get('token') }));

describe('the draft thumbnail beacon', () => {
  it('goes out when the tab is closed (pagehide) and when the editor is left, with the token in its body', () => {
    const { unmount } = openEditor(42);
    expect(beacons()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(beacons()).toEqual([{ url: '/api/newvideo/draftthumbnail/update/42/', token: 'session-token' }]);
    unmount();
    expect(beacons()).toHaveLength(2);
    expect(beacons()[1]).toEqual({ url: '/api/newvideo/draftthumbnail/update/42/', token: 'session-token' });
    // Gone with the editor: a later page hide sends nothing more.
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons()).toHaveLength(2);
  });

  it("sends the left project's beacon when another project opens in the editor", () => {
    const { store } = openEditor(7);
    act(() => void store.dispatch(projectOpened({ project: { id: 8, editorType: 'image', name: 'Next' }, document: createBlankProject(), revision: 1 })));
    expect(beacons()).toEqual([{ url: '/api/newvideo/draftthumbnail/update/7/', token: 'session-token' }]);
  });

  it('sends nothing once signed out', () => {
    const { unmount } = openEditor(9, null);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
