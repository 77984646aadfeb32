import { describe, expect, it } from 'vitest';
import { canCopyLink, canDeleteSharingPage, encodePtab, isNewSharingPage, parsePtab, ptabTarget, sharingPageName } from './shareRules';

describe('sharingPageName', () => {
  it('keeps a name of 40 characters and cuts a longer one to 40 with an ellipsis', () => {
    const forty = 'x'.repeat(40);
    expect(sharingPageName(forty)).toBe(forty);
    const cut = sharingPageName(`${forty}y`);
    expect(cut).toHaveLength(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(sharingPageName('  Spring offer  ')).toBe('Spring offer');
  });
});

describe('canCopyLink', () => {
  it('copies only at status 1 with a link', () => {
    expect(canCopyLink(1, 'http://x/s/abc')).toBe(true);
    for (const status of [0, 2, 3, 99, null]) expect(canCopyLink(status, 'http://x/s/abc')).toBe(false);
    expect(canCopyLink(1, null)).toBe(false);
    expect(canCopyLink(1, '')).toBe(false);
    expect(canCopyLink(1, undefined)).toBe(false);
  });
});

describe('ptab', () => {
  it('reads back what it writes, and names the button it presses', () => {
    const value = encodePtab({ tab: 'link', pageId: 7, videoId: 12 });
    expect(parsePtab(value)).toEqual({ tab: 'link', pageId: 7, videoId: 12 });
    expect(ptabTarget({ tab: 'link', pageId: 7 })).toBe('page');
    expect(ptabTarget({ tab: 'link', imageId: 3 })).toBe('thumbnail');
    expect(ptabTarget({ tab: 'link', videoId: 3 })).toBeNull();
  });

  it('answers null for a value that is not base64 JSON of the schema', () => {
    expect(parsePtab('%%%')).toBeNull();
    expect(parsePtab(btoa('not json'))).toBeNull();
    expect(parsePtab(btoa(JSON.stringify({ tab: 'other' })))).toBeNull();
    expect(parsePtab(btoa(JSON.stringify({ tab: 'link', pageId: -1 })))).toBeNull();
    expect(parsePtab('')).toBeNull();
  });
});

describe('sharing page choice', () => {
  it('saves only a different page, and never deletes the current or the default page', () => {
    expect(isNewSharingPage(4, 4)).toBe(false);
    expect(isNewSharingPage(4, null)).toBe(false);
    expect(isNewSharingPage(4, 5)).toBe(true);
    expect(isNewSharingPage(undefined, 5)).toBe(true);
    expect(canDeleteSharingPage({ id: 4, isDefault: false }, 4)).toBe(false);
    expect(canDeleteSharingPage({ id: 5, isDefault: true }, 4)).toBe(false);
    expect(canDeleteSharingPage({ id: 5, isDefault: false }, 4)).toBe(true);
  });
});
