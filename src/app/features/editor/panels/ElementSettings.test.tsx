import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeColorsServer } from '../../../../../tests/support/app/colorsServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { ElementSettings } from './ElementSettings';
import { makeElement } from '../../../../../tests/support/canvasObjects';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ElementSettings', () => {
  it('edits one colour of a multi-colour vector', async () => {
    installFakeColorsServer();
    const onChange = vi.fn();
    renderWithProviders(<ElementSettings object={makeElement({ colorArr: ['#111111', '#222222'] })} onChange={onChange} onNavigate={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Element Settings' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colour 2: #222222' }));
    const hex = screen.getByLabelText('Hex');
    await user.clear(hex);
    await user.type(hex, '#abcdef{Enter}');
    expect(onChange.mock.calls).toEqual([[{ colorArr: ['#111111', '#abcdef'] }, undefined]]);
  });

  it('edits the fill of a single-colour vector and links to its pages', async () => {
    installFakeColorsServer();
    const onChange = vi.fn();
    const onNavigate = vi.fn();
    renderWithProviders(<ElementSettings object={makeElement({ fill: '#111111' })} onChange={onChange} onNavigate={onNavigate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colour: #111111' }));
    const hex = screen.getByLabelText('Hex');
    await user.clear(hex);
    await user.type(hex, 'fff{Enter}');
    expect(onChange.mock.calls).toEqual([[{ fill: '#ffffff' }, undefined]]);
    for (const name of ['Colour', 'Animation', 'Shadow']) await user.click(screen.getByRole('button', { name }));
    expect(onNavigate.mock.calls).toEqual([['color'], ['animation'], ['shadow']]);
  });
});
