/**
 * What the engine needs from its host, injected so one engine runs in the compositor worker, on a
 * test page and on the server's render page (compare Pixi's WebWorkerAdapter).
 */
export type EnginePlatform = {
  /** Fetches a media file. */
  fetchBlob(url: string): Promise<Blob>;
  /** Decodes a raster image into a premultiplied ImageBitmap. */
  decodeImage(blob: Blob): Promise<ImageBitmap>;
  /**
   * Rasterises an SVG at the given pixel size, optionally recoloured. Workers cannot decode SVG,
   * so hosts without a DOM forward this to a page.
   */
  rasterizeSvg(url: string, width: number, height: number, fill: string | null): Promise<ImageBitmap>;
  /** A 2D-capable canvas for text rasterisation. */
  createCanvas(width: number, height: number): OffscreenCanvas;
  /** Makes a font face usable by canvases this platform creates. */
  loadFont(family: string, url: string, descriptors: FontFaceDescriptors): Promise<void>;
};

/** The parts of the platform any worker or window provides natively. */
export function nativePlatform(scope: { fonts: FontFaceSet }, rasterizeSvg: EnginePlatform['rasterizeSvg']): EnginePlatform {
  return {
    async fetchBlob(url) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.blob();
    },
    decodeImage: (blob) => createImageBitmap(blob, { premultiplyAlpha: 'premultiply', colorSpaceConversion: 'none' }),
    rasterizeSvg,
    createCanvas: (width, height) => new OffscreenCanvas(width, height),
    async loadFont(family, url, descriptors) {
      const face = new FontFace(family, `url(${JSON.stringify(url)})`, descriptors);
      scope.fonts.add(await face.load());
    },
  };
}
