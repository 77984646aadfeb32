// Blur: both scenes blur towards the middle (five taps each, spread up to uStrength pixels)
// while one fades into the other.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform vec2 uResolution; // px
uniform float uStrength;  // px
out vec4 outColor;

vec4 blurred(sampler2D picture, vec2 spread) {
  // A rotated cross: cheap in software rendering, smooth enough while moving.
  vec4 sum = texture(picture, vUv) * 0.2;
  sum += texture(picture, vUv + vec2(spread.x, spread.y * 0.5)) * 0.2;
  sum += texture(picture, vUv + vec2(-spread.x * 0.5, spread.y)) * 0.2;
  sum += texture(picture, vUv + vec2(-spread.x, -spread.y * 0.5)) * 0.2;
  sum += texture(picture, vUv + vec2(spread.x * 0.5, -spread.y)) * 0.2;
  return sum;
}

void main() {
  vec2 spread = sin(uProgress * 3.14159265) * uStrength / uResolution;
  outColor = mix(blurred(uFrom, spread), blurred(uTo, spread), smoothstep(0.0, 1.0, uProgress));
}
