const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True for a request that came from this machine (its socket's address; the server trusts no proxy header). */
export function isFromThisMachine(ip: string): boolean {
  return LOOPBACK.test(ip);
}
