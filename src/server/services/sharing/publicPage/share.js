// The public share page's one script (served from our origin, see shareAssets.ts): on the first
// `play` of the video in this page load, tells the server the view was played. Previews print no
// view id, so they send nothing.
const video = document.querySelector('video[data-view][data-played]');
if (video && navigator.sendBeacon) {
  const { view, played } = video.dataset;
  video.addEventListener('play', () => navigator.sendBeacon(played, JSON.stringify({ view })), { once: true });
}
