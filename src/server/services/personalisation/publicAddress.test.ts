import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './publicAddress';

describe('isPublicAddress', () => {
  it('takes public IPv4 and IPv6 unicast addresses', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, multicast, unspecified and reserved IPv4', () => {
    for (const address of [
      '0.0.0.0',
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '198.18.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the same in IPv6, and IPv4 ones carried in IPv6 (mapped, NAT64, 6to4)', () => {
    for (const address of [
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'fec0::1',
      'ff02::1',
      '::127.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', 'example.com', '[::1]', '1.2.3', '999.1.1.1']) expect(isPublicAddress(text), text).toBe(false);
  });
});
