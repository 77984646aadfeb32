// A linear or radial gradient over the layer's box. The colours come from uRamp, a 256x1
// premultiplied texture made once per gradient, so each pixel costs one lookup whatever the stops.
#include "../lib/edge.glsl"
#include "../masks/frame-shape.glsl"

in vec2 vQuad;
in vec2 vBox;
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
  outColor = texture(uRamp, vec2(u, 0.5)) * (uOpacity * edgeCoverage(vQuad) * frameCoverage(vBox));
}
