import { scatter } from '../decor.ts';
import { filterNamed } from '../templateAssets.ts';
import { imageTemplate } from '../templateDefinition.ts';
import { statementScene } from '../recipes/statementScene.ts';

const SUN = '#ffd23f';

/** A summer sale banner over the sea: the discount, the code and the deadline. */
export const saleBanner = imageTemplate(
  { id: 'sale-banner', name: 'Sale Banner', tags: ['sale', 'banner', 'discount', 'summer', 'promotion', 'ecommerce'] },
  statementScene(
    { name: 'Banner' },
    { kicker: 'SUMMER SALE', heading: '40% OFF everything', body: 'This weekend only. Use code SUN40.' },
    {
      background: { photo: 'oceanWaves', filter: filterNamed('ColorInterpolation', ['#062a4d', '#0e7cc2', '#bdf0ff']) },
      shade: { color: '#062a4d', opacity: 0.35 },
      heading: '#ffffff',
      body: '#e3f6ff',
      accent: SUN,
    },
    {
      headingSize: 170,
      decor: (canvas) =>
        scatter(canvas, 'circle', SUN, [
          [0.12, 0.16, 90],
          [0.9, 0.84, 60],
        ]),
    },
  ),
);
