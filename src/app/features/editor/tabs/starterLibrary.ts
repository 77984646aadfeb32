/**
 * The pictures and shapes that ship with the product (files under `public/library/`), offered in
 * the Image and Elements tabs until the customer's own uploads and the catalogues fill them.
 */

/** A shipped photo: its address, name and size in px. */
export type StarterImage = { src: string; name: string; width: number; height: number };

/** A shipped shape (SVG, recoloured by the engine): its address and name. */
export type StarterShape = { src: string; name: string };

const IMAGE_SIZE = { width: 1200, height: 800 };

export const STARTER_IMAGES: readonly StarterImage[] = [
  { src: '/library/images/sunset-hills.jpg', name: 'Sunset hills', ...IMAGE_SIZE },
  { src: '/library/images/ocean-waves.jpg', name: 'Ocean waves', ...IMAGE_SIZE },
  { src: '/library/images/city-night.jpg', name: 'City at night', ...IMAGE_SIZE },
  { src: '/library/images/forest-mist.jpg', name: 'Forest mist', ...IMAGE_SIZE },
  { src: '/library/images/desk-workspace.jpg', name: 'Workspace', ...IMAGE_SIZE },
  { src: '/library/images/abstract-bubbles.jpg', name: 'Bubbles', ...IMAGE_SIZE },
];

export const STARTER_SHAPES: readonly StarterShape[] = [
  'circle',
  'square',
  'rounded-square',
  'triangle',
  'star',
  'heart',
  'hexagon',
  'diamond',
  'arrow',
  'line',
  'ring',
  'speech-bubble',
].map((file) => ({ src: `/library/shapes/${file}.svg`, name: file.replace('-', ' ').replace(/^./, (letter) => letter.toUpperCase()) }));
