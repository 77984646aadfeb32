// A decoded video frame uploaded as its three I420 planes and converted here (cheaper than an RGBA
// upload). Colour filter, mask and frame shape are folded in here (no extra pass).
#include "../lib/yuv.glsl"
#include "../lib/edge.glsl"
#include "../filters/color-filter.glsl"
#include "../masks/mask-texture.glsl"
#include "../masks/frame-shape.glsl"

in vec2 vUv;
in vec2 vQuad;
in vec2 vBox;
uniform sampler2D uPlaneY;
uniform sampler2D uPlaneU;
uniform sampler2D uPlaneV;
uniform bool uBt709;
uniform float uOpacity;
out vec4 outColor;

void main() {
  vec3 rgb = yuvToRgb(texture(uPlaneY, vUv).r, texture(uPlaneU, vUv).r, texture(uPlaneV, vUv).r, uBt709);
  float coverage = uOpacity * edgeCoverage(vQuad) * maskCoverage(vBox) * frameCoverage(vBox);
  outColor = applyColorFilter(vec4(rgb, 1.0)) * coverage;
}
