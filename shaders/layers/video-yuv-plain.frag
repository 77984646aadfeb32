// video-yuv.frag for a layer with no colour filter, mask or frame shape: the same pixels without
// the effect code (see texture-plain.frag).
#include "../lib/yuv.glsl"
#include "../lib/edge.glsl"

in vec2 vUv;
in vec2 vQuad;
uniform sampler2D uPlaneY;
uniform sampler2D uPlaneU;
uniform sampler2D uPlaneV;
uniform bool uBt709;
uniform float uOpacity;
out vec4 outColor;

void main() {
  vec3 rgb = yuvToRgb(texture(uPlaneY, vUv).r, texture(uPlaneU, vUv).r, texture(uPlaneV, vUv).r, uBt709);
  outColor = vec4(rgb, 1.0) * (uOpacity * edgeCoverage(vQuad));
}
