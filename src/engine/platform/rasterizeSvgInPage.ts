/**
 * Rasterises an SVG with the page's image decoder (needs a DOM: a window, not a worker). A fill
 * colour recolours every painted shape, as the editor does for icons and shapes.
 */
export async function rasterizeSvgInPage(url: string, width: number, height: number, fill: string | null): Promise<ImageBitmap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  let markup = await response.text();
  if (fill) markup = markup.replace(/<svg\b/, `<svg fill="${fill.replace(/"/g, '')}"`).replace(/fill="(?!none)[^"]*"/g, `fill="${fill.replace(/"/g, '')}"`);
  const objectUrl = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = objectUrl;
    await image.decode();
    return await createImageBitmap(image, { resizeWidth: width, resizeHeight: height, premultiplyAlpha: 'premultiply' });
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}
