// Analytic edge smoothing (the canvas has no MSAA: multisampling doubles the cost of every pixel
// in software rendering). vQuad is the position in the layer's unit square; a pixel whose centre
// is half a pixel or more inside stays fully covered, so pixel-aligned edges stay crisp.
float edgeCoverage(vec2 quad) {
  vec2 inside = min(quad, 1.0 - quad) / max(fwidth(quad), vec2(1e-6));
  return clamp(min(inside.x, inside.y) + 0.5, 0.0, 1.0);
}
