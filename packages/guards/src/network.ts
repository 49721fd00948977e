import { characterClasses, shannonEntropy } from './text.ts';
import type { GuardFinding } from './types.ts';

/**
 * Network rule of the exfiltration guard (documented decision):
 *  1. Known collection endpoints (request bins, tunnels, paste sites, chat webhooks, OAST/DNS-log services) are flagged
 *     whenever they appear as a URL, as a host with a path, or as a bare host in text that sends something.
 *  2. Cloud metadata endpoints and raw public/link-local IP URLs (dotted or obfuscated) are always flagged.
 *  3. Hostnames with encoded-looking labels or shell substitutions (`$(whoami).x.com`) are flagged as DNS exfiltration.
 *  4. Any other host is flagged only when the payload *sends data* to it and it is not allowlisted. Sending data means:
 *     the URL itself carries data (data-like query parameters, long encoded path segments or query values, userinfo),
 *     or a sibling JSON key carries a body (`body`, `data`, `payload`, …), or the text around the URL is an imperative
 *     to send/upload/forward something to it, or a curl/wget/fetch call with a request body.
 *     A mere mention, a documentation link or "how do I send a request to …?" does not send data.
 * The allowlist is the caller's `allowedHosts` plus `DEFAULT_ALLOWED_HOSTS`; an entry matches the host and its subdomains.
 * A host the caller allowlists explicitly is trusted even if it appears in the known-endpoint list.
 */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = [
  'example.com',
  'example.org',
  'example.net',
  'example',
  'test',
  'invalid',
  'localhost',
  'wikipedia.org',
  'wikimedia.org',
  'wiktionary.org',
  'github.com',
  'gitlab.com',
  'stackoverflow.com',
  'stackexchange.com',
  'mozilla.org',
  'python.org',
  'nodejs.org',
  'npmjs.com',
  'pypi.org',
  'postgresql.org',
  'sqlite.org',
  'mysql.com',
  'mariadb.org',
  'w3.org',
  'whatwg.org',
  'ietf.org',
  'rfc-editor.org',
  'iana.org',
  'developers.cloudflare.com',
  'learn.microsoft.com',
  'developers.google.com',
  'cloud.google.com',
  'docs.aws.amazon.com',
  'typescriptlang.org',
  'rust-lang.org',
  'go.dev',
  'golang.org',
  'docs.rs',
  'crates.io',
  'readthedocs.io',
  'readthedocs.org',
  'khanacademy.org',
  'wolframalpha.com',
  'wolfram.com',
  'arxiv.org',
  'doi.org',
  'nist.gov',
  'oeis.org',
  'json.org',
  'json-schema.org',
  'swagger.io',
  'react.dev',
  'vuejs.org',
  'kubernetes.io',
  'docs.docker.com',
  'nginx.org',
  'apache.org',
  'docs.oracle.com',
  'kotlinlang.org',
  'scipy.org',
  'numpy.org',
  'pydata.org',
  'matplotlib.org',
  'modelcontextprotocol.io',
  'britannica.com',
  'un.org',
  'who.int',
  'data.gov',
  'census.gov',
  'europa.eu',
];

/** Request bins, tunnels, paste/file drops and out-of-band interaction services: places data is sent to be collected. */
export const KNOWN_EXFIL_HOSTS: readonly string[] = [
  'webhook.site',
  'requestbin.com',
  'requestbin.net',
  'pipedream.net',
  'hookbin.com',
  'requestcatcher.com',
  'beeceptor.com',
  'mockbin.org',
  'mockbin.io',
  'postb.in',
  'ptsv2.com',
  'ptsv3.com',
  'webhook.cool',
  'requestinspector.com',
  'interact.sh',
  'interactsh.com',
  'oast.fun',
  'oast.pro',
  'oast.live',
  'oast.site',
  'oast.online',
  'oast.me',
  'burpcollaborator.net',
  'oastify.com',
  'dnslog.cn',
  'ceye.io',
  'canarytokens.com',
  'canarytokens.org',
  'ngrok.io',
  'ngrok.app',
  'ngrok.dev',
  'ngrok-free.app',
  'ngrok-free.dev',
  'trycloudflare.com',
  'serveo.net',
  'loca.lt',
  'localtunnel.me',
  'localhost.run',
  'lhr.life',
  'pagekite.me',
  'pastebin.com',
  'paste.ee',
  'hastebin.com',
  'ghostbin.com',
  'ghostbin.co',
  'dpaste.org',
  'dpaste.com',
  'rentry.co',
  'controlc.com',
  'privatebin.net',
  'termbin.com',
  'transfer.sh',
  'file.io',
  '0x0.st',
  'temp.sh',
  'bashupload.com',
  'gofile.io',
  'catbox.moe',
  'tmpfiles.org',
  'ix.io',
  'sprunge.us',
  'anonfiles.com',
];

