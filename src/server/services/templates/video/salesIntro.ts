import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { linearGradient } from '../../../../scene/schema/canvasObject.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { listScene } from '../recipes/listScene.ts';
import type { SideMedia } from '../recipes/sceneLook.ts';

const NAVY = '#111a33';
const NAVY_LIGHT = '#22315c';
const CORAL = '#f25c78';
const CREAM = '#f7f3ee';
const WHITE = '#ffffff';
const MUTED = '#c3cbe0';
const DUOTONE = filterNamed('ColorInterpolation', [NAVY, '#4a5a8f', '#ffd0d9']);
const PRESENTER: SideMedia = { presenter: { photo: 'abstractBubbles', filter: DUOTONE, accent: CORAL } };

/** A personal sales introduction: the presenter greets the contact by name, explains, asks for a call. */
export const salesIntro = videoTemplate(
  { id: 'sales-intro', name: 'Sales Intro', tags: ['sales', 'outreach', 'prospecting', 'personal', 'introduction', 'business'] },
  PROJECT_MODES.avatar,
  [
    introScene(
      { name: 'Greeting', duration: 7, transition: { key: 'slide-left', duration: 0.8 }, speech: ['Hi {{first_name}}! I made this short video for you and {{company}}.'] },
      { kicker: 'A VIDEO JUST FOR YOU', heading: 'Hi {{first_name}}, let’s grow your pipeline', body: 'A one-minute look at how teams like yours close deals faster.' },
      { background: { gradient: linearGradient(135, NAVY, NAVY_LIGHT) }, heading: WHITE, body: MUTED, accent: CORAL },
      PRESENTER,
    ),
    listScene(
      {
        name: 'How it works',
        duration: 9,
        transition: { key: 'wipe-up', duration: 0.8 },
        speech: ['Here is how it works.', 'We turn every follow-up into a personal video, send it in minutes, and show you who watched.'],
      },
      {
        heading: 'How it works',
        points: [
          { label: '01', text: 'Every contact hears their own name' },
          { label: '02', text: 'One click sends to a whole list' },
          { label: '03', text: 'See who watched, and when' },
        ],
      },
      { background: { color: CREAM }, heading: NAVY, body: '#3d4460', accent: CORAL, panel: NAVY },
      PRESENTER,
    ),
    ctaScene(
      { name: 'Call to action', duration: 7, speech: ['Would a quick call this week work for you? Just pick a time below.'] },
      { heading: 'Let’s talk this week', body: '15 minutes, no slides, just answers.', button: 'Book a call' },
      {
        background: { photo: 'cityNight', filter: DUOTONE },
        shade: { color: NAVY, opacity: 0.6 },
        heading: WHITE,
        body: MUTED,
        accent: CORAL,
        button: { fill: CORAL, text: WHITE },
      },
      PRESENTER,
    ),
  ],
);
