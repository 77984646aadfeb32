import type * as twgl from 'twgl.js';

/** Frees a framebuffer and its attachments. */
export function deleteFramebufferInfo(gl: WebGL2RenderingContext, target: twgl.FramebufferInfo): void {
  gl.deleteFramebuffer(target.framebuffer);
  for (const attachment of target.attachments) gl.deleteTexture(attachment as WebGLTexture);
}
