import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { linearGradient } from '../../../../scene/schema/canvasObject.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import type { SideMedia } from '../recipes/sceneLook.ts';

const PLUM = '#2e1738';
const PLUM_LIGHT = '#4a2659';
const PEACH = '#ffb199';
const GOLD = '#f6c453';
const CREAM = '#fff6ef';
const PRESENTER: SideMedia = { presenter: { photo: 'sunsetHills', filter: filterNamed('ColorInterpolation', [PLUM, '#c0607a', '#ffe1cf']), accent: GOLD } };

/** A personal thank-you after a purchase or a meeting, with a small gift. */
export const thankYou = videoTemplate(
  { id: 'thank-you', name: 'Thank You', tags: ['thank you', 'gratitude', 'customer', 'retention', 'gift', 'follow-up'], mergeTagFallbacks: { first_name: 'friend' } },
  PROJECT_MODES.avatar,
  [
    introScene(
      {
        name: 'Thank you',
        duration: 7,
        transition: { key: 'circle-open', duration: 1 },
        speech: ['Hi {{first_name}}, I just wanted to say thank you. It means a lot that {{company}} chose to work with us.'],
      },
      { kicker: 'FROM ALL OF US', heading: 'Thank you, {{first_name}}!', body: 'We are grateful to have {{company}} with us.' },
      { background: { gradient: linearGradient(120, PLUM, PLUM_LIGHT) }, heading: CREAM, body: PEACH, accent: GOLD },
      PRESENTER,
    ),
    ctaScene(
      { name: 'A small gift', duration: 8, speech: ['As a small thank-you, here is twenty percent off your next order. Enjoy!'] },
      { heading: 'Here’s 20% off your next order', body: 'Use code THANKYOU20 at checkout.', button: 'Redeem my gift', note: 'Valid for 30 days' },
      { background: { color: CREAM }, heading: PLUM, body: '#6b4a5e', accent: GOLD, button: { fill: PLUM, text: CREAM } },
      PRESENTER,
    ),
  ],
);
