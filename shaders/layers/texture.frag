// An image, text, vector or RGBA video frame: the texture is premultiplied, so opacity scales all four channels.
in vec2 vUv;
uniform sampler2D uTexture;
uniform float uOpacity;
out vec4 outColor;

void main() {
  outColor = texture(uTexture, vUv) * uOpacity;
}
