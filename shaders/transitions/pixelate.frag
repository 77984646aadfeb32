// Pixelate: the outgoing scene breaks into blocks up to uSize pixels, the picture swaps at the
// middle, and the incoming scene sharpens back.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform vec2 uResolution; // px
uniform float uSize;      // largest block, px
out vec4 outColor;

void main() {
  float block = 1.0 + (uSize - 1.0) * (1.0 - abs(uProgress * 2.0 - 1.0));
  vec2 cells = uResolution / block;
  vec2 uv = (floor(vUv * cells) + 0.5) / cells;
  outColor = mix(texture(uFrom, uv), texture(uTo, uv), smoothstep(0.35, 0.65, uProgress));
}
