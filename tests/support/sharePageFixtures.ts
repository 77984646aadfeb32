import type { SharePageView } from '../../src/server/services/sharing/publicPage/renderSharePage.ts';

/** Script payloads in every text, name and address of a share page. */
export const XSS = {
  title: '</title><script>alert("title")</script>',
  headline: '<script>alert("headline")</script>',
  body: '"><img src=x onerror=alert("body")>\n\n{{7*7}} and \'quotes\' & <b>tags</b>',
  ctaLabel: '"><img src=x onerror=alert("cta")>',
  itemName: '<script>alert("item")</script>',
  ownerName: '"><svg onload=alert("owner")>',
} as const;

/** A share page whose every field holds a payload (see {@link XSS}); refused addresses use `javascript:`, `data:` and `//`. */
export function xssView(): SharePageView {
  return {
    layout: 'videoFirst',
    content: {
      title: XSS.title,
      headline: XSS.headline,
      body: XSS.body,
      ctaLabel: XSS.ctaLabel,
      ctaUrl: 'javascript:alert("ctaUrl")',
      brandColor: '#fff;}</style><script>alert("brand")</script>',
      logo: 'javascript:alert("logo")',
      showCalendar: true,
      showSocial: true,
    },
    item: { name: XSS.itemName, kind: 'video', width: 1920, height: 1080 },
    owner: { name: XSS.ownerName, calendarUrl: 'javascript:alert(1)', linkedinUrl: '', facebookUrl: '', twitterUrl: '' },
    addresses: {
      page: 'https://share.example/s/token',
      video: '/s/sample/video.mp4',
      poster: 'javascript:alert("poster")',
      captions: 'data:text/vtt,WEBVTT',
      played: '/s/sample/played',
      go: {
        cta: 'javascript:alert("go")',
        calendar: ' JaVaScRiPt:alert("calendar")',
        linkedin: 'data:text/html,<script>alert("linkedin")</script>',
        facebook: '//evil.example/facebook',
        twitter: '/s/sample/go/twitter',
      },
    },
    viewId: '"><script>alert("view")</script>',
    nonce: 'dGVzdC1ub25jZS0x',
  };
}
