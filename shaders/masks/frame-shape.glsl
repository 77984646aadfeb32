// A rounded box cut out of a layer (avatar frames: square with corner radius 50, circle = radius
// of half the side), as a signed distance, so no texture is needed. uFrameRect is the box in the
// layer's unit square (x0, y0, x1, y1); uBoxSize the layer's box in canvas px (the distance is in
// canvas px, made one output pixel wide at the edge with fwidth); uFrameRadius < 0 means no frame.
uniform vec4 uFrameRect;
uniform float uFrameRadius;
uniform vec2 uBoxSize;

float frameCoverage(vec2 quad) {
  if (uFrameRadius < 0.0) return 1.0;
  vec2 p = quad * uBoxSize;
  vec2 lo = uFrameRect.xy * uBoxSize;
  vec2 hi = uFrameRect.zw * uBoxSize;
  vec2 halfSize = (hi - lo) * 0.5;
  float radius = min(uFrameRadius, min(halfSize.x, halfSize.y));
  vec2 q = abs(p - (lo + hi) * 0.5) - halfSize + radius;
  float distance = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
  return clamp(0.5 - distance / max(fwidth(distance), 1e-4), 0.0, 1.0);
}
