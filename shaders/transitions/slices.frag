// Slices: the incoming scene drops in as uCount vertical strips, one after another from the left.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uCount;
out vec4 outColor;

void main() {
  float strip = floor(vUv.x * uCount);
  // Each strip moves for half of the time; its start follows its place from the left.
  float start = strip / max(uCount - 1.0, 1.0) * 0.5;
  float fall = smoothstep(0.0, 1.0, clamp((uProgress - start) * 2.0, 0.0, 1.0));
  // The strip's top edge comes down from above the picture (y up: 2 .. 1 is above).
  float top = 2.0 - fall;
  vec2 toUv = vec2(vUv.x, vUv.y + (top - 1.0));
  outColor = fall >= 1.0 || toUv.y <= 1.0 ? texture(uTo, toUv) : texture(uFrom, vUv);
}
