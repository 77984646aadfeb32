// Swirl: the picture twists around the centre (up to uTurns turns at the middle of the
// transition) while the scenes cross over, then untwists.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uAspect; // width / height
uniform float uTurns;
out vec4 outColor;

void main() {
  vec2 offset = (vUv - 0.5) * vec2(uAspect, 1.0);
  float radius = length(offset);
  float reach = length(vec2(uAspect, 1.0) * 0.5);
  float twist = uTurns * 6.28318531 * sin(uProgress * 3.14159265) * pow(max(0.0, 1.0 - radius / reach), 2.0);
  float c = cos(twist);
  float s = sin(twist);
  vec2 uv = vec2(c * offset.x - s * offset.y, s * offset.x + c * offset.y) / vec2(uAspect, 1.0) + 0.5;
  outColor = mix(texture(uFrom, uv), texture(uTo, uv), smoothstep(0.3, 0.7, uProgress));
}
