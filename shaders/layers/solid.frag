// A flat colour; uColor is straight (not premultiplied) RGBA.
#include "../lib/edge.glsl"

in vec2 vQuad;
uniform vec4 uColor;
uniform float uOpacity;
out vec4 outColor;

void main() {
  float alpha = uColor.a * uOpacity * edgeCoverage(vQuad);
  outColor = vec4(uColor.rgb * alpha, alpha);
}
