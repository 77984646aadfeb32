import { fillMergeTags } from '../../../../scene/mergeTags.ts';
import type { PageTemplate } from '../pageTemplates.ts';
import type { SharePageView } from './renderSharePage.ts';

/** The contact a template page's picture is shown for (its merge tags filled with these). */
export const SAMPLE_CONTACT: Readonly<Record<string, string>> = { first_name: 'Sam', last_name: 'Taylor', company: 'Northwind', email: 'sam@northwind.example' };

/** The owner a template page's picture shows: every link set, so every part of the layout appears. */
const SAMPLE_OWNER: SharePageView['owner'] = {
  name: 'Alex Morgan',
  calendarUrl: 'https://calendar.example/alex',
  linkedinUrl: 'https://www.linkedin.com/in/example',
  facebookUrl: 'https://www.facebook.com/example',
  twitterUrl: 'https://x.com/example',
};

/** Where a sample page's files are (never fetched from the network: the picture taker answers them). */
export const SAMPLE_BASE = 'https://share.invalid';

/**
 * A template page as a viewer sees it, for its pictures: merge tags filled for {@link SAMPLE_CONTACT},
 * a 16:9 video with `poster` as its poster, the call to action, calendar and social links set, no view (no beacon).
 */
export function sampleShareView(template: PageTemplate, poster: string): SharePageView {
  const { content } = template;
  const go = (target: string) => `/s/sample/go/${target}`;
  return {
    layout: template.layout,
    content: {
      ...content,
      title: fillMergeTags(content.title, SAMPLE_CONTACT),
      headline: fillMergeTags(content.headline, SAMPLE_CONTACT),
      body: fillMergeTags(content.body, SAMPLE_CONTACT),
    },
    item: { name: template.name, kind: 'video', width: 1920, height: 1080 },
    owner: SAMPLE_OWNER,
    addresses: {
      page: `${SAMPLE_BASE}/s/sample`,
      video: '/s/sample/video.mp4',
      poster,
      captions: null,
      played: '/s/sample/played',
      go: {
        ...(content.ctaLabel ? { cta: go('cta') } : {}),
        ...(content.showCalendar ? { calendar: go('calendar') } : {}),
        ...(content.showSocial ? { linkedin: go('linkedin'), facebook: go('facebook'), twitter: go('twitter') } : {}),
      },
    },
    viewId: null,
    nonce: 'c2FtcGxlLXByZXZpZXc',
  };
}
