import { describe, expect, it } from 'vitest';
import { MAIL_CLIENTS, mailClientById } from '../../../contract/mailClients.ts';
import { buildMailCode, MAIL_CODE_MAX_WIDTH, MailCodeError, mailCodeLabel, type MailCodeInput } from './mailCode.ts';

/** The few DOM calls these tests make: jsdom ships no types and the server's config has no DOM library. */
type Element = {
  tagName: string;
  textContent: string | null;
  children: ArrayLike<Element>;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
};
type ParsedBody = Element & { innerHTML: string };
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as { JSDOM: new (html: string) => { window: { document: { body: ParsedBody } } } };

/** The code's HTML as a browser would read it: the body of a page holding only the code. */
const parse = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body;
const all = (root: Element, selector: string) => Array.from(root.querySelectorAll(selector));

const gmail = mailClientById(1)!;
const outlookDesktop = mailClientById(3)!;

const input = (overrides: Partial<MailCodeInput> = {}): MailCodeInput => ({
  client: gmail,
  pageUrl: 'https://studio.example/s/abc123/go/page?contact=7',
  gif: { url: 'https://studio.example/m/k1/video.gif', width: 480, height: 270 },
  jpeg: { url: 'https://studio.example/m/k1/first.jpg', width: 960, height: 540 },
  name: 'Ada',
  ...overrides,
});

