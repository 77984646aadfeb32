import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { listScene } from '../recipes/listScene.ts';
import type { SideMedia } from '../recipes/sceneLook.ts';

const FOREST = '#153b2b';
const SAND = '#f4ede2';
const ORANGE = '#e8622c';
const WHITE = '#ffffff';
const STONE = '#5c5a52';
const PRESENTER: SideMedia = { presenter: { photo: 'abstractBubbles', filter: filterNamed('ColorInterpolation', [FOREST, '#6f8f6a', '#fbeee0']), accent: ORANGE } };

/** The team introduces itself to a new client: who we are, in numbers, how to reach us. */
export const teamIntroduction = videoTemplate(
  { id: 'team-introduction', name: 'Team Introduction', tags: ['team', 'about us', 'introduction', 'agency', 'client', 'company'] },
  PROJECT_MODES.avatar,
  [
    introScene(
      {
        name: 'Meet the team',
        duration: 7,
        transition: { key: 'wipe-right', duration: 0.8 },
        speech: ['Hi {{first_name}}, we are the team that will be working with you. Let me introduce us.'],
      },
      { kicker: 'NICE TO MEET YOU', heading: 'Meet the team behind your project', body: 'The people who will be working with {{company}} every day.' },
      { background: { color: SAND }, heading: FOREST, body: STONE, accent: ORANGE },
      PRESENTER,
      'start',
    ),
    listScene(
      {
        name: 'Who we are',
        duration: 9,
        transition: { key: 'fade', duration: 0.8 },
        speech: ['We are twelve specialists in eight countries, and we have one goal: your success.'],
      },
      {
        heading: 'Who we are',
        points: [
          { label: '12 SPECIALISTS', text: 'Strategy, design and support' },
          { label: '8 COUNTRIES', text: 'One team across time zones' },
          { label: '24 HOURS', text: 'To answer any question' },
        ],
      },
      { background: { color: FOREST }, heading: WHITE, body: SAND, accent: ORANGE, panel: SAND },
      PRESENTER,
      'end',
    ),
    ctaScene(
      { name: 'Say hello', duration: 7, speech: ['We can’t wait to get started. Reply to this video and say hello!'] },
      { heading: 'We can’t wait to get started', body: 'Reply to this video and say hello.', button: 'Say hello' },
      { background: { color: SAND }, heading: FOREST, body: STONE, accent: ORANGE, button: { fill: ORANGE, text: WHITE } },
      PRESENTER,
    ),
  ],
);
