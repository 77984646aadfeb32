// Colour filters folded into a layer shader (no pass of their own). The colour matrix works on
// straight colour, so the premultiplied input is divided by its alpha first and multiplied back.
// uFilter: 0 none, 1 colour matrix (PixiJS / Fabric.js ColorMatrix: rgba' = M * rgba + offset,
// offsets 0..1), 2 gradient map (ColorInterpolation: Rec. 709 luminance -> uFilterRamp, a 256x1
// premultiplied ramp of the colour stops).
uniform int uFilter;
uniform mat4 uColorMatrix;
uniform vec4 uColorOffset;
uniform sampler2D uFilterRamp;

vec4 applyColorFilter(vec4 color) {
  if (uFilter == 0 || color.a <= 0.0) return color;
  vec3 rgb = color.rgb / color.a;
  if (uFilter == 1) {
    vec4 filtered = clamp(uColorMatrix * vec4(rgb, color.a) + uColorOffset, 0.0, 1.0);
    return vec4(filtered.rgb * filtered.a, filtered.a);
  }
  float luma = clamp(dot(rgb, vec3(0.2126, 0.7152, 0.0722)), 0.0, 1.0);
  return texture(uFilterRamp, vec2((luma * 255.0 + 0.5) / 256.0, 0.5)) * color.a;
}
