// Places the unit quad (0..1, y down) with uMatrix (unit square -> clip space) and maps it
// onto the uUvRect part (x, y, width, height in 0..1) of the layer's texture. The quad may be only
// a part of the layer's box (painted content, an animation clip): uQuadRect says which (x, y,
// width, height in the box's unit square), and vBox is the position in the whole box, where
// masks and frame shapes live.
in vec2 aPosition;
uniform mat3 uMatrix;
uniform vec4 uUvRect;
uniform vec4 uQuadRect;
out vec2 vUv;
out vec2 vQuad;
out vec2 vBox;

void main() {
  vUv = uUvRect.xy + aPosition * uUvRect.zw;
  vQuad = aPosition;
  vBox = uQuadRect.xy + aPosition * uQuadRect.zw;
  vec3 clip = uMatrix * vec3(aPosition, 1.0);
  gl_Position = vec4(clip.xy, 0.0, 1.0);
}
