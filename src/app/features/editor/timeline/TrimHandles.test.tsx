import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { testProject } from '../../../../../tests/support/testDocument';
import { makeStore } from '../../../store';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { useEditorLocation } from '../routes/useEditorLocation';
import { SettingsTab } from '../settings/SettingsTab';
import { projectOpened } from '../state/editorSlice';
import { useCurrentScene } from '../useCurrentScene';
import { Timeline } from './Timeline';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The timeline and the settings panel of the scene at the address, as the editor shows them. */
function Studio() {
  const where = useEditorLocation();
  const current = useCurrentScene();
  if (!where || !current) return null;
  return (
    <>
      <Timeline sceneId={current.sceneId} scene={current.scene} />
      <SettingsTab where={where} />
    </>
  );
}

/** A scene with one music track: 8 s on screen, 2 s to 6 s of a 12 s file kept. */
function renderStudio(timing: Partial<ElementTiming> = { stayTime: 8, trimStart: 2, trimEnd: 6, duration: 12, adjustLength: 0 }) {
  installFakeColorsServer();
  // jsdom has no layout: the timeline's tracks keep width 0, which only shortens its ruler.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const store = makeStore();
  const document = testProject([{ elements: { tune: { type: 'music', timing } } }]);
  store.dispatch(projectOpened({ project: { id: 7, editorType: 'video', name: 'Demo' }, document, revision: 1 }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/video/7/0/settings']}>
        <Studio />
      </MemoryRouter>
    </Provider>,
  );
  const saved = () => store.getState().editor.document?.scenes['1']?.elements.tune;
  return { saved, user: userEvent.setup() };
}

const handle = (edge: 'start' | 'end') => screen.getByRole('slider', { name: `Music trim ${edge}` });
/** Focuses a handle, as Tab would (jsdom has no pointer capture for a click on it). */
const focus = (edge: 'start' | 'end') => act(() => handle(edge).focus());
const field = (label: string) => (screen.getByRole('spinbutton', { name: label }) as HTMLInputElement).value;

describe('TrimHandles', () => {
  it('show the kept range as sliders within 1 s of each other and the media length', () => {
    renderStudio();
    expect(handle('start').getAttribute('aria-valuenow')).toBe('2');
    expect(handle('start').getAttribute('aria-valuemin')).toBe('0');
    expect(handle('start').getAttribute('aria-valuemax')).toBe('5');
    expect(handle('end').getAttribute('aria-valuenow')).toBe('6');
    expect(handle('end').getAttribute('aria-valuemin')).toBe('3');
    expect(handle('end').getAttribute('aria-valuemax')).toBe('12');
    expect(handle('end').getAttribute('aria-valuetext')).toBe('6.00 s');
  });

  it('step 0.25 s per arrow key and set only the trim, as the settings panel shows it', async () => {
    const { saved, user } = renderStudio();
    focus('start');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(saved()).toMatchObject({ trimStart: 2.75, trimEnd: 6, stayTime: 8 });
    focus('end');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(saved()).toMatchObject({ trimStart: 2.75, trimEnd: 5.5, stayTime: 8 });
    expect(handle('end').getAttribute('aria-valuenow')).toBe('5.5');
    // Focusing a handle chose the music: its settings panel shows the same trim.
    expect(screen.getByRole('heading', { name: 'Music Settings' })).toBeTruthy();
    expect([field('Trim start'), field('Trim end')]).toEqual(['2.75', '5.5']);
  });

  it('keep the kept range at least 1 s long', async () => {
    const { saved, user } = renderStudio();
    focus('start');
    await user.keyboard('{End}');
    expect(saved()).toMatchObject({ trimStart: 5, trimEnd: 6 });
    await user.keyboard('{ArrowRight}');
    expect(saved()?.trimStart).toBe(5);
    focus('end');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(saved()).toMatchObject({ trimStart: 5, trimEnd: 6 });
  });

  it('stop at the start and at the length of the media', async () => {
    const { saved, user } = renderStudio();
    focus('end');
    await user.keyboard('{End}{ArrowRight}');
    expect(saved()?.trimEnd).toBe(12);
    focus('start');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(saved()?.trimStart).toBe(0);
  });

  it('let the end grow past the kept range while the media length is unknown', async () => {
    const { saved, user } = renderStudio({ stayTime: 8, trimStart: 0, trimEnd: 10, duration: 0 });
    expect(handle('end').hasAttribute('aria-valuemax')).toBe(false);
    focus('end');
    await user.keyboard('{ArrowRight}{End}');
    expect(saved()?.trimEnd).toBe(10.25);
  });
});
