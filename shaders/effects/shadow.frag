// The blurred alpha of a shadow, tinted with its colour (straight RGBA) and drawn under the layer.
in vec2 vUv;
uniform sampler2D uShadow;
uniform vec4 uColor;
out vec4 outColor;

void main() {
  float alpha = texture(uShadow, vUv).a * uColor.a;
  outColor = vec4(uColor.rgb * alpha, alpha);
}
