/**
 * Hair (and the hijab) in two parts: the back, drawn behind the body and head, and the front,
 * drawn over the face's top and sides. Glasses go with the front, over the eyes.
 */
import type { HairStyle, Look } from './looks';
import { darker, fill, lighter, line, mirrored } from './svg';

type Hair = { back: string[]; front: string[] };

/** The back of a short haircut: round over the skull down to the ears (the face hides its lower edge). */
const SHORT_BACK = 'M360 430C350 320 384 204 500 198C616 204 650 320 640 430C620 442 380 442 360 430Z';

/** A round, curly outline: bumps along an ellipse from angle `from` to `to` (radians, 0 = right, clockwise in y-down). */
function curlyOutline(cx: number, cy: number, rx: number, ry: number, from: number, to: number, bumps: number): string {
  const point = (angle: number, grow: number) => [cx + Math.cos(angle) * rx * grow, cy + Math.sin(angle) * ry * grow].map((n) => Math.round(n * 10) / 10);
  const [x0, y0] = point(from, 1);
  let d = `M${x0} ${y0}`;
  for (let index = 0; index < bumps; index++) {
    const middle = from + ((index + 0.5) / bumps) * (to - from);
    const end = from + ((index + 1) / bumps) * (to - from);
    const [qx, qy] = point(middle, 1.09);
    const [x, y] = point(end, 1);
    d += `Q${qx} ${qy} ${x} ${y}`;
  }
  return d;
}

