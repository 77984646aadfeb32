import { imageTemplate } from '../templateDefinition.ts';
import { linearGradient } from '../../../../scene/schema/canvasObject.ts';
import { quoteScene } from '../recipes/quoteScene.ts';

/** A quote on a soft gradient, signed by the company: for motivation posts and customer words. */
export const quoteCard = imageTemplate(
  { id: 'quote-card', name: 'Quote Card', tags: ['quote', 'motivation', 'inspiration', 'social media', 'card'] },
  quoteScene(
    { name: 'Quote' },
    { quote: 'Small steps every day add up to big results.', author: 'The Wave team', role: 'Monday motivation' },
    { background: { gradient: linearGradient(135, '#ffe3d8', '#e6dcff') }, heading: '#2a2140', body: '#6a5f84', accent: '#7b5cf0' },
    { quoteSize: 120 },
  ),
);
