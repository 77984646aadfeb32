// Diamond: a diamond opens from the centre onto the incoming scene.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uAspect; // width / height
uniform float uSoftness;
out vec4 outColor;

void main() {
  vec2 offset = abs(vUv - 0.5) * vec2(uAspect, 1.0);
  // 0 at the centre .. 1 at the corners, in steps of the diamond's edge.
  float order = (offset.x + offset.y) / ((uAspect + 1.0) * 0.5);
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), revealAt(order, uProgress, uSoftness));
}
