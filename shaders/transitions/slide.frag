// Push: the incoming scene slides in along uDirection (an axis, y up) and pushes the outgoing
// one out ahead of it.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform vec2 uDirection;
out vec4 outColor;

void main() {
  float eased = smoothstep(0.0, 1.0, uProgress);
  vec2 fromUv = vUv - uDirection * eased;
  outColor = insideUnit(fromUv) ? texture(uFrom, fromUv) : texture(uTo, vUv + uDirection * (1.0 - eased));
}
