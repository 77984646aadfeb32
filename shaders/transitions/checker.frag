// Checkerboard: squares turn to the incoming scene in two waves from left to right, the dark
// squares of a checkerboard first, then the light ones.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uAspect; // width / height
uniform float uCount;  // squares across
out vec4 outColor;

void main() {
  vec2 cell = floor(vUv * vec2(uCount, max(1.0, floor(uCount / uAspect + 0.5))));
  float isSecond = mod(cell.x + cell.y, 2.0);
  float order = (isSecond + cell.x / uCount) * 0.5;
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), revealAt(order, uProgress, 0.05));
}
