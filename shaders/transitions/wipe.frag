// A straight edge sweeps across the picture in uDirection (screen axes, y up), uncovering the
// incoming scene behind it.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform vec2 uDirection;
uniform float uSoftness;
out vec4 outColor;

void main() {
  // 0 on the side the edge starts from .. 1 on the side it reaches last.
  float order = 0.5 + dot(vUv - 0.5, uDirection) / (abs(uDirection.x) + abs(uDirection.y));
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), revealAt(order, uProgress, uSoftness));
}
