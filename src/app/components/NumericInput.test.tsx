import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MS } from '../../scene/constants';
import { NumericInput, parseNumericText } from './NumericInput';
import type { NumericInputProps } from './NumericInput';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A NumericInput whose value follows its commits, like a wired field. */
function Controlled({ initial, onCommit, ...props }: Omit<NumericInputProps, 'value' | 'onChange'> & { initial: number; onCommit: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumericInput
      {...props}
      value={value}
      onChange={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

function setup(props: Partial<NumericInputProps> & { initial?: number } = {}) {
  const onCommit = vi.fn();
  const { initial = 10, ...rest } = props;
  render(<Controlled label="Width" min={0} max={100} initial={initial} onCommit={onCommit} {...rest} />);
  return { onCommit, input: screen.getByRole('spinbutton', { name: 'Width' }) as HTMLInputElement, user: userEvent.setup() };
}

describe('parseNumericText', () => {
  it('reads numbers, a decimal comma, and gives null for empty or non-numeric text', () => {
    expect(parseNumericText(' 12.5 ')).toBe(12.5);
    expect(parseNumericText('1,5')).toBe(1.5);
    expect(parseNumericText('')).toBeNull();
    expect(parseNumericText('   ')).toBeNull();
    expect(parseNumericText('abc')).toBeNull();
  });
});

describe('NumericInput', () => {
  it('is a labelled spinbutton with its range', () => {
    const { input } = setup();
    expect(input.value).toBe('10');
    expect(input.getAttribute('aria-valuenow')).toBe('10');
    expect(input.getAttribute('aria-valuemin')).toBe('0');
    expect(input.getAttribute('aria-valuemax')).toBe('100');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('commits on Enter, once, and not while typing', async () => {
    const { input, onCommit, user } = setup();
    await user.clear(input);
    await user.type(input, '42');
    expect(onCommit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(42);
    expect(input.value).toBe('42');
  });

  it('commits on blur', async () => {
    const { input, onCommit, user } = setup();
    await user.clear(input);
    await user.type(input, '7');
    await user.tab();
    expect(onCommit).toHaveBeenCalledWith(7);
  });

  it('clamps out-of-range entries without validate', async () => {
    const { input, onCommit, user } = setup();
    await user.clear(input);
    await user.type(input, '250{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(100);
    await user.clear(input);
    await user.type(input, '-3{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(0);
  });

  it('reverts an empty field or unreadable text on blur without a change', async () => {
    const { input, onCommit, user } = setup();
    await user.clear(input);
    await user.tab();
    expect(input.value).toBe('10');
    await user.clear(input);
    await user.type(input, 'abc');
    await user.tab();
    expect(input.value).toBe('10');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('Escape drops the draft', async () => {
    const { input, onCommit, user } = setup();
    await user.clear(input);
    await user.type(input, '55{Escape}');
    expect(input.value).toBe('10');
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('does not report an unchanged value', async () => {
    const { input, onCommit, user } = setup();
    await user.clear(input);
    await user.type(input, '10{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('rounds to its decimals', async () => {
    const { input, onCommit, user } = setup({ decimals: 2, step: 0.25, initial: 1 });
    await user.clear(input);
    await user.type(input, '1.005{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(1.01);
    expect(input.value).toBe('1.01');
  });

  it('steps with ArrowUp/ArrowDown and PageUp/PageDown within the bounds', async () => {
    const { input, onCommit, user } = setup({ step: 5, initial: 95 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onCommit).toHaveBeenLastCalledWith(100);
    await user.keyboard('{ArrowUp}');
    expect(onCommit).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onCommit).toHaveBeenLastCalledWith(90);
    await user.keyboard('{PageDown}');
    expect(onCommit).toHaveBeenLastCalledWith(40);
    await user.keyboard('{Home}');
    expect(onCommit).toHaveBeenLastCalledWith(0);
    await user.keyboard('{End}');
    expect(onCommit).toHaveBeenLastCalledWith(100);
  });

  it('steps with decimals without float noise', async () => {
    const { input, onCommit, user } = setup({ step: 0.1, decimals: 2, initial: 0.2 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onCommit).toHaveBeenLastCalledWith(0.3);
  });

  it('has +/- buttons, disabled at the bounds', async () => {
    const { onCommit, user } = setup({ hasButtons: true, initial: 99 });
    const increase = screen.getByRole('button', { name: 'Increase Width' }) as HTMLButtonElement;
    const decrease = screen.getByRole('button', { name: 'Decrease Width' }) as HTMLButtonElement;
    await user.click(increase);
    expect(onCommit).toHaveBeenLastCalledWith(100);
    expect(increase.disabled).toBe(true);
    await user.click(decrease);
    expect(onCommit).toHaveBeenLastCalledWith(99);
    expect(decrease.disabled).toBe(false);
  });

  it('with validate: shows the message for ALERT_MS, marks the input invalid, keeps the previous value', () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    const validate = (value: number) => (value > 50 ? "Can't be more than 50 !" : null);
    render(<Controlled label="Delay" min={0} max={100} initial={10} onCommit={onCommit} validate={validate} />);
    const input = screen.getByRole('spinbutton', { name: 'Delay' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '80' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.value).toBe('10');
    expect(screen.getByRole('alert').textContent).toBe("Can't be more than 50 !");
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    act(() => {
      vi.advanceTimersByTime(ALERT_MS - 1);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('with validate: typed values are not clamped, validate decides', async () => {
    const onCommit = vi.fn();
    render(<Controlled label="Size" min={20} max={600} initial={34} onCommit={onCommit} validate={(value) => (value > 5 ? null : 'too small')} />);
    const input = screen.getByRole('spinbutton', { name: 'Size' });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '10{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(10);
  });

  it('with validate: a rejection carrying a value shows the message and commits that value', async () => {
    const onCommit = vi.fn();
    const validate = (value: number) => (value < 4 ? { message: "Can't be more than 4 !", value: 4 } : null);
    render(<Controlled label="Scene Duration" initial={6} onCommit={onCommit} validate={validate} />);
    const input = screen.getByRole('spinbutton', { name: 'Scene Duration' }) as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '3{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(4);
    expect(input.value).toBe('4');
    expect(screen.getByRole('alert').textContent).toBe("Can't be more than 4 !");
  });

  it('shows a unit and can hide its label visually', () => {
    render(<NumericInput label="Opacity" value={50} onChange={() => {}} unit="%" isLabelHidden />);
    expect(screen.getByRole('spinbutton', { name: 'Opacity' })).toBeTruthy();
    expect(screen.getByText('Opacity').className).toBe('visually-hidden');
    expect(screen.getByText('%')).toBeTruthy();
  });
});
