const painted = 'path, rect, circle, ellipse, polygon, polyline, line, text, use';

/**
 * Recolours an SVG with `fill`. An SVG that paints in `currentColor` (icons, our illustrations)
 * names its recolourable parts that way, so only its `color` changes and fixed details (a white
 * tick) stay; any other SVG has every painted shape that is not unfilled filled with the colour.
 */
function recolour(svg: Element, fill: string) {
  if (/currentColor/i.test(svg.outerHTML)) {
    svg.setAttribute('color', fill);
    return;
  }
  svg.setAttribute('fill', fill);
  for (const shape of svg.querySelectorAll(painted)) if (shape.getAttribute('fill') !== 'none') shape.setAttribute('fill', fill);
}

/**
 * Rasterises an SVG to exactly `width` x `height` pixels (stretched to the object's box) with the
 * page's image decoder; needs a DOM, so hosts without one (the worker) forward here. A fill colour
 * recolours it (see `recolour`), as the editor does for icons, shapes and illustrations. An SVG
 * that cannot be loaded (a mask cropping a layer, an element) is logged as spec 000 §8 says,
 * "could not load image", and the failure passes on (the engine draws the layer without it).
 */
export async function rasterizeSvgInPage(url: string, width: number, height: number, fill: string | null): Promise<ImageBitmap> {
  try {
    return await rasterize(url, width, height, fill);
  } catch (error) {
    console.error(`could not load image ${url}`, error);
    throw error;
  }
}

async function rasterize(url: string, width: number, height: number, fill: string | null): Promise<ImageBitmap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const svg = new DOMParser().parseFromString(await response.text(), 'image/svg+xml').documentElement;
  if (svg.nodeName !== 'svg') throw new Error(`${url} is not an SVG document`);
  if (!svg.hasAttribute('viewBox') && svg.hasAttribute('width') && svg.hasAttribute('height')) {
    svg.setAttribute('viewBox', `0 0 ${parseFloat(svg.getAttribute('width')!)} ${parseFloat(svg.getAttribute('height')!)}`);
  }
  // An intrinsic size is what lets the decoder rasterise at all; the box decides the aspect.
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('preserveAspectRatio', 'none');
  if (fill) recolour(svg, fill);
  const objectUrl = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = objectUrl;
    await image.decode();
    return await createImageBitmap(image, { resizeWidth: width, resizeHeight: height, premultiplyAlpha: 'premultiply' });
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}
