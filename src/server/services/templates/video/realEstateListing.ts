import { filterNamed } from '../templateAssets.ts';
import { PROJECT_MODES } from '../../../../scene/constants.ts';
import { videoTemplate } from '../templateDefinition.ts';
import { ctaScene } from '../recipes/ctaScene.ts';
import { introScene } from '../recipes/introScene.ts';
import { listScene } from '../recipes/listScene.ts';
import { statsScene } from '../recipes/statsScene.ts';

const CHARCOAL = '#1f1b18';
const LINEN = '#f7f3ee';
const TERRACOTTA = '#c4532d';
const SAGE = '#dfe6da';
const WHITE = '#ffffff';
const TAUPE = '#6d645c';
const WARM = filterNamed('Vintage');

/** A property listing: the home, its figures, its best features, the price and a viewing. */
export const realEstateListing = videoTemplate(
  { id: 'real-estate-listing', name: 'Real Estate Listing', tags: ['real estate', 'property', 'listing', 'home', 'realtor', 'open house'] },
  PROJECT_MODES.nonAvatar,
  [
    introScene(
      { name: 'Just listed', duration: 6, transition: { key: 'slide-left', duration: 0.8 } },
      { kicker: 'JUST LISTED', heading: 'The Hillside Retreat', body: '12 Ridge Road, Asheville. Views from every room.' },
      { background: { color: LINEN }, heading: CHARCOAL, body: TAUPE, accent: TERRACOTTA },
      { picture: { photo: 'sunsetHills', mask: 'Arch', filter: WARM, aspect: 0.8 } },
      'end',
    ),
    statsScene(
      { name: 'The home', duration: 7, transition: { key: 'fade', duration: 0.8 } },
      {
        heading: 'Room to live, room to grow',
        stats: [
          { value: '4', label: 'bedrooms' },
          { value: '3', label: 'bathrooms' },
          { value: '2,450', label: 'square feet' },
        ],
      },
      { background: { color: CHARCOAL }, heading: WHITE, body: TAUPE, accent: TERRACOTTA, card: LINEN },
    ),
    listScene(
      { name: 'Features', duration: 9, transition: { key: 'wipe-right', duration: 0.8 } },
      {
        heading: 'Why you’ll love it',
        points: [
          { label: 'VIEWS', text: 'Sunsets over the Blue Ridge' },
          { label: 'KITCHEN', text: 'Chef’s kitchen with an island' },
          { label: 'GARDEN', text: 'Half an acre of quiet garden' },
        ],
      },
      { background: { color: LINEN }, heading: CHARCOAL, body: CHARCOAL, accent: TERRACOTTA, panel: SAGE },
      { picture: { photo: 'forestMist', mask: 'Rounded rectangle', filter: WARM } },
    ),
    ctaScene(
      { name: 'Book a viewing', duration: 6 },
      { heading: '$849,000', body: 'Open house Saturday, 11 AM to 2 PM.', button: 'Book a private viewing', note: 'Presented by Harbour Homes' },
      {
        background: { photo: 'sunsetHills', filter: WARM },
        shade: { color: CHARCOAL, opacity: 0.55 },
        heading: WHITE,
        body: LINEN,
        accent: TERRACOTTA,
        button: { fill: TERRACOTTA, text: WHITE },
      },
    ),
  ],
);