function styleOf(style: HairStyle, colour: string): Hair {
  const shade = darker(colour, 0.22);
  const strand = darker(colour, 0.2);
  const shine = lighter(colour, 0.2);
  switch (style) {
    case 'buzz':
      return {
        back: [],
        front: [fill('M362 396C356 300 398 214 500 212C602 214 644 300 638 396L634 420L628 396C626 340 612 296 590 280C560 268 530 266 500 266C470 266 440 268 410 280C388 296 374 340 372 396L366 420Z', colour)],
      };
    case 'sidePart':
      return {
        back: [fill(SHORT_BACK, shade)],
        front: [
          fill('M354 400C344 300 372 206 470 190C570 176 646 220 654 320L646 402L640 430L634 402C634 350 626 312 606 292C570 300 500 298 446 274C428 300 398 318 372 330L368 402L362 430Z', colour),
          line('M446 274C448 240 452 214 462 198', strand, 4),
          line('M474 232C530 220 590 240 630 282M474 256C530 252 582 264 612 290', shine, 4),
        ],
      };
    case 'receding':
      return {
        back: [fill('M358 444C352 404 354 356 364 322H636C646 356 648 404 642 444Z', shade)],
        front: [
          ...mirrored([fill('M360 410C354 360 362 318 386 290C392 300 390 312 384 326C376 346 372 380 372 410Z', colour)]),
          fill('M386 290C410 236 450 214 500 214C550 214 590 236 614 290C580 280 540 276 500 276C460 276 420 280 386 290Z', colour, 0.3),
        ],
      };
    case 'quiff':
      return {
        back: [fill(SHORT_BACK, shade)],
        front: [
          fill('M356 404C346 310 366 226 424 192C478 160 574 160 618 196C650 224 658 310 646 404L640 430L634 404C632 344 624 306 604 290C570 276 530 272 494 272C450 274 404 288 384 316L368 404L362 430Z', colour),
          line('M424 250C470 224 540 220 604 242M416 282C460 258 520 252 600 266', strand, 4),
          line('M446 204C496 182 552 184 588 200', shine, 5),
        ],
      };
    case 'bob':
      return {
        back: [fill('M500 186C372 186 332 276 336 380C338 460 334 530 346 590C386 606 426 600 448 584H552C574 600 614 606 654 590C666 530 662 460 664 380C668 276 628 186 500 186Z', shade)],
        front: [
          fill('M346 590C336 520 336 460 338 390C336 280 384 194 500 190C616 194 664 280 662 390C664 460 664 520 654 590C626 600 600 600 580 592C604 540 624 480 628 420C630 370 616 326 596 300C560 318 500 314 454 290C424 318 394 346 382 380C372 440 384 530 420 588C396 600 370 600 346 590Z', colour),
          line('M454 290C420 250 394 240 370 280M596 300C600 260 580 226 540 210', strand, 4),
          line('M470 214C530 206 590 222 626 268', shine, 5),
          line('M356 420C356 480 364 540 382 580M644 420C644 480 636 540 620 580', strand, 3),
        ],
      };
    case 'bangsBob':
      return {
        back: [fill('M500 188C374 188 334 276 338 376C340 450 338 510 350 566H650C662 510 660 450 662 376C666 276 626 188 500 188Z', shade)],
        front: [
          fill('M350 566C340 486 338 426 340 372C340 270 390 196 500 192C610 196 660 270 660 372C662 426 660 486 650 566C630 576 606 576 590 568C606 506 618 446 618 386V330C580 338 540 340 500 340C460 340 420 338 382 330V386C382 446 394 506 410 568C394 576 370 576 350 566Z', colour),
          line('M430 250L426 334M470 236L468 338M530 236L532 338M570 250L574 334', strand, 3),
          line('M440 214C480 202 540 204 580 220', shine, 5),
        ],
      };
    case 'longStraight':
      return {
        back: [fill('M500 188C376 188 336 278 338 380C338 480 330 600 340 720C380 736 440 736 470 720H530C560 736 620 736 660 720C670 600 662 480 662 380C664 278 624 188 500 188Z', shade)],
        front: [
          fill('M360 720C348 640 344 540 348 440C350 380 346 320 362 278C386 216 440 192 500 190C570 190 630 218 650 290C660 330 654 390 654 440C656 540 652 640 640 720C620 734 592 736 572 726C580 660 586 600 596 548C612 520 630 480 628 430C626 370 600 330 572 296C540 300 500 288 470 262C450 300 420 330 398 350C380 380 370 410 374 440C378 480 392 520 410 556C416 610 420 670 428 726C406 736 380 734 360 720Z', colour),
          line('M470 262C440 236 410 240 388 270M372 460C374 560 384 650 396 720M628 460C626 560 616 650 604 720', strand, 3),
          line('M486 214C550 206 610 230 640 290', shine, 5),
        ],
      };
    case 'longWavy':
      return {
        back: [fill('M500 184C366 184 322 278 326 384C328 480 316 600 330 730C376 752 440 748 470 730H530C560 748 624 752 670 730C684 600 672 480 674 384C678 278 634 184 500 184Z', shade)],
        front: [
          fill('M348 730C334 690 344 650 334 610C324 570 342 530 334 490C326 450 340 410 340 370C342 270 394 190 500 186C606 190 658 270 660 370C660 410 674 450 666 490C658 530 676 570 666 610C656 650 666 690 652 730C630 744 600 744 580 734C584 690 572 650 590 606C612 560 632 500 628 430C626 360 598 310 556 288C520 300 480 300 444 288C402 310 374 360 372 430C368 500 388 560 410 606C428 650 416 690 420 734C400 744 370 744 348 730Z', colour),
          line('M356 470C372 500 350 540 366 580C380 620 358 660 374 700M644 470C628 500 650 540 634 580C620 620 642 660 626 700', strand, 3),
          line('M500 214V256', strand, 3),
          line('M420 220C460 200 540 198 590 222', shine, 5),
        ],
      };
    case 'bun':
      return {
        back: [fill('M500 132C528 132 548 152 548 178C548 204 528 222 500 222C472 222 452 204 452 178C452 152 472 132 500 132Z', colour), fill('M360 430C350 330 380 212 500 206C620 212 650 330 640 430L600 470H400Z', shade)],
        front: [
          fill('M356 420C346 320 384 208 500 204C616 208 654 320 644 420H632C630 350 614 300 590 280C560 266 520 262 500 258C480 262 440 266 410 280C386 300 370 350 368 420Z', colour),
          line('M500 258V212', strand, 3),
          ...mirrored([line('M484 238C440 240 404 270 384 330', shine, 4)]),
          line('M474 152C488 142 512 142 526 152', shine, 4),
        ],
      };
    case 'afro': {
      const cloud = `${curlyOutline(500, 330, 196, 186, Math.PI * 0.8, Math.PI * 2.2, 16)}Z`;
      const crown = `${curlyOutline(500, 330, 182, 172, Math.PI * 1.02, Math.PI * 1.98, 10)}C636 330 626 296 604 280C570 262 530 256 500 256C470 256 430 262 396 280C374 296 364 330 368 ${330 + 172 * Math.sin(Math.PI * 1.02)}Z`;
      return { back: [fill(cloud, colour)], front: [fill(crown, colour), line('M410 250C450 226 550 226 590 250', shine, 5)] };
    }
    case 'hijab':
      return {
        back: [fill('M500 168C372 168 322 262 322 380C322 480 340 560 368 610H632C660 560 678 480 678 380C678 262 628 168 500 168Z', shade)],
        front: [
          `<path fill-rule="evenodd" fill="${colour}" d="M500 172C378 172 330 262 330 378C330 470 348 540 380 592C340 616 300 650 286 720C360 752 440 764 500 764C560 764 640 752 714 720C700 650 660 616 620 592C652 540 670 470 670 378C670 262 622 172 500 172ZM500 236C572 236 624 282 626 356C628 430 612 488 584 526C560 556 532 574 500 574C468 574 440 556 416 526C388 488 372 430 374 356C376 282 428 236 500 236Z"/>`,
          fill('M376 340C384 274 436 236 500 236C564 236 616 274 624 340C600 290 556 262 500 262C444 262 400 290 376 340Z', darker(colour, 0.25)),
          line('M352 420C352 500 370 560 402 602M648 420C648 500 630 560 598 602M392 640C430 676 470 690 500 692C530 690 570 676 608 640', darker(colour, 0.18), 4),
        ],
      };
    case 'pixie':
      return {
        back: [fill(SHORT_BACK, shade)],
        front: [
          fill('M360 392C350 300 380 210 480 194C580 182 650 236 650 330L642 392L638 420L632 392C630 340 620 300 600 284C576 296 540 300 510 296C470 292 430 300 404 320C392 340 378 360 372 392L364 420Z', colour),
          fill('M404 320C440 274 520 262 600 284C560 304 490 322 420 346Z', colour),
          line('M420 330C470 300 540 288 596 288M440 240C500 222 570 226 620 260', strand, 3),
          line('M460 214C520 200 580 210 620 236', shine, 5),
        ],
      };
  }
}

/** Glasses: rounded rims over the eyes, a bridge and the arms to the ears. */
function glasses(colour: string): string[] {
  return [
    ...mirrored([
      `<rect x="412" y="360" width="76" height="54" rx="18" fill="#ffffff" fill-opacity="0.12" stroke="${colour}" stroke-width="5.5"/>`,
      line('M412 378L368 372', colour, 5),
    ]),
    line('M488 382Q500 374 512 382', colour, 5),
  ];
}

/** The back and front hair parts of a look, glasses included in the front. */
export function hairShapes(look: Look): Hair {
  const hair = styleOf(look.hair.style, look.hair.colour);
  return { back: hair.back, front: [...hair.front, ...(look.glasses ? glasses(look.glasses) : [])] };
}
