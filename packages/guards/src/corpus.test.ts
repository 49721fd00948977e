import { describe, expect, it } from 'vitest';
import { BENIGN_EXFILTRATION, MALICIOUS_EXFILTRATION } from './corpus/exfiltration.ts';
import { BENIGN_TOOLS, MALICIOUS_TOOLS } from './corpus/poisoning.ts';
import { scanExfiltration } from './exfiltration.ts';
import { scanToolDefinition } from './poisoning.ts';

const benignNames = BENIGN_TOOLS.map((c) => (c.tool as { name?: string }).name).filter((n): n is string => typeof n === 'string');
/** The agent already has the benign tools and a few common ones the malicious definitions try to shadow. */
const knownToolNames = [...benignNames, 'send_email', 'backup_upload'];

describe('exfiltration corpus', () => {
  it('has enough realistic cases', () => {
    expect(MALICIOUS_EXFILTRATION.length).toBeGreaterThanOrEqual(40);
    expect(BENIGN_EXFILTRATION.length).toBeGreaterThanOrEqual(40);
  });

  it('blocks every malicious payload with the expected rule and passes every benign one', () => {
    const missed = MALICIOUS_EXFILTRATION.filter((c) => !scanExfiltration(c.payload).some((f) => f.rule === c.rule)).map((c) => ({
      id: c.id,
      want: c.rule,
      got: scanExfiltration(c.payload).map((f) => f.rule),
    }));
    const falsePositives = BENIGN_EXFILTRATION.map((c) => ({ id: c.id, findings: scanExfiltration(c.payload) })).filter(
      (r) => r.findings.length > 0,
    );
    console.log(
      `exfiltration corpus: malicious caught ${MALICIOUS_EXFILTRATION.length - missed.length}/${MALICIOUS_EXFILTRATION.length}, benign blocked ${falsePositives.length}/${BENIGN_EXFILTRATION.length}`,
    );
    expect(missed).toEqual([]);
    expect(falsePositives).toEqual([]);
  });
});

describe('tool-poisoning corpus', () => {
  it('has enough realistic cases', () => {
    expect(MALICIOUS_TOOLS.length).toBeGreaterThanOrEqual(40);
    expect(BENIGN_TOOLS.length).toBeGreaterThanOrEqual(40);
  });

  it('flags every poisoned definition with the expected rule and passes every benign one', () => {
    const scan = (tool: unknown) => scanToolDefinition(tool, { knownToolNames });
    const missed = MALICIOUS_TOOLS.filter((c) => !scan(c.tool).some((f) => f.rule === c.rule)).map((c) => ({
      id: c.id,
      want: c.rule,
      got: scan(c.tool).map((f) => f.rule),
    }));
    const falsePositives = BENIGN_TOOLS.map((c) => ({ id: c.id, findings: scan(c.tool) })).filter((r) => r.findings.length > 0);
    console.log(
      `poisoning corpus: malicious caught ${MALICIOUS_TOOLS.length - missed.length}/${MALICIOUS_TOOLS.length}, benign blocked ${falsePositives.length}/${BENIGN_TOOLS.length}`,
    );
    expect(missed).toEqual([]);
    expect(falsePositives).toEqual([]);
  });
});
