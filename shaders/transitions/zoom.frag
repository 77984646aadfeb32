// Zoom: uZoomIn 1 flies into the outgoing scene while the incoming one settles from small;
// uZoomIn 0 pulls back from the outgoing scene while the incoming one settles from large.
in vec2 vUv;
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uProgress;
uniform float uZoomIn;
uniform float uStrength;
out vec4 outColor;

void main() {
  float eased = smoothstep(0.0, 1.0, uProgress);
  float fromScale = uZoomIn > 0.5 ? 1.0 + uStrength * eased : 1.0 / (1.0 + uStrength * eased);
  float toScale = uZoomIn > 0.5 ? 1.0 / (1.0 + uStrength * (1.0 - eased)) : 1.0 + uStrength * (1.0 - eased);
  vec4 from = texture(uFrom, 0.5 + (vUv - 0.5) / fromScale);
  // Outside the picture the edge pixels stretch (the targets clamp to their edges).
  vec4 to = texture(uTo, 0.5 + (vUv - 0.5) / toScale);
  outColor = mix(from, to, smoothstep(0.2, 0.8, uProgress));
}
