// Spin: the outgoing scene turns and shrinks away into the middle, uncovering the incoming one,
// which settles from slightly enlarged.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uAspect; // width / height
uniform float uTurns;
out vec4 outColor;

void main() {
  float eased = smoothstep(0.0, 1.0, uProgress);
  vec2 offset = (vUv - 0.5) * vec2(uAspect, 1.0);
  float angle = uTurns * 6.28318531 * eased;
  float c = cos(angle);
  float s = sin(angle);
  float scale = max(1.0 - eased, 1e-4);
  vec2 fromUv = vec2(c * offset.x - s * offset.y, s * offset.x + c * offset.y) / vec2(uAspect, 1.0) / scale + 0.5;
  vec4 to = texture(uTo, 0.5 + (vUv - 0.5) / (1.0 + 0.3 * (1.0 - eased)));
  outColor = eased < 1.0 && insideUnit(fromUv) ? texture(uFrom, fromUv) : to;
}
