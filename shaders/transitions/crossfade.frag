// The transition contract (uFrom, uTo, uProgress 0..1); crossfade is the default until the
// transition catalogue arrives.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
out vec4 outColor;

void main() {
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), uProgress);
}
