/** A rectangle in fractions (0..1) of a layer's box. */
export type UnitRect = { x: number; y: number; width: number; height: number };

/**
 * A GL texture with the size of what it holds; `content`, when known, is the only part of the
 * layer's box that can show anything (the rest is transparent and need not be filled).
 */
export type SizedTexture = { texture: WebGLTexture; width: number; height: number; content?: UnitRect };

/** The three planes of an I420 frame as single-channel textures. */
export type PlaneTextures = { y: SizedTexture; u: SizedTexture; v: SizedTexture; bt709: boolean };

function newTexture(gl: WebGL2RenderingContext): WebGLTexture {
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  return texture;
}

/**
 * Uploads a picture as a premultiplied RGBA texture (ImageBitmaps must have been created with
 * `premultiplyAlpha: 'premultiply'`; canvases and frames are premultiplied by the unpack flag).
 */
export function uploadRgba(gl: WebGL2RenderingContext, source: ImageBitmap | OffscreenCanvas | VideoFrame, width: number, height: number, reuse?: SizedTexture): SizedTexture {
  const texture = reuse && reuse.width === width && reuse.height === height ? reuse.texture : newTexture(gl);
  if (reuse && reuse.texture !== texture) gl.deleteTexture(reuse.texture);
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
  return { texture, width, height };
}

function uploadPlane(gl: WebGL2RenderingContext, data: Uint8Array, width: number, height: number, stride: number, reuse?: SizedTexture) {
  const isSameSize = reuse && reuse.width === width && reuse.height === height;
  const texture = isSameSize ? reuse.texture : newTexture(gl);
  if (reuse && !isSameSize) gl.deleteTexture(reuse.texture);
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  gl.pixelStorei(gl.UNPACK_ROW_LENGTH, stride);
  if (isSameSize) gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, width, height, gl.RED, gl.UNSIGNED_BYTE, data);
  else gl.texImage2D(gl.TEXTURE_2D, 0, gl.R8, width, height, 0, gl.RED, gl.UNSIGNED_BYTE, data);
  gl.pixelStorei(gl.UNPACK_ROW_LENGTH, 0);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
  return { texture, width, height };
}

/** A decoded I420 frame in memory: planes with their byte offsets and strides. */
export type I420Frame = {
  data: Uint8Array;
  width: number;
  height: number;
  layout: { offset: number; stride: number }[];
  bt709: boolean;
};

/** Uploads the Y, U and V planes of an I420 frame (reusing same-size textures). */
export function uploadI420(gl: WebGL2RenderingContext, frame: I420Frame, reuse?: PlaneTextures): PlaneTextures {
  const chromaWidth = Math.ceil(frame.width / 2);
  const chromaHeight = Math.ceil(frame.height / 2);
  const plane = (index: number, width: number, height: number, previous?: SizedTexture) => {
    const { offset, stride } = frame.layout[index]!;
    return uploadPlane(gl, frame.data.subarray(offset, offset + stride * height), width, height, stride, previous);
  };
  return {
    y: plane(0, frame.width, frame.height, reuse?.y),
    u: plane(1, chromaWidth, chromaHeight, reuse?.u),
    v: plane(2, chromaWidth, chromaHeight, reuse?.v),
    bt709: frame.bt709,
  };
}

/** Frees a texture set. */
export function deleteTextures(gl: WebGL2RenderingContext, textures: SizedTexture | PlaneTextures) {
  if ('texture' in textures) gl.deleteTexture(textures.texture);
  else for (const plane of [textures.y, textures.u, textures.v]) gl.deleteTexture(plane.texture);
}
