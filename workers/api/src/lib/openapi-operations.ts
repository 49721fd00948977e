/**
 * What the OpenAPI document says about each operation beyond its zod contract: a stable `operationId` (SDK method
 * names), and the behaviour of the middleware it runs that zod cannot see (rate limiting, idempotency, attestation
 * headers, extra error codes). Keyed by `method path` as written in the document; the OpenAPI test fails when an
 * operation is missing here, so a new route cannot ship without its id.
 */
export interface OperationFacts {
  operationId: string;
  /** Runs the per-key rate limiter: RateLimit-* headers on every answer, 429 with Retry-After. */
  rateLimited?: boolean;
  /** Runs `idempotent()`: Idempotency-Key request header, Idempotent-Replayed on replays, 409/422 on misuse. */
  idempotent?: boolean;
  /** Returns a verification: Service-Attestation header when an attestation was asked for. */
  attests?: boolean;
  /** Stable error codes this operation adds to the defaults of their status. */
  codes?: string[];
}

const verification = (operationId: string, codes: string[] = []): OperationFacts => ({
  operationId,
  rateLimited: true,
  attests: true,
  codes: ['INPUT_TOO_COMPLEX', ...codes],
});

export const OPERATIONS: Record<string, OperationFacts> = {
  'post /v1/verify/math': verification('verifyMath'),
  'post /v1/verify/logic': verification('verifyLogic', ['PROVIDER_UNAVAILABLE']),
  'post /v1/verify/sql': verification('verifySql', ['SANDBOX_UNAVAILABLE']),
  'post /v1/verify/code': verification('verifyCode'),
  'post /v1/verify/fact': verification('verifyFact', ['PROVIDER_UNAVAILABLE']),
  'post /v1/verify/rag': verification('verifyRag'),
  'post /v1/verify/process': verification('verifyProcess'),
  'post /v1/verify/consensus': verification('verifyConsensus', ['CONFIDENCE_BELOW_MINIMUM', 'SANDBOX_UNAVAILABLE']),
  'post /v1/verify/natural_language': verification('verifyNaturalLanguage', ['PROVIDER_UNAVAILABLE']),
  'post /v1/verify/stats': verification('verifyStats', ['SANDBOX_UNAVAILABLE']),
  'post /v1/verify/image': verification('verifyImage'),
  'post /v1/verify/batch': { operationId: 'createBatch', rateLimited: true, idempotent: true },
  'get /v1/verify/batch/{job_id}': { operationId: 'getBatch' },
  'get /v1/health': { operationId: 'getHealth' },
  'get /v1/health/ready': { operationId: 'getReadiness' },
  'post /v1/auth/signup': { operationId: 'signUp', codes: ['EMAIL_TAKEN', 'WEAK_PASSWORD'] },
  'post /v1/auth/signin': { operationId: 'signIn', codes: ['INVALID_CREDENTIALS'] },
  'get /v1/auth/me': { operationId: 'getMe' },
  'post /v1/auth/api-keys': { operationId: 'createApiKey', idempotent: true },
  'get /v1/auth/api-keys': { operationId: 'listApiKeys' },
  'delete /v1/auth/api-keys/{key_id}': { operationId: 'revokeApiKey' },
  'post /v1/admin/keys/rotate': { operationId: 'rotateApiKey', idempotent: true },
  'get /v1/logs': { operationId: 'listVerificationLogs', rateLimited: true },
  'get /v1/audit/logs': { operationId: 'listAuditLogs' },
  'get /v1/audit/logs/{log_id}': { operationId: 'getAuditLog' },
  'get /v1/audit/export': { operationId: 'exportAuditLogs' },
  'get /v1/admin/compliance/export/csv': { operationId: 'exportComplianceCsv' },
  'get /v1/admin/compliance/verify/{audit_log_id}': { operationId: 'verifyAuditEntry' },
  'get /v1/admin/compliance/report/soc2/{organization_id}': { operationId: 'getSoc2Report' },
  'get /v1/admin/security/threats/{organization_id}': { operationId: 'getThreatSummary' },
  'get /v1/metrics': { operationId: 'getMetrics' },
  'get /v1/metrics/prometheus': { operationId: 'getPrometheusMetrics' },
  'get /v1/metrics/{organization_id}': { operationId: 'getOrganizationMetrics' },
  'get /v1/badge/verified': { operationId: 'getVerifiedBadge' },
  'get /v1/badge/status/{status}': { operationId: 'getStatusBadge' },
  'get /v1/badge/engine/{engine}': { operationId: 'getEngineBadge' },
  'get /v1/badge/custom': { operationId: 'getCustomBadge' },
  'get /v1/badge/attestation/{attestation_id}': { operationId: 'getAttestationBadge' },
  'post /v1/agents/register': { operationId: 'registerAgent', idempotent: true },
  'get /v1/agents': { operationId: 'listAgents' },
  'post /v1/agents/{agent_id}/verify': {
    operationId: 'agentVerify',
    rateLimited: true,
    codes: ['INVALID_AGENT_TOKEN', 'AGENT_BUDGET_EXCEEDED', 'AGENT_PERMISSION_DENIED', 'GUARD_BLOCKED', 'BLOCKED'],
  },
  'post /v1/agents/{agent_id}/tools/{tool_name}': {
    operationId: 'agentCallTool',
    rateLimited: true,
    codes: ['INVALID_AGENT_TOKEN', 'AGENT_PERMISSION_DENIED', 'GUARD_BLOCKED'],
  },
  'post /v1/agents/{agent_id}/tools/{tool_name}/approve': { operationId: 'approveAgentTool' },
  'get /v1/agents/{agent_id}/activity': { operationId: 'getAgentActivity', codes: ['INVALID_AGENT_TOKEN'] },
  'get /v1/attestation/{attestation_id}': { operationId: 'getAttestation' },
  'post /v1/attestation/verify': { operationId: 'verifyAttestation', rateLimited: true },
  'post /v1/attestation/{attestation_id}/revoke': { operationId: 'revokeAttestation', idempotent: true },
  'get /registry/issuers.json': { operationId: 'getIssuerRegistry' },
  'get /registry/revocations.json': { operationId: 'getRevocationList' },
  'get /.well-known/jwks.json': { operationId: 'getJwks' },
  'post /mcp': { operationId: 'mcp', rateLimited: true },
  'get /console': { operationId: 'getConsole' },
  'post /v1/webhooks': { operationId: 'createWebhook' },
  'get /v1/webhooks': { operationId: 'listWebhooks' },
  'get /v1/webhooks/{webhook_id}': { operationId: 'getWebhook' },
  'patch /v1/webhooks/{webhook_id}': { operationId: 'updateWebhook' },
  'delete /v1/webhooks/{webhook_id}': { operationId: 'deleteWebhook' },
  'post /v1/webhooks/{webhook_id}/rotate-secret': { operationId: 'rotateWebhookSecret' },
  'post /v1/webhooks/{webhook_id}/test': { operationId: 'sendWebhookTestEvent' },
  'get /v1/webhooks/{webhook_id}/deliveries': { operationId: 'listWebhookDeliveries' },
  'get /v1/webhooks/{webhook_id}/deliveries/{delivery_id}': { operationId: 'getWebhookDelivery' },
  'post /v1/webhooks/{webhook_id}/deliveries/{delivery_id}/replay': { operationId: 'replayWebhookDelivery' },
  'post /v1/gateway/upstreams': { operationId: 'createGatewayUpstream' },
  'get /v1/gateway/upstreams': { operationId: 'listGatewayUpstreams' },
  'delete /v1/gateway/upstreams/{upstream_id}': { operationId: 'deleteGatewayUpstream' },
  'get /v1/gateway/policy': { operationId: 'getGatewayPolicy' },
  'put /v1/gateway/policy': { operationId: 'putGatewayPolicy' },
  'post /v1/chat/completions': {
    operationId: 'createChatCompletion',
    rateLimited: true,
    attests: true,
    codes: ['GATEWAY_BLOCKED', 'UPSTREAM_ERROR', 'UPSTREAM_MALFORMED', 'UPSTREAM_TIMEOUT', 'SANDBOX_UNAVAILABLE'],
  },
};

