import { scatter } from '../decor.ts';
import { imageTemplate } from '../templateDefinition.ts';
import { statementScene } from '../recipes/statementScene.ts';

const LIME = '#c6f432';

/** A bold hiring post: the open roles on black with lime accents. */
export const hiringPost = imageTemplate(
  { id: 'hiring-post', name: 'Hiring Post', tags: ['hiring', 'jobs', 'careers', 'recruiting', 'social media'] },
  statementScene(
    { name: 'Hiring' },
    { kicker: 'JOIN OUR TEAM', heading: 'We’re hiring!', body: 'Product Designer, Sales Lead and Backend Engineer. Apply on our careers page.' },
    { background: { color: '#0c0d10' }, heading: '#ffffff', body: '#b9bdc8', accent: LIME },
    {
      headingSize: 180,
      decor: (canvas) =>
        scatter(canvas, 'star', LIME, [
          [0.12, 0.14, 60],
          [0.88, 0.18, 40],
          [0.86, 0.86, 70],
          [0.14, 0.86, 36],
        ]),
    },
  ),
);
