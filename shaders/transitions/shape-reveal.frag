// Heart or star reveal (uShape 0 heart, 1 star): the shape grows from the centre with the
// incoming scene inside it until it covers the whole picture.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uShape;
uniform float uAspect; // width / height
out vec4 outColor;

// Signed distance to a heart of height about 1 centred on the origin (negative inside).
float heart(vec2 p) {
  p.y += 0.55;
  p.x = abs(p.x);
  if (p.y + p.x > 1.0) return sqrt(dot(p - vec2(0.25, 0.75), p - vec2(0.25, 0.75))) - sqrt(2.0) / 4.0;
  vec2 a = p - vec2(0.0, 1.0);
  vec2 b = p - 0.5 * max(p.x + p.y, 0.0);
  return sqrt(min(dot(a, a), dot(b, b))) * sign(p.x - p.y);
}

// Signed distance to a five-pointed star of outer radius r (negative inside).
float star(vec2 p, float r) {
  const vec2 k1 = vec2(0.809016994375, -0.587785252292);
  const vec2 k2 = vec2(-k1.x, k1.y);
  const float rf = 0.45;
  p.x = abs(p.x);
  p -= 2.0 * max(dot(k1, p), 0.0) * k1;
  p -= 2.0 * max(dot(k2, p), 0.0) * k2;
  p.x = abs(p.x);
  p.y -= r;
  vec2 ba = rf * vec2(-k1.y, k1.x) - vec2(0.0, 1.0);
  float h = clamp(dot(p, ba) / dot(ba, ba), 0.0, r);
  return length(p - ba * h) * sign(p.y * ba.x - p.x * ba.y);
}

void main() {
  vec2 p = (vUv - 0.5) * vec2(uAspect, 1.0);
  // The scale at which the shape covers every corner, so progress 1 is the incoming scene only.
  float cover = uShape > 0.5 ? 5.2 * length(vec2(uAspect, 1.0)) : 2.2 * length(vec2(uAspect, 1.0));
  float size = pow(uProgress, 2.0) * cover;
  float inside = 0.0;
  if (uProgress >= 1.0) inside = 1.0;
  else if (size > 1e-4) {
    float distance = (uShape > 0.5 ? star(p / size, 0.5) : heart(p / size)) * size;
    inside = 1.0 - smoothstep(-0.004, 0.004, distance);
  }
  outColor = mix(texture(uFrom, vUv), texture(uTo, vUv), inside);
}
