// A flat colour; uColor is straight (not premultiplied) RGBA. The frame shape cuts out an avatar frame's background.
#include "../lib/edge.glsl"
#include "../masks/frame-shape.glsl"

in vec2 vQuad;
in vec2 vBox;
uniform vec4 uColor;
uniform float uOpacity;
out vec4 outColor;

void main() {
  float alpha = uColor.a * uOpacity * edgeCoverage(vQuad) * frameCoverage(vBox);
  outColor = vec4(uColor.rgb * alpha, alpha);
}
