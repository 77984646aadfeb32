/**
 * The one check every address printed in a public page passes (defence in depth: the routes
 * validate them already): an absolute http(s) URL, or a path on our origin starting with one '/'.
 * Anything else (`javascript:`, `data:`, `//elsewhere`, relative paths) is refused.
 * @returns the address unchanged, or null when refused
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? value : null;
  } catch {
    return null;
  }
}

/** An address made absolute against the page's own (for Open Graph tags, which crawlers read without a base), or null when refused. */
export function absoluteUrl(value: string | null | undefined, page: string): string | null {
  const safe = safeUrl(value);
  const base = safeUrl(page);
  if (!safe || !base) return null;
  try {
    return new URL(safe, base).href;
  } catch {
    return null;
  }
}
