// Covers the whole target; vUv has its origin at the bottom left, as framebuffer textures do.
in vec2 aPosition;
out vec2 vUv;

void main() {
  vUv = vec2(aPosition.x, 1.0 - aPosition.y);
  gl_Position = vec4(aPosition.x * 2.0 - 1.0, 1.0 - aPosition.y * 2.0, 0.0, 1.0);
}
