/**
 * Flags of the render worker's Chromium (Debian's): WebGL2 on SwiftShader, since our machines have
 * no GPU (`--use-angle=swiftshader --use-gl=angle --enable-unsafe-swiftshader --ignore-gpu-blocklist`),
 * and no network beyond this machine: no background requests, updates or sync, and every address
 * but loopback sent to a proxy that does not exist (Chromium never proxies loopback), so a render
 * page can reach only the server that opened it.
 */
export const renderChromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-domain-reliability',
  '--no-pings',
  '--no-first-run',
  '--proxy-server=http://127.0.0.1:9',
  '--use-angle=swiftshader',
  '--use-gl=angle',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--autoplay-policy=no-user-gesture-required',
];
