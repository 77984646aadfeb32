// Drawn in the page by render.mjs: our still backgrounds, each a function of a 2D context and its size.
// Deterministic (seeded), so a re-run gives the same pictures.

function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function linear(ctx, w, h, angle, stops) {
  const r = (angle * Math.PI) / 180;
  const half = (Math.abs(w * Math.cos(r)) + Math.abs(h * Math.sin(r))) / 2;
  const g = ctx.createLinearGradient(w / 2 - Math.cos(r) * half, h / 2 - Math.sin(r) * half, w / 2 + Math.cos(r) * half, h / 2 + Math.sin(r) * half);
  stops.forEach((color, i) => g.addColorStop(i / (stops.length - 1), color));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

function glow(ctx, x, y, radius, color, alpha = 1) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, color);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.globalAlpha = alpha;
  ctx.fillStyle = g;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  ctx.globalAlpha = 1;
}

/** Fine film grain, so smooth gradients do not band once compressed. */
function grain(ctx, w, h, amount, random) {
  const image = ctx.getImageData(0, 0, w, h);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = (random() - 0.5) * amount;
    image.data[i] += n;
    image.data[i + 1] += n;
    image.data[i + 2] += n;
  }
  ctx.putImageData(image, 0, 0);
}

function blob(ctx, cx, cy, radius, points, wobble, random, fill) {
  const offsets = Array.from({ length: points }, () => 1 + (random() - 0.5) * wobble);
  const at = (i) => {
    const a = (i / points) * Math.PI * 2;
    const r = radius * offsets[i % points];
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  };
  ctx.beginPath();
  for (let i = 0; i <= points; i++) {
    const [x0, y0] = at(i);
    const [x1, y1] = at(i + 1);
    if (i === 0) ctx.moveTo((x0 + x1) / 2, (y0 + y1) / 2);
    else ctx.quadraticCurveTo(x0, y0, (x0 + x1) / 2, (y0 + y1) / 2);
  }
  ctx.fillStyle = fill;
  ctx.fill();
}

