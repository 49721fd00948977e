import { ipAllowed } from './ip.ts';

/**
 * Where webhooks may be sent (SSRF policy). Production: `https:` only, a public DNS name or a public IP literal, no
 * credentials in the URL. Refused: loopback, private, link-local, carrier-grade NAT, multicast, reserved and
 * documentation ranges (IPv4 and IPv6, including IPv4-mapped and NAT64 forms), `localhost` and names under local-only
 * suffixes, and single-label hosts. The WHATWG URL parser has already turned numeric IPv4 spellings (`2130706433`,
 * `0x7f.1`) into dotted form, so they are caught as addresses.
 * What a public name resolves to cannot be checked from a Worker; Workers' outbound fetch does not reach private
 * networks, which covers DNS rebinding there (docs/webhooks.md).
 * `allowPrivate` (the WEBHOOK_ALLOW_PRIVATE_TARGETS variable, ignored in production) admits `http:` and any host, for
 * tests and local development against a receiver on this machine.
 */
export type TargetCheck = { ok: true; url: URL } | { ok: false; reason: string };

const BLOCKED_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

/** IPv6 literals must be global unicast (2000::/3) and outside these. */
const BLOCKED_V6 = ['2001:db8::/32', '2001::/23', '2002::/16', '64:ff9b::/96', '64:ff9b:1::/48'];
const GLOBAL_V6 = ['2000::/3'];

const LOCAL_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'home.arpa',
  'test',
  'invalid',
  'example',
];

function blockedAddress(host: string): boolean | null {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return ipAllowed(host, BLOCKED_V4);
  if (host.startsWith('[') && host.endsWith(']')) {
    const address = host.slice(1, -1);
    return !ipAllowed(address, GLOBAL_V6) || ipAllowed(address, BLOCKED_V6);
  }
  return null;
}

export function checkWebhookTarget(text: string, options: { allowPrivate: boolean }): TargetCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'not a valid absolute URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL are not allowed' };
  if (url.hash) return { ok: false, reason: 'a fragment is not allowed' };
  if (options.allowPrivate) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? { ok: true, url } : { ok: false, reason: 'use http or https' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'webhook URLs must use https' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const address = blockedAddress(host);
  if (address === true) return { ok: false, reason: 'private, loopback, link-local and reserved addresses are not allowed' };
  if (address === null) {
    if (!host.includes('.')) return { ok: false, reason: 'the host must be a public DNS name' };
    if (LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
      return { ok: false, reason: 'local-only host names are not allowed' };
    }
  }
  return { ok: true, url };
}
