import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailPicturesRef } from '../../../contract/mail';
import { stubResizeObserver } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { MailPreview } from './MailPreview';

const pictures: MailPicturesRef = { animated: '/api/render/file/abc.gif', still: '/api/render/file/abc.jpg', width: 600, height: 338 };

const code = [
  '<table role="presentation" width="600"><tr><td style="padding:0;">',
  '<a href="http://localhost:8080/s/tok/go/mail" target="_blank"><img src="http://localhost:8080/api/render/file/abc.gif" width="600" height="338" alt="Play the video for Ada"></a>',
  '</td></tr><tr><td><a href="http://localhost:8080/s/tok/go/mail" style="color:#1a73e8;">Play the video for Ada</a></td></tr></table>',
].join('');

beforeEach(() => stubResizeObserver());

/** The shown frame and its document. */
const frame = (name: string) => screen.getByTitle<HTMLIFrameElement>(`The mail code as ${name} shows it`);

describe('the mail client previews', () => {
  it('draws the code in a frame sandboxed without scripts, as Gmail shows it first', () => {
    renderWithProviders(<MailPreview kind="video" code={code} pictures={pictures} isReady subject="Hello Ada" thumbnail={null} />);
    expect(screen.getByRole('button', { name: 'Gmail' }).getAttribute('aria-pressed')).toBe('true');
    const gmail = frame('Gmail');
    expect(gmail.getAttribute('sandbox')!.split(' ')).not.toContain('allow-scripts');
    expect(gmail.srcdoc).toContain('src="http://localhost:8080/api/render/file/abc.gif"');
    screen.getByText('Hello Ada');
  });

  it("shows the still in Outlook's frame (Outlook on the desktop draws only a GIF's first frame)", async () => {
    const { user } = renderWithProviders(<MailPreview kind="video" code={code} pictures={pictures} isReady subject="Hello Ada" thumbnail={null} />);
    await user.click(screen.getByRole('button', { name: 'Outlook' }));
    expect(screen.getByRole('button', { name: 'Outlook' }).getAttribute('aria-pressed')).toBe('true');
    const outlook = frame('Outlook');
    expect(outlook.srcdoc).toContain('src="http://localhost:8080/api/render/file/abc.jpg"');
    expect(outlook.srcdoc).not.toContain('abc.gif');
    // The rest of the code is as it was.
    expect(outlook.srcdoc).toContain('alt="Play the video for Ada"');
    expect(outlook.srcdoc.match(/href="http:\/\/localhost:8080\/s\/tok\/go\/mail"/g)).toHaveLength(2);
  });

  it('turns the page dark and the text light in dark mode', async () => {
    const { user } = renderWithProviders(<MailPreview kind="video" code={code} pictures={pictures} isReady subject="Hello Ada" thumbnail={null} />);
    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    const dark = frame('Dark mode').srcdoc;
    expect(dark).toContain('content="dark"');
    expect(dark).toContain('background:#1f1f1f');
    expect(dark).toContain('a,a *{color:#8ab4f8!important}');
    expect(dark).toContain('abc.gif');
  });

  it('shows the thumbnail and when the code comes until it exists', () => {
    const { unmount } = renderWithProviders(<MailPreview kind="video" code={null} pictures={null} isReady={false} subject="Hello" thumbnail="/files/5.jpg" />);
    screen.getByText('The code appears here once the video is ready.');
    expect(document.querySelector('.mail-window-waiting img')!.getAttribute('src')).toBe('/files/5.jpg');
    expect(screen.queryByTitle(/^The mail code as/)).toBeNull();
    unmount();
    renderWithProviders(<MailPreview kind="video" code={null} pictures={null} isReady subject="Hello" thumbnail="/files/5.jpg" />);
    screen.getByText('Preparing the mail code…');
  });
});
