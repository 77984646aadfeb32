/**
 * The head part: ears, face, brows, nose, cheeks and facial hair, everything of the head that does
 * not move while speaking (eyes and mouth are parts of their own).
 */
import type { Look } from './looks';
import { clipped, darker, ellipse, fill, line, mirrored } from './svg';

/** The outline of the face and skull (the hair covers its top). */
export const FACE_OUTLINE =
  'M500 222C578 222 634 272 636 352C638 428 622 486 592 524C566 555 534 570 500 570C466 570 434 555 408 524C378 486 362 428 364 352C366 272 422 222 500 222Z';

/** The skin's shade (under the jaw, in the ears, along the nose). */
export const skinShade = (skin: string) => darker(skin, 0.14);

function ears(skin: string, jewellery?: string): string[] {
  return mirrored([
    fill('M372 366C352 356 340 372 342 396C344 420 356 436 376 434Z', skin),
    line('M366 378C356 380 352 396 358 412', skinShade(skin), 5),
    ...(jewellery ? [ellipse(358, 440, 5.5, 5.5, jewellery)] : []),
  ]);
}

function brows(look: Look): string[] {
  const colour = look.isSenior ? darker(look.hair.colour, 0.15) : darker(look.hair.colour, 0.3);
  return mirrored([line('M422 350C436 340 456 337 478 343', colour, 9)]);
}

function beard(look: Look): string[] {
  if (!look.beard) return [];
  // Along the jaw from ear to ear, thicker at the chin, open around the mouth; a moustache above it.
  const shape =
    'M368 430C372 486 392 528 420 552C446 574 474 584 500 584C526 584 554 574 580 552C608 528 628 486 632 430L618 436C614 478 600 504 584 516C570 526 556 536 540 540C530 530 516 526 500 526C484 526 470 530 460 540C444 536 430 526 416 516C400 504 386 478 382 436Z';
  const moustache = 'M454 476C468 463 488 460 500 464C512 460 532 463 546 476C550 484 542 485 532 481C518 477 508 477 500 479C492 477 482 477 468 481C458 485 450 484 454 476Z';
  if (look.beard.kind === 'short') return [fill(shape, look.beard.colour), fill(moustache, look.beard.colour)];
  // Stubble is a shadow on the skin: it stays inside the face.
  return clipped('stubble', FACE_OUTLINE, [fill(shape, look.beard.colour, 0.22), fill(moustache, look.beard.colour, 0.22)]);
}

/** The head part's shapes for a look. */
export function headShapes(look: Look): string[] {
  const shade = skinShade(look.skin);
  return [
    ...ears(look.skin, look.jewellery),
    fill(FACE_OUTLINE, look.skin),
    // A soft shade down the side of the nose and under its tip.
    line('M507 396C513 418 518 432 519 440', shade, 5),
    line('M486 449C494 454 506 454 514 449', shade, 5),
    // Cheeks.
    ...mirrored([ellipse(433, 452, 24, 13, look.lips, 0.14)]),
    ...(look.isSenior ? mirrored([line('M446 466C438 484 440 500 450 514', shade, 4), line('M428 402C436 408 448 410 460 408', shade, 3)]) : []),
    ...brows(look),
    ...beard(look),
  ];
}
