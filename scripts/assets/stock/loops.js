// Drawn in the page by render.mjs: our abstract video loops, each a fragment shader of the loop
// phase uPhase (0..1, the last frame meets the first) encoded with mediabunny (WebCodecs).
import { BufferTarget, CanvasSource, canEncodeVideo, Mp4OutputFormat, Output, WebMOutputFormat } from './mediabunny.mjs';

const common = `#version 300 es
precision highp float;
uniform vec2 uResolution;
uniform float uPhase;
out vec4 outColor;
const float TAU = 6.28318530718;
float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
vec3 grain(vec3 c, vec2 frag) { return c + (hash(frag + uPhase * 91.0) - 0.5) * 0.012; }
`;

/** Each loop: its colour at p (x -aspect..aspect, y -1..1) and phase a = uPhase * TAU. */
const loops = {
  'aurora-flow': `
    vec3 scene(vec2 p, float a) {
      float v = 0.0;
      for (int i = 1; i <= 4; i++) {
        float f = float(i);
        v += sin(p.x * f * 1.3 + sin(p.y * f * 0.9 + a + f) * 1.2 + cos(a * (f > 2.0 ? 1.0 : 2.0)) * 0.8) / f;
      }
      vec3 c = mix(vec3(0.02, 0.05, 0.12), vec3(0.05, 0.65, 0.6), smoothstep(-0.6, 0.9, v + p.y * 0.6));
      c = mix(c, vec3(0.45, 0.2, 0.75), smoothstep(0.4, 1.4, v - p.y * 0.5) * 0.8);
      return c;
    }`,
  'soft-bokeh': `
    vec3 scene(vec2 p, float a) {
      vec3 c = mix(vec3(0.05, 0.04, 0.12), vec3(0.18, 0.06, 0.2), p.y * 0.5 + 0.5);
      for (int i = 0; i < 24; i++) {
        float f = float(i);
        vec2 centre = vec2(sin(f * 12.9898) * 1.7, cos(f * 78.233) * 0.9);
        centre += 0.18 * vec2(cos(a + f), sin(a * (mod(f, 2.0) < 1.0 ? 1.0 : -1.0) + f * 1.7));
        float radius = 0.08 + 0.14 * fract(f * 0.618);
        float d = length(p - centre);
        float disc = smoothstep(radius, radius * 0.82, d) * (0.55 + 0.45 * smoothstep(radius * 0.5, radius, d));
        vec3 tint = mix(vec3(1.0, 0.45, 0.6), vec3(1.0, 0.8, 0.45), fract(f * 0.37));
        c += tint * disc * (0.18 + 0.12 * sin(a + f * 2.0));
      }
      return c;
    }`,
  'gradient-waves': `
    vec3 scene(vec2 p, float a) {
      vec3 c = mix(vec3(1.0, 0.93, 0.88), vec3(1.0, 0.84, 0.86), p.y * 0.5 + 0.5);
      for (int i = 0; i < 5; i++) {
        float f = float(i);
        float y = -0.7 + f * 0.28 + 0.12 * sin(p.x * (1.2 + f * 0.25) + a * (f < 2.0 ? 1.0 : 2.0) + f * 1.3);
        float band = smoothstep(y + 0.005, y - 0.005, p.y);
        vec3 tint = mix(vec3(0.91, 0.25, 0.42), vec3(0.98, 0.62, 0.3), f / 4.0);
        c = mix(c, tint, band * 0.22);
      }
      return c;
    }`,
  'rising-particles': `
    vec3 scene(vec2 p, float a) {
      vec3 c = mix(vec3(0.01, 0.03, 0.08), vec3(0.02, 0.12, 0.22), p.y * 0.5 + 0.5);
      for (int i = 0; i < 60; i++) {
        float f = float(i);
        float speed = 1.0 + floor(fract(f * 0.381) * 2.0);
        float y = mod(fract(f * 0.7548) * 2.4 + uPhase * 2.4 * speed, 2.4) - 1.2;
        float x = sin(f * 91.7) * 1.75 + 0.03 * sin(a * 2.0 + f);
        float r = 0.006 + 0.014 * fract(f * 0.913);
        float d = length(p - vec2(x, y));
        c += vec3(0.35, 0.8, 1.0) * (smoothstep(r * 4.0, 0.0, d) * 0.25 + smoothstep(r, r * 0.5, d) * 0.7);
      }
      return c;
    }`,
  'hex-pulse': `
    vec3 scene(vec2 p, float a) {
      vec2 q = p * 5.0;
      vec2 s = vec2(1.0, 1.7320508);
      vec2 h = s * 0.5;
      vec2 g1 = mod(q, s) - h;
      vec2 g2 = mod(q - h, s) - h;
      vec2 g = dot(g1, g1) < dot(g2, g2) ? g1 : g2;
      vec2 cell = q - g;
      float edge = max(abs(g.x), dot(abs(g), normalize(s)));
      float wave = 0.5 + 0.5 * sin(length(cell) * 0.7 - a);
      vec3 c = mix(vec3(0.06, 0.07, 0.1), vec3(0.11, 0.12, 0.17), p.y * 0.5 + 0.5);
      c += vec3(0.91, 0.25, 0.42) * smoothstep(0.47, 0.5, edge) * (0.15 + 0.65 * wave);
      c += vec3(0.91, 0.25, 0.42) * 0.06 * wave;
      return c;
    }`,
  'liquid-marble': `
    vec3 scene(vec2 p, float a) {
      vec2 q = p;
      for (int i = 1; i < 6; i++) {
        float f = float(i);
        q += vec2(0.35 / f * sin(f * q.y + a + 0.3 * f), 0.35 / f * cos(f * q.x + a * (i % 2 == 0 ? 1.0 : -1.0) + 0.5 * f));
      }
      float v = 0.5 + 0.5 * sin(q.x * 2.0 + q.y * 1.5);
      vec3 c = mix(vec3(0.98, 0.95, 1.0), vec3(0.55, 0.45, 0.95), smoothstep(0.2, 0.9, v));
      return mix(c, vec3(0.95, 0.55, 0.75), smoothstep(0.75, 1.0, v) * 0.6);
    }`,
  'light-rays': `
    vec3 scene(vec2 p, float a) {
      vec2 o = p - vec2(0.0, 1.3);
      float angle = atan(o.x, -o.y);
      float rays = 0.5 + 0.5 * sin(angle * 14.0 + a) * sin(angle * 9.0 - a * 2.0);
      float fall = smoothstep(3.0, 0.0, length(o));
      vec3 c = mix(vec3(0.98, 0.72, 0.45), vec3(0.93, 0.38, 0.5), p.y * -0.5 + 0.5);
      return c + vec3(1.0, 0.95, 0.85) * rays * fall * 0.35;
    }`,
  'tech-lines': `
    vec3 scene(vec2 p, float a) {
      vec3 c = vec3(0.02, 0.03, 0.07) + vec3(0.03, 0.05, 0.12) * (1.0 - length(p) * 0.4);
      vec2 r = mat2(0.8, -0.6, 0.6, 0.8) * p;
      for (int i = 0; i < 18; i++) {
        float f = float(i);
        float lane = -1.6 + f * 0.19;
        float head = mod(fract(f * 0.618) * 6.0 + uPhase * 6.0 * (1.0 + mod(f, 2.0)), 6.0) - 3.0;
        float along = r.x - head;
        float trail = smoothstep(-0.9, 0.0, along) * smoothstep(0.02, 0.0, along);
        float line = smoothstep(0.006, 0.0, abs(r.y - lane));
        c += mix(vec3(0.2, 0.6, 1.0), vec3(0.6, 0.3, 1.0), fract(f * 0.43)) * line * trail * 1.4;
      }
      return c;
    }`,
};

