// Fade through a colour: the outgoing scene fades to uColor, holds it for uHold of the time,
// then the incoming scene fades in from it.
#include "../lib/transition.glsl"
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform vec4 uColor; // straight RGBA
uniform float uHold; // share of the time spent on the plain colour, 0..0.8
out vec4 outColor;

void main() {
  vec4 color = vec4(uColor.rgb * uColor.a, uColor.a);
  float half_ = (1.0 - uHold) * 0.5;
  float out_ = smoothstep(0.0, 1.0, clamp(uProgress / max(half_, 1e-4), 0.0, 1.0));
  float in_ = smoothstep(0.0, 1.0, clamp((uProgress - half_ - uHold) / max(half_, 1e-4), 0.0, 1.0));
  outColor = uProgress < 0.5 ? mix(texture(uFrom, vUv), color, out_) : mix(color, texture(uTo, vUv), in_);
}
