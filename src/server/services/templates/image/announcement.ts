import { filterNamed } from '../templateAssets.ts';
import { imageTemplate } from '../templateDefinition.ts';
import { introScene } from '../recipes/introScene.ts';

/** A company announcement with a picture in an arch: news, what changes, when. */
export const announcement = imageTemplate(
  { id: 'announcement', name: 'Announcement', tags: ['announcement', 'news', 'update', 'moving', 'company news'] },
  introScene(
    { name: 'Announcement' },
    { kicker: 'BIG NEWS', heading: 'We’ve moved to a bigger home', body: 'Find us at 200 Harbour Street from May 1.' },
    { background: { color: '#eef3f8' }, heading: '#14233b', body: '#50607a', accent: '#2f6fed' },
    { picture: { photo: 'sunsetHills', mask: 'Arch', aspect: 0.8, filter: filterNamed('ColorInterpolation', ['#14233b', '#2f6fed', '#dbe8ff']) } },
    'end',
  ),
);
