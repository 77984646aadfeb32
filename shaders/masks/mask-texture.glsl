// A mask from the mask catalogue: its SVG rasterised to uMask (premultiplied, only alpha is read)
// and stretched over the layer's box, so the mask follows the box while the crop inside it moves.
uniform bool uHasMask;
uniform sampler2D uMask;

float maskCoverage(vec2 quad) {
  return uHasMask ? texture(uMask, quad).a : 1.0;
}
