// Fade: the incoming scene fades in over the outgoing one. Also what an unknown transition id
// draws. Every transition takes uFrom, uTo and uProgress (0..1); see src/engine/effects/transitions.ts.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
out vec4 outColor;

void main() {
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), uProgress);
}
