import { imageTemplate } from '../templateDefinition.ts';
import { ctaScene } from '../recipes/ctaScene.ts';

/** A product in the spotlight: picture in a circle, the name, the price and a button. */
export const productSpotlight = imageTemplate(
  { id: 'product-spotlight', name: 'Product Spotlight', tags: ['product', 'spotlight', 'new arrival', 'shop', 'ecommerce', 'price'] },
  ctaScene(
    { name: 'Spotlight' },
    { heading: 'Meet the Wave Bottle', body: 'Keeps drinks cold for 24 hours. Only $34.', button: 'Shop now', note: 'NEW ARRIVAL' },
    { background: { color: '#fff8e7' }, heading: '#10243e', body: '#4d5b70', accent: '#ff8a3d', button: { fill: '#10243e', text: '#ffffff' } },
    { picture: { photo: 'oceanWaves', mask: 'Circle', aspect: 1 } },
  ),
);