describe('buildMailCode', () => {
  it('builds one table: the picture linked to the page, a text link under it, nothing outside', () => {
    const code = buildMailCode(input());
    const body = parse(code.html);
    expect(Array.from(body.children).map((child) => child.tagName)).toEqual(['TABLE']);
    const table = body.children[0]!;
    expect(table.getAttribute('role')).toBe('presentation');
    expect(all(table, 'tr')).toHaveLength(2);
    const [pictureLink, textLink] = all(table, 'a');
    expect(all(pictureLink!, 'img')).toHaveLength(1);
    expect(pictureLink!.getAttribute('href')).toBe('https://studio.example/s/abc123/go/page?contact=7');
    expect(textLink!.getAttribute('href')).toBe(pictureLink!.getAttribute('href'));
    expect(textLink!.textContent).toBe('Play the video for Ada');
    expect(all(table, 'script, style, link, iframe')).toHaveLength(0);
  });

  it('gives the picture the alt text with the name, or without one', () => {
    expect(all(parse(buildMailCode(input()).html), 'img')[0]!.getAttribute('alt')).toBe('Play the video for Ada');
    for (const name of [undefined, '', '  \n\t ']) {
      const code = buildMailCode(input({ name }));
      expect(all(parse(code.html), 'img')[0]!.getAttribute('alt')).toBe('Play the video');
      expect(code.text).toBe('Play the video: https://studio.example/s/abc123/go/page?contact=7');
    }
    expect(mailCodeLabel(' Ada\r\nLovelace ')).toBe('Play the video for Ada Lovelace');
    expect(mailCodeLabel('Ada', 'image')).toBe('See the image for Ada');
    expect(buildMailCode(input({ name: '', subject: 'image' })).label).toBe('See the image');
  });

  it('styles inline only, with absolute http(s) addresses in every src and href', () => {
    for (const client of MAIL_CLIENTS) {
      const body = parse(buildMailCode(input({ client })).html);
      for (const element of all(body, '[src], [href]')) {
        for (const attribute of ['src', 'href']) {
          const value = element.getAttribute(attribute);
          if (value !== null) expect(value, `${client.name} ${attribute}`).toMatch(/^https?:\/\/[^/\s]+\//);
        }
      }
      expect(all(body, 'img, a, table, td').every((element) => element.getAttribute('style'))).toBe(true);
      expect(all(body, '[class], [id]')).toHaveLength(0);
    }
  });

  it('shows the GIF to clients that animate it and the still JPEG to Outlook on the desktop', () => {
    expect(buildMailCode(input()).picture.url).toBe('https://studio.example/m/k1/video.gif');
    const code = buildMailCode(input({ client: outlookDesktop }));
    expect(code.picture.url).toBe('https://studio.example/m/k1/first.jpg');
    expect(all(parse(code.html), 'img')[0]!.getAttribute('src')).toBe('https://studio.example/m/k1/first.jpg');
  });

  it('is never wider than 600 px: a larger picture is scaled down in proportion', () => {
    const code = buildMailCode(input({ gif: { url: 'https://studio.example/big.gif', width: 1920, height: 1080 } }));
    expect(code.picture).toMatchObject({ width: MAIL_CODE_MAX_WIDTH, height: 338 });
    const body = parse(code.html);
    const table = all(body, 'table')[0]!;
    const img = all(body, 'img')[0]!;
    expect(Number(table.getAttribute('width'))).toBeLessThanOrEqual(600);
    expect(Number(img.getAttribute('width'))).toBe(600);
    expect(Number(img.getAttribute('height'))).toBe(338);
    expect(table.getAttribute('style')).toContain('max-width:600px');
    expect(img.getAttribute('style')).toContain('width:600px');
    const small = buildMailCode(input());
    expect(all(parse(small.html), 'img')[0]!.getAttribute('width')).toBe('480');
  });

  it('puts the link in the plain text', () => {
    expect(buildMailCode(input()).text).toBe('Play the video for Ada: https://studio.example/s/abc123/go/page?contact=7');
  });

  it('keeps a hostile name as text, in the alt text, the link and the plain text', () => {
    const name = '"><img src=x onerror=alert(1)>';
    const code = buildMailCode(input({ name }));
    const body = parse(code.html);
    expect(all(body, 'img')).toHaveLength(1);
    expect(all(body, '[onerror]')).toHaveLength(0);
    expect(all(body, 'img')[0]!.getAttribute('alt')).toBe(`Play the video for ${name}`);
    expect(all(body, 'a')[1]!.textContent).toBe(`Play the video for ${name}`);
    expect(code.html).not.toContain('<img src=x');
    expect(code.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(code.text).toBe(`Play the video for ${name}: https://studio.example/s/abc123/go/page?contact=7`);
    const ampersand = parse(buildMailCode(input({ name: 'Tom & Jerry <3' })).html);
    expect(all(ampersand, 'a')[1]!.textContent).toBe('Play the video for Tom & Jerry <3');
  });

  it('keeps hostile addresses inside their attributes', () => {
    const pageUrl = `https://studio.example/s/a"onmouseover="alert(1)'x<b>?q="><script>alert(2)</script>&r=1`;
    const gifUrl = `https://cdn.example/p.gif?"><img src=x onerror=alert(3)>`;
    const code = buildMailCode(input({ pageUrl, gif: { url: gifUrl, width: 480, height: 270 } }));
    const body = parse(code.html);
    expect(all(body, 'script, b, [onmouseover], [onerror]')).toHaveLength(0);
    expect(all(body, 'img')).toHaveLength(1);
    expect(all(body, 'a')).toHaveLength(2);
    const href = all(body, 'a')[0]!.getAttribute('href')!;
    expect(href).toBe(new URL(pageUrl).href);
    expect(href).not.toMatch(/["<> ]/);
    expect(all(body, 'img')[0]!.getAttribute('src')).toBe(new URL(gifUrl).href);
    expect(code.text.endsWith(new URL(pageUrl).href)).toBe(true);
  });

  it('refuses an address that is not absolute http(s), naming it', () => {
    for (const pageUrl of ['javascript:alert(1)', '/s/abc', 'data:text/html,hi', 'ftp://a.example/x', 'https://user:pw@studio.example/', '']) {
      expect(() => buildMailCode(input({ pageUrl })), pageUrl).toThrow(MailCodeError);
    }
    expect(() => buildMailCode(input({ gif: { url: '//cdn.example/a.gif', width: 1, height: 1 } }))).toThrow('gif.url must be an absolute http(s) address');
    expect(() => buildMailCode(input({ client: outlookDesktop, jpeg: { url: 'vbscript:x', width: 1, height: 1 } }))).toThrow('jpeg.url');
  });
});
