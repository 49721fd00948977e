/**
 * Caps of every guard that walks or scans caller input, chosen so that the largest input under them costs a few tens
 * of milliseconds of CPU at most (measured in Node on this machine: 100,000 characters scanned for exfiltration
 * ≈ 26 ms, injection screening ≈ 20 ms, a tool definition of 1,000 texts ≈ 35 ms). Beyond a cap a guard fails closed:
 * exfiltration and poisoning report a finding (the request is blocked), injection screening blocks, canonical JSON
 * throws GuardLimitError (400), and redaction of audit details truncates.
 */
export const GUARD_LIMITS = {
  /** Nesting of any walked structure (the API also refuses JSON bodies deeper than 64 levels). */
  depth: 64,
  /** Characters of strings scanned for exfiltration in one payload. */
  scanChars: 100_000,
  /** Characters of one query screened for prompt injection. */
  screenChars: 100_000,
  /** Tool definitions: total text, number of texts (keys and strings) and nesting. */
  definitionChars: 100_000,
  definitionTexts: 1_000,
  definitionDepth: 32,
  /** Values serialised canonically (tool pinning). */
  canonicalNodes: 100_000,
  /** Values redacted for the audit trail. */
  redactNodes: 10_000,
} as const;
