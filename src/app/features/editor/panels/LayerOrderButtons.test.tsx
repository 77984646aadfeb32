import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayerOrderButtons } from './LayerOrderButtons';

afterEach(cleanup);

describe('LayerOrderButtons', () => {
  it('shows Back, Backward, Forward, Front, enabled as the moves allow', async () => {
    const onMove = vi.fn();
    render(<LayerOrderButtons moves={{ back: false, backward: false, forward: true, front: true }} onMove={onMove} />);
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['Back', true],
      ['Backward', true],
      ['Forward', false],
      ['Front', false],
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Front' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onMove.mock.calls).toEqual([['front']]);
  });
});
