// Iris: uOpen 1 opens a circle from the centre onto the incoming scene; uOpen 0 closes a circle
// over the outgoing scene, leaving the incoming one around it.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uOpen;
uniform float uAspect; // width / height
uniform float uSoftness;
out vec4 outColor;

void main() {
  vec2 offset = (vUv - 0.5) * vec2(uAspect, 1.0);
  // 0 at the centre .. 1 at the corners.
  float radius = length(offset) / length(vec2(uAspect, 1.0) * 0.5);
  float order = uOpen > 0.5 ? radius : 1.0 - radius;
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), revealAt(order, uProgress, uSoftness));
}