function program(gl, body) {
  const compile = (type, source) => {
    const shader = gl.createShader(type);
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader));
    return shader;
  };
  const prog = gl.createProgram();
  gl.attachShader(prog, compile(gl.VERTEX_SHADER, '#version 300 es\nin vec2 aPosition; void main() { gl_Position = vec4(aPosition, 0.0, 1.0); }'));
  gl.attachShader(
    prog,
    compile(
      gl.FRAGMENT_SHADER,
      `${common}${body}
    void main() {
      vec2 p = (gl_FragCoord.xy * 2.0 - uResolution) / uResolution.y;
      outColor = vec4(grain(scene(p, uPhase * TAU), gl_FragCoord.xy), 1.0);
    }`,
    ),
  );
  gl.linkProgram(prog);
  if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(prog));
  return prog;
}

/** The codec we encode with: H.264 in MP4 where this browser encodes it, else VP9 in WebM. */
window.loopFormat = async () => ((await canEncodeVideo('avc')) ? 'mp4' : 'webm');

/** Renders loop `name` and answers the file (base64), its poster (JPEG data URL) and the container. */
window.renderLoop = async (name, { width, height, seconds, fps, bitrate }) => {
  const canvas = new OffscreenCanvas(width, height);
  const gl = canvas.getContext('webgl2', { preserveDrawingBuffer: true });
  const prog = program(gl, loops[name]);
  gl.useProgram(prog);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.uniform2f(gl.getUniformLocation(prog, 'uResolution'), width, height);
  const format = await window.loopFormat();
  const output = new Output({ format: format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(), target: new BufferTarget() });
  const source = new CanvasSource(canvas, { codec: format === 'mp4' ? 'avc' : 'vp9', bitrate, keyFrameInterval: 2 });
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  const frames = Math.round(seconds * fps);
  let poster = null;
  for (let frame = 0; frame < frames; frame++) {
    gl.uniform1f(gl.getUniformLocation(prog, 'uPhase'), frame / frames);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    if (frame === 0) poster = window.thumbnailOf(canvas);
    await source.add(frame / fps, 1 / fps);
  }
  await output.finalize();
  const bytes = new Uint8Array(output.target.buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { file: btoa(binary), poster, format };
};
