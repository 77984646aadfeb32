import { frame, scatter } from '../decor.ts';
import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { statementScene } from '../recipes/statementScene.ts';
import { statsScene } from '../recipes/statsScene.ts';

const NIGHT = '#0f0c29';
const GOLD = '#f5c451';
const ROSE = '#ff6b9a';
const WHITE = '#ffffff';
const SOFT = '#d9d3f0';
const NIGHT_TONE = filterNamed('ColorInterpolation', [NIGHT, '#3a2a6b', GOLD]);

/** A personal invitation to an evening event: the invitation, the details, RSVP. */
export const eventInvite = videoTemplate(
  { id: 'event-invite', name: 'Event Invite', tags: ['event', 'invitation', 'party', 'launch party', 'rsvp', 'networking'], mergeTagFallbacks: { first_name: 'friend' } },
  PROJECT_MODES.nonAvatar,
  [
    statementScene(
      { name: 'Invitation', duration: 6, transition: { key: 'fade', duration: 1.2 } },
      { kicker: 'YOU’RE INVITED', heading: 'Join us for a night to remember, {{first_name}}', body: 'An evening with our community.' },
      { background: { photo: 'cityNight', filter: NIGHT_TONE }, shade: { color: NIGHT, opacity: 0.55 }, heading: WHITE, body: SOFT, accent: GOLD },
      {
        headingSize: 110,
        headingEnter: 'Fade by Word',
        decor: (canvas) => [
          ...frame(canvas, GOLD),
          ...scatter(
            canvas,
            'star',
            GOLD,
            [
              [0.1, 0.14, 36],
              [0.9, 0.18, 28],
              [0.86, 0.86, 40],
            ],
            { place: 'Breathe' },
          ),
        ],
      },
    ),
    statsScene(
      { name: 'Details', duration: 8, transition: { key: 'star', duration: 1.5 } },
      {
        heading: 'Save the date',
        stats: [
          { value: 'SEP 24', label: 'Thursday evening' },
          { value: '7 PM', label: 'drinks and music' },
          { value: 'Rooftop', label: 'Skyline Lounge, downtown' },
        ],
      },
      { background: { color: NIGHT }, heading: WHITE, body: '#5a5470', accent: ROSE, card: WHITE },
    ),
    ctaScene(
      { name: 'RSVP', duration: 6 },
      { heading: 'Will we see you there?', body: 'Let us know by September 10.', button: 'RSVP now', note: 'Dress code: smart casual' },
      {
        background: { photo: 'cityNight', filter: NIGHT_TONE },
        shade: { color: NIGHT, opacity: 0.6 },
        heading: WHITE,
        body: SOFT,
        accent: GOLD,
        button: { fill: GOLD, text: NIGHT },
      },
    ),
  ],
);
