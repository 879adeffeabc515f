// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, requestAddress, UNKNOWN_ADDRESS } from './client-address';

describe('clientAddress without a trusted proxy', () => {
  it('is the socket’s peer', () => {
    expect(clientAddress('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For: anyone can write it', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '198.51.100.1, 198.51.100.2', 0)).toBe('203.0.113.7');
  });

  it('is "unknown" without a socket (requests made in-process), whatever the header says', () => {
    expect(clientAddress(undefined, undefined, 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(undefined, '198.51.100.1', 1)).toBe(UNKNOWN_ADDRESS);
    expect(UNKNOWN_ADDRESS).toBe('unknown');
  });

  it('is "unknown" when the socket’s address is not an IP address', () => {
    expect(clientAddress('', undefined, 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress('not an address', '198.51.100.1', 1)).toBe(UNKNOWN_ADDRESS);
  });
});

describe('clientAddress behind trusted proxies', () => {
  it('takes the address the one trusted proxy saw: the rightmost entry', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1');
  });

  it('never reaches entries a client wrote itself, left of what the proxy appended', () => {
    expect(clientAddress('10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.1', 1)).toBe('198.51.100.1');
  });

  it('counts N hops from the right with N trusted proxies', () => {
    const forwarded = '1.1.1.1, 198.51.100.1, 10.0.0.1';
    expect(clientAddress('10.0.0.2', forwarded, 2)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', forwarded, 3)).toBe('1.1.1.1');
  });

  it('stops at the leftmost entry when more proxies are trusted than the list holds', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', 5)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '198.51.100.1, 10.0.0.1', 5)).toBe('198.51.100.1');
  });

  it('is the socket’s peer when the trusted proxy sent no X-Forwarded-For', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', 1)).toBe('10.0.0.2');
  });

  it('trims the spaces around entries', () => {
    expect(clientAddress(' 10.0.0.2 ', '  198.51.100.1  ,   10.0.0.1 ', 2)).toBe('198.51.100.1');
  });
});

describe('clientAddress with entries that are not addresses', () => {
  it('stops at the nearest trusted address, never keying on free text', () => {
    expect(clientAddress('10.0.0.2', 'hello', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.1, hello', 2)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'hello, 198.51.100.1', 2)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '198.51.100.1, unknown, 10.0.0.1', 3)).toBe('10.0.0.1');
  });

  it('treats an empty entry as a missing hop', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1, ', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.1,,10.0.0.1', 3)).toBe('10.0.0.1');
  });

  it('refuses addresses with ports, leading zeros, out-of-range parts or a zone on IPv4', () => {
    for (const entry of [
      '198.51.100.1:443',
      '198.051.100.1',
      '198.51.100.256',
      '198.51.100',
      '198.51.100.1%eth0',
      '[2001:db8::1]',
    ]) {
      expect(clientAddress('10.0.0.2', entry, 1)).toBe('10.0.0.2');
    }
  });

  it('refuses malformed IPv6', () => {
    for (const entry of ['2001:db8::1::2', '2001:db8:0:0:0:0:0:0:1', '2001:dg8::1', ':::', '2001:db8::1%']) {
      expect(clientAddress('10.0.0.2', entry, 1)).toBe('10.0.0.2');
    }
  });
});

describe('clientAddress normalises', () => {
  it('IPv4-mapped IPv6 to the IPv4 address, dotted or in hex', () => {
    expect(clientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress('::FFFF:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:cb00:7107', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress('0:0:0:0:0:ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '::ffff:198.51.100.1', 1)).toBe('198.51.100.1');
  });

  it('IPv6 to its /64, one key for the whole subnet a subscriber holds', () => {
    expect(clientAddress('2001:db8:1:2:3:4:5:6', undefined, 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2:ffff:ffff:ffff:ffff', undefined, 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:3::1', undefined, 0)).toBe('2001:db8:1:3::/64');
  });

  it('IPv6 spelt in upper case or with leading zeros to one key', () => {
    expect(clientAddress('2001:0DB8:0001:0002::1', undefined, 0)).toBe('2001:db8:1:2::/64');
  });

  it('IPv6 with "::" expanded where it stands', () => {
    expect(clientAddress('2001:db8::1', undefined, 0)).toBe('2001:db8:0:0::/64');
    // "::" standing for a single group: the fourth group is the 3, not a zero
    expect(clientAddress('1:2::3:4:5:6:7', undefined, 0)).toBe('1:2:0:3::/64');
    expect(clientAddress('::1', undefined, 0)).toBe('0:0:0:0::/64');
    expect(clientAddress('::', undefined, 0)).toBe('0:0:0:0::/64');
    expect(clientAddress('1:2:3:4:5:6:7::', undefined, 0)).toBe('1:2:3:4::/64');
    expect(clientAddress('1::', undefined, 0)).toBe('1:0:0:0::/64');
  });

  it('IPv6 with an embedded IPv4 tail, which takes two groups', () => {
    expect(clientAddress('64:ff9b::203.0.113.7', undefined, 0)).toBe('64:ff9b:0:0::/64');
    expect(clientAddress('1:2:3::5:192.0.2.1', undefined, 0)).toBe('1:2:3:0::/64');
    expect(clientAddress('1:2:3:4:5:6:192.0.2.1', undefined, 0)).toBe('1:2:3:4::/64');
  });

  it('IPv6 with a zone, which names this host’s interface', () => {
    expect(clientAddress('fe80::1%eth0', undefined, 0)).toBe('fe80:0:0:0::/64');
  });

  it('forwarded IPv6 as well', () => {
    expect(clientAddress('10.0.0.2', '2001:db8:1:2::99', 1)).toBe('2001:db8:1:2::/64');
  });
});

describe('requestAddress', () => {
  const app = new Hono().get('/', (c) => c.text(requestAddress(c, 1)));

  it('reads the socket Node reports', async () => {
    const response = await app.request('/', {}, { incoming: { socket: { remoteAddress: '::ffff:10.0.0.2' } } });
    expect(await response.text()).toBe('10.0.0.2');
  });

  it('reads X-Forwarded-For through the trusted hops', async () => {
    const headers = { 'X-Forwarded-For': '1.1.1.1, 198.51.100.1' };
    const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: '10.0.0.2' } } });
    expect(await response.text()).toBe('198.51.100.1');
  });

  it('reads several X-Forwarded-For lines as one list, in order', async () => {
    const headers = new Headers([
      ['X-Forwarded-For', '1.1.1.1'],
      ['X-Forwarded-For', '198.51.100.1'],
    ]);
    const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: '10.0.0.2' } } });
    expect(await response.text()).toBe('198.51.100.1');
  });

  it('is "unknown" for a request with no socket', async () => {
    expect(await (await app.request('/', { headers: { 'X-Forwarded-For': '198.51.100.1' } })).text()).toBe('unknown');
  });
});
