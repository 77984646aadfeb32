import { frame } from '../decor.ts';
import { filterNamed } from '../templateAssets.ts';
import { imageTemplate } from '../templateDefinition.ts';
import { statementScene } from '../recipes/statementScene.ts';

const CREAM = '#fff4ea';

/** A personal thank-you card over warm hills, framed. */
export const thankYouCard = imageTemplate(
  { id: 'thank-you-card', name: 'Thank You Card', tags: ['thank you', 'card', 'gratitude', 'customer', 'personal'], mergeTagFallbacks: { first_name: 'FRIEND' } },
  statementScene(
    { name: 'Card' },
    { kicker: 'DEAR {{first_name}}', heading: 'Thank you!', body: 'For being part of our story.' },
    {
      background: { photo: 'sunsetHills', focus: { x: 0, y: 0.5 }, filter: filterNamed('ColorInterpolation', ['#2e1738', '#d0566f', '#ffe6d2']) },
      shade: { color: '#2e1738', opacity: 0.3 },
      heading: CREAM,
      body: CREAM,
      accent: '#ffd08a',
    },
    { headingSize: 190, decor: (canvas) => frame(canvas, CREAM, 56, 5) },
  ),
);
