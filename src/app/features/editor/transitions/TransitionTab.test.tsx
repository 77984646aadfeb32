import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueTransition, TRANSITIONS } from '../../../../scene/effects/transitions';
import type { SceneTransition } from '../../../../scene/schema/transition';
import { TransitionPickerView } from './TransitionTab';

afterEach(cleanup);

const entries = TRANSITIONS.map(catalogueTransition);
const byName = (name: string) => entries.find((entry) => entry.name === name)!;

function renderPicker(chosen: SceneTransition | null, extra: { isLoading?: boolean; isError?: boolean } = {}) {
  const onChange = vi.fn();
  const onPickColor = vi.fn();
  render(<TransitionPickerView entries={entries} chosen={chosen} onChange={onChange} onPickColor={onPickColor} {...extra} />);
  return { onChange, onPickColor, user: userEvent.setup() };
}

describe('TransitionPickerView', () => {
  it('shows None and a named card per catalogue entry, the chosen one pressed', () => {
    renderPicker({ ...byName('Wipe Left'), duration: 2 });
    const cards = screen.getAllByRole('button').filter((button) => button.classList.contains('transition-card'));
    expect(cards.map((card) => card.textContent)).toEqual(['∅None', ...entries.map((entry) => entry.name)]);
    expect(screen.getByRole('button', { name: 'Wipe Left' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'None' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Duration') as HTMLInputElement).value).toBe('2');
    expect(screen.queryByRole('button', { name: /^Colour/ })).toBeNull();
  });

  it('stores the catalogue entry as it is, keeping the chosen length; None clears it', async () => {
    const { user, onChange } = renderPicker({ ...byName('Fade'), duration: 2.5 });
    await user.click(screen.getByRole('button', { name: 'Circle Open' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...byName('Circle Open'), duration: 2.5 });
    await user.click(screen.getByRole('button', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('gives a first choice the catalogue length and default colours', async () => {
    const { user, onChange } = renderPicker(null);
    expect(screen.queryByLabelText('Duration')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Heart Reveal' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 25, name: 'Heart Reveal', src: '', animationData: {}, colorArr: [], duration: 1.5 });
    await user.click(screen.getByRole('button', { name: 'Fade to Black' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2, colorArr: ['#000000'], duration: 1 }));
  });

  it('changes the length', async () => {
    const { user, onChange } = renderPicker({ ...byName('Dissolve') });
    const field = screen.getByLabelText('Duration') as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '1.75{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...byName('Dissolve'), duration: 1.75 });
  });

  it('offers a colour field for a transition with colours, picked on the colour route', async () => {
    const { user, onPickColor } = renderPicker({ ...byName('Fade to Black'), colorArr: ['#ff0000'] });
    await user.click(screen.getByRole('button', { name: 'Colour: #ff0000' }));
    expect(onPickColor).toHaveBeenCalledWith(0, '#ff0000');
  });

  it('says when the catalogue could not be loaded', () => {
    renderPicker(null, { isError: true });
    expect(screen.getByText('The transitions could not be loaded.')).toBeTruthy();
  });
});
