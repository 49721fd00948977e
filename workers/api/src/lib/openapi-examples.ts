/**
 * Hand-written examples of the verification routes (the documentation page's Try-it defaults): real claims, and the
 * answers the engines really give them. The OpenAPI lint checks each against its schema; the contract test sends the
 * request examples and checks the answers against the documented schemas.
 */
type Examples = Record<string, { summary: string; value: unknown }>;

export const REQUEST_EXAMPLES: Record<string, Examples> = {
  'post /v1/verify/math': {
    identity: { summary: 'An identity (VERIFIED)', value: { expression: 'sin(x)^2 + cos(x)^2 = 1' } },
    wrong: { summary: 'A wrong equation (CORRECTION_NEEDED)', value: { expression: '2 + 2 = 5' } },
    attested: { summary: 'An exact value, signed', value: { expression: '1/3', options: { include_attestation: true } } },
  },
  'post /v1/verify/logic': {
    sat: { summary: 'Satisfiable, with a model', value: { query: '(declare-const x Bool)(assert x)(check-sat)' } },
  },
  'post /v1/verify/sql': {
    valid: { summary: 'A valid query', value: { query: 'SELECT id FROM t', schema_ddl: 'CREATE TABLE t(id INT)' } },
  },
  'post /v1/verify/code': {
    injection: { summary: 'Shell injection in Python', value: { code: 'import os\nos.system(input())', language: 'python' } },
  },
  'post /v1/verify/fact': {
    supported: {
      summary: 'A claim the context states',
      value: { claim: 'The tower is 300 m tall', context: 'The tower is 300 m tall.' },
    },
  },
  'post /v1/verify/rag': {
    provenance: {
      summary: 'Every chunk from the expected document',
      value: { target_document_id: 'doc-42', chunks: [{ id: 'c1', metadata: { document_id: 'doc-42' } }] },
    },
  },
  'post /v1/verify/process': {
    irac: {
      summary: 'An IRAC trace',
      value: {
        trace:
          'Issue: Is the contract valid?\nRule: A contract needs offer, acceptance and consideration.\nApplication: All three are present here.\nConclusion: The contract is valid.',
        mode: 'irac',
      },
    },
  },
  'post /v1/verify/consensus': {
    arithmetic: { summary: 'Engines agree on arithmetic', value: { query: '2 + 2', verification_mode: 'single' } },
  },
  'post /v1/verify/natural_language': {
    question: { summary: 'A question with its claimed answer', value: { query: 'What is 15% of 80? The answer is 12.' } },
  },
};

const one = (summary: string, value: unknown): Examples => ({ example: { summary, value } });

/** The other creating and acting routes, as a caller sends them. */
Object.assign(REQUEST_EXAMPLES, {
  'post /v1/auth/signup': one('A new organization and its owner', {
    email: 'ada@example.com',
    password: 'correct horse battery staple',
    organization_name: 'Acme Research',
  }),
  'post /v1/auth/signin': one('Sign in', { email: 'ada@example.com', password: 'correct horse battery staple' }),
  'post /v1/auth/api-keys': one('A key for CI that may only verify', { name: 'ci', scopes: ['verify:read'] }),
  'post /v1/admin/keys/rotate': one('Rotate a key', { key_id: 'key_b626f9abc3ec43bb9aa0c86568f275f5' }),
  'post /v1/agents/register': one('A planning agent with a daily budget', {
    name: 'planner',
    permissions: ['math', 'logic'],
    max_cost_per_day: 5,
  }),
  'post /v1/agents/{agent_id}/verify': one('One step of a conversation', {
    query: '2 + 2 = 4',
    engine: 'math',
    context: { conversation_id: 'conv-2026-11-25-001', step_number: 1 },
  }),
  'post /v1/agents/{agent_id}/tools/{tool_name}': one('A read-only tool call', { tool_params: { q: 'quarterly report' } }),
  'post /v1/agents/{agent_id}/tools/{tool_name}/approve': one('Approve a tool definition', {
    tool_schema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
  }),
  'post /v1/attestation/{attestation_id}/revoke': one('Revoke with a reason', { reason: 'issued for the wrong dataset' }),
  'post /v1/verify/batch': one('Two claims, answered together', {
    items: [
      { query: '2 + 2 = 4', type: 'math' },
      { query: '(declare-const x Bool)(assert (and x (not x)))(check-sat)', type: 'logic' },
    ],
  }),
  'post /mcp': one('MCP initialize', {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'my-agent', version: '1.0.0' } },
  }),
});

