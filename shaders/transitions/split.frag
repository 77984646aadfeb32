// Split (doors): the outgoing scene parts in the middle and its halves slide off to both sides
// (uVertical 0) or to the top and bottom (uVertical 1), showing the incoming scene behind.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uVertical;
out vec4 outColor;

void main() {
  float along = uVertical > 0.5 ? vUv.y : vUv.x;
  float shift = 0.5 * smoothstep(0.0, 1.0, uProgress);
  // Each half moves away from the middle; the pixel shows what moved onto it, if anything.
  float source = along < 0.5 ? along + shift : along - shift;
  bool isDoor = along < 0.5 ? source < 0.5 : source > 0.5;
  vec2 fromUv = uVertical > 0.5 ? vec2(vUv.x, source) : vec2(source, vUv.y);
  vec4 to = texture(uTo, 0.5 + (vUv - 0.5) * (1.0 - 0.1 * (1.0 - uProgress)));
  outColor = isDoor ? texture(uFrom, fromUv) : to;
}
