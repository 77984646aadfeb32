/**
 * Every file of one presenter under public/avatars/{id}/: the layered parts the engine draws from
 * (parts/), the resting presenter with a transparent background (avatar.svg), and the large
 * picture and the thumbnail on a soft backdrop, all made from the same parts.
 */
import type { AvatarCatalogueEntry } from '../../src/scene/avatars/avatarCatalogue';
import { VISEMES } from '../../src/scene/speech/visemeTrack';
import { bodyShapes } from './body';
import { closedEyes, openEyes } from './eyes';
import { hairShapes } from './hair';
import { headShapes } from './head';
import type { Look } from './looks';
import { mouthShapes } from './mouths';
import { type Box, lighter, svgFile } from './svg';

/** File contents keyed by path under the presenter's folder. */
export type AvatarFiles = Record<string, string>;

/** The thumbnail's view: head and shoulders. */
const THUMBNAIL_BOX: Box = { x: 230, y: 150, width: 540, height: 540 };

export function avatarFiles(avatar: AvatarCatalogueEntry, look: Look): AvatarFiles {
  const { rig } = avatar;
  const whole: Box = { x: 0, y: 0, width: rig.width, height: rig.height };
  const hair = hairShapes(look);
  const body = bodyShapes(look);
  const head = headShapes(look);
  const eyes = openEyes(look, avatar.gender);
  const atRest = [...hair.back, ...body, ...head, ...eyes, ...mouthShapes('rest', look, avatar.gender), ...hair.front];
  const backdrop = lighter(look.clothing.colour, 0.82);
  const files: AvatarFiles = {
    'parts/hair-back.svg': svgFile(whole, hair.back),
    'parts/body.svg': svgFile(whole, body),
    'parts/head.svg': svgFile(whole, head),
    'parts/eyes-open.svg': svgFile(rig.eyes, eyes),
    'parts/eyes-closed.svg': svgFile(rig.eyes, closedEyes(avatar.gender)),
    'parts/hair-front.svg': svgFile(whole, hair.front),
    'avatar.svg': svgFile(whole, atRest),
    'large.svg': svgFile(whole, [`<rect width="${rig.width}" height="${rig.height}" rx="60" fill="${backdrop}"/>`, ...atRest]),
    'thumbnail.svg': svgFile(THUMBNAIL_BOX, [`<circle cx="500" cy="420" r="270" fill="${backdrop}"/>`, `<clipPath id="thumbnail"><circle cx="500" cy="420" r="270"/></clipPath>`, `<g clip-path="url(#thumbnail)">${atRest.join('')}</g>`]),
  };
  for (const viseme of VISEMES) files[`parts/mouth-${viseme}.svg`] = svgFile(rig.mouth, mouthShapes(viseme, look, avatar.gender));
  return files;
}
