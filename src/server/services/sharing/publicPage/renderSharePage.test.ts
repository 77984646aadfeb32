import { describe, expect, it } from 'vitest';
import { PAGE_LAYOUTS } from '../../../../contract/sharing.ts';
import { XSS, xssView } from '../../../../../tests/support/sharePageFixtures.ts';
import { PAGE_TEMPLATES } from '../pageTemplates.ts';
import { renderGonePage, renderNotFoundPage, renderSharePage, type SharePageView } from './renderSharePage.ts';
import { sampleShareView } from './sampleShareView.ts';
import { SHARE_ASSETS } from './shareAssets.ts';
import { sharePageCsp } from './sharePageCsp.ts';
import { absoluteUrl, safeUrl } from './safeUrl.ts';

const sample = (layout: SharePageView['layout']) => ({ ...sampleShareView(PAGE_TEMPLATES[0]!, '/poster.jpg'), layout });
const bytes = (html: string) => Buffer.byteLength(html);

describe('renderSharePage', () => {
  it.each(PAGE_LAYOUTS)('renders the %s layout: poster, texts, actions and social links, no inline script', (layout) => {
    const html = renderSharePage({ ...sample(layout), viewId: 'v1' });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`class="page page--${layout}"`);
    expect(html).toContain('<video controls playsinline preload="metadata" width="1920" height="1080" poster="/poster.jpg" data-view="v1" data-played="/s/sample/played"');
    expect(html).toContain('<source src="/s/sample/video.mp4" type="video/mp4">');
    expect(html).toContain('Hi Sam, this is for you');
    expect(html).toContain('href="/s/sample/go/cta"');
    expect(html).toContain('href="/s/sample/go/calendar"');
    for (const target of ['linkedin', 'facebook', 'twitter']) expect(html).toContain(`href="/s/sample/go/${target}"`);
    expect(html).toContain(`<script src="${SHARE_ASSETS.js.path}" defer></script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(bytes(html)).toBeLessThan(30 * 1024);
  });

  it('shows the CTA only with a label and an address, the calendar only with an address, no script without a view', () => {
    const view = sample('split');
    const html = renderSharePage({ ...view, content: { ...view.content, ctaLabel: '' }, addresses: { ...view.addresses, go: {} }, viewId: null });
    expect(html).not.toContain('/go/');
    expect(html).not.toContain('class="actions"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-view');
  });

  it('prints Open Graph and Twitter card tags with absolute addresses', () => {
    const html = renderSharePage(sample('videoFirst'));
    expect(html).toContain('<meta property="og:title" content="Made for Sam">');
    expect(html).toContain('<meta property="og:url" content="https://share.invalid/s/sample">');
    expect(html).toContain('<meta property="og:image" content="https://share.invalid/poster.jpg">');
    expect(html).toContain('<meta property="og:video" content="https://share.invalid/s/sample/video.mp4">');
    expect(html).toContain('<meta property="og:video:type" content="video/mp4">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="description" content="I made this for Northwind.');
  });

  it("keeps the item's shape, adds captions, and shows an image item as a picture", () => {
    const view = sample('minimal');
    const portrait = renderSharePage({ ...view, item: { ...view.item, width: 1080, height: 1920 }, addresses: { ...view.addresses, captions: '/s/t/captions.vtt' } });
    expect(portrait).toContain('class="player player--portrait"');
    expect(portrait).toContain('<track kind="captions" src="/s/t/captions.vtt" srclang="en" label="Captions" default>');
    const image = renderSharePage({ ...view, item: { name: 'Card', kind: 'image', width: 800, height: 800 }, viewId: 'v' });
    expect(image).toContain('<img src="/poster.jpg" width="800" height="800" alt="Card">');
    expect(image).not.toContain('<video');
    expect(image).not.toContain('<script');
  });

  it('splits the body into paragraphs at blank lines and keeps single line breaks', () => {
    const view = sample('split');
    const html = renderSharePage({ ...view, content: { ...view.content, body: 'One\nline two\n\n\nThree' } });
    expect(html).toContain('<p>One<br>line two</p><p>Three</p>');
  });

  it("puts the brand colour in the nonce'd style, and a fallback for anything but #rrggbb", () => {
    const view = sample('ctaBand');
    expect(renderSharePage({ ...view, content: { ...view.content, brandColor: '#FFD43B' } })).toContain(
      `<style nonce="${view.nonce}">:root{--brand:#ffd43b;--on-brand:#111318}.player video,.player img{aspect-ratio:1920/1080}</style>`,
    );
    expect(renderSharePage(view)).toContain('--brand:#2f6fed;--on-brand:#ffffff');
  });

  it('escapes every user string and refuses every address that is not http(s) or our path', () => {
    const html = renderSharePage(xssView());
    expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>tags/);
    expect(html).not.toMatch(/javascript:|data:text|evil\.example/i);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;</title>');
    expect(html).toContain('<h1>&lt;script&gt;alert(&quot;headline&quot;)&lt;/script&gt;</h1>');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(&quot;body&quot;)&gt;');
    expect(html).toContain('<p>{{7*7}} and &#39;quotes&#39; &amp; &lt;b&gt;tags&lt;/b&gt;</p>');
    expect(html).toContain('&quot;&gt;&lt;svg onload=alert(&quot;owner&quot;)&gt;');
    // The view id is printed escaped in the player; the one script is our file; the one allowed social link stays.
    expect(html).toContain('data-view="&quot;&gt;&lt;script&gt;alert(&quot;view&quot;)&lt;/script&gt;"');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<script src="${SHARE_ASSETS.js.path}" defer></script>`);
    expect(html).toContain('href="/s/sample/go/twitter"');
    expect(html).toContain('--brand:#2f6fed');
    expect(html).not.toContain(XSS.ctaLabel);
  });

  it('leaves out a video whose address is refused (and with it the beacon)', () => {
    const view = xssView();
    const html = renderSharePage({ ...view, addresses: { ...view.addresses, video: '//evil.example/v.mp4', poster: null } });
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<script');
  });

  it('answers the 410 and 404 pages without user data', () => {
    expect(renderGonePage()).toContain('<h1>This video is no longer available</h1>');
    expect(renderNotFoundPage()).toContain('<h1>This link does not exist</h1>');
    for (const html of [renderGonePage(), renderNotFoundPage()]) expect(html).not.toContain('<script');
  });
});

describe('safeUrl', () => {
  it('keeps http(s) addresses and our paths, refuses the rest', () => {
    for (const good of ['https://example.com/x?y=1', 'http://example.com', '/s/abc/go/cta']) expect(safeUrl(good)).toBe(good);
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'relative/path',
      'mailto:a@b.c',
      '',
      null,
    ])
      expect(safeUrl(bad)).toBeNull();
    expect(absoluteUrl('/p.jpg', 'https://share.example/s/t')).toBe('https://share.example/p.jpg');
  });
});

describe('sharePageCsp', () => {
  it("allows only our origin and the nonce'd style, no inline script", () => {
    const csp = sharePageCsp('abcDEF123456');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'nonce-abcDEF123456'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe');
    expect(() => sharePageCsp("x' 'unsafe-inline")).toThrow(RangeError);
  });
});
