import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetCategory, AssetItem } from '../../../contract/catalogueItems.ts';
import { projectFile } from '../../projectFiles.ts';

/** One of our own SVGs: its file name (without .svg), name, group and search words. */
type OwnArt = { file: string; name: string; group: string; tags: string[]; isColorable?: boolean };

const art = (file: string, name: string, group: string, tags: string, isColorable = true): OwnArt => ({ file, name, group, tags: tags.split(' '), isColorable });

/** The shapes (`public/library/shapes/`, viewBox 100 x 100, one colour, stretched to the object's box). */
const shapes: OwnArt[] = [
  art('circle', 'Circle', 'Basic', 'round dot ellipse'),
  art('square', 'Square', 'Basic', 'box rectangle block'),
  art('rounded-square', 'Rounded square', 'Basic', 'box rectangle card'),
  art('rectangle', 'Rectangle', 'Basic', 'box bar block'),
  art('oval', 'Oval', 'Basic', 'ellipse round'),
  art('triangle', 'Triangle', 'Polygons', 'pyramid up'),
  art('diamond', 'Diamond', 'Polygons', 'rhombus lozenge'),
  art('pentagon', 'Pentagon', 'Polygons', 'five sides'),
  art('hexagon', 'Hexagon', 'Polygons', 'six sides honeycomb'),
  art('octagon', 'Octagon', 'Polygons', 'eight sides stop'),
  art('parallelogram', 'Parallelogram', 'Polygons', 'slanted skew'),
  art('trapezoid', 'Trapezoid', 'Polygons', 'trapezium'),
  art('star', 'Star', 'Stars', 'favourite rating'),
  art('starburst', 'Starburst', 'Stars', 'seal burst explosion sale'),
  art('sparkle', 'Sparkle', 'Stars', 'twinkle shine star'),
  art('heart', 'Heart', 'Symbols', 'love like favourite'),
  art('plus', 'Plus', 'Symbols', 'add cross'),
  art('arrow', 'Arrow', 'Arrows', 'right next direction pointer'),
  art('double-arrow', 'Double arrow', 'Arrows', 'left right both exchange'),
  art('chevron', 'Chevron', 'Arrows', 'next direction pointer'),
  art('line', 'Line', 'Lines', 'divider rule bar'),
  art('ring', 'Ring', 'Lines', 'circle outline donut'),
  art('frame', 'Frame', 'Lines', 'square outline border'),
  art('arc', 'Arc', 'Lines', 'half ring rainbow'),
  art('semicircle', 'Semicircle', 'Basic', 'half circle dome'),
  art('speech-bubble', 'Speech bubble', 'Symbols', 'chat message talk comment'),
  art('cloud', 'Cloud', 'Nature', 'weather sky'),
  art('crescent', 'Crescent', 'Nature', 'moon night'),
  art('drop', 'Drop', 'Nature', 'water rain liquid'),
  art('shield', 'Shield', 'Symbols', 'security protection badge'),
];

