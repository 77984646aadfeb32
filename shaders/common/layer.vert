// Places the unit quad (0..1, y down) with uMatrix (unit square -> clip space) and maps it
// onto the uUvRect part (x, y, width, height in 0..1) of the layer's texture.
in vec2 aPosition;
uniform mat3 uMatrix;
uniform vec4 uUvRect;
out vec2 vUv;
out vec2 vQuad;

void main() {
  vUv = uUvRect.xy + aPosition * uUvRect.zw;
  vQuad = aPosition;
  vec3 clip = uMatrix * vec3(aPosition, 1.0);
  gl_Position = vec4(clip.xy, 0.0, 1.0);
}
