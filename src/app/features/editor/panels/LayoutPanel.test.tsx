import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avatarObjectSchema } from '../../../../scene/schema/canvasObject';
import { LayoutPanel } from './LayoutPanel';
import { makeImage } from '../../../../../tests/support/canvasObjects';

afterEach(cleanup);

const canvasSize = { width: 1920, height: 1080 };

describe('LayoutPanel', () => {
  it('moves the object to a grid cell 15 px from the edges', async () => {
    const onChange = vi.fn();
    render(<LayoutPanel object={makeImage({ width: 400, height: 300, scaleX: 0.5, scaleY: 0.5 })} canvasSize={canvasSize} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bottom right' }));
    await user.click(screen.getByRole('button', { name: 'Centre' }));
    expect(onChange.mock.calls).toEqual([[{ left: 1705, top: 915 }], [{ left: 860, top: 465 }]]);
  });

  it('marks the cell the object sits in', () => {
    render(<LayoutPanel object={makeImage({ width: 400, height: 300, scaleX: 0.5, scaleY: 0.5, left: 15, top: 15 })} canvasSize={canvasSize} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Top left' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Centre' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('stores the avatar cell in _Position', async () => {
    const onChange = vi.fn();
    const avatar = avatarObjectSchema.parse({ id: 'avatar-1', _Type: 'avatar', width: 700, height: 700 });
    render(<LayoutPanel object={avatar} canvasSize={canvasSize} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Top centre' }));
    expect(onChange).toHaveBeenCalledWith({ left: 610, top: 15, _Position: 1 });
  });

  it('edits W, H as scale and X, Y as position, in whole px', async () => {
    const onChange = vi.fn();
    render(<LayoutPanel object={makeImage({ width: 400, height: 300, left: 10.4, top: 20 })} canvasSize={canvasSize} onChange={onChange} />);
    const user = userEvent.setup();
    const w = screen.getByRole('spinbutton', { name: 'W' }) as HTMLInputElement;
    expect(w.value).toBe('400');
    expect((screen.getByRole('spinbutton', { name: 'X' }) as HTMLInputElement).value).toBe('10');
    await user.clear(w);
    await user.type(w, '200{Enter}');
    const h = screen.getByRole('spinbutton', { name: 'H' });
    await user.clear(h);
    await user.type(h, '600.4{Enter}');
    const x = screen.getByRole('spinbutton', { name: 'X' });
    await user.clear(x);
    await user.type(x, '-40.6{Enter}');
    const y = screen.getByRole('spinbutton', { name: 'Y' });
    await user.clear(y);
    await user.type(y, '300{Enter}');
    expect(onChange.mock.calls).toEqual([[{ scaleX: 0.5 }], [{ scaleY: 2 }], [{ left: -41 }], [{ top: 300 }]]);
  });
});
