// texture.frag for a layer with no colour filter, mask or frame shape: the same pixels (coverage is
// opacity times edge, as there), without the effect code. SwiftShader runs the effect code of the full
// program whether a layer uses it or not; on a busy frame that was about a quarter of the time.
#include "../lib/edge.glsl"

in vec2 vUv;
in vec2 vQuad;
uniform sampler2D uTexture;
uniform float uOpacity;
out vec4 outColor;

void main() {
  outColor = texture(uTexture, vUv) * (uOpacity * edgeCoverage(vQuad));
}
