import { describe, expect, it } from 'vitest';
import { mailPreviewDocument, withStillPicture } from './mailPreview';

const pictures = { animated: '/api/render/file/a1.gif', still: '/api/render/file/a1.jpg', width: 600, height: 338 };

describe('withStillPicture', () => {
  it("swaps the code's GIF for the still at the same site, and leaves every other picture", () => {
    const code = '<img src="https://mail.example.com/api/render/file/a1.gif" alt="x"><img src="https://mail.example.com/logo.gif">';
    expect(withStillPicture(code, pictures)).toBe('<img src="https://mail.example.com/api/render/file/a1.jpg" alt="x"><img src="https://mail.example.com/logo.gif">');
  });

  it('reads addresses as the code escapes them', () => {
    const code = '<img src="http://localhost:8080/api/render/file/a1.gif?v=1&amp;w=600">';
    const escaped = { ...pictures, animated: '/api/render/file/a1.gif?v=1&w=600', still: '/api/render/file/a1.jpg?v=1&w=600' };
    expect(withStillPicture(code, escaped)).toBe('<img src="http://localhost:8080/api/render/file/a1.jpg?v=1&amp;w=600">');
  });

  it("answers a code without a GIF (an image's) as it is", () => {
    const code = '<img src="http://localhost/api/render/file/a1.jpg">';
    expect(withStillPicture(code, { ...pictures, animated: null })).toBe(code);
    expect(withStillPicture(code, null)).toBe(code);
  });
});

describe('mailPreviewDocument', () => {
  it('shows the still only in the Outlook frame, and a dark page only in dark mode', () => {
    const code = '<img src="http://localhost/api/render/file/a1.gif">';
    expect(mailPreviewDocument(code, 'gmail', pictures)).toContain('a1.gif');
    expect(mailPreviewDocument(code, 'outlook', pictures)).toContain('a1.jpg');
    expect(mailPreviewDocument(code, 'outlook', pictures)).not.toContain('a1.gif');
    expect(mailPreviewDocument(code, 'dark', pictures)).toContain('<meta name="color-scheme" content="dark">');
    expect(mailPreviewDocument(code, 'gmail', pictures)).toContain('<meta name="color-scheme" content="light">');
  });
});
