import { describe, expect, it } from 'vitest';
import { readCodeResult } from '../src/services/engines/code.ts';

const work = {
  chars: 1,
  bracket_depth: 0,
  lexical_anomalies: 0,
  parse_steps: 1,
  parse_error_steps: 0,
  syntax_nodes: 3,
  matches: 0,
  query_steps: 1,
  scan_units: 1,
};
const finding = { type: 'command_injection', severity: 'critical', line: 2, column: 1, message: 'm', rule_id: 'r', cwe: 'CWE-78' };
const answer = (result: Record<string, unknown>) => ({
  ok: true,
  result: { language: 'python', analysis: 'complete', vulnerabilities: [], work, ...result },
});

describe('the code engine answer from the sandbox', () => {
  it('is accepted when is_safe follows from its own findings', () => {
    expect(readCodeResult(answer({ is_safe: true }))?.is_safe).toBe(true);
    expect(readCodeResult(answer({ is_safe: false, vulnerabilities: [finding] }))?.is_safe).toBe(false);
    expect(readCodeResult(answer({ is_safe: false, analysis: 'partial' }))?.is_safe).toBe(false);
    const unresolved = [{ kind: 'dynamic_call', line: 3, column: 1, message: 'm' }];
    expect(readCodeResult(answer({ is_safe: false, analysis: 'partial', unresolved }))?.is_safe).toBe(false);
  });

  it('is refused (the route answers 503) when it claims safety its findings contradict, or is malformed', () => {
    expect(readCodeResult(answer({ is_safe: true, vulnerabilities: [finding] }))).toBeNull();
    expect(readCodeResult(answer({ is_safe: true, analysis: 'partial' }))).toBeNull();
    expect(readCodeResult(answer({ is_safe: true, findings_truncated: true }))).toBeNull();
    // An unresolved call or flag makes the analysis partial: a "complete" or "safe" answer that lists one is refused.
    const unresolved = [{ kind: 'security_flag', line: 3, column: 1, message: 'm' }];
    expect(readCodeResult(answer({ is_safe: true, unresolved }))).toBeNull();
    expect(readCodeResult(answer({ is_safe: false, analysis: 'complete', unresolved }))).toBeNull();
    expect(readCodeResult(answer({ is_safe: true, language: 'cobol' }))).toBeNull();
    expect(readCodeResult(answer({ is_safe: 'yes' }))).toBeNull();
    expect(readCodeResult({ ok: true })).toBeNull();
    expect(readCodeResult(null)).toBeNull();
  });
});
