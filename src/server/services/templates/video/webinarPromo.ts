import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { linearGradient } from '../../../../scene/schema/canvasObject.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { listScene } from '../recipes/listScene.ts';
import type { SideMedia } from '../recipes/sceneLook.ts';

const INDIGO = '#17133d';
const VIOLET = '#6d3ef0';
const CYAN = '#3fd8f2';
const WHITE = '#ffffff';
const LAVENDER = '#c9c2f5';
const NEON = filterNamed('ColorInterpolation', [INDIGO, VIOLET, '#bff4ff']);
const PRESENTER: SideMedia = { presenter: { photo: 'cityNight', filter: NEON, accent: CYAN } };

/** An invitation to a live webinar: topic and date, what attendees learn, registration. */
export const webinarPromo = videoTemplate(
  { id: 'webinar-promo', name: 'Webinar Promo', tags: ['webinar', 'event', 'live', 'training', 'registration', 'marketing'] },
  PROJECT_MODES.avatar,
  [
    introScene(
      {
        name: 'Topic and date',
        duration: 7,
        transition: { key: 'zoom-in', duration: 0.8 },
        speech: ['Hi {{first_name}}, join me live next Thursday for a free session on scaling your outreach with personal video.'],
      },
      { kicker: 'FREE LIVE WEBINAR', heading: 'Scale your outreach with personal video', body: 'Thursday, June 12 at 4 PM CET. 45 minutes, live Q&A.' },
      { background: { gradient: linearGradient(135, INDIGO, '#2b1f6b') }, heading: WHITE, body: LAVENDER, accent: CYAN },
      PRESENTER,
    ),
    listScene(
      {
        name: 'What you will learn',
        duration: 10,
        transition: { key: 'slide-left', duration: 0.8 },
        speech: ['In forty-five minutes you will learn three things you can use the very next day.'],
      },
      {
        heading: 'What you’ll learn',
        points: [
          { label: 'PART 1', text: 'Scripts that get replies' },
          { label: 'PART 2', text: 'Personalising at scale' },
          { label: 'PART 3', text: 'Measuring what works' },
        ],
      },
      { background: { color: INDIGO }, heading: WHITE, body: WHITE, accent: CYAN, panel: VIOLET },
      PRESENTER,
      'end',
    ),
    ctaScene(
      { name: 'Save your seat', duration: 7, speech: ['Seats are limited, so save yours today. See you there!'] },
      { heading: 'Save your seat today', body: 'Free for you and {{company}}. Seats are limited.', button: 'Register free', note: 'JUNE 12 · 4 PM CET · ONLINE' },
      {
        background: { photo: 'cityNight', filter: NEON },
        shade: { color: INDIGO, opacity: 0.7 },
        heading: WHITE,
        body: LAVENDER,
        accent: CYAN,
        button: { fill: CYAN, text: INDIGO },
      },
      PRESENTER,
    ),
  ],
);