/** The order of the documentation page: the product first, then what a caller needs next. */
export const TAGS = [
  { name: 'Verification', description: 'Deterministic engines that decide claims; each answer can be signed as an attestation.' },
  { name: 'Attestations', description: 'Fetch, verify and revoke signed verdicts; public keys and revocations for offline checks.' },
  { name: 'Agents', description: 'Registered AI agents: budgets, permissions, approved tools and their activity.' },
  { name: 'Accounts', description: 'Sign up and sign in (Bearer JWT).' },
  { name: 'API keys', description: 'Create, list, revoke and rotate API keys (X-API-Key).' },
  { name: 'Logs', description: 'The verification log of the organization.' },
  { name: 'Audit', description: 'The tamper-evident audit trail (hash chain and HMAC).' },
  { name: 'Admin', description: 'Compliance exports and reports (scope admin:all).' },
  { name: 'Observability', description: 'Metrics in JSON and Prometheus text.' },
  { name: 'Gateway', description: 'An OpenAI-compatible endpoint that checks a model’s answer before the caller sees it.' },
  { name: 'Webhooks', description: 'Signed event deliveries to HTTPS endpoints of the organization, with retries and replay.' },
  { name: 'Badges', description: 'SVG badges for README files.' },
  { name: 'MCP', description: 'Model Context Protocol server (Streamable HTTP) exposing the engines as tools.' },
  { name: 'Health', description: 'Liveness and readiness.' },
  { name: 'Console', description: 'The web console.' },
];

