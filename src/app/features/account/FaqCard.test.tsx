// React's HTML renderer; the lint pattern for our src/server matches its name only.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqCard } from './FaqCard';

const faq = { id: 1, description: 'How do I create my first avatar video?', video: '/help/first.mp4', videoThumbnail: '/help/first.jpg' };

describe('FaqCard', () => {
  it('shows the thumbnail and the description on a button that opens the player', () => {
    const html = renderToStaticMarkup(<FaqCard faq={faq} onPlay={() => {}} />);
    expect(html).toContain('<img src="/help/first.jpg" alt="" loading="lazy"/>');
    expect(html).toContain('How do I create my first avatar video?');
    expect(html).toContain('aria-label="Play: How do I create my first avatar video?"');
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('Video coming soon');
  });

  it('shows a neutral frame and cannot be played while the entry has no video', () => {
    const html = renderToStaticMarkup(<FaqCard faq={{ ...faq, video: '', videoThumbnail: '' }} onPlay={() => {}} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('faq-thumb-empty');
    expect(html).toContain('disabled=""');
    expect(html).toContain('Video coming soon');
  });

  it('escapes the description', () => {
    const html = renderToStaticMarkup(<FaqCard faq={{ ...faq, description: '<b>bold</b> & more' }} onPlay={() => {}} />);
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more');
  });
});
