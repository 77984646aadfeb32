// Clock wipe: a hand sweeps clockwise from twelve o'clock, uncovering the incoming scene.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uAspect; // width / height
uniform float uSoftness;
out vec4 outColor;

void main() {
  vec2 offset = (vUv - 0.5) * vec2(uAspect, 1.0);
  // 0 at twelve o'clock, growing clockwise to 1.
  float order = fract(atan(offset.x, offset.y) / 6.28318531 + 1.0);
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), revealAt(order, uProgress, uSoftness));
}
