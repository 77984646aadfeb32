import { imageTemplate } from '../templateDefinition.ts';
import { introScene } from '../recipes/introScene.ts';

/** A social media post announcing a new article, with a picture and the company's handle. */
export const socialPost = imageTemplate(
  { id: 'social-post', name: 'Social Post', tags: ['social media', 'post', 'blog', 'article', 'instagram', 'linkedin'] },
  introScene(
    { name: 'Post' },
    { kicker: 'NEW ON THE BLOG', heading: '5 ways to make every follow-up personal', body: 'Read it now on our blog.' },
    { background: { color: '#fdf6ec' }, heading: '#1d1a2f', body: '#5b5870', accent: '#ef6f3c', panel: '#f6dcc7' },
    { picture: { photo: 'deskWorkspace', mask: 'Rounded rectangle' } },
    'start',
  ),
);
