// Helpers of the scene transitions (shaders/transitions/*.frag). Every transition shows exactly
// uFrom at uProgress 0 and exactly uTo at uProgress 1; these helpers keep both ends exact.

// How far a pixel has turned to the incoming scene, 0..1: a pixel whose reveal order is `order`
// (0 first .. 1 last) turns as the progress passes it, over a soft band of `softness`.
float revealAt(float order, float progress, float softness) {
  float band = max(softness, 1e-4);
  return smoothstep(0.0, 1.0, clamp((progress * (1.0 + band) - order) / band, 0.0, 1.0));
}

// A repeatable pseudo-random number in 0..1 for a cell (no texture needed).
float cellNoise(vec2 cell) {
  return fract(sin(dot(cell, vec2(12.9898, 78.233))) * 43758.5453);
}

// True when a texture coordinate lies inside the picture.
bool insideUnit(vec2 uv) {
  return all(greaterThanEqual(uv, vec2(0.0))) && all(lessThanEqual(uv, vec2(1.0)));
}