/** The illustrations (`public/library/elements/`): our own flat art in the accent colour, one colour unless noted. */
const elements: OwnArt[] = [
  art('badge-seal-check', 'Seal with check', 'Badges', 'badge verified approved quality guarantee'),
  art('badge-percent', 'Percent badge', 'Badges', 'sale discount offer deal price'),
  art('badge-star', 'Star medal', 'Badges', 'award winner prize best'),
  art('badge-ribbon-rosette', 'Rosette', 'Badges', 'award ribbon prize winner'),
  art('ribbon-banner', 'Ribbon banner', 'Banners', 'title heading label'),
  art('ribbon-corner', 'Corner ribbon', 'Banners', 'sash new label'),
  art('banner-flag', 'Flag banner', 'Banners', 'pennant label title'),
  art('tag-label', 'Label tag', 'Banners', 'arrow label title'),
  art('arrow-curved', 'Curved arrow', 'Arrows', 'pointer direction hand drawn'),
  art('arrow-loop', 'Loop arrow', 'Arrows', 'pointer swirl hand drawn'),
  art('arrow-hand-drawn', 'Hand-drawn arrow', 'Arrows', 'pointer sketch right'),
  art('underline-brush', 'Brush underline', 'Strokes', 'brush stroke paint highlight'),
  art('underline-swoosh', 'Swoosh underline', 'Strokes', 'swash stroke highlight'),
  art('circle-scribble', 'Circle scribble', 'Strokes', 'hand drawn ellipse highlight brush'),
  art('highlight-marker', 'Marker highlight', 'Strokes', 'highlighter brush emphasis'),
  art('confetti-burst', 'Confetti burst', 'Celebration', 'party celebrate congratulations launch', false),
  art('sparkles', 'Sparkles', 'Celebration', 'stars shine twinkle magic new'),
  art('stars-rating', 'Star rating', 'Celebration', 'review stars feedback testimonial five'),
  art('heart-burst', 'Heart burst', 'Celebration', 'love like thanks'),
  art('speech-bubble-round', 'Round speech bubble', 'Bubbles', 'chat message talk comment callout'),
  art('thought-bubble', 'Thought bubble', 'Bubbles', 'think idea cloud'),
  art('callout-frame', 'Callout frame', 'Frames', 'focus corners brackets highlight'),
  art('quote-marks', 'Quote marks', 'Frames', 'testimonial quotation review'),
  art('lower-third', 'Lower third bars', 'Lower thirds', 'name title caption bar'),
  art('lower-third-pill', 'Lower third pill', 'Lower thirds', 'name title caption avatar'),
  art('check-mark', 'Check mark', 'Marks', 'yes tick done correct approved'),
  art('cross-mark', 'Cross mark', 'Marks', 'no wrong close cancel'),
  art('price-tag', 'Price tag', 'Shopping', 'sale label cost offer'),
  art('play-button', 'Play button', 'Media', 'video start watch'),
  art('megaphone', 'Megaphone', 'Objects', 'announcement news marketing loud'),
  art('lightbulb', 'Light bulb', 'Objects', 'idea tip insight'),
  art('trophy', 'Trophy', 'Objects', 'award winner cup success'),
  art('gift-box', 'Gift box', 'Objects', 'present bonus reward'),
  art('calendar', 'Calendar', 'Objects', 'event date schedule invite'),
  art('location-pin', 'Location pin', 'Objects', 'map place address marker'),
  art('laptop-mockup', 'Laptop mockup', 'Devices', 'computer screen device outline', false),
  art('phone-mockup', 'Phone mockup', 'Devices', 'mobile smartphone screen device outline', false),
  art('blob-soft', 'Soft blob', 'Abstract', 'shape organic background'),
  art('blob-wave', 'Wavy blob', 'Abstract', 'shape organic background'),
  art('dots-grid', 'Dot grid', 'Abstract', 'pattern dots decoration'),
  art('wave-divider', 'Wave divider', 'Abstract', 'wave separator footer'),
];

const publicFolder = projectFile('public');

/** The size an SVG declares in its viewBox. */
function viewBoxSize(file: string): { width: number; height: number } {
  const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no viewBox`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

function catalogueOf(category: AssetCategory, folder: string, list: OwnArt[]): () => AssetItem[] {
  let items: AssetItem[] | undefined;
  return () =>
    (items ??= list.map(({ file, name, group, tags, isColorable = true }) => {
      const src = `/library/${folder}/${file}.svg`;
      return { id: file, name, src, media_file: src, media_thumbnail: src, category, ctype: 'svg', group, tags, isColorable, ...viewBoxSize(path.join(publicFolder, src)) };
    }));
}

/** Our shapes, in catalogue order. */
export const shapeCatalogue = catalogueOf('shapes', 'shapes', shapes);

/** Our illustrations (`elements`), in catalogue order. */
export const elementCatalogue = catalogueOf('elements', 'elements', elements);
