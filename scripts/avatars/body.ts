/** The body part: neck and upper body in the presenter's clothing, cut at the image's bottom edge. */
import { skinShade } from './head';
import type { Look } from './looks';
import { darker, ellipse, fill, lighter, line, mirrored } from './svg';

const NECK = 'M452 470V630Q500 662 548 630V470Z';
const JAW_SHADOW = 'M452 516C470 574 530 574 548 516V566C530 602 470 602 452 566Z';
const TORSO = 'M452 612C420 638 336 648 276 664C218 680 192 724 184 794L170 1000H830L816 794C808 724 782 680 724 664C664 648 580 638 548 612Z';

/** The skin of the neck and chest opening, with the shade the jaw casts. */
function neck(skin: string): string[] {
  return [fill(NECK, skin), fill(JAW_SHADOW, skinShade(skin))];
}

/** Lines that set the arms off the chest. */
function arms(colour: string): string[] {
  return mirrored([line('M264 768C254 846 250 924 252 1000', darker(colour, 0.18), 4)]);
}

function jacket(look: Look, colour: string, inner: string, depth: number): string[] {
  const lapel = darker(colour, 0.12);
  const edge = darker(colour, 0.3);
  const shirt: string[] = look.clothing.tie
    ? [
        fill(`M444 612L500 ${depth}L556 612Z`, inner),
        ...mirrored([fill('M450 604L466 670L500 638L486 624Z', inner), line('M450 604L466 670L500 638', darker(inner, 0.12), 2)]),
        fill('M488 636H512L508 662H492Z', look.clothing.tie),
        fill(`M492 662H508L520 ${depth - 40}L500 ${depth - 14}L480 ${depth - 40}Z`, look.clothing.tie),
        line(`M494 676L506 690M492 712L510 730M490 752L512 772`, darker(look.clothing.tie, 0.2), 3),
      ]
    : [fill(`M444 612L500 ${depth}L556 612Z`, inner), fill('M454 612C464 664 536 664 546 612Z', look.skin)];
  return [
    fill(TORSO, colour),
    ...shirt,
    ...mirrored([
      fill(`M444 612L500 ${depth}L497 ${depth + 18}L420 716L434 700L402 688C414 660 428 632 444 612Z`, lapel),
      line(`M444 612L500 ${depth}M402 688L434 700L420 716L497 ${depth + 18}`, edge, 2),
    ]),
    ellipse(500, depth + 52, 7, 7, edge),
    ...arms(colour),
  ];
}

function necklace(colour: string | undefined): string[] {
  return colour ? [line('M456 640C470 682 530 682 544 640', colour, 3), ellipse(500, 680, 6, 6, colour)] : [];
}

/** The body part's shapes for a look. */
export function bodyShapes(look: Look): string[] {
  const { style, colour, inner = '#ffffff' } = look.clothing;
  const trim = darker(colour, 0.15);
  switch (style) {
    case 'blazer':
      return [...neck(look.skin), ...jacket(look, colour, inner, 820)];
    case 'suit':
      return [...neck(look.skin), ...jacket(look, colour, inner, 840)];
    case 'sweater':
      // A V-neck over a collared shirt when there is one, else a crew neck.
      return [
        ...neck(look.skin),
        fill(TORSO, colour),
        ...(look.clothing.inner
          ? [
              fill('M446 612L500 700L554 612Z', inner),
              ...mirrored([fill('M450 604L466 662L500 640L486 624Z', inner), line('M450 604L466 662L500 640', darker(inner, 0.15), 2)]),
              line('M440 608L500 712L560 608', trim, 10),
            ]
          : [fill('M438 606C458 656 542 656 562 606L550 600C536 640 464 640 450 600Z', trim)]),
        ...arms(colour),
      ];
    case 'blouse':
      return [
        ...neck(look.skin),
        fill(TORSO, colour),
        fill('M440 612C448 692 552 692 560 612Z', look.skin),
        line('M440 612C448 692 552 692 560 612', trim, 4),
        ...necklace(look.jewellery),
        ...arms(colour),
      ];
    case 'shirt':
      return [
        ...neck(look.skin),
        fill(TORSO, colour),
        fill('M456 612L500 690L544 612Z', look.skin),
        ...mirrored([fill('M450 598C438 626 430 654 428 676L470 664L500 690L456 612Z', lighter(colour, 0.1)), line('M450 598C438 626 430 654 428 676L470 664L500 690', trim, 2)]),
        line('M500 690V1000', trim, 3),
        ...[744, 814, 884, 954].map((y) => ellipse(505, y, 4.5, 4.5, lighter(colour, 0.4))),
        ...arms(colour),
      ];
    case 'cardigan':
      return [
        ...neck(look.skin),
        fill(TORSO, colour),
        fill('M446 614L484 1000H516L554 614Z', inner),
        fill('M456 612C466 650 534 650 544 612Z', look.skin),
        line('M456 612C466 650 534 650 544 612', darker(inner, 0.12), 3),
        ...mirrored([line('M448 616L487 1000', trim, 10)]),
        ...[760, 850, 940].map((y) => ellipse(520 - (y - 760) * 0.02, y, 5, 5, lighter(colour, 0.5))),
        ...arms(colour),
      ];
    case 'turtleneck':
      return [
        ...neck(look.skin),
        fill(TORSO, colour),
        fill('M446 530V618C470 636 530 636 554 618V530C530 546 470 546 446 530Z', darker(colour, 0.06)),
        ...[462, 478, 494, 510, 526, 542].map((x) => line(`M${x} 548V626`, darker(colour, 0.16), 2)),
        ...arms(colour),
      ];
  }
}
