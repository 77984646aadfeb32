// A linear or radial gradient over the layer's box with up to 20 straight-RGBA stops.
#define MAX_STOPS 20

in vec2 vUv;
uniform int uKind;          // 0 linear, 1 radial
uniform vec2 uDirection;    // linear: unit direction in box space (0 degrees points right)
uniform vec4 uStopColors[MAX_STOPS];
uniform float uStopOffsets[MAX_STOPS];
uniform int uStopCount;
uniform float uOpacity;
out vec4 outColor;

void main() {
  vec2 p = vUv - 0.5;
  float t = uKind == 0
    ? dot(p, uDirection) / (abs(uDirection.x) * 0.5 + abs(uDirection.y) * 0.5) * 0.5 + 0.5
    : length(p) / 0.7071068;
  t = clamp(t, 0.0, 1.0);
  vec4 color = uStopColors[0];
  for (int i = 1; i < MAX_STOPS; i++) {
    if (i >= uStopCount) break;
    float start = uStopOffsets[i - 1];
    float end = uStopOffsets[i];
    if (t >= start) color = mix(uStopColors[i - 1], uStopColors[i], clamp((t - start) / max(end - start, 1e-5), 0.0, 1.0));
  }
  float alpha = color.a * uOpacity;
  outColor = vec4(color.rgb * alpha, alpha);
}
