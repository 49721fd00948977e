import { bytesToLatin1, characterClasses, decodeBase64, isPlaceholder, looksLikeSecretValue, shannonEntropy } from './text.ts';
import type { GuardCategory, GuardSeverity } from './types.ts';

/** Kind written into `[REDACTED:<kind>]` markers. */
export type RedactionKind = 'secret' | 'private_key' | 'card' | 'ssn' | 'nino' | 'iban' | 'email' | 'phone';

/**
 * A pattern for one kind of sensitive value. The pattern is global with match indices (`dg`) so callers can locate
 * the captured value; `group` names the capture that holds the value (0 = the whole match).
 */
export interface TextDetector {
  rule: string;
  kind: RedactionKind;
  category: GuardCategory;
  severity: GuardSeverity;
  label: string;
  pattern: RegExp;
  group?: number;
  validate?: (match: RegExpExecArray) => boolean;
  /** Returns the valid leading part of the matched value, or null; lets a greedy match fall back to a shorter one. */
  refine?: (value: string) => string | null;
  /** Whether the message may show a masked prefix (credentials), or only the label (personal data). */
  maskable?: boolean;
}

export interface TextHit {
  detector: TextDetector;
  value: string;
  start: number;
  end: number;
}

const secret = (rule: string, label: string, pattern: RegExp, extra: Partial<TextDetector> = {}): TextDetector => ({
  rule,
  kind: 'secret',
  category: 'secret',
  severity: 'critical',
  label,
  pattern,
  maskable: true,
  ...extra,
});

/** Generic "strong value" test for assignments like `password = …`: machine-like, not a word or a placeholder. */
export function strongSecretValue(value: string): boolean {
  if (!looksLikeSecretValue(value, 8)) return false;
  const classes = characterClasses(value);
  if (classes >= 3) return shannonEntropy(value) >= 2.8;
  return value.length >= 16 && /\d/.test(value) && shannonEntropy(value) >= 3.3;
}

function jwtHeaderValid(match: RegExpExecArray): boolean {
  const header = decodeBase64(match[0].split('.')[0] ?? '');
  if (!header) return false;
  const json = bytesToLatin1(header);
  return /"(?:alg|typ|kid|enc)"\s*:/.test(json);
}

/** PEM private keys count when key material follows the header (a lone header in a question about PEM is not a key). */
function pemHasBody(match: RegExpExecArray): boolean {
  const gap = match[1] ?? '';
  const body = match[2] ?? '';
  if (body.length === 0) return false;
  if (/^(?:MI|MH|b3Bl|Proc-Type|lQ|AAAA)/.test(body)) return true;
  return /\n|\\n/.test(gap);
}

