// Ripple: rings run out from the centre, bending both scenes, while one fades into the other.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uAspect;    // width / height
uniform float uAmplitude; // share of the picture
uniform float uWaves;
out vec4 outColor;

void main() {
  vec2 offset = (vUv - 0.5) * vec2(uAspect, 1.0);
  float radius = length(offset);
  vec2 outward = radius > 1e-5 ? offset / radius : vec2(0.0);
  // Strongest in the middle of the transition, none at either end.
  float strength = uAmplitude * sin(uProgress * 3.14159265);
  vec2 bend = outward * sin(radius * uWaves - uProgress * 40.0) * strength / vec2(uAspect, 1.0);
  outColor = mix(texture(uFrom, vUv + bend), texture(uTo, vUv + bend), smoothstep(0.25, 0.75, uProgress));
}
