// Makes the local stock library: still backgrounds (backgrounds.js, canvas 2D) and abstract video
// loops (loops.js, WebGL2 shaders encoded with mediabunny) drawn in Debian's Chromium, 480 px
// thumbnails for them and for the shipped photos, and public/library/stock/stock.json, the list
// the server answers. Re-runnable; the same seeds give the same pictures.
// Run: node scripts/assets/stock/render.mjs [--only NAME]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../..');
const stockDir = path.join(root, 'public/library/stock');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

/** The shipped photos (public/library/images/, 1200 x 800). */
const photos = [
  ['sunset-hills', 'Sunset hills', 'nature landscape evening warm'],
  ['ocean-waves', 'Ocean waves', 'sea water beach blue nature'],
  ['city-night', 'City at night', 'urban lights skyline dark'],
  ['forest-mist', 'Forest mist', 'trees nature green fog calm'],
  ['desk-workspace', 'Workspace', 'office desk business work laptop'],
  ['abstract-bubbles', 'Bubbles', 'abstract colourful circles'],
];

/** Our still backgrounds (backgrounds.js), 1920 x 1080. */
const backgrounds = [
  ['gradient-sunrise', 'Sunrise gradient', 'gradient pink warm soft'],
  ['gradient-ocean', 'Ocean gradient', 'gradient dark blue teal'],
  ['gradient-violet', 'Violet gradient', 'gradient purple blue'],
  ['gradient-mint', 'Mint gradient', 'gradient green fresh light'],
  ['soft-blobs-peach', 'Peach blobs', 'abstract soft shapes warm light'],
  ['soft-blobs-blue', 'Blue blobs', 'abstract soft shapes cool light'],
  ['bokeh-gold', 'Golden bokeh', 'bokeh lights festive dark warm'],
  ['bokeh-city', 'City bokeh', 'bokeh lights night dark'],
  ['geometric-triangles', 'Triangles', 'geometric pattern pink low poly'],
  ['geometric-hexagons', 'Hexagons', 'geometric pattern dark tech'],
  ['dots-pattern', 'Dot pattern', 'pattern dots light minimal'],
  ['waves-layers', 'Layered waves', 'waves orange warm abstract'],
  ['diagonal-stripes', 'Diagonal light', 'stripes dark tech blue'],
  ['paper-minimal', 'Minimal paper', 'light minimal clean neutral'],
];

/** Our video loops (loops.js): 6 s at 25 fps, 1280 x 720. */
const loops = [
  ['aurora-flow', 'Aurora flow', 'abstract aurora teal purple dark'],
  ['soft-bokeh', 'Soft bokeh', 'bokeh lights purple warm dark'],
  ['gradient-waves', 'Gradient waves', 'waves light pink warm'],
  ['rising-particles', 'Rising particles', 'particles dots blue dark tech'],
  ['hex-pulse', 'Hexagon pulse', 'geometric hexagons dark pink tech'],
  ['liquid-marble', 'Liquid marble', 'abstract fluid light purple'],
  ['light-rays', 'Light rays', 'rays sun warm orange'],
  ['tech-lines', 'Tech lines', 'lines speed dark blue tech'],
];
const loopSettings = { width: 1280, height: 720, seconds: 6, fps: 25, bitrate: 1_200_000 };

const files = {
  '/': ['text/html', '<!doctype html><meta charset="utf-8"><script src="/backgrounds.js"></script><script type="module" src="/loops.js"></script>'],
  '/backgrounds.js': ['text/javascript', path.join(import.meta.dirname, 'backgrounds.js')],
  '/loops.js': ['text/javascript', path.join(import.meta.dirname, 'loops.js')],
  '/mediabunny.mjs': ['text/javascript', path.join(root, 'node_modules/mediabunny/dist/bundles/mediabunny.min.mjs')],
};
const server = http.createServer((request, response) => {
  const photo = /^\/library\/images\/([a-z-]+\.jpg)$/.exec(request.url);
  const [type, body] = photo ? ['image/jpeg', path.join(root, 'public/library/images', photo[1])] : (files[request.url] ?? []);
  if (!type) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': type }).end(body.startsWith('<') ? body : fs.readFileSync(body));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--use-gl=angle', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
});
const page = await browser.newPage();
page.on('pageerror', (error) => console.error(error));
await page.goto(origin);
await page.waitForFunction(() => window.renderLoop && window.renderBackground);

const dataOf = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
const write = (relative, bytes) => {
  fs.mkdirSync(path.dirname(path.join(stockDir, relative)), { recursive: true });
  fs.writeFileSync(path.join(stockDir, relative), bytes);
};
const wanted = (name) => !only || only === name;
const entry = (name, title, tags, type, file, size, duration) => ({
  id: `local-${name}`,
  name: title,
  type,
  file,
  thumbnail: `/library/stock/thumbnails/${name}.jpg`,
  ...size,
  duration,
  tags: tags.split(' '),
});

const manifest = [];
for (const [name, title, tags] of photos) {
  if (wanted(name)) write(`thumbnails/${name}.jpg`, dataOf(await page.evaluate((url) => window.thumbnailOfUrl(url), `/library/images/${name}.jpg`)));
  manifest.push(entry(name, title, tags, 'image', `/library/images/${name}.jpg`, { width: 1200, height: 800 }, null));
}
for (const [index, [name, title, tags]] of backgrounds.entries()) {
  if (wanted(name)) {
    const { full, thumbnail } = await page.evaluate(([n, seed]) => window.renderBackground(n, 1920, 1080, seed), [name, index + 1]);
    write(`images/${name}.jpg`, dataOf(full));
    write(`thumbnails/${name}.jpg`, dataOf(thumbnail));
  }
  manifest.push(entry(name, title, tags, 'image', `/library/stock/images/${name}.jpg`, { width: 1920, height: 1080 }, null));
}
const format = await page.evaluate(() => window.loopFormat());
for (const [name, title, tags] of loops) {
  const relative = `videos/${name}.${format}`;
  if (wanted(name)) {
    const { file, poster } = await page.evaluate(([n, settings]) => window.renderLoop(n, settings), [name, loopSettings]);
    for (const old of ['mp4', 'webm']) fs.rmSync(path.join(stockDir, `videos/${name}.${old}`), { force: true });
    write(relative, Buffer.from(file, 'base64'));
    write(`thumbnails/${name}.jpg`, dataOf(poster));
    console.log(`${relative}: ${fs.statSync(path.join(stockDir, relative)).size} bytes`);
  }
  const duration = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path.join(stockDir, relative)], { encoding: 'utf8' }));
  manifest.push(entry(name, title, tags, 'video', `/library/stock/${relative}`, { width: loopSettings.width, height: loopSettings.height }, Math.round(duration * 100) / 100));
}
fs.writeFileSync(path.join(stockDir, 'stock.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await browser.close();
server.close();
