import { frame, scatter } from '../decor.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { linearGradient } from '../../../../scene/schema/canvasObject.ts';
import { statementScene } from '../recipes/statementScene.ts';

const PINE = '#0c3b2e';
const PINE_DARK = '#072219';
const BERRY = '#c8283b';
const GOLD = '#e9c46a';
const SNOW = '#fbf8f1';

/** Season's greetings to a contact: a festive greeting, a personal wish, a look ahead. */
export const holidayGreeting = videoTemplate(
  {
    id: 'holiday-greeting',
    name: 'Holiday Greeting',
    tags: ['holiday', 'season’s greetings', 'christmas', 'new year', 'greeting', 'celebration'],
    mergeTagFallbacks: { first_name: 'friend' },
  },
  PROJECT_MODES.nonAvatar,
  [
    statementScene(
      { name: 'Season’s greetings', duration: 5, transition: { key: 'fade-white', duration: 1.2 } },
      { kicker: 'HAPPY HOLIDAYS', heading: 'Season’s greetings' },
      { background: { gradient: linearGradient(90, PINE_DARK, PINE) }, heading: SNOW, body: GOLD, accent: GOLD },
      {
        headingEnter: 'Fade by Character',
        decor: (canvas) => [
          ...frame(canvas, GOLD, 56, 4),
          ...scatter(
            canvas,
            'star',
            GOLD,
            [
              [0.14, 0.18, 40],
              [0.86, 0.2, 30],
              [0.2, 0.82, 26],
              [0.82, 0.8, 44],
              [0.5, 0.12, 22],
            ],
            { place: 'Blink' },
          ),
        ],
      },
    ),
    statementScene(
      { name: 'A personal wish', duration: 6, transition: { key: 'circle-open', duration: 1.2 } },
      { kicker: 'SEASON’S GREETINGS', heading: 'Warm wishes for a joyful season, {{first_name}}', body: 'Thank you for a wonderful year together. From all of us.' },
      { background: { color: SNOW }, heading: PINE, body: '#4f5d56', accent: BERRY },
      {
        headingSize: 110,
        headingEnter: 'Rise by Word',
        decor: (canvas) =>
          scatter(canvas, 'circle', BERRY, [
            [0.1, 0.1, 26],
            [0.9, 0.9, 26],
            [0.92, 0.1, 14],
            [0.08, 0.9, 14],
          ]),
      },
    ),
    statementScene(
      { name: 'The year ahead', duration: 5 },
      { heading: 'Here’s to the year ahead', body: 'See you in the new year!' },
      { background: { gradient: linearGradient(90, PINE_DARK, PINE) }, heading: SNOW, body: GOLD, accent: GOLD },
      {
        headingSize: 120,
        headingEnter: 'Zoom by Word',
        decor: (canvas) =>
          scatter(
            canvas,
            'star',
            GOLD,
            [
              [0.12, 0.2, 30],
              [0.88, 0.16, 40],
              [0.16, 0.84, 44],
              [0.86, 0.82, 26],
            ],
            { place: 'Float' },
          ),
      },
    ),
  ],
);
