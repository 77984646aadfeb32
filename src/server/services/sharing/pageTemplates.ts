import type { PageLayout, SharingPageContent } from '../../../contract/sharing.ts';

/** A template page we ship: made in code like the video templates, seeded into `sharing_pages` by key. */
export type PageTemplate = { key: string; name: string; layout: PageLayout; content: SharingPageContent };

const common = { logo: null, showSocial: true } as const;

/** The template pages of `GET /api/salespage/public/`; the first is every account's default page. */
export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    key: 'video-first',
    name: 'Video first',
    layout: 'videoFirst',
    content: {
      ...common,
      title: 'Made for {{first_name}}',
      headline: 'Hi {{first_name}}, this is for you',
      body: 'I made this for {{company}}. It takes a minute, and I would love to hear what you think.',
      ctaLabel: 'Reply to me',
      ctaUrl: '',
      brandColor: '#2f6fed',
      showCalendar: true,
    },
  },
  {
    key: 'video-calendar',
    name: 'Video and calendar',
    layout: 'calendar',
    content: {
      ...common,
      title: 'Let us find a time, {{first_name}}',
      headline: 'Watch, then pick a time that suits you',
      body: 'After the video, choose a slot in my calendar and we will walk through it together.',
      ctaLabel: 'Visit our website',
      ctaUrl: '',
      brandColor: '#0f9d74',
      showCalendar: true,
    },
  },
  {
    key: 'cta-band',
    name: 'Video and action band',
    layout: 'ctaBand',
    content: {
      ...common,
      title: '{{company}}: your next step',
      headline: 'Ready when you are, {{first_name}}',
      body: 'Everything we talked about, in one short video. One click takes you to the next step.',
      ctaLabel: 'Get started',
      ctaUrl: '',
      brandColor: '#e8590c',
      showCalendar: false,
    },
  },
  {
    key: 'split-text',
    name: 'Split with text',
    layout: 'split',
    content: {
      ...common,
      title: 'Made for {{company}}',
      headline: 'Three ideas for {{company}}',
      body: 'In the video I show where we can help first.\n\nIf one of them fits, tell me and I will send the details.',
      ctaLabel: 'Tell me more',
      ctaUrl: '',
      brandColor: '#6741d9',
      showCalendar: true,
    },
  },
  {
    key: 'minimal',
    name: 'Minimal',
    layout: 'minimal',
    content: { ...common, title: 'A short video', headline: '', body: '', ctaLabel: '', ctaUrl: '', brandColor: '#212529', showCalendar: false, showSocial: false },
  },
  {
    key: 'brand-header',
    name: 'Brand header',
    layout: 'brandHeader',
    content: {
      ...common,
      title: 'News from us, {{first_name}}',
      headline: 'Hello {{first_name}}',
      body: 'We made this video to show you what is new. Have a look, and get in touch any time.',
      ctaLabel: 'Visit our site',
      ctaUrl: '',
      brandColor: '#c2255c',
      showCalendar: false,
    },
  },
];

/** The template every account's default page is copied from on first use. */
export const DEFAULT_PAGE_TEMPLATE = PAGE_TEMPLATES[0]!;
