// gradient.frag for a layer with no frame shape (every gradient but an avatar frame's background):
// the same pixels without the frame code (see texture-plain.frag).
#include "../lib/edge.glsl"

in vec2 vQuad;
uniform sampler2D uRamp;
uniform int uKind;          // 0 linear, 1 radial
uniform vec2 uDirection;    // linear: unit direction in box space (0 degrees points right)
uniform float uOpacity;
out vec4 outColor;

void main() {
  vec2 p = vQuad - 0.5;
  float t = uKind == 0
    ? dot(p, uDirection) / (abs(uDirection.x) * 0.5 + abs(uDirection.y) * 0.5) * 0.5 + 0.5
    : length(p) / 0.7071068;
  float u = (clamp(t, 0.0, 1.0) * 255.0 + 0.5) / 256.0;
  outColor = texture(uRamp, vec2(u, 0.5)) * (uOpacity * edgeCoverage(vQuad));
}