/** Webhook endpoints on otherwise ordinary hosts, recognised by host and path. */
const WEBHOOK_PATHS: Array<[RegExp, RegExp, string]> = [
  [/^(?:(?:ptb|canary)\.)?discord(?:app)?\.com$/, /^\/api\/(?:v\d+\/)?webhooks\//, 'Discord webhook'],
  [/^hooks\.slack\.com$/, /^\/(?:services|workflows|triggers)\//, 'Slack webhook'],
  [/^api\.telegram\.org$/, /^\/bot/, 'Telegram bot API'],
  [/(?:^|\.)webhook\.office\.com$/, /^\/webhookb2\//, 'Microsoft Teams webhook'],
  [/^hooks\.zapier\.com$/, /^\/hooks\//, 'Zapier webhook'],
  [/^maker\.ifttt\.com$/, /^\/trigger\//, 'IFTTT webhook'],
  [/^hook\.[a-z0-9]+\.make\.com$/, /^\//, 'Make webhook'],
];

const METADATA_HOSTS = new Set(['169.254.169.254', '[fd00:ec2::254]', 'metadata.google.internal', '100.100.100.200', 'metadata']);

const DATA_PARAM =
  /^(?:data|d|payload|exfil|leak|secret|secrets|token|key|apikey|api_key|password|pwd|pass|cookie|cookies|session|cred|creds|credentials|content|body|dump|b64|base64|env|ssn|card|email|emails|history|conversation|chat|prompt|contents|exfiltrate|stolen)$/i;

export function hostMatches(host: string, entries: Iterable<string>): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  for (const raw of entries) {
    const e = raw.toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
    if (e && (h === e || h.endsWith(`.${e}`))) return true;
  }
  return false;
}

function ipv4Kind(host: string): 'public' | 'private' | 'loopback' | 'link_local' | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (a === 127 || a === 0) return 'loopback';
  if (a === 169 && b === 254) return 'link_local';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return 'private';
  return 'public';
}

/** A token that looks like encoded data rather than a word, a slug or a number. */
export function looksEncoded(token: string, minLength: number): boolean {
  if (token.length < minLength) return false;
  if (!/^[A-Za-z0-9+/=_-]+$/.test(token)) return false;
  if (/^[0-9a-f]+$/i.test(token)) return token.length >= Math.max(minLength, 24);
  return /\d/.test(token) && characterClasses(token) >= 2 && shannonEntropy(token) >= 3.5;
}

/** Template slots in a URL (`{data}`, `{{secret}}`, `$SECRET`, `<DATA>`, `[CHAT]`) mark it as a carrier to be filled. */
const TEMPLATE_SLOT = /\{\{?[^}]{1,40}\}\}?|\$\{?[A-Z_][A-Z0-9_]{1,40}\}?|<[A-Za-z_ ]{2,40}>|\[[A-Z_ ]{2,40}\]|%7B[^%]{1,40}%7D/;

/** Whether a URL carries data by itself: data-named or encoded query values, encoded path segments, slots, userinfo. */
export function urlCarriesData(url: URL, rawText: string): boolean {
  if (url.username || url.password) return true;
  if (TEMPLATE_SLOT.test(rawText)) return true;
  for (const [name, value] of url.searchParams) {
    if (DATA_PARAM.test(name) && value.length >= 4) return true;
    if (looksEncoded(value, 24) || value.length >= 128) return true;
  }
  if (url.search.length > 256) return true;
  for (const segment of url.pathname.split('/')) if (looksEncoded(segment, 32)) return true;
  const fragment = url.hash.slice(1);
  return looksEncoded(fragment, 24);
}

const SEND_VERB =
  /\b(?:send|post|upload|forward|exfiltrate|transmit|submit|leak|copy|pipe|dump|report|sync|mirror|email|beacon|ship|deliver|push|put)\b/i;
const QUESTION = /^\s*(?:how|what|why|when|where|which|who|can|could|should|would|is|are|does|do|explain)\b|\?\s*$/i;
const REQUEST_OBJECT =
  /^\s*(?:an?|the|this|my|some)?\s*(?:get|post|put|patch|delete|head|http|https|rest|api|test|simple|json|sample|graphql)?\s*(?:requests?|calls?|pings?)\b/i;

/** Imperative "send X to <url>" in the 160 characters before the URL; "how do I send a request to …?" does not count. */
export function sendIntentBefore(text: string, urlStart: number): boolean {
  const before = text.slice(Math.max(0, urlStart - 160), urlStart);
  const m =
    /\b(send|post|upload|forward|exfiltrate|transmit|submit|leak|copy|pipe|dump|report|sync|mirror|email|beacon|ship|deliver|push|put)\b([^.!?\n]{0,100}?)\b(?:to|into|at|on)\s+(?:the\s+)?(?:url|endpoint|server|host|webhook|address|site)?\s*[:=]?\s*["'(<`]?$/i.exec(
      before,
    );
  if (!m) return false;
  const object = m[2] ?? '';
  if (REQUEST_OBJECT.test(object) && QUESTION.test(text)) return false;
  return true;
}

const BODY_FLAG =
  /\b(?:curl\b[^\n]*\s(?:-d|--data(?:-raw|-binary|-urlencode|-ascii)?|-F|--form|-T|--upload-file|--json)\b|wget\b[^\n]*--post-(?:data|file)|Invoke-(?:WebRequest|RestMethod)\b[^\n]*-Body\b|requests\.(?:post|put)\s*\(|fetch\s*\([^)]*\bbody\s*:|navigator\.sendBeacon\s*\(|nc\s+(?:-\w+\s+)*[\w.-]+\s+\d+\s*<)/i;

export interface NetworkContext {
  allowed: readonly string[];
  explicit: readonly string[];
  /** The string sits beside a data-bearing key in its JSON object. */
  siblingData: boolean;
}

const URL_RE = /\b(?:https?|ftp|wss?|gopher|dict|ldap|file):\/\/[^\s"'<>`\\^|]+/gi;
const HOST_RE = /(?<![\w@./:-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(\/[^\s"'<>`)]*)?(?![\w-])/gi;
const SHELL_DNS = /(?:\$\([^)\n]{1,120}\)|`[^`\n]{1,120}`|\$\{[^}\n]{1,60}\}|%[A-Z_]{2,30}%)\.(?:[a-z0-9-]{1,63}\.)+[a-z]{2,24}\b/i;

function trimUrl(raw: string): string {
  let url = raw.replace(/[.,;:!?'"]+$/, '');
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) url = url.slice(0, -1);
  while (url.endsWith(']') && !url.includes('[')) url = url.slice(0, -1);
  return url;
}

function dnsExfilHost(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 3) return false;
  return labels.slice(0, -2).some((label) => looksEncoded(label, 25) || (/^[a-f0-9]{20,}$/i.test(label) && label.length >= 20));
}

/** Network findings for one string. */
export function scanNetwork(text: string, path: string, ctx: NetworkContext): GuardFinding[] {
  const findings: GuardFinding[] = [];
  const add = (rule: string, severity: GuardFinding['severity'], message: string) =>
    findings.push({ rule, category: 'network', severity, message, path });
  const bodyCall = BODY_FLAG.test(text);
  const sendsText = SEND_VERB.test(text) && !QUESTION.test(text);

  const seenHosts = new Set<string>();
  for (const m of text.matchAll(URL_RE)) {
    const raw = trimUrl(m[0]);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    seenHosts.add(host);
    if (hostMatches(host, ctx.explicit)) continue;
    const hostInText = (/^[a-z]+:\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^/:?#]*)/i.exec(raw)?.[1] ?? '').toLowerCase();
    const webhook = WEBHOOK_PATHS.find(([h, p]) => h.test(host) && p.test(url.pathname));
    if (METADATA_HOSTS.has(host)) add('NET-METADATA', 'critical', 'URL to a cloud instance-metadata endpoint (credential theft).');
    else if (hostMatches(host, KNOWN_EXFIL_HOSTS)) add('NET-EXFIL-HOST', 'high', `URL to a known data-collection host (${host}).`);
    else if (webhook) add('NET-WEBHOOK', 'high', `URL to a ${webhook[2]}.`);
    else if (host.startsWith('[') || ipv4Kind(host) !== null) {
      const kind = host.startsWith('[') ? (host === '[::1]' ? 'loopback' : 'public') : ipv4Kind(host);
      const obfuscated = hostInText !== host;
      if (kind === 'link_local') add('NET-METADATA', 'critical', 'URL to a link-local address (instance metadata range).');
      else if (obfuscated && kind !== 'loopback') add('NET-RAW-IP', 'high', 'URL to an IP address written in an obfuscated form.');
      else if (kind === 'public') add('NET-RAW-IP', 'high', `URL to a raw public IP address (${host}).`);
      else if (kind === 'private' && (urlCarriesData(url, raw) || ctx.siblingData || bodyCall || sendIntentBefore(text, m.index ?? 0)))
        add('NET-UNLISTED-HOST', 'high', 'Data sent to a private IP address.');
    } else if (dnsExfilHost(host)) add('NET-DNS-EXFIL', 'high', 'Hostname with an encoded-looking label (DNS exfiltration).');
    else if (!hostMatches(host, ctx.allowed)) {
      if (urlCarriesData(url, raw)) add('NET-UNLISTED-HOST', 'high', `URL carrying data to a host outside the allowlist (${host}).`);
      else if (ctx.siblingData || bodyCall || sendIntentBefore(text, m.index ?? 0))
        add('NET-UNLISTED-HOST', 'high', `Data sent to a host outside the allowlist (${host}).`);
    }
  }

  for (const m of text.matchAll(HOST_RE)) {
    const host = (m[1] ?? '').toLowerCase();
    if (seenHosts.has(host) || hostMatches(host, ctx.explicit)) continue;
    if (hostMatches(host, KNOWN_EXFIL_HOSTS) && (m[2] || sendsText || bodyCall || ctx.siblingData)) {
      add('NET-EXFIL-HOST', 'high', `Reference to a known data-collection host (${host}).`);
    } else if (dnsExfilHost(host) && !hostMatches(host, ctx.allowed)) {
      add('NET-DNS-EXFIL', 'high', 'Hostname with an encoded-looking label (DNS exfiltration).');
    } else if (METADATA_HOSTS.has(host)) add('NET-METADATA', 'critical', 'Reference to a cloud instance-metadata host.');
  }
  if (SHELL_DNS.test(text)) add('NET-DNS-EXFIL', 'critical', 'Command substitution inside a hostname (DNS exfiltration).');
  if (
    /(?<![\d.])169\.254\.169\.254\/(?:latest|computeMetadata|metadata|openstack)\b/.test(text) &&
    !findings.some((f) => f.rule === 'NET-METADATA')
  ) {
    add('NET-METADATA', 'critical', 'Request path on the instance-metadata address.');
  }
  return findings;
}

const MD_IMAGE = /!\[[^\]\n]{0,200}\]\(\s*<?([^)\s>]+)/g;
const HTML_SRC =
  /<(?:img|image|iframe|script|source|video|audio|embed|object|input|link|body|table|td)\b[^>]{0,500}?\b(?:src|href|data|srcset|poster|background)\s*=\s*["']?([^"'\s>]+)/gi;
const CSS_URL = /url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)/gi;

/** Markdown/HTML/CSS resources that a renderer fetches automatically, carrying data in the URL to a foreign host. */
export function scanBeacons(text: string, path: string, ctx: NetworkContext): GuardFinding[] {
  const findings: GuardFinding[] = [];
  const check = (rawUrl: string, rule: string, what: string) => {
    let url: URL;
    try {
      url = new URL(rawUrl.startsWith('//') ? `https:${rawUrl}` : rawUrl);
    } catch {
      return;
    }
    if (!/^https?:$/.test(url.protocol)) return;
    const host = url.hostname.toLowerCase();
    if (hostMatches(host, ctx.explicit) || hostMatches(host, ctx.allowed)) return;
    if (url.search.length > 1 || urlCarriesData(url, rawUrl)) {
      findings.push({
        rule,
        category: 'beacon',
        severity: 'high',
        message: `${what} fetching a foreign URL that carries data (${host}).`,
        path,
      });
    }
  };
  for (const m of text.matchAll(MD_IMAGE)) check(m[1] ?? '', 'EXF-BEACON-MARKDOWN', 'Markdown image');
  for (const m of text.matchAll(HTML_SRC)) check(m[1] ?? '', 'EXF-BEACON-HTML', 'HTML element');
  for (const m of text.matchAll(CSS_URL)) check(m[1] ?? '', 'EXF-BEACON-HTML', 'CSS resource');
  return findings;
}
