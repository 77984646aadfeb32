// An image, text, vector or RGBA video frame: the texture is premultiplied, so opacity scales all
// four channels. Colour filter, mask and frame shape are folded in here (no extra pass).
#include "../lib/edge.glsl"
#include "../filters/color-filter.glsl"
#include "../masks/mask-texture.glsl"
#include "../masks/frame-shape.glsl"

in vec2 vUv;
in vec2 vQuad;
in vec2 vBox;
uniform sampler2D uTexture;
uniform float uOpacity;
out vec4 outColor;

void main() {
  float coverage = uOpacity * edgeCoverage(vQuad) * maskCoverage(vBox) * frameCoverage(vBox);
  outColor = applyColorFilter(texture(uTexture, vUv)) * coverage;
}
