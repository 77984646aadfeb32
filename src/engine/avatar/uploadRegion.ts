import type { SizedTexture } from '../gl/textures';
import type { PixelRect } from './headRegion';

/**
 * Re-uploads one rectangle of a canvas into the texture that holds the whole canvas (same size),
 * premultiplied like `uploadRgba`: WebGL2 reads the rectangle straight from the canvas.
 */
export function uploadRgbaRegion(gl: WebGL2RenderingContext, texture: SizedTexture, source: OffscreenCanvas, rect: PixelRect): void {
  gl.bindTexture(gl.TEXTURE_2D, texture.texture);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
  gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, rect.x);
  gl.pixelStorei(gl.UNPACK_SKIP_ROWS, rect.y);
  gl.texSubImage2D(gl.TEXTURE_2D, 0, rect.x, rect.y, rect.width, rect.height, gl.RGBA, gl.UNSIGNED_BYTE, source);
  gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, 0);
  gl.pixelStorei(gl.UNPACK_SKIP_ROWS, 0);
}
