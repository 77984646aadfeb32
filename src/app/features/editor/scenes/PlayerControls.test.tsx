import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { blankDocument, withScene } from '../../../../../tests/support/projects';
import { sceneStartTimes } from '../../../../scene/timing';
import type { EngineClient } from '../../../engineClient/engineClient';
import { makeStore } from '../../../store';
import { playerStatusChanged, projectOpened } from '../state/editorSlice';
import { PlayerControls } from './PlayerControls';

const document = withScene(blankDocument(), 2);

/** An engine playing the two-scene project, half a second into scene 2. */
function playingEngine() {
  const time = sceneStartTimes(document)[1]! + 0.5;
  return { pause: vi.fn(), stop: vi.fn(), time: () => time, playerState: () => 1, setView: vi.fn(async () => {}) } as unknown as EngineClient;
}

describe('the play button', () => {
  it('shows Play when stopped, Pause while playing and Resume when paused, and opens the scene paused in', async () => {
    const store = makeStore();
    store.dispatch(projectOpened({ project: { id: 1, editorType: 'video', name: 'Test' }, document, revision: 1 }));
    const { user } = renderWithProviders(<PlayerControls engine={playingEngine()} sceneIndex={0} sceneId={1} />, { store, path: '/video/1/0/avatar', showAddress: true });
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('title')).toBe('Play');

    store.dispatch(playerStatusChanged(1));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const resume = await screen.findByRole('button', { name: 'Resume' });
    expect(resume.getAttribute('title')).toBe('Resume where it paused');
    expect(resume.className).toContain('is-resume');
    // Edits made now are for scene 2, the scene on the canvas: the editor has opened it.
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/video/1/1/avatar');

    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});