window.backgrounds = {
  'gradient-sunrise'(ctx, w, h, random) {
    linear(ctx, w, h, 120, ['#ff9a8b', '#ff6a88', '#ff99ac']);
    glow(ctx, w * 0.8, h * 0.2, w * 0.5, 'rgba(255,236,210,0.8)');
    grain(ctx, w, h, 6, random);
  },
  'gradient-ocean'(ctx, w, h, random) {
    linear(ctx, w, h, 135, ['#0f2027', '#203a43', '#2c5364']);
    glow(ctx, w * 0.25, h * 0.8, w * 0.6, 'rgba(67,206,162,0.35)');
    grain(ctx, w, h, 6, random);
  },
  'gradient-violet'(ctx, w, h, random) {
    linear(ctx, w, h, 45, ['#667eea', '#764ba2']);
    glow(ctx, w * 0.15, h * 0.15, w * 0.45, 'rgba(255,255,255,0.25)');
    grain(ctx, w, h, 6, random);
  },
  'gradient-mint'(ctx, w, h, random) {
    linear(ctx, w, h, 90, ['#d4fc79', '#96e6a1']);
    glow(ctx, w * 0.7, h * 0.6, w * 0.5, 'rgba(255,255,255,0.45)');
    grain(ctx, w, h, 5, random);
  },
  'soft-blobs-peach'(ctx, w, h, random) {
    linear(ctx, w, h, 160, ['#fff1eb', '#ffe0d1']);
    ctx.filter = 'blur(40px)';
    blob(ctx, w * 0.15, h * 0.2, h * 0.45, 9, 0.4, random, 'rgba(231,65,106,0.55)');
    blob(ctx, w * 0.85, h * 0.85, h * 0.55, 9, 0.4, random, 'rgba(245,158,11,0.5)');
    blob(ctx, w * 0.6, h * 0.15, h * 0.25, 8, 0.4, random, 'rgba(251,113,133,0.45)');
    ctx.filter = 'none';
    grain(ctx, w, h, 6, random);
  },
  'soft-blobs-blue'(ctx, w, h, random) {
    linear(ctx, w, h, 200, ['#eef4ff', '#dfe9ff']);
    ctx.filter = 'blur(50px)';
    blob(ctx, w * 0.8, h * 0.25, h * 0.5, 9, 0.45, random, 'rgba(59,130,246,0.5)');
    blob(ctx, w * 0.2, h * 0.8, h * 0.5, 9, 0.45, random, 'rgba(139,92,246,0.45)');
    blob(ctx, w * 0.45, h * 0.5, h * 0.2, 8, 0.45, random, 'rgba(45,212,191,0.35)');
    ctx.filter = 'none';
    grain(ctx, w, h, 6, random);
  },
  'bokeh-gold'(ctx, w, h, random) {
    linear(ctx, w, h, 90, ['#1a1207', '#3b2410', '#1a1207']);
    ctx.globalCompositeOperation = 'lighter';
    for (let i = 0; i < 70; i++) {
      const r = h * (0.02 + random() * 0.08);
      ctx.filter = `blur(${2 + random() * 10}px)`;
      ctx.beginPath();
      ctx.arc(random() * w, h * (0.2 + random() * 0.7), r, 0, Math.PI * 2);
      ctx.fillStyle = `hsla(${30 + random() * 20}, 90%, ${55 + random() * 20}%, ${0.12 + random() * 0.25})`;
      ctx.fill();
    }
    ctx.globalCompositeOperation = 'source-over';
    ctx.filter = 'none';
    grain(ctx, w, h, 5, random);
  },
  'bokeh-city'(ctx, w, h, random) {
    linear(ctx, w, h, 90, ['#0b1026', '#1b1f4b', '#0b1026']);
    ctx.globalCompositeOperation = 'lighter';
    for (let i = 0; i < 80; i++) {
      const r = h * (0.015 + random() * 0.07);
      ctx.filter = `blur(${2 + random() * 12}px)`;
      ctx.beginPath();
      ctx.arc(random() * w, random() * h, r, 0, Math.PI * 2);
      const hue = [200, 280, 330, 45][Math.floor(random() * 4)];
      ctx.fillStyle = `hsla(${hue}, 85%, 60%, ${0.1 + random() * 0.25})`;
      ctx.fill();
    }
    ctx.globalCompositeOperation = 'source-over';
    ctx.filter = 'none';
    grain(ctx, w, h, 5, random);
  },
  'geometric-triangles'(ctx, w, h, random) {
    const size = h / 6;
    const rowHeight = (size * Math.sqrt(3)) / 2;
    for (let row = -1; row < h / rowHeight + 1; row++) {
      for (let col = -1; col < w / (size / 2) + 2; col++) {
        const x = (col * size) / 2;
        const y = row * rowHeight;
        const isUp = (row + col) % 2 === 0;
        const shade = 0.25 + 0.5 * (x / w) + (random() - 0.5) * 0.12;
        ctx.beginPath();
        if (isUp) {
          ctx.moveTo(x, y + rowHeight);
          ctx.lineTo(x + size / 2, y);
          ctx.lineTo(x + size, y + rowHeight);
        } else {
          ctx.moveTo(x, y);
          ctx.lineTo(x + size, y);
          ctx.lineTo(x + size / 2, y + rowHeight);
        }
        ctx.closePath();
        ctx.fillStyle = `hsl(${340 - shade * 60}, 70%, ${38 + shade * 25}%)`;
        ctx.fill();
        ctx.strokeStyle = ctx.fillStyle;
        ctx.stroke();
      }
    }
    grain(ctx, w, h, 4, random);
  },
  'geometric-hexagons'(ctx, w, h, random) {
    linear(ctx, w, h, 135, ['#111827', '#1f2937']);
    const r = h / 14;
    const dx = r * Math.sqrt(3);
    for (let row = -1; row < h / (r * 1.5) + 1; row++) {
      for (let col = -1; col < w / dx + 1; col++) {
        const cx = col * dx + (row % 2 ? dx / 2 : 0);
        const cy = row * r * 1.5;
        const light = Math.max(0, 1 - Math.hypot(cx - w * 0.7, cy - h * 0.4) / (w * 0.6));
        ctx.beginPath();
        for (let k = 0; k < 6; k++) {
          const a = Math.PI / 6 + (k * Math.PI) / 3;
          ctx.lineTo(cx + Math.cos(a) * (r - 3), cy + Math.sin(a) * (r - 3));
        }
        ctx.closePath();
        ctx.fillStyle = `rgba(231,65,106,${0.04 + light * 0.5 * (0.6 + random() * 0.4)})`;
        ctx.fill();
      }
    }
    grain(ctx, w, h, 4, random);
  },
  'dots-pattern'(ctx, w, h, random) {
    linear(ctx, w, h, 90, ['#f8fafc', '#eef2f7']);
    const step = h / 18;
    for (let y = step / 2; y < h; y += step) {
      for (let x = step / 2; x < w; x += step) {
        const t = Math.max(0, 1 - Math.hypot(x - w, y - h) / (w * 0.9));
        ctx.beginPath();
        ctx.arc(x, y, 1.5 + t * step * 0.32, 0, Math.PI * 2);
        ctx.fillStyle = `rgba(99,102,241,${0.15 + t * 0.6})`;
        ctx.fill();
      }
    }
    grain(ctx, w, h, 3, random);
  },
  'waves-layers'(ctx, w, h, random) {
    linear(ctx, w, h, 90, ['#fff7ed', '#ffedd5']);
    const colors = ['#fdba74', '#fb923c', '#f97316', '#ea580c', '#c2410c'];
    colors.forEach((color, k) => {
      const base = h * (0.45 + k * 0.12);
      const amp = h * (0.05 + random() * 0.03);
      const phase = random() * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += 8) ctx.lineTo(x, base + Math.sin((x / w) * Math.PI * 2 * (1 + k * 0.3) + phase) * amp);
      ctx.lineTo(w, h);
      ctx.closePath();
      ctx.fillStyle = color;
      ctx.fill();
    });
    grain(ctx, w, h, 4, random);
  },
  'diagonal-stripes'(ctx, w, h, random) {
    linear(ctx, w, h, 0, ['#0f172a', '#1e293b']);
    ctx.save();
    ctx.translate(w / 2, h / 2);
    ctx.rotate(-Math.PI / 5);
    for (let x = -w; x < w; x += h / 10) {
      const g = ctx.createLinearGradient(0, -h, 0, h);
      g.addColorStop(0, 'rgba(56,189,248,0)');
      g.addColorStop(0.5, `rgba(56,189,248,${0.08 + random() * 0.14})`);
      g.addColorStop(1, 'rgba(56,189,248,0)');
      ctx.fillStyle = g;
      ctx.fillRect(x, -w, h / 28, w * 2);
    }
    ctx.restore();
    glow(ctx, w * 0.3, h * 0.3, w * 0.5, 'rgba(99,102,241,0.35)');
    grain(ctx, w, h, 4, random);
  },
  'paper-minimal'(ctx, w, h, random) {
    linear(ctx, w, h, 100, ['#fafaf9', '#f1efe9']);
    ctx.filter = 'blur(60px)';
    ctx.fillStyle = 'rgba(231,65,106,0.10)';
    ctx.beginPath();
    ctx.arc(w * 0.92, h * 0.1, h * 0.35, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(14,165,233,0.10)';
    ctx.beginPath();
    ctx.arc(w * 0.05, h * 0.95, h * 0.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.filter = 'none';
    grain(ctx, w, h, 8, random);
  },
};

/** Draws background `name` at w x h and answers it as a JPEG data URL, with a 480 px wide thumbnail. */
window.renderBackground = (name, w, h, seed) => {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  window.backgrounds[name](canvas.getContext('2d', { willReadFrequently: true }), w, h, seeded(seed));
  return { full: canvas.toDataURL('image/jpeg', 0.86), thumbnail: window.thumbnailOf(canvas) };
};

/** A 480 px wide JPEG of a canvas or image (the list's picture). */
window.thumbnailOf = (source) => {
  const thumb = document.createElement('canvas');
  thumb.width = 480;
  thumb.height = Math.round((480 * (source.naturalHeight ?? source.height)) / (source.naturalWidth ?? source.width));
  const ctx = thumb.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, thumb.width, thumb.height);
  return thumb.toDataURL('image/jpeg', 0.82);
};

/** The thumbnail of a picture at `url`. */
window.thumbnailOfUrl = async (url) => {
  const image = new Image();
  image.src = url;
  await image.decode();
  return window.thumbnailOf(image);
};
