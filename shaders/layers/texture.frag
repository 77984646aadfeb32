// An image, text, vector or RGBA video frame: the texture is premultiplied, so opacity scales all four channels.
#include "../lib/edge.glsl"

in vec2 vUv;
in vec2 vQuad;
uniform sampler2D uTexture;
uniform float uOpacity;
out vec4 outColor;

void main() {
  outColor = texture(uTexture, vUv) * (uOpacity * edgeCoverage(vQuad));
}