/** A realistic `detail` for each stable code, used by the per-status problem examples. */
export const PROBLEM_DETAILS: Record<string, string> = {
  VALIDATION_ERROR: 'body.expression: Too small: expected string to have >=1 characters',
  INVALID_JSON: 'The request body is not valid JSON.',
  INPUT_TOO_COMPLEX: 'The input exceeds the nesting_depth limit (max 64).',
  WEAK_PASSWORD: 'The password must have at least 12 characters.',
  UNAUTHORIZED: 'Missing or invalid credential.',
  INVALID_CREDENTIALS: 'Email or password is wrong.',
  INVALID_AGENT_TOKEN: 'The agent token is missing, expired or not for this agent.',
  FORBIDDEN: 'This organization does not own the resource.',
  INSUFFICIENT_SCOPE: 'This API key lacks the scope verify:read.',
  IP_NOT_ALLOWED: 'This API key is not allowed from this address.',
  BLOCKED: 'The request was blocked by a security rule.',
  AGENT_BUDGET_EXCEEDED: 'The agent has spent its daily budget.',
  AGENT_PERMISSION_DENIED: 'The agent lacks the permission math.',
  GUARD_BLOCKED: 'The tool call was blocked by a guard.',
  NOT_FOUND: 'No such resource.',
  CONFLICT: 'The resource is in a conflicting state.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  IDEMPOTENCY_IN_PROGRESS: 'A request with this Idempotency-Key is still being processed.',
  PAYLOAD_TOO_LARGE: 'The request body exceeds 1048576 bytes.',
  UNSUPPORTED_MEDIA_TYPE: 'Send application/json.',
  UNPROCESSABLE: 'The request is well-formed but cannot be processed.',
  IDEMPOTENCY_MISMATCH: 'This Idempotency-Key was used with another request body.',
  CONFIDENCE_BELOW_MINIMUM: 'Consensus confidence 50% is below the required minimum.',
  RATE_LIMITED: 'Rate limit exceeded; retry after the Retry-After delay.',
  INTERNAL_ERROR: 'Request failed.',
  RATE_LIMITER_UNAVAILABLE: 'The rate limiter is unavailable; the request was refused.',
  DEPENDENCY_UNAVAILABLE: 'A dependency did not answer in time.',
  SANDBOX_UNAVAILABLE: 'The secure sandbox is unavailable.',
  PROVIDER_UNAVAILABLE: 'The language-model provider is unavailable.',
  AUDIT_UNAVAILABLE: 'The audit ledger is unavailable; the request was refused.',
  SERVICE_MISCONFIGURED: 'The service is missing a required secret.',
  GATEWAY_BLOCKED: "The answer was withheld by the organization's gateway policy (1 finding(s)).",
  UPSTREAM_ERROR: 'The upstream answered HTTP 500.',
  UPSTREAM_MALFORMED: 'The upstream answer is not a chat completion.',
  UPSTREAM_TIMEOUT: 'The upstream did not answer within 30000 ms.',
};

/** Codes every operation can answer with a given status (the operation's own codes are added to these). */
export const DEFAULT_CODES: Record<number, string[]> = {
  400: ['VALIDATION_ERROR'],
  401: ['UNAUTHORIZED'],
  403: ['FORBIDDEN'],
  404: ['NOT_FOUND'],
  405: ['METHOD_NOT_ALLOWED'],
  409: ['CONFLICT'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  422: ['UNPROCESSABLE'],
  429: ['RATE_LIMITED'],
  500: ['INTERNAL_ERROR'],
  502: [],
  503: ['DEPENDENCY_UNAVAILABLE'],
  504: [],
};
