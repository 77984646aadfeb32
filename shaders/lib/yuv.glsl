// Limited-range YCbCr to RGB; uBt709 chooses BT.709 (HD) over BT.601 (SD) coefficients.
vec3 yuvToRgb(float y, float u, float v, bool bt709) {
  float luma = (y - 16.0 / 255.0) * (255.0 / 219.0);
  float cb = (u - 128.0 / 255.0) * (255.0 / 224.0);
  float cr = (v - 128.0 / 255.0) * (255.0 / 224.0);
  vec3 rgb = bt709
    ? vec3(luma + 1.5748 * cr, luma - 0.1873 * cb - 0.4681 * cr, luma + 1.8556 * cb)
    : vec3(luma + 1.402 * cr, luma - 0.344136 * cb - 0.714136 * cr, luma + 1.772 * cb);
  return clamp(rgb, 0.0, 1.0);
}
