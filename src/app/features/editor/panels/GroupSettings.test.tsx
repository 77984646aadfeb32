import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupSettings } from './GroupSettings';
import { makeBackground, makeImage, makeText } from '../../../../../tests/support/canvasObjects';

afterEach(cleanup);

const a = makeImage({ id: 'a', left: 10, top: 20, width: 100, height: 50 });
const b = makeImage({ id: 'b', left: 300, top: 100, width: 100, height: 50, opacity: 0.5 });

describe('GroupSettings', () => {
  it('is titled Group Settings and counts the objects', () => {
    render(<GroupSettings objects={[a, b]} onChangeMany={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Group Settings' })).toBeTruthy();
    expect(screen.getByText('2 objects selected')).toBeTruthy();
  });

  it('aligns the objects in one change', async () => {
    const onChangeMany = vi.fn();
    render(<GroupSettings objects={[a, b]} onChangeMany={onChangeMany} onDelete={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Align left' }));
    expect(onChangeMany.mock.calls).toEqual([[[{ id: 'b', patch: { left: 10 } }]]]);
  });

  it('sets one opacity on all objects', async () => {
    const onChangeMany = vi.fn();
    render(<GroupSettings objects={[a, b]} onChangeMany={onChangeMany} onDelete={() => {}} />);
    expect(screen.getByText('The objects have different opacities; a change sets them all.')).toBeTruthy();
    const user = userEvent.setup();
    const field = screen.getByRole('spinbutton', { name: 'Opacity of all' });
    await user.clear(field);
    await user.type(field, '30{Enter}');
    expect(onChangeMany.mock.calls).toEqual([
      [
        [
          { id: 'a', patch: { opacity: 0.3 } },
          { id: 'b', patch: { opacity: 0.3 } },
        ],
        undefined,
      ],
    ]);
  });

  it('deletes, but not with the background selected', async () => {
    const onDelete = vi.fn();
    const { rerender } = render(<GroupSettings objects={[a, makeText()]} onChangeMany={() => {}} onDelete={onDelete} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    rerender(<GroupSettings objects={[a, makeBackground()]} onChangeMany={() => {}} onDelete={onDelete} />);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
