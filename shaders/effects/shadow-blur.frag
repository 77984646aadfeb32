// One direction of the shadow's separable Gaussian blur, on alpha only. The shadow buffer is a
// fixed-size texture of which the viewport uses the lower-left uUvScale part; samples are clamped
// to that part (its border is empty: the caster is padded by 3 sigma).
in vec2 vUv;
uniform sampler2D uSource;
uniform vec2 uUvScale;
uniform vec2 uStep;     // one texel along the blur direction, texture uv
uniform float uSigma;   // texels
out vec4 outColor;

const int maxRadius = 24;

void main() {
  vec2 uv = vUv * uUvScale;
  vec2 texel = abs(uStep) + abs(uStep.yx);
  vec2 lo = texel * 0.5;
  vec2 hi = uUvScale - texel * 0.5;
  // GLSL ES 3.00 allows a loop bound from a uniform: only the taps the sigma needs are run.
  int radius = int(min(ceil(uSigma * 3.0), float(maxRadius)));
  float sum = 0.0;
  float total = 0.0;
  for (int i = -radius; i <= radius; i++) {
    float x = float(i);
    float weight = exp(-0.5 * x * x / max(uSigma * uSigma, 1e-4));
    sum += texture(uSource, clamp(uv + uStep * x, lo, hi)).a * weight;
    total += weight;
  }
  outColor = vec4(sum / total);
}
