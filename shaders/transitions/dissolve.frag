// Dissolve: blocks of uGrain pixels turn to the incoming scene in random order.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform vec2 uResolution; // px
uniform float uGrain;     // px
uniform float uSoftness;
out vec4 outColor;

void main() {
  float order = cellNoise(floor(vUv * uResolution / max(uGrain, 1.0)));
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), revealAt(order, uProgress, uSoftness));
}
