/** How many blurred shadows are kept (each at most 512 x 512 RGBA, so at most 32 MiB). */
const MAX_ENTRIES = 32;

/**
 * Blurred shadow textures of casters that did not change, keyed by everything the blur depends on
 * (the layer as drawn, its quad part and the output size): a still layer pays for its shadow's
 * three buffer passes once, then draws one tinted quad per frame. Least recently used go first.
 */
export class ShadowCache {
  private readonly entries = new Map<string, WebGLTexture>();

  constructor(private readonly gl: WebGL2RenderingContext) {}

  /** The texture kept under `key`, marked as just used. */
  get(key: string): WebGLTexture | undefined {
    const texture = this.entries.get(key);
    if (texture) {
      this.entries.delete(key);
      this.entries.set(key, texture);
    }
    return texture;
  }

  /** Copies the `width` x `height` corner of the bound framebuffer into a new texture kept under `key`. */
  keepFromFramebuffer(key: string, width: number, height: number): WebGLTexture {
    const { gl } = this;
    const texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.copyTexImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 0, 0, width, height, 0);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    this.entries.set(key, texture);
    while (this.entries.size > MAX_ENTRIES) {
      const [oldest, old] = this.entries.entries().next().value as [string, WebGLTexture];
      gl.deleteTexture(old);
      this.entries.delete(oldest);
    }
    return texture;
  }

  /** Forgets every texture (after a lost context they are gone anyway). */
  clear(deleteTextures: boolean): void {
    if (deleteTextures) for (const texture of this.entries.values()) this.gl.deleteTexture(texture);
    this.entries.clear();
  }
}
