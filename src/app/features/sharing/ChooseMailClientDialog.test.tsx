import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_CLIENTS } from '../../../contract/mailClients';
import { jsonReply, serveApi, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { installDialogs } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { ChooseMailClientDialog } from './ChooseMailClientDialog';

let seen: SeenRequest[];

beforeEach(() => {
  installDialogs();
  // user-event's arrow keys between radios look the group up with CSS.escape, which jsdom lacks.
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
  seen = serveApi(({ method, url }) => {
    if (url.pathname === '/api/campaign/emailclient/')
      return jsonReply({ isError: false, message: '', count: MAIL_CLIENTS.length, results: MAIL_CLIENTS.map(({ id, name, src }) => ({ id, name, src })) });
    if (url.pathname === '/api/newvideo/video/details/5/' && method === 'PUT')
      return jsonReply({ isError: false, message: '', result: { id: 5, mailClient: { id: 2, name: 'Outlook (web)' } } });
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

/** The bodies of the PUT calls so far. */
const puts = () => seen.filter((request) => request.method === 'PUT').map((request) => JSON.parse(request.body) as unknown);

function renderDialog(onClose = vi.fn()) {
  return { onClose, ...renderWithProviders(<ChooseMailClientDialog isOpen kind="video" itemId={5} currentId={1} onClose={onClose} />) };
}

describe('Choose your Mail Client', () => {
  it('lists the clients with their icons, the current one chosen', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Choose your Mail Client' });
    const gmail = await within(dialog).findByRole<HTMLInputElement>('radio', { name: 'Gmail' });
    expect(gmail.checked).toBe(true);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(MAIL_CLIENTS.map(({ id }) => String(id)));
    expect(gmail.closest('label')!.querySelector('img')!.getAttribute('src')).toBe('/mail-clients/gmail.svg');
  });

  it('Save saves nothing when the choice is the current client, and Cancel leaves it as it was', async () => {
    const { user, onClose } = renderDialog();
    await screen.findByRole('radio', { name: 'Gmail' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('radio', { name: 'Apple Mail' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(puts()).toEqual([]);
  });

  it('a choice made with the keyboard is saved with the details call', async () => {
    const { user, onClose } = renderDialog();
    const gmail = await screen.findByRole('radio', { name: 'Gmail' });
    gmail.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Outlook (web)' }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts()).toEqual([{ mailClient: 2 }]);
  });
});
