/** A unit quad (0..1) as a triangle strip at attribute location 0, in its own vertex array. */
export function createUnitQuad(gl: WebGL2RenderingContext): WebGLVertexArrayObject {
  const vao = gl.createVertexArray();
  gl.bindVertexArray(vao);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.bindVertexArray(null);
  return vao;
}

/** Frees a quad `createUnitQuad` made: its vertex array and the buffer it reads. */
export function deleteUnitQuad(gl: WebGL2RenderingContext, quad: WebGLVertexArrayObject): void {
  gl.bindVertexArray(quad);
  const buffer = gl.getVertexAttrib(0, gl.VERTEX_ATTRIB_ARRAY_BUFFER_BINDING) as WebGLBuffer | null;
  gl.bindVertexArray(null);
  gl.deleteBuffer(buffer);
  gl.deleteVertexArray(quad);
}
