import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { quoteScene } from '../recipes/quoteScene.ts';

const CREAM = '#fbf7f0';
const INK = '#1f2933';
const GREEN = '#1f8a5b';
const GOLD = '#f2b233';
const GREY = '#5f6b76';
const WHITE = '#ffffff';

/** Social proof: a customer's words with a rating, a second voice, and an invitation to try. */
export const testimonial = videoTemplate(
  { id: 'testimonial', name: 'Customer Testimonial', tags: ['testimonial', 'review', 'customer story', 'social proof', 'case study', 'quote'] },
  PROJECT_MODES.nonAvatar,
  [
    quoteScene(
      { name: 'Customer quote', duration: 8, transition: { key: 'fade', duration: 1 } },
      { quote: 'We doubled our reply rate in the first month. Our customers love getting a personal video.', author: 'Maya Chen', role: 'Head of Sales, Northwind' },
      { background: { color: CREAM }, heading: INK, body: GREY, accent: GREEN },
      { stars: GOLD },
    ),
    introScene(
      { name: 'The results', duration: 7, transition: { key: 'slide-up', duration: 0.8 } },
      { kicker: 'THE RESULTS', heading: '2x replies, 3 hours saved every week', body: 'Northwind sends 400 personal videos a month, in minutes.' },
      { background: { color: WHITE }, heading: INK, body: GREY, accent: GREEN, panel: '#e7f3ec' },
      { picture: { photo: 'forestMist', mask: 'Rounded rectangle', filter: filterNamed('ColorInterpolation', ['#0f3d2a', GREEN, '#f3fbf6']) } },
      'start',
    ),
    ctaScene(
      { name: 'Your turn', duration: 6 },
      { heading: 'Your customers will notice too', body: 'Join 2,000 teams who sell with personal video.', button: 'Start your free trial' },
      { background: { color: GREEN }, heading: WHITE, body: '#d8f0e3', accent: GOLD, button: { fill: WHITE, text: GREEN } },
    ),
  ],
);
