import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { musicObjectSchema } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { MusicSettings } from './MusicSettings';
import { makeTiming } from '../../../../../tests/support/canvasObjects';

afterEach(cleanup);

const laterScenes = [
  { sceneId: 4, label: 'Scene 2' },
  { sceneId: 2, label: 'Scene 3' },
];

function setup(timing: Partial<ElementTiming> = {}, endSceneId: number | null = null) {
  const onChange = vi.fn();
  const onTimingChange = vi.fn();
  const onEndSceneChange = vi.fn();
  const object = musicObjectSchema.parse({ id: 'music-1', _Type: 'music', _Src: '/media/song.mp3', _Name: 'Calm morning', _Muted: false });
  render(
    <MusicSettings
      object={object}
      timing={makeTiming({ trimStart: 0, trimEnd: 30, duration: 30, volume: 60, adjustLength: 1, ...timing })}
      onChange={onChange}
      onTimingChange={onTimingChange}
      laterScenes={laterScenes}
      endSceneId={endSceneId}
      onEndSceneChange={onEndSceneChange}
    />,
  );
  return { onChange, onTimingChange, onEndSceneChange, user: userEvent.setup() };
}

describe('MusicSettings', () => {
  it('is titled Music Settings and names the track', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Music Settings' })).toBeTruthy();
    expect(screen.getByText('Calm morning')).toBeTruthy();
  });

  it('sets the volume in the timing and its _Volume mirror, and mutes', async () => {
    const { onChange, onTimingChange, user } = setup();
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.value).toBe('60');
    fireEvent.change(slider, { target: { value: '25' } });
    fireEvent.pointerUp(slider);
    expect(onTimingChange).toHaveBeenLastCalledWith({ volume: 25 }, undefined);
    expect(onChange).toHaveBeenLastCalledWith({ _Volume: 25 }, undefined);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onChange).toHaveBeenLastCalledWith({ _Muted: true });
  });

  it('trims within the music’s length, at least 1 s long', async () => {
    const { onTimingChange, user } = setup({ trimStart: 4, trimEnd: 20 });
    const start = screen.getByRole('spinbutton', { name: 'Trim start' });
    const end = screen.getByRole('spinbutton', { name: 'Trim end' });
    expect([start.getAttribute('aria-valuemax'), end.getAttribute('aria-valuemin'), end.getAttribute('aria-valuemax')]).toEqual(['19', '5', '30']);
    await user.clear(end);
    await user.type(end, '45{Enter}');
    expect(onTimingChange).toHaveBeenLastCalledWith({ trimEnd: 30 });
    expect(screen.getByText('Plays 16 s of 30 s.')).toBeTruthy();
  });

  it('offers the music length options and loops in all scenes', async () => {
    const { onTimingChange, user } = setup();
    const group = screen.getByRole('group', { name: 'Length' });
    expect([...group.querySelectorAll('button')].map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['None', 'false'],
      ['Loop in This Scene', 'true'],
      ['Adjust as Scene', 'false'],
      ['Loop in All Scenes', 'false'],
    ]);
    expect(screen.queryByRole('combobox', { name: 'Ends at' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Loop in All Scenes' }));
    expect(onTimingChange).toHaveBeenLastCalledWith({ adjustLength: 4 });
  });

  it('chooses the scene where music looping in all scenes ends', async () => {
    const { onEndSceneChange, user } = setup({ adjustLength: 4 }, 2);
    const ends = screen.getByRole('combobox', { name: 'Ends at' }) as HTMLSelectElement;
    expect([...ends.options].map((option) => option.textContent)).toEqual(['Start of Scene 2', 'Start of Scene 3', 'End of the video']);
    expect(ends.value).toBe('2');
    await user.selectOptions(ends, 'End of the video');
    expect(onEndSceneChange).toHaveBeenLastCalledWith(null);
    await user.selectOptions(ends, 'Start of Scene 2');
    expect(onEndSceneChange).toHaveBeenLastCalledWith(4);
  });
});
