// Chromium rasterises canvas 2D on the GPU process when it has a GPU, and these flags give it one
// (SwiftShader). A canvas created with `willReadFrequently` is CPU-backed instead, as canvas 2D is in
// a browser without a GPU; this makes every canvas 2D context on the page (Fabric's object caches too) so.
export function forceCpuCanvas2d(): () => void {
  const original = HTMLCanvasElement.prototype.getContext;
  const getContext = original as (this: HTMLCanvasElement, type: string, options?: Record<string, unknown>) => RenderingContext | null;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, options?: Record<string, unknown>) {
    return getContext.call(this, type, type === '2d' ? { ...options, willReadFrequently: true } : options);
  } as typeof original;
  return () => {
    HTMLCanvasElement.prototype.getContext = original;
  };
}
