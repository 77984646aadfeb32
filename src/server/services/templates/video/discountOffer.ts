import { scatter } from '../decor.ts';
import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { statementScene } from '../recipes/statementScene.ts';

const PINK = '#ff2d75';
const YELLOW = '#ffd60a';
const BLACK = '#121212';
const WHITE = '#ffffff';

/** A short, loud sales offer: flash sale, the discount, the code and the deadline. */
export const discountOffer = videoTemplate(
  { id: 'discount-offer', name: 'Discount Offer', tags: ['sale', 'discount', 'offer', 'promotion', 'coupon', 'ecommerce', 'black friday'] },
  PROJECT_MODES.nonAvatar,
  [
    statementScene(
      { name: 'Flash sale', duration: 4, transition: { key: 'zoom-out', duration: 0.8 } },
      { kicker: '48 HOURS ONLY', heading: 'FLASH SALE' },
      { background: { color: PINK }, heading: WHITE, body: WHITE, accent: YELLOW },
      {
        headingSize: 220,
        headingEnter: 'Pop by Character',
        decor: (canvas) =>
          scatter(
            canvas,
            'star',
            YELLOW,
            [
              [0.12, 0.2, 70],
              [0.88, 0.22, 50],
              [0.84, 0.8, 80],
              [0.14, 0.82, 44],
            ],
            { place: 'Spin Slow' },
          ),
      },
    ),
    statementScene(
      { name: 'The discount', duration: 5, transition: { key: 'slide-up', duration: 0.7 } },
      { kicker: 'THIS ONE’S FOR YOU', heading: '50% OFF', body: 'Everything in store, while stocks last.' },
      { background: { color: YELLOW }, heading: BLACK, body: BLACK, accent: PINK },
      {
        headingSize: 260,
        headingEnter: 'Zoom In',
        decor: (canvas) =>
          scatter(canvas, 'circle', PINK, [
            [0.08, 0.12, 30],
            [0.93, 0.9, 30],
            [0.92, 0.1, 18],
            [0.07, 0.9, 18],
          ]),
      },
    ),
    ctaScene(
      { name: 'Use the code', duration: 6 },
      { heading: 'Use code FLASH50', body: 'Ends Sunday at midnight.', button: 'Shop the sale', note: 'Free returns' },
      {
        background: { photo: 'abstractBubbles', filter: filterNamed('ColorInterpolation', [BLACK, PINK, '#ffe5ef']) },
        shade: { color: '#2b0716', opacity: 0.5 },
        heading: WHITE,
        body: WHITE,
        accent: YELLOW,
        button: { fill: YELLOW, text: BLACK },
      },
    ),
  ],
);
