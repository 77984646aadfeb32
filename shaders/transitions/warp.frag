// Directional warp: a soft front crosses the picture along uDirection; behind it the outgoing
// scene is sucked towards the centre and the incoming one grows out of it.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform vec2 uDirection;
uniform float uSoftness;
out vec4 outColor;

void main() {
  vec2 along = uDirection / (abs(uDirection.x) + abs(uDirection.y));
  // 0 on the side the front starts from .. 1 on the side it reaches last.
  float order = 0.5 + dot(vUv - 0.5, along);
  float turned = revealAt(order, uProgress, uSoftness);
  outColor = mix(texture(uFrom, (vUv - 0.5) * (1.0 - turned) + 0.5), texture(uTo, (vUv - 0.5) * turned + 0.5), turned);
}
