import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MASKS, searchMasks } from '../../../../scene/effects/masks';
import { jsonReply, serveApi, type SeenRequest } from '../../../../../tests/support/app/apiServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { makeImage } from '../../../../../tests/support/canvasObjects';
import { MaskPicker } from './MaskPicker';

let requests: SeenRequest[];

beforeEach(() => {
  requests = serveApi(({ url }) => {
    const results = searchMasks(url.searchParams.get('q') ?? undefined);
    return jsonReply({ isError: false, message: '', count: results.length, next: null, results });
  });
});

describe('MaskPicker', () => {
  it('shows the catalogue, searches from one character and stores {id, name, src}', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<MaskPicker object={makeImage()} onChange={onChange} onBack={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Heart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No mask' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: 'Search masks' }), 's');
    await screen.findByRole('button', { name: 'Shield' });
    expect(requests.at(-1)?.url).toBe('/api/assets/masks/?limit=40&offset=0&q=s');
    await user.type(screen.getByRole('searchbox', { name: 'Search masks' }), 'tar');
    await user.click(await screen.findByRole('button', { name: 'Starburst' }));
    const starburst = MASKS.find((mask) => mask.name === 'Starburst')!;
    expect(onChange).toHaveBeenLastCalledWith({ _Mask: { id: starburst.id, name: 'Starburst', src: starburst.src } });
    // Four searches, each drawing the mask grid anew: near the 5 s default on a loaded machine.
  }, 15_000);
});
