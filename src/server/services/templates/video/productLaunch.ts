import { scatter } from '../decor.ts';
import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { linearGradient } from '../../../../scene/schema/canvasObject.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { statementScene } from '../recipes/statementScene.ts';
import { statsScene } from '../recipes/statsScene.ts';

const DEEP = '#0b1e3a';
const OCEAN = '#123a6b';
const AQUA = '#38bdf8';
const SUN = '#fde047';
const WHITE = '#ffffff';
const MIST = '#b7cbe6';

/** A product launch in four beats: teaser, reveal, what is new, available now. */
export const productLaunch = videoTemplate(
  { id: 'product-launch', name: 'Product Launch', tags: ['product', 'launch', 'announcement', 'new feature', 'release', 'marketing'] },
  PROJECT_MODES.nonAvatar,
  [
    statementScene(
      { name: 'Teaser', duration: 4, transition: { key: 'circle-open', duration: 1.2 } },
      { kicker: 'COMING TODAY', heading: 'Something new is here' },
      { background: { gradient: linearGradient(90, DEEP, OCEAN) }, heading: WHITE, body: MIST, accent: SUN },
      {
        decor: (canvas) =>
          scatter(
            canvas,
            'circle',
            AQUA,
            [
              [0.12, 0.2, 40],
              [0.86, 0.16, 24],
              [0.9, 0.8, 56],
              [0.16, 0.84, 28],
            ],
            { opacity: 0.8, place: 'Float' },
          ),
      },
    ),
    introScene(
      { name: 'Reveal', duration: 7, transition: { key: 'slide-left', duration: 0.8 } },
      { kicker: 'INTRODUCING', heading: 'Wave 2.0', body: 'Faster, simpler and built around the way your team works.' },
      { background: { color: DEEP }, heading: WHITE, body: MIST, accent: AQUA },
      { picture: { photo: 'oceanWaves', mask: 'Blob 1', aspect: 1 } },
      'end',
    ),
    statsScene(
      { name: 'What is new', duration: 8, transition: { key: 'wipe-up', duration: 0.8 } },
      {
        heading: 'What’s new in 2.0',
        stats: [
          { value: '2x', label: 'faster every day' },
          { value: '40+', label: 'new integrations' },
          { value: '1', label: 'click to get started' },
        ],
      },
      { background: { color: WHITE }, heading: DEEP, body: '#47607f', accent: OCEAN, card: '#e6f3fd' },
    ),
    ctaScene(
      { name: 'Available now', duration: 6 },
      { heading: 'Available now', body: 'Upgrade in one click. Your data comes with you.', button: 'Try Wave 2.0', note: 'Made with care by Wave' },
      {
        background: { photo: 'oceanWaves', filter: filterNamed('ColorInterpolation', [DEEP, OCEAN, AQUA]) },
        shade: { color: DEEP, opacity: 0.45 },
        heading: WHITE,
        body: WHITE,
        accent: SUN,
        button: { fill: SUN, text: DEEP },
      },
    ),
  ],
);
