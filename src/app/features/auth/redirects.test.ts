import { describe, expect, it } from 'vitest';
import { loginPathFor, postLoginPath, safeRedirectPath, serverRedirectTarget } from './redirects';

describe('safeRedirectPath', () => {
  it.each(['/', '/myvideos', '/myvideos/12?tab=drafts', '/video/0/1/avatar#top'])('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([null, undefined, '', 'myvideos', 'https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', '/ok\n', '/a b', 'javascript:alert(1)'])(
    'refuses %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('postLoginPath', () => {
  const after = (query: string) => postLoginPath(new URLSearchParams(query));

  it('goes home by default', () => {
    expect(after('')).toBe('/');
  });

  it('follows a same-site redirect', () => {
    expect(after('redirect=%2Fmyvideos%3Ftab%3D1')).toBe('/myvideos?tab=1');
  });

  it('ignores a foreign redirect', () => {
    expect(after('redirect=https://evil.example')).toBe('/');
    expect(after('redirect=//evil.example')).toBe('/');
  });

  it('opens the template copy page for a template', () => {
    expect(after('template=42')).toBe('/new-template?template=42');
    expect(after('template=a b&c')).toBe('/new-template?template=a%20b');
  });

  it('prefers redirect over template', () => {
    expect(after('redirect=/faq&template=42')).toBe('/faq');
  });
});

describe('loginPathFor', () => {
  it('sends home to plain login', () => {
    expect(loginPathFor('/', '')).toBe('/login/');
    expect(loginPathFor('/', '?x=1')).toBe('/login/');
  });

  it('carries the current path and query as redirect', () => {
    expect(loginPathFor('/myvideos', '')).toBe('/login/?redirect=%2Fmyvideos');
    expect(loginPathFor('/myvideos/7', '?ptab=abc')).toBe('/login/?redirect=%2Fmyvideos%2F7%3Fptab%3Dabc');
  });

  it('keeps the template of the template copy page', () => {
    expect(loginPathFor('/new-template', '?template=42')).toBe('/login/?template=42');
    expect(loginPathFor('/new-template/', '?template=42')).toBe('/login/?template=42');
  });

  it('round-trips through postLoginPath', () => {
    const login = new URL(loginPathFor('/myimages/3', '?a=1&b=2'), 'http://x');
    expect(postLoginPath(login.searchParams)).toBe('/myimages/3?a=1&b=2');
  });
});

describe('serverRedirectTarget', () => {
  it('keeps in-app paths in the app', () => {
    expect(serverRedirectTarget('/login/')).toEqual({ path: '/login/' });
  });

  it('allows absolute http(s) addresses', () => {
    expect(serverRedirectTarget('https://example.com/welcome')).toEqual({ url: 'https://example.com/welcome' });
  });

  it('refuses other schemes and nothing', () => {
    expect(serverRedirectTarget('javascript:alert(1)')).toBeNull();
    expect(serverRedirectTarget(undefined)).toBeNull();
    expect(serverRedirectTarget('')).toBeNull();
  });
});
