import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { animationCatalogue } from '../../../../scene/effects/animations';
import { textAnimationCatalogue } from '../../../../scene/effects/textAnimations';
import { elementTimingSchema } from '../../../../scene/schema/elementTiming';
import { AnimationPanelView, chooseAnimation } from './AnimationPanel';

afterEach(cleanup);

const timing = elementTimingSchema.parse({ stayTime: 4, enter: 1, exit: 0.5, animation: { enter: { id: 2 }, exit: { id: 5 }, place: { id: 34 } } });

function renderPanel(extra: { isText?: boolean } = {}) {
  const onTimingChange = vi.fn();
  render(
    <AnimationPanelView
      objectId="box"
      timing={timing}
      onTimingChange={onTimingChange}
      onBack={vi.fn()}
      animations={animationCatalogue()}
      textAnimations={textAnimationCatalogue()}
      {...extra}
    />,
  );
  return { onTimingChange, user: userEvent.setup() };
}

describe('AnimationPanel', () => {
  it('shows the Enter tab with the chosen animation pressed, and the In Place and Exit tabs', async () => {
    const { user } = renderPanel();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Enter', 'In Place', 'Exit']);
    expect(screen.getByRole('button', { name: 'Slide In Left' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Pulse' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'In Place' }));
    expect(screen.getByRole('button', { name: 'Steady' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByLabelText('Duration')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Exit' }));
    expect(screen.getByRole('button', { name: 'None' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('writes the chosen animation into its slot; None sets the duration to 0', async () => {
    const { user, onTimingChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'None' }));
    expect(onTimingChange).toHaveBeenLastCalledWith(expect.objectContaining({ enter: 0, animation: expect.objectContaining({ enter: expect.objectContaining({ id: 5 }) }) }));
    await user.click(screen.getByRole('button', { name: 'Fade In' }));
    expect(onTimingChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ enter: 1, animation: expect.objectContaining({ enter: expect.objectContaining({ id: 1 }), exit: { id: 5 } }) }),
    );
  });

  it('gives a slot chosen from 0 the default 1 s within the limit', () => {
    const bare = elementTimingSchema.parse({ stayTime: 0.8, enter: 0, exit: 0 });
    expect(chooseAnimation(bare, 'exit', { id: 22, animationData: {} })).toMatchObject({ exit: 0.8, animation: { exit: { id: 22 }, enter: { id: 5 }, place: { id: 34 } } });
  });

  it('refuses durations out of range with the spec messages, keeping the value', async () => {
    const { user, onTimingChange } = renderPanel();
    const field = screen.getByLabelText('Duration') as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '3.6{Enter}');
    expect(screen.getByText("Can't be more than 3.5 !")).toBeTruthy();
    expect(onTimingChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '-1{Enter}');
    expect(screen.getByText("Can't be less than 0 !")).toBeTruthy();
    await user.clear(field);
    await user.type(field, '2.5{Enter}');
    expect(onTimingChange).toHaveBeenLastCalledWith({ enter: 2.5 });
  });

  it('offers texts their animations by character, word and line', async () => {
    const { user, onTimingChange } = renderPanel({ isText: true });
    expect(screen.getByRole('list', { name: 'Text animations by word' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fade by Word' }));
    expect(onTimingChange).toHaveBeenLastCalledWith(expect.objectContaining({ animation: expect.objectContaining({ enter: expect.objectContaining({ id: 106 }) }) }));
  });
});
