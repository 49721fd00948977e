import { connectionStringCredential, PRIVATE_KEY, PROVIDER_KEYS, urlCredential } from './rules/common.ts';
import type { CodeLanguage, Vulnerability } from './types.ts';

/**
 * Credentials whose format alone identifies them (cloud keys, tokens, private-key blocks), found by one pass of each
 * pattern over the source text rather than a query per string literal: a key pasted into a comment or a docstring has
 * leaked just the same.
 */
export function providerKeyFindings(source: string, language: CodeLanguage): Vulnerability[] {
  const out: Vulnerability[] = [];
  const py = language === 'python';
  const secret = (at: number, severity: 'critical' | 'high', message: string, rule: string): Vulnerability => ({
    type: 'hardcoded_secret',
    severity,
    line: countLines(source, at),
    column: at - (source.lastIndexOf('\n', at - 1) + 1) + 1,
    message,
    rule_id: `${py ? 'py' : 'js'}.secrets.${rule}`,
    cwe: 'CWE-798',
  });
  const patterns = [{ name: 'private key', re: PRIVATE_KEY }, ...PROVIDER_KEYS];
  for (const { re } of patterns) {
    for (const m of source.matchAll(new RegExp(re.source, 'g'))) {
      out.push(secret(m.index, 'critical', 'Hard-coded provider API key or private key in source', 'provider-key'));
      if (out.length >= 50) return out;
    }
  }
  // Connection URLs with a literal password (postgres://app:s3cret@db/...), wherever they are written.
  for (const m of source.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@'"`]+:[^/\s@'"`]+@[^\s'"`]/gi)) {
    if (!urlCredential(m[0])) continue;
    out.push(secret(m.index, 'high', 'Credentials written into a connection URL (scheme://user:password@host)', 'url-credentials'));
    if (out.length >= 60) return out;
  }
  // Key/value connection strings with a literal password, inside one string literal on one line.
  for (const m of source.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    if (!connectionStringCredential(m[2] as string)) continue;
    out.push(
      secret(m.index, 'high', 'Credentials written into a connection string (password=… next to user/host/server)', 'connection-string'),
    );
    if (out.length >= 70) return out;
  }
  return out;
}

function countLines(source: string, end: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < end; i = source.indexOf('\n', i + 1)) line++;
  return line;
}
