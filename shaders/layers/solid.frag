// A flat colour; uColor is straight (not premultiplied) RGBA.
uniform vec4 uColor;
uniform float uOpacity;
out vec4 outColor;

void main() {
  float alpha = uColor.a * uOpacity;
  outColor = vec4(uColor.rgb * alpha, alpha);
}
