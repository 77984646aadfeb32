// Cube squeeze: the outgoing scene folds away to the left as if on the face of a turning cube
// while the incoming one unfolds from the right; the far edges shrink by uDepth.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uDepth;
out vec4 outColor;

void main() {
  float eased = smoothstep(0.0, 1.0, uProgress);
  float edge = 1.0 - eased; // where the two faces meet
  vec4 black = vec4(0.0, 0.0, 0.0, 1.0);
  if (vUv.x < edge) {
    float across = vUv.x / edge; // 0 at the far edge .. 1 at the seam
    float squash = 1.0 - uDepth * eased * (1.0 - across);
    vec2 uv = vec2(across, 0.5 + (vUv.y - 0.5) / squash);
    outColor = abs(uv.y - 0.5) <= 0.5 ? texture(uFrom, uv) * (1.0 - 0.5 * eased) + black * 0.5 * eased : black;
  } else {
    float across = (vUv.x - edge) / max(1.0 - edge, 1e-4); // 0 at the seam .. 1 at the far edge
    float squash = 1.0 - uDepth * (1.0 - eased) * across;
    vec2 uv = vec2(across, 0.5 + (vUv.y - 0.5) / squash);
    outColor = abs(uv.y - 0.5) <= 0.5 ? texture(uTo, uv) * (0.5 + 0.5 * eased) + black * 0.5 * (1.0 - eased) : black;
  }
}
