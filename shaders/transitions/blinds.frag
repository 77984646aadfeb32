// Blinds: uCount slats turn one after another from the outgoing scene to the incoming one
// (horizontal slats, top to bottom).
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uCount;
out vec4 outColor;

void main() {
  // Each slat closes from its top edge; lower slats start a little later.
  float inSlat = fract((1.0 - vUv.y) * uCount);
  float order = inSlat * 0.8 + (1.0 - vUv.y) * 0.2;
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), revealAt(order, uProgress, 0.02));
}