export const RESPONSE_EXAMPLES: Record<string, Examples> = {
  'post /v1/verify/math 200': {
    identity: {
      summary: 'An identity proven exactly',
      value: {
        is_valid: true,
        result: true,
        status: 'VERIFIED',
        left_side: 'sin(x)^2 + cos(x)^2',
        right_side: '1',
        simplified_difference: '0',
        message: 'Identity proven symbolically: both sides reduce to the same exact normal form and are defined everywhere.',
        method: 'normal-form',
      },
    },
    wrong: {
      summary: 'A wrong equation',
      value: {
        is_valid: false,
        result: false,
        status: 'CORRECTION_NEEDED',
        left_side: '2 + 2',
        right_side: '5',
        simplified_difference: '-1',
        message: 'The equation does not hold: left − right = -1 exactly (rational arithmetic).',
        method: 'exact-rational',
      },
    },
    value: {
      summary: 'An exact value',
      value: {
        is_valid: true,
        status: 'VERIFIED',
        value: 0.3333333333333333,
        simplified: '0.3333333333333333',
        original: '1/3',
        exact: '1/3',
      },
    },
  },
  'post /v1/verify/logic 200': {
    sat: {
      summary: 'Satisfiable',
      value: {
        status: 'SAT',
        model: { x: 'true' },
        message: 'satisfiable: model verified exactly against every assertion',
        provider_used: 'none',
      },
    },
  },
  'post /v1/verify/sql 200': {
    valid: {
      summary: 'Accepted by SQLite',
      value: {
        is_valid: true,
        status: 'VALID',
        message: 'Valid sqlite: SQLite prepared it against the schema and it passes the read-only safety rules.',
        issues: [],
        validation: 'engine',
        checks: ['safety', 'syntax', 'engine'],
        engine: 'SQLite (Durable Object storage)',
        tables: ['t'],
        columns: [],
        dialect: 'sqlite',
        statement_type: 'select',
      },
    },
  },
  'post /v1/verify/code 200': {
    injection: {
      summary: 'A critical finding',
      value: {
        is_safe: false,
        vulnerabilities: [
          {
            type: 'command_injection',
            severity: 'critical',
            line: 2,
            column: 1,
            message: 'Command run through a shell; a non-constant command allows shell injection',
            rule_id: 'py.command-injection.os-shell',
            cwe: 'CWE-78',
          },
        ],
        language: 'python',
        analysis: 'complete',
        work: { chars: 28, bracket_depth: 2, syntax_nodes: 19, matches: 3, scan_units: 8 },
      },
    },
  },
  'post /v1/verify/fact 200': {
    supported: {
      summary: 'Supported by the context',
      value: {
        verdict: 'SUPPORTED',
        confidence: 0.95,
        reasoning: 'The context states it. Evidence: "The tower is 300 m tall."',
        evidence: 'The tower is 300 m tall.',
        method: 'deterministic',
        work: { context_chars: 24, sentences: 1, tokens: 6, analysed: 1 },
      },
    },
  },
  'post /v1/verify/rag 200': {
    provenance: {
      summary: 'No chunk from another document',
      value: {
        verified: true,
        risk: null,
        drm_rate: 0,
        drm_rate_exact: '0/1',
        max_drm_rate: '0',
        chunks_checked: 1,
        mismatched_count: 0,
        mismatched_chunk_ids: [],
        work: { values: 7, depth: 5 },
      },
    },
  },
};

const CSV_HEADER = 'id,seq,timestamp,actor_type,actor_id,action,resource,outcome,request_id,ip,details,prev_hash,entry_hash,hmac';
const CSV_ROW =
  'aud_19033c5d4b794c09b2881d23c82f990c,11,2026-11-25T09:00:25.626Z,api_key,key_b626f9abc3ec43bb9aa0c86568f275f5,verification.fact,fact,verified,3fdc4482-bbd4-4a59-b8e8-15a01cf1c1f0,203.0.113.7,"{""status"":""SUPPORTED"",""verified"":true}",4a820b177ac202072a8d838232b939c5bf8898a0dd359ae0db383721660d20ab,5f447c224b5ceda25a5828be909bf2c616099d357a9a124ea01cf3835dad1ebc,9e4618d196f33b399e7725088b4e4bf070b69dc7b3d171661d9c2d1942a4b81f';

/** Examples of the answers that are not JSON, by media type. */
export const MEDIA_EXAMPLES: Record<string, string> = {
  'text/csv': `${CSV_HEADER}\n${CSV_ROW}\n`,
  'text/plain':
    '# HELP verdict_requests_total API requests by organization, route, engine and HTTP status.\n# TYPE verdict_requests_total counter\nverdict_requests_total{organization="1",route="POST /v1/verify/math",engine="math",status="200"} 12\n',
  'image/svg+xml':
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="20" role="img" aria-label="verdict: verified"><title>verdict: verified</title></svg>',
  'application/service-attestation+jwt':
    'eyJhbGciOiJFUzI1NiIsInR5cCI6InNlcnZpY2UtYXR0ZXN0YXRpb24rand0In0.eyJqdGkiOiJhdHRfOGYxNGU0NWYifQ.c2lnbmF0dXJl',
  'text/html': '<!doctype html><html lang="en"><head><title>Verdict console</title></head><body><div id="app"></div></body></html>',
};

/** Multipart requests: the text parts as sent (the file part is binary). */
export const MULTIPART_EXAMPLES: Record<string, Examples> = {
  'post /v1/verify/stats': {
    mean: {
      summary: 'Mean of a column over the rows of one region (file: data.csv with columns region, price)',
      value: {
        file: 'region,price\nEU,10\nEU,20\nUS,5\n',
        query: 'mean of price where region = EU',
        options: '{"include_attestation":true}',
      },
    },
  },
  'post /v1/verify/image': {
    size: {
      summary: 'A claim about the image dimensions (image: a PNG file)',
      value: { image: '(binary PNG)', claim: 'The image is 640x480' },
    },
  },
};
