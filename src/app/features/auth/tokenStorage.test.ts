// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { takeStartupToken } from './tokenStorage';

const open = (address: string) => window.history.replaceState(null, '', address);

describe('takeStartupToken', () => {
  beforeEach(() => localStorage.clear());

  it('takes a token handed over in the address when no one is signed in, and removes it from the address', () => {
    open('/video/?token=handed-over&mode=1');
    expect(takeStartupToken()).toBe('handed-over');
    expect(window.location.pathname + window.location.search).toBe('/video/?mode=1');
  });

  it('never replaces the signed-in session with a token from a link', () => {
    localStorage.setItem('token', 'mine');
    open('/settings?token=attackers');
    expect(takeStartupToken()).toBe('mine');
    expect(window.location.search).toBe('');
  });

  it('takes a token from the address only on the editor’s entries', () => {
    open('/myvideos/?token=attackers');
    expect(takeStartupToken()).toBeNull();
    expect(window.location.search).toBe('');
    open('/image/12/?token=handed-over');
    expect(takeStartupToken()).toBe('handed-over');
  });

  it('reads the stored session when the address has none', () => {
    localStorage.setItem('token', 'mine');
    open('/myvideos');
    expect(takeStartupToken()).toBe('mine');
  });
});
