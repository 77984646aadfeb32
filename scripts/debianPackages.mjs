// The Debian packages the product runs on (media probing and proxies, offline speech, server-side
// rendering); `npm start` and `npm test` install the missing ones through scripts/install.mjs.
export const productPackages = ['chromium', 'ffmpeg', 'festival', 'festvox-us-slt-hts', 'flite'];

/** What only the tests add: a font with fixed metrics for pixel checks. */
export const testPackages = ['fonts-dejavu-core'];