export const SECRET_DETECTORS: TextDetector[] = [
  {
    rule: 'EXF-PRIVATE-KEY',
    kind: 'private_key',
    category: 'private_key',
    severity: 'critical',
    label: 'PEM private key',
    pattern: /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----((?:\s|\\[nr]){0,8})([A-Za-z0-9+/=:-]{0,16})/dg,
    validate: pemHasBody,
  },
  {
    rule: 'EXF-PRIVATE-KEY',
    kind: 'private_key',
    category: 'private_key',
    severity: 'critical',
    label: 'OpenSSH private key material',
    pattern: /b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/=]*/dg,
  },
  {
    rule: 'EXF-PRIVATE-KEY',
    kind: 'private_key',
    category: 'private_key',
    severity: 'critical',
    label: 'PuTTY private key',
    pattern: /PuTTY-User-Key-File-\d:[^\n]{0,80}[\s\S]{0,400}?Private-Lines:/dg,
  },
  secret('EXF-AWS-KEY', 'AWS access key id', /(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Z0-9])/dg),
  secret(
    'EXF-AWS-SECRET',
    'AWS secret access key',
    /(?<![A-Za-z])secret(?:[ _-]?access)?(?:[ _-]?key)?["']?(?:\s*(?:is|was|=|:|=>)\s*|["'\s]{1,4})["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dgi,
    { maskable: false, group: 1, validate: (m) => characterClasses(m[1] ?? '') >= 3 },
  ),
  secret(
    'EXF-GITHUB-TOKEN',
    'GitHub token',
    /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})(?![A-Za-z0-9_])/dg,
  ),
  secret('EXF-GITLAB-TOKEN', 'GitLab token', /(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,}/dg),
  secret('EXF-SLACK-TOKEN', 'Slack token', /(?<![A-Za-z0-9])(?:xox[abposr]-[A-Za-z0-9-]{10,}|xapp-\d-[A-Za-z0-9-]{10,})/dg, {
    validate: (m) => /\d/.test(m[0]),
  }),
  secret('EXF-STRIPE-KEY', 'Stripe secret key', /(?<![A-Za-z0-9])(?:sk|rk)_live_[A-Za-z0-9]{16,}/dg),
  secret('EXF-STRIPE-KEY', 'Stripe test secret key', /(?<![A-Za-z0-9])(?:sk|rk)_test_[A-Za-z0-9]{16,}/dg, { severity: 'medium' }),
  secret('EXF-STRIPE-KEY', 'Stripe webhook secret', /(?<![A-Za-z0-9])whsec_[A-Za-z0-9]{24,}/dg),
  secret('EXF-ANTHROPIC-KEY', 'Anthropic API key', /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,}/dg),
  secret(
    'EXF-OPENAI-KEY',
    'OpenAI API key',
    /(?<![A-Za-z0-9_-])sk-(?!ant-)(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/dg,
    {
      validate: (m) => /\d/.test(m[0]) && /[A-Za-z]/.test(m[0].slice(3)) && characterClasses(m[0]) >= 3,
    },
  ),
  secret('EXF-GOOGLE-KEY', 'Google API key', /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/dg),
  secret('EXF-GOOGLE-KEY', 'Google OAuth secret or token', /(?<![A-Za-z0-9_-])(?:GOCSPX-[A-Za-z0-9_-]{24,}|ya29\.[0-9A-Za-z_-]{20,})/dg),
  secret('EXF-JWT', 'JSON Web Token', /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/dg, {
    validate: jwtHeaderValid,
  }),
  secret('EXF-SERVICE-TOKEN', 'Verdict API key or agent token', /(?<![A-Za-z0-9_])svc_(?:live|test|agent)_[A-Za-z0-9_-]{20,}/dg),
  secret('EXF-NPM-TOKEN', 'npm token', /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/dg),
  secret('EXF-PYPI-TOKEN', 'PyPI token', /(?<![A-Za-z0-9_-])pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,}/dg),
  secret('EXF-HF-TOKEN', 'Hugging Face token', /(?<![A-Za-z0-9_])hf_[A-Za-z]{34}(?![A-Za-z0-9])/dg),
  secret('EXF-SENDGRID-KEY', 'SendGrid API key', /(?<![A-Za-z0-9])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/dg),
  secret('EXF-TELEGRAM-TOKEN', 'Telegram bot token', /(?<![A-Za-z0-9])\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/dg),
  secret('EXF-AZURE-KEY', 'Azure storage account key', /AccountKey=([A-Za-z0-9+/]{86}==)/dg, { group: 1 }),
  secret(
    'EXF-CONNECTION-STRING',
    'password in a connection string',
    /(?<![A-Za-z0-9])[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:@/'"]{1,64}:([^\s@/'"]{3,128})@[A-Za-z0-9.-]+/dgi,
    { maskable: false, group: 1, validate: (m) => !isPlaceholder(m[1] ?? '') && looksLikeSecretValue(m[1] ?? '', 6) },
  ),
  secret('EXF-BEARER-TOKEN', 'bearer token', /(?<![A-Za-z])bearer\s+([A-Za-z0-9._~+/-]{20,}=*)/dgi, {
    maskable: false,
    group: 1,
    validate: (m) => looksLikeSecretValue(m[1] ?? '', 20),
  }),
  secret('EXF-BASIC-AUTH', 'HTTP basic credentials', /(?<![A-Za-z])basic\s+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/dgi, {
    maskable: false,
    group: 1,
    validate: (m) => {
      const bytes = decodeBase64(m[1] ?? '');
      return bytes !== null && /^[\x20-\x7e]+:[\x20-\x7e]+$/.test(bytesToLatin1(bytes));
    },
  }),
  secret(
    'EXF-GENERIC-SECRET',
    'credential assignment',
    /(?<![A-Za-z0-9])(?:pass(?:word|wd|phrase)?|pwd|secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|auth[_-]?token|access[_-]?token|refresh[_-]?token|private[_-]?key|token)["']?\s*(?:[:=]|=>|\bis\b)\s*["']?([^\s"',;`()[\]{}<>]{8,200})/dgi,
    { maskable: false, group: 1, severity: 'high', validate: (m) => strongSecretValue(m[1] ?? '') },
  ),
];

/** Runs detectors over `text`, returning hits in order of position. Overlapping hits of later detectors are kept. */
export function findHits(text: string, detectors: readonly TextDetector[]): TextHit[] {
  const hits: TextHit[] = [];
  for (const detector of detectors) {
    const re = detector.pattern;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (detector.validate && !detector.validate(m)) continue;
      const group = detector.group ?? 0;
      const span = m.indices?.[group];
      let value = m[group];
      if (!span || value === undefined) continue;
      if (detector.refine) {
        const refined = detector.refine(value);
        if (refined === null) continue;
        value = refined;
      }
      hits.push({ detector, value, start: span[0], end: span[0] + value.length });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}
