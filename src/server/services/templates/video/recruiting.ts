import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { listScene } from '../recipes/listScene.ts';
import type { SideMedia } from '../recipes/sceneLook.ts';

const BLACK = '#0c0d10';
const CHARCOAL = '#1b1d22';
const LIME = '#c6f432';
const WHITE = '#ffffff';
const GREY = '#a3a7b3';
const MONO = filterNamed('Grayscale');
const PRESENTER: SideMedia = { presenter: { photo: 'cityNight', filter: MONO, accent: LIME } };

/** A job opening presented by the hiring manager: the role, why join, how to apply. */
export const recruiting = videoTemplate({ id: 'recruiting', name: 'Recruiting', tags: ['hiring', 'recruiting', 'jobs', 'careers', 'talent', 'hr'] }, PROJECT_MODES.avatar, [
  introScene(
    {
      name: 'We are hiring',
      duration: 7,
      transition: { key: 'slices', duration: 1 },
      speech: ['Hi {{first_name}}, we are hiring a senior product designer, and I think you would be a great fit.'],
    },
    { kicker: 'WE’RE HIRING', heading: 'Senior Product Designer', body: 'Remote-friendly. Full time. A team that ships every week.' },
    { background: { color: BLACK }, heading: WHITE, body: GREY, accent: LIME },
    PRESENTER,
  ),
  listScene(
    { name: 'Why join us', duration: 10, transition: { key: 'wipe-left', duration: 0.8 }, speech: ['Here is why people love working here.'] },
    {
      heading: 'Why you’ll love it here',
      points: [
        { label: 'FLEXIBLE', text: 'Work from anywhere, any hours' },
        { label: 'GROWTH', text: '$2,000 a year to keep learning' },
        { label: 'IMPACT', text: 'Your work in front of customers' },
      ],
    },
    { background: { color: CHARCOAL }, heading: WHITE, body: WHITE, accent: LIME, panel: BLACK },
    PRESENTER,
  ),
  ctaScene(
    { name: 'Apply', duration: 7, speech: ['Applications close at the end of July. I would love to hear from you.'] },
    { heading: 'Sounds like you? Apply today.', body: 'Applications close July 31.', button: 'Apply now', note: 'On our careers page' },
    { background: { color: BLACK }, heading: WHITE, body: GREY, accent: LIME, button: { fill: LIME, text: BLACK } },
    PRESENTER,
  ),
]);
