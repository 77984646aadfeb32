/** The eyes parts: open (whites, iris, lid line) and closed (the lid's lash line), both eyes. */
import type { AvatarGender } from '../../src/scene/avatars/avatarCatalogue';
import type { Look } from './looks';
import { clipped, ellipse, fill, line, mirrored } from './svg';

const lash = '#2b1f1b';
/** The left eye's opening (the right one is its mirror image), centred on (450, 385). */
const opening = 'M426 386C436 372 462 368 474 383C464 396 438 398 426 386Z';

/** Both eyes open, looking ahead. */
export function openEyes(look: Look, gender: AvatarGender): string[] {
  // One clip path serves both eyes: the mirrored copy uses it in its own (mirrored) space.
  const [clipPath, iris] = clipped('eye-opening', opening, [ellipse(451, 384.5, 10.5, 10.5, look.eyes), ellipse(451, 384.5, 5, 5, '#17110f'), ellipse(455, 380.5, 2.8, 2.8, '#ffffff')]);
  return [
    clipPath!,
    ...mirrored([
      fill(opening, '#fbf8f5'),
      iris!,
      line('M424 386C436 370 462 366 476 382', lash, gender === 'female' ? 5 : 4),
      ...(gender === 'female' ? [line('M426 384L417 377', lash, 3.5)] : []),
    ]),
  ];
}

/** Both eyes closed: the lid's lash line, curved down. */
export function closedEyes(gender: AvatarGender): string[] {
  return mirrored([line('M425 386C436 395 462 397 475 386', lash, gender === 'female' ? 5 : 4), ...(gender === 'female' ? [line('M427 387L418 385', lash, 3.5)] : [])]);
}
