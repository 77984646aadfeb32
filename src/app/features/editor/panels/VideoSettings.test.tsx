import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { makeTiming, makeVideo } from '../../../../../tests/support/canvasObjects';
import { VideoSettings } from './VideoSettings';

afterEach(cleanup);

function setup(timing: ElementTiming | null = makeTiming({ trimStart: 2, trimEnd: 8, duration: 12, volume: 80 }), fields = {}) {
  const onChange = vi.fn();
  const onTimingChange = vi.fn();
  const onNavigate = vi.fn();
  render(<VideoSettings object={makeVideo(fields)} timing={timing ?? undefined} onChange={onChange} onTimingChange={onTimingChange} onNavigate={onNavigate} />);
  return {
    onChange,
    onTimingChange,
    onNavigate,
    user: userEvent.setup(),
    start: screen.queryByRole('spinbutton', { name: 'Trim start' }) as HTMLInputElement,
    end: screen.queryByRole('spinbutton', { name: 'Trim end' }) as HTMLInputElement,
  };
}

describe('VideoSettings', () => {
  it('is titled Video Settings', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Video Settings' })).toBeTruthy();
  });

  it('bounds the trim start by the end minus 1 s', async () => {
    const { start, onTimingChange, user } = setup();
    expect(start.getAttribute('aria-valuemin')).toBe('0');
    expect(start.getAttribute('aria-valuemax')).toBe('7');
    await user.clear(start);
    await user.type(start, '7.5{Enter}');
    expect(onTimingChange).toHaveBeenLastCalledWith({ trimStart: 7 });
    await user.clear(start);
    await user.type(start, '-1{Enter}');
    expect(onTimingChange).toHaveBeenLastCalledWith({ trimStart: 0 });
    await user.clear(start);
    await user.type(start, '3.25{Enter}');
    expect(onTimingChange).toHaveBeenLastCalledWith({ trimStart: 3.25 });
  });

  it('bounds the trim end by the start plus 1 s and the video length', async () => {
    const { end, onTimingChange, user } = setup();
    expect(end.getAttribute('aria-valuemin')).toBe('3');
    expect(end.getAttribute('aria-valuemax')).toBe('12');
    await user.clear(end);
    await user.type(end, '20{Enter}');
    expect(onTimingChange).toHaveBeenLastCalledWith({ trimEnd: 12 });
    await user.clear(end);
    await user.type(end, '2.5{Enter}');
    expect(onTimingChange).toHaveBeenLastCalledWith({ trimEnd: 3 });
  });

  it('steps the trim end with the buttons and stops at the video length', async () => {
    const { onTimingChange, user } = setup(makeTiming({ trimStart: 0, trimEnd: 11.95, duration: 12 }));
    await user.click(screen.getByRole('button', { name: 'Increase Trim end' }));
    expect(onTimingChange).toHaveBeenLastCalledWith({ trimEnd: 12 });
  });

  it('says how much of the video plays', () => {
    setup();
    expect(screen.getByText('Plays 6 s of 12 s.')).toBeTruthy();
  });

  it('has no trim fields without timing', () => {
    const { start } = setup(null);
    expect(start).toBeNull();
  });

  it('drags the volume into the timing and its _Volume mirror, committing both once', () => {
    const { onChange, onTimingChange } = setup();
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.value).toBe('80');
    fireEvent.change(slider, { target: { value: '30' } });
    fireEvent.pointerUp(slider);
    expect(onTimingChange.mock.calls).toEqual([
      [{ volume: 30 }, { transient: true }],
      [{ volume: 30 }, undefined],
    ]);
    expect(onChange.mock.calls).toEqual([
      [{ _Volume: 30 }, { transient: true }],
      [{ _Volume: 30 }, undefined],
    ]);
  });

  it('mutes and unmutes', async () => {
    const { onChange, user } = setup();
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    expect(onChange).toHaveBeenCalledWith({ _Muted: true });
  });

  it('offers the length options and sets adjustLength', async () => {
    const { onTimingChange, user } = setup(makeTiming({ trimEnd: 8, duration: 12, adjustLength: 3 }));
    const group = screen.getByRole('group', { name: 'Length' });
    expect([...group.querySelectorAll('button')].map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['None', 'false'],
      ['Loop', 'false'],
      ['Freeze at Last Frame', 'false'],
      ['Adjust as Scene', 'true'],
    ]);
    expect(screen.getByText('Speeds up or slows down to fill the bar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Freeze at Last Frame' }));
    expect(onTimingChange).toHaveBeenLastCalledWith({ adjustLength: 2 });
    await user.click(screen.getByRole('button', { name: 'Adjust as Scene' }));
    expect(onTimingChange).toHaveBeenCalledTimes(1);
  });

  it('links to mask, trim, filter, animation and shadow', async () => {
    const { onNavigate, user } = setup();
    const links = screen.getByRole('navigation', { name: 'More settings' });
    const names = [...links.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual(['Mask', 'Trim', 'Filter', 'Animation', 'Shadow']);
    await user.click(screen.getByRole('button', { name: 'Trim' }));
    expect(onNavigate).toHaveBeenCalledWith('trim');
  });
});
