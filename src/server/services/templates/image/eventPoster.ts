import { frame } from '../decor.ts';
import { filterNamed } from '../templateAssets.ts';
import { imageTemplate } from '../templateDefinition.ts';
import { statementScene } from '../recipes/statementScene.ts';

const CORAL = '#ff7a59';

/** A poster for a meetup or talk: title, date, time and place, framed over the city at night. */
export const eventPoster = imageTemplate(
  { id: 'event-poster', name: 'Event Poster', tags: ['event', 'poster', 'meetup', 'conference', 'talk', 'flyer'] },
  statementScene(
    { name: 'Poster' },
    { kicker: 'DESIGN MEETUP', heading: 'Designing for people', body: 'October 3, 6 PM. The Loft, 21 Canal Street. Hosted by Wave Studio.' },
    {
      background: { photo: 'cityNight', filter: filterNamed('ColorInterpolation', ['#120d24', '#4a2f6e', CORAL]) },
      shade: { color: '#120d24', opacity: 0.45 },
      heading: '#ffffff',
      body: '#f1e6ff',
      accent: CORAL,
    },
    { headingSize: 150, decor: (canvas) => frame(canvas, CORAL, 64, 8) },
  ),
);
