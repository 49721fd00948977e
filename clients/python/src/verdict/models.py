"""Request and response shapes of the Verdict API, generated from its OpenAPI document by
tools/generate_models.py. Do not edit by hand: regenerate instead (the tests compare this file with the service).

Every shape is a TypedDict: responses are the plain dicts parsed from JSON, typed for editors and type checkers.
Keys the API may omit are in the `total=False` part of each class.
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

__all__ = [
    "AgentActivity",
    "AgentActivityEntry",
    "AgentList",
    "AgentSummary",
    "AgentVerifyRequest",
    "AgentVerifyRequestContext",
    "AgentVerifyResponse",
    "ApiKey",
    "ApiKeyList",
    "ApproveToolRequest",
    "ApprovedTool",
    "AttestationRecord",
    "AttestationRecordConditions",
    "AttestationVerification",
    "AuditEntry",
    "AuditEntryActor",
    "AuditLogs",
    "AuditVerification",
    "BatchJob",
    "BatchJobProgress",
    "BatchJobSummary",
    "BatchRequest",
    "BatchRequestItems",
    "BatchResultItem",
    "ChatCompletionRequest",
    "ChatCompletionRequestMessages",
    "ChatCompletionResponse",
    "CodeFinding",
    "CodeRequest",
    "CodeResult",
    "CodeResultSyntaxErrors",
    "CodeUnresolved",
    "ConsensusChainEntry",
    "ConsensusRequest",
    "ConsensusResult",
    "CreateApiKeyRequest",
    "CreateGatewayUpstreamRequest",
    "CreateWebhookRequest",
    "CreatedApiKey",
    "CreatedWebhook",
    "FactRequest",
    "FactResult",
    "GatewayClaim",
    "GatewayPolicy",
    "GatewayPolicyEngines",
    "GatewayRequestOptions",
    "GatewayUnchecked",
    "GatewayUpstream",
    "GatewayUpstreamList",
    "GatewayVerdict",
    "GatewayVerdictCorrections",
    "Health",
    "ImageResult",
    "ImageResultChecks",
    "ImageResultContainer",
    "ImageResultMetadata",
    "ImageUpload",
    "IssuerRegistryDocument",
    "IssuerRegistryDocumentIssuers",
    "JwksDocument",
    "LogicRequest",
    "LogicResult",
    "Logs",
    "MathRequest",
    "MathRequestContext",
    "MathResult",
    "Me",
    "Metrics",
    "MetricsTenants",
    "NaturalLanguageRequest",
    "NaturalLanguageResult",
    "NaturalLanguageResultTranslation",
    "NaturalLanguageResultTrustBoundary",
    "NaturalLanguageResultVerification",
    "Organization",
    "OrganizationMetrics",
    "Problem",
    "ProblemErrors",
    "ProcessRequest",
    "ProcessResult",
    "ProcessResultSteps",
    "PublishedPublicJwk",
    "PutGatewayPolicyRequest",
    "PutGatewayPolicyRequestEngines",
    "RagFailure",
    "RagRequest",
    "RagRequestChunks",
    "RagRequestChunksMetadata",
    "RagResult",
    "Readiness",
    "ReadinessChecks",
    "ReadinessChecksD1",
    "ReadinessChecksDurableObjects",
    "ReadinessChecksKv",
    "ReadinessChecksQueues",
    "ReadinessChecksSandbox",
    "RegisterAgentRequest",
    "RegisteredAgent",
    "RevocationListDocument",
    "RevocationListDocumentRevoked",
    "RevokeAttestationRequest",
    "RevokedApiKey",
    "RevokedAttestation",
    "RotateKeyRequest",
    "RotatedApiKey",
    "RotatedWebhookSecret",
    "SigninRequest",
    "SignupRequest",
    "Soc2Report",
    "Soc2ReportControls",
    "Soc2ReportPeriod",
    "SqlIssue",
    "SqlIssuePosition",
    "SqlRequest",
    "SqlResult",
    "StatsPlan",
    "StatsPlanAgg",
    "StatsPlanAggA",
    "StatsPlanAggB",
    "StatsPlanWhere",
    "StatsResult",
    "StatsResultRaggedRows",
    "StatsResultSkippedCells",
    "StatsUpload",
    "ThreatSummary",
    "ThreatSummaryAnomalies",
    "ThreatSummaryRecentBlocked",
    "ThreatSummaryWindow",
    "TokenResponse",
    "ToolCallRequest",
    "ToolCallResponse",
    "UpdateWebhookRequest",
    "User",
    "VerificationLogEntry",
    "VerificationOptions",
    "VerifyAttestationRequest",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookDeliveryDetail",
    "WebhookDeliveryList",
    "WebhookEndpoint",
    "WebhookList",
]


class AgentActivity(TypedDict):
    agent_id: int
    agent_name: str
    total_activities: int
    current_cost_today: float
    max_cost_per_day: float
    items: List[AgentActivityEntry]
    next_cursor: Optional[str]
    activities: List[AgentActivityEntry]


class AgentActivityEntry(TypedDict):
    type: str
    description: str
    status: str
    cost: float
    timestamp: str


class AgentList(TypedDict):
    items: List[AgentSummary]
    next_cursor: Optional[str]
    agents: List[AgentSummary]


class AgentSummary(TypedDict):
    agent_id: int
    name: str
    type: Literal["autonomous", "semi_autonomous", "assistant"]
    status: str
    permissions: List[str]
    max_cost_per_day: float
    created_at: str


class AgentVerifyRequestContext(TypedDict):
    conversation_id: str
    step_number: int


class _AgentVerifyRequestRequired(TypedDict):
    query: str
    context: AgentVerifyRequestContext


class AgentVerifyRequest(_AgentVerifyRequestRequired, total=False):
    engine: Literal["math", "logic", "sql", "code", "fact", "natural_language", "process", "rag"]
    provider: str
    params: Dict[str, Any]
    tool_schema: Dict[str, Any]


class _AgentVerifyResponseRequired(TypedDict):
    agent_id: int
    conversation_id: str
    step_number: int
    engine: str
    verified: bool
    status: str
    cost: float
    budget_remaining: float
    audit_id: str


class AgentVerifyResponse(_AgentVerifyResponseRequired, total=False):
    result: Union[MathResult, LogicResult, SqlResult, CodeResult, FactResult, NaturalLanguageResult, ProcessResult, RagResult]


class ApiKey(TypedDict):
    id: str
    name: str
    prefix: str
    scopes: List[str]
    ip_allowlist: Optional[List[str]]
    is_test: bool
    created_at: str
    last_used_at: Optional[str]


class ApiKeyList(TypedDict):
    items: List[ApiKey]
    next_cursor: Optional[str]
    keys: List[ApiKey]
    total: int


class ApproveToolRequest(TypedDict):
    tool_schema: Dict[str, Any]


class ApprovedTool(TypedDict):
    agent_id: int
    tool_name: str
    definition_hash: str
    approved: Literal[True]


class AttestationRecordConditions(TypedDict, total=False):
    domain: str
    assumptions: List[str]


class _AttestationRecordRequired(TypedDict):
    id: str
    jwt: str
    issuer: str
    subject: str
    status: Literal["valid", "expired", "revoked"]
    result_status: str
    verified: bool
    engine: Optional[str]
    issued_at: str
    expires_at: Optional[str]
    revoked_at: Optional[str]
    chain_id: Optional[str]
    chain_index: Optional[int]


class AttestationRecord(_AttestationRecordRequired, total=False):
    conditions: AttestationRecordConditions


class _AttestationVerificationRequired(TypedDict):
    valid: bool
    status: Literal["valid", "expired", "revoked", "invalid"]
    message: str


class AttestationVerification(_AttestationVerificationRequired, total=False):
    code: str
    result: Dict[str, Any]
    claims: Dict[str, Any]


class AuditEntryActor(TypedDict):
    type: str
    id: Optional[str]


class _AuditEntryRequired(TypedDict):
    id: str
    organization_id: int
    seq: int
    actor: AuditEntryActor
    action: str
    resource: Optional[str]
    outcome: Literal["verified", "blocked", "success", "failure"]
    request_id: Optional[str]
    ip: Optional[str]
    timestamp: str
    prev_hash: str
    entry_hash: str
    hmac: str


class AuditEntry(_AuditEntryRequired, total=False):
    details: Dict[str, Any]


class AuditLogs(TypedDict):
    items: List[AuditEntry]
    next_cursor: Optional[str]
    entries: List[AuditEntry]
    limit: int


class AuditVerification(TypedDict):
    audit_log_id: str
    valid: bool
    hash_valid: bool
    hmac_valid: bool
    chain_valid: bool
    previous_hash: str
    entry_hash: str
    checked_at: str


class BatchJobSummary(TypedDict):
    total: int
    verified: int
    failed: int
    success_rate: float


class BatchJobProgress(TypedDict):
    processed: int
    total: int


class BatchJob(TypedDict):
    job_id: str
    status: Literal["queued", "processing", "completed", "failed"]
    results: List[BatchResultItem]
    summary: BatchJobSummary
    progress: BatchJobProgress
    created_at: str
    updated_at: str


class _BatchRequestItemsRequired(TypedDict):
    query: str


class BatchRequestItems(_BatchRequestItemsRequired, total=False):
    type: Literal["natural_language", "logic", "math", "code", "fact", "sql"]
    params: Dict[str, Any]


_BatchRequestRequired = TypedDict("_BatchRequestRequired", {"items": "List[BatchRequestItems]"}, total=True)
_BatchRequestOptional = TypedDict("_BatchRequestOptional", {"async": "bool"}, total=False)


class BatchRequest(_BatchRequestRequired, _BatchRequestOptional):
    pass


class _BatchResultItemRequired(TypedDict):
    index: int
    type: str
    status: Literal["pending", "completed", "failed"]
    verified: bool


class BatchResultItem(_BatchResultItemRequired, total=False):
    result: Union[MathResult, LogicResult, SqlResult, CodeResult, FactResult, NaturalLanguageResult, ProcessResult, RagResult]
    error: str


class ChatCompletionRequestMessages(TypedDict):
    role: str


class _ChatCompletionRequestRequired(TypedDict):
    model: str
    messages: List[ChatCompletionRequestMessages]


class ChatCompletionRequest(_ChatCompletionRequestRequired, total=False):
    stream: bool
    verdict: GatewayRequestOptions


class ChatCompletionResponse(TypedDict):
    id: str
    object: str
    choices: List[Any]
    verdict: GatewayVerdict


class CodeFinding(TypedDict):
    type: str
    severity: Literal["critical", "high", "medium", "low"]
    line: int
    column: int
    message: str
    rule_id: str
    cwe: str


class _CodeRequestRequired(TypedDict):
    code: str


class CodeRequest(_CodeRequestRequired, total=False):
    language: str
    options: VerificationOptions


class CodeResultSyntaxErrors(TypedDict):
    line: int
    column: int


class _CodeResultRequired(TypedDict):
    is_safe: bool
    analysis: Literal["complete", "partial"]
    language: str
    vulnerabilities: List[CodeFinding]
    work: Dict[str, float]


class CodeResult(_CodeResultRequired, total=False):
    syntax_errors: List[CodeResultSyntaxErrors]
    findings_truncated: Literal[True]
    unresolved: List[CodeUnresolved]
    attestation: str


class CodeUnresolved(TypedDict):
    kind: Literal["dynamic_call", "security_flag"]
    line: int
    column: int
    message: str


class ConsensusChainEntry(TypedDict):
    engine: str
    method: str
    result: Optional[str]
    confidence: float
    latency_ms: float
    success: bool


class _ConsensusRequestRequired(TypedDict):
    query: str


class ConsensusRequest(_ConsensusRequestRequired, total=False):
    verification_mode: Literal["single", "high", "maximum"]
    min_confidence: float
    options: VerificationOptions


class _ConsensusResultRequired(TypedDict):
    final_answer: str
    confidence: float
    engines_used: int
    agreement_status: Literal["UNANIMOUS", "MAJORITY", "SPLIT", "NONE"]
    verification_chain: List[ConsensusChainEntry]
    total_latency_ms: float
    meets_requirement: bool


class ConsensusResult(_ConsensusResultRequired, total=False):
    attestation_chain: List[str]
    exact_answer: str
    final_answer_exact: bool
    claim_holds: Optional[bool]
    attestation: str


class _CreateApiKeyRequestRequired(TypedDict):
    name: str


class CreateApiKeyRequest(_CreateApiKeyRequestRequired, total=False):
    scopes: List[Literal["verify:read", "agent:write", "attestation:read", "admin:all", "metrics:read"]]
    ip_allowlist: List[str]
    test: bool


class _CreateGatewayUpstreamRequestRequired(TypedDict):
    name: str
    base_url: str
    models: List[str]


class CreateGatewayUpstreamRequest(_CreateGatewayUpstreamRequestRequired, total=False):
    api_key: str


class _CreateWebhookRequestRequired(TypedDict):
    url: str
    events: List[Literal["batch.completed", "agent.blocked", "attestation.revoked", "audit.chain_broken", "gateway.blocked"]]


class CreateWebhookRequest(_CreateWebhookRequestRequired, total=False):
    description: str


class CreatedApiKey(TypedDict):
    id: str
    name: str
    key: str
    prefix: str
    scopes: List[Literal["verify:read", "agent:write", "attestation:read", "admin:all", "metrics:read"]]
    ip_allowlist: Optional[List[str]]
    created_at: str


class CreatedWebhook(TypedDict):
    id: str
    url: str
    events: List[Literal["batch.completed", "agent.blocked", "attestation.revoked", "audit.chain_broken", "gateway.blocked"]]
    description: Optional[str]
    status: Literal["active", "disabled"]
    created_at: str
    updated_at: str
    secret: str


class _FactRequestRequired(TypedDict):
    claim: str
    context: str


class FactRequest(_FactRequestRequired, total=False):
    provider: str
    options: VerificationOptions


class _FactResultRequired(TypedDict):
    verdict: Literal["SUPPORTED", "REFUTED", "INCONCLUSIVE"]
    confidence: float
    reasoning: str
    method: Literal["deterministic", "deterministic+model"]


class FactResult(_FactResultRequired, total=False):
    evidence: str
    contradiction: str
    work: Dict[str, float]
    attestation: str


class _GatewayClaimRequired(TypedDict):
    id: str
    kind: Literal["arithmetic", "latex", "code", "sql", "statement"]
    engine: Literal["math", "code", "sql", "fact"]
    span: List[int]
    text: str
    status: str
    verified: bool
    evidence: Dict[str, Any]
    attestation: str


class GatewayClaim(_GatewayClaimRequired, total=False):
    corrected_to: str


class GatewayPolicyEngines(TypedDict):
    math: Literal["annotate", "block", "correct"]
    code: Literal["annotate", "block", "correct"]
    sql: Literal["annotate", "block", "correct"]
    fact: Literal["annotate", "block", "correct"]


class GatewayPolicy(TypedDict):
    version: int
    engines: GatewayPolicyEngines
    updated_at: Optional[str]


class GatewayRequestOptions(TypedDict, total=False):
    upstream: str
    schema_ddl: str
    dialect: str
    context: str


class GatewayUnchecked(TypedDict):
    span: List[int]
    reason: Literal["not_a_claim", "unsupported_language", "no_schema", "claim_cap", "work_cap", "not_checked"]


class GatewayUpstream(TypedDict):
    id: str
    name: str
    base_url: str
    models: List[str]
    has_api_key: bool
    created_at: str


class GatewayUpstreamList(TypedDict):
    items: List[GatewayUpstream]
    next_cursor: Optional[str]


GatewayVerdictCorrections = TypedDict("GatewayVerdictCorrections", {"claim_id": "str", "span": "List[int]", "from": "str", "to": "str"}, total=True)


class GatewayVerdict(TypedDict):
    status: Literal["VERIFIED", "FAILED", "CORRECTED", "BLOCKED", "UNCHECKED"]
    policy_version: int
    claims: List[GatewayClaim]
    unchecked: List[GatewayUnchecked]
    corrections: List[GatewayVerdictCorrections]
    attestation: str
    attestation_chain: List[str]


class Health(TypedDict):
    status: Literal["healthy"]
    service: str
    version: Literal["5.0.0"]
    timestamp: str


class _ImageResultMetadataRequired(TypedDict):
    format: Literal["png", "jpeg", "gif", "webp"]
    width: int
    height: int
    animated: Optional[bool]
    has_exif: bool
    has_gps: bool


class ImageResultMetadata(_ImageResultMetadataRequired, total=False):
    make: str
    model: str
    orientation: int
    interlaced: bool
    alpha: bool


class ImageResultChecks(TypedDict):
    claim: str
    outcome: Literal["SUPPORTED", "REFUTED", "INCONCLUSIVE"]
    detail: str


class _ImageResultContainerRequired(TypedDict):
    valid: bool
    status: Literal["decoded", "undecodable", "unsupported", "budget"]
    bytes_checked: int
    work_units: int


class ImageResultContainer(_ImageResultContainerRequired, total=False):
    problem: str


class _ImageResultRequired(TypedDict):
    verdict: Literal["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED"]
    confidence: float
    reasoning: str
    methods_used: List[str]
    metadata: ImageResultMetadata
    checks: List[ImageResultChecks]
    container: ImageResultContainer


class ImageResult(_ImageResultRequired, total=False):
    attestation: str


class _ImageUploadRequired(TypedDict):
    image: str
    claim: str


class ImageUpload(_ImageUploadRequired, total=False):
    options: str


class IssuerRegistryDocumentIssuers(TypedDict):
    did: str
    name: str
    public_keys: List[PublishedPublicJwk]
    status: Literal["active", "suspended", "revoked"]
    certification_level: str


class IssuerRegistryDocument(TypedDict):
    issuers: List[IssuerRegistryDocumentIssuers]


class JwksDocument(TypedDict):
    keys: List[PublishedPublicJwk]


class _LogicRequestRequired(TypedDict):
    query: str


class LogicRequest(_LogicRequestRequired, total=False):
    provider: str
    options: VerificationOptions


class _LogicResultRequired(TypedDict):
    status: Literal["SAT", "UNSAT", "UNKNOWN", "BLOCKED", "ERROR"]
    provider_used: str


class LogicResult(_LogicResultRequired, total=False):
    model: Dict[str, str]
    code: str
    message: str
    error: str
    stats: Dict[str, float]
    attestation: str


class Logs(TypedDict):
    organization_id: int
    organization_name: str
    total_logs: int
    logs: List[VerificationLogEntry]
    items: List[VerificationLogEntry]
    next_cursor: Optional[str]


class MathRequestContext(TypedDict, total=False):
    domain: Literal["real", "complex"]
    assumptions: List[str]


class _MathRequestRequired(TypedDict):
    expression: str


class MathRequest(_MathRequestRequired, total=False):
    context: MathRequestContext
    options: VerificationOptions


class _MathResultRequired(TypedDict):
    is_valid: bool
    status: Literal["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR"]


class MathResult(_MathResultRequired, total=False):
    result: bool
    left_side: str
    right_side: str
    simplified_difference: str
    message: str
    method: str
    conditions: List[str]
    required_assumptions: List[str]
    domain: Literal["real", "complex"]
    assumptions: List[str]
    counterexample: Dict[str, float]
    solutions: List[Dict[str, str]]
    evidence: str
    value: Optional[Union[float, str, List[List[Optional[Union[float, str]]]]]]
    exact: str
    simplified: str
    original: str
    unit: str
    is_symbolic: bool
    is_complex: bool
    warning: str
    reading: str
    error: str
    reason: Literal["BUDGET_EXCEEDED"]
    attestation: str


class Me(TypedDict):
    user: User
    organization: Organization


class MetricsTenants(TypedDict):
    requests: int
    avg_latency_ms: float


class Metrics(TypedDict):
    total_requests: int
    avg_latency_ms: float
    tenants: Dict[str, MetricsTenants]
    scope: Literal["organization", "platform"]
    generated_at: str


class _NaturalLanguageRequestRequired(TypedDict):
    query: str


class NaturalLanguageRequest(_NaturalLanguageRequestRequired, total=False):
    provider: str
    options: VerificationOptions


class _NaturalLanguageResultTranslationRequired(TypedDict):
    expression: str
    claimed_answer: Optional[float]
    reasoning: str
    confidence: float


class NaturalLanguageResultTranslation(_NaturalLanguageResultTranslationRequired, total=False):
    claimed_exact: str
    claim_stated: bool
    approximate: bool
    certain: bool


class _NaturalLanguageResultVerificationRequired(TypedDict):
    calculated_value: Optional[float]
    is_correct: bool
    diff: Optional[float]


class NaturalLanguageResultVerification(_NaturalLanguageResultVerificationRequired, total=False):
    exact_value: str
    claimed_exact: str
    comparison: Literal["value", "exact", "double", "tolerance"]
    tolerance: str
    method: str


class NaturalLanguageResultTrustBoundary(TypedDict):
    query_interpretation_source: Literal["llm_translation"]
    query_semantics_verified: Literal[False]
    verification_scope: Literal["translated_expression_only"]
    deterministic_expression_evaluation: bool
    formal_proof: Literal[False]
    translation_claim_self_consistent: bool
    provider_used: str
    overall_status: Literal["INCONCLUSIVE", "ERROR", "NOT_MATH_QUERY", "BLOCKED"]


class _NaturalLanguageResultRequired(TypedDict):
    status: Literal["INCONCLUSIVE", "ERROR", "NOT_MATH_QUERY", "BLOCKED"]
    user_query: str
    provider_used: str
    latency_ms: float
    translation: Optional[NaturalLanguageResultTranslation]
    verification: Optional[NaturalLanguageResultVerification]
    trust_boundary: NaturalLanguageResultTrustBoundary
    final_answer: Optional[float]


class NaturalLanguageResult(_NaturalLanguageResultRequired, total=False):
    attestation_chain: List[str]
    error: str
    error_code: Literal["PROVIDER_TIMEOUT", "PROVIDER_UNAVAILABLE", "PROVIDER_INVALID_OUTPUT", "TRANSLATION_UNSUPPORTED", "EVALUATION_FAILED"]
    inner_status: Literal["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "NOT_MATH_QUERY", "BLOCKED"]
    attestation: str


class Organization(TypedDict):
    id: str
    name: str
    created_at: str


class OrganizationMetrics(TypedDict):
    organization_id: int
    total_requests: int
    avg_latency_ms: float
    p50_latency_ms: float
    p95_latency_ms: float
    verified: int
    blocked: int
    errors: int
    by_engine: Dict[str, int]
    by_route: Dict[str, int]
    generated_at: str


class ProblemErrors(TypedDict):
    path: str
    message: str


class _ProblemRequired(TypedDict):
    type: str
    title: str
    status: int
    detail: str
    code: str


class Problem(_ProblemRequired, total=False):
    request_id: str
    errors: List[ProblemErrors]


class _ProcessRequestRequired(TypedDict):
    trace: str


class ProcessRequest(_ProcessRequestRequired, total=False):
    mode: str
    milestones: List[str]
    options: VerificationOptions


class _ProcessResultStepsRequired(TypedDict):
    step: Literal["Issue", "Rule", "Application", "Conclusion"]
    found: bool
    via: Optional[Literal["heading", "signal"]]


class ProcessResultSteps(_ProcessResultStepsRequired, total=False):
    hollow: bool


class _ProcessResultRequired(TypedDict):
    mode: Literal["irac", "milestones"]
    verified: bool
    mechanism: Literal["deterministic_irac_structure", "deterministic_milestone_match"]
    work: Dict[str, float]


class ProcessResult(_ProcessResultRequired, total=False):
    score: float
    missing_steps: List[Literal["Issue", "Rule", "Application", "Conclusion"]]
    found_steps: List[Literal["Issue", "Rule", "Application", "Conclusion"]]
    steps: List[ProcessResultSteps]
    process_rate: float
    missed_milestones: List[str]
    matched_milestones: List[str]
    attestation: str


class _PublishedPublicJwkRequired(TypedDict):
    kty: Literal["EC", "OKP"]
    crv: Literal["P-256", "Ed25519"]
    x: str
    kid: str


class PublishedPublicJwk(_PublishedPublicJwkRequired, total=False):
    y: str
    alg: str
    use: Literal["sig"]
    exp: int
    not_after: str


class PutGatewayPolicyRequestEngines(TypedDict, total=False):
    math: Literal["annotate", "block", "correct"]
    code: Literal["annotate", "block", "correct"]
    sql: Literal["annotate", "block", "correct"]
    fact: Literal["annotate", "block", "correct"]


class PutGatewayPolicyRequest(TypedDict):
    engines: PutGatewayPolicyRequestEngines


class _RagFailureRequired(TypedDict):
    verified: Literal[False]
    code: Literal["INTERNAL_VERIFICATION_ERROR"]
    message: str


class RagFailure(_RagFailureRequired, total=False):
    attestation: str


class RagRequestChunksMetadata(TypedDict, total=False):
    document_id: str


class _RagRequestChunksRequired(TypedDict):
    id: str


class RagRequestChunks(_RagRequestChunksRequired, total=False):
    metadata: RagRequestChunksMetadata


class _RagRequestRequired(TypedDict):
    target_document_id: str
    chunks: List[RagRequestChunks]


class RagRequest(_RagRequestRequired, total=False):
    max_drm_rate: str
    options: VerificationOptions


class _RagResultRequired(TypedDict):
    verified: bool
    risk: Optional[Literal["DOCUMENT_RETRIEVAL_MISMATCH"]]
    drm_rate: float
    drm_rate_exact: str
    max_drm_rate: str
    chunks_checked: int
    mismatched_count: int
    mismatched_chunk_ids: List[str]
    work: Dict[str, float]


class RagResult(_RagResultRequired, total=False):
    attestation: str


class _ReadinessChecksD1Required(TypedDict):
    ok: bool
    latency_ms: float


class ReadinessChecksD1(_ReadinessChecksD1Required, total=False):
    error: str


class _ReadinessChecksDurableObjectsRequired(TypedDict):
    ok: bool
    latency_ms: float


class ReadinessChecksDurableObjects(_ReadinessChecksDurableObjectsRequired, total=False):
    error: str


class _ReadinessChecksKvRequired(TypedDict):
    ok: bool
    latency_ms: float


class ReadinessChecksKv(_ReadinessChecksKvRequired, total=False):
    error: str


class _ReadinessChecksSandboxRequired(TypedDict):
    ok: bool
    latency_ms: float
    mode: Optional[Literal["worker", "container"]]


class ReadinessChecksSandbox(_ReadinessChecksSandboxRequired, total=False):
    error: str


class _ReadinessChecksQueuesRequired(TypedDict):
    ok: bool
    latency_ms: float


class ReadinessChecksQueues(_ReadinessChecksQueuesRequired, total=False):
    error: str


class ReadinessChecks(TypedDict):
    d1: ReadinessChecksD1
    durable_objects: ReadinessChecksDurableObjects
    kv: ReadinessChecksKv
    sandbox: ReadinessChecksSandbox
    queues: ReadinessChecksQueues


class Readiness(TypedDict):
    status: Literal["ready", "not_ready"]
    checks: ReadinessChecks
    checked_at: str
    cached: bool


class _RegisterAgentRequestRequired(TypedDict):
    name: str


class RegisterAgentRequest(_RegisterAgentRequestRequired, total=False):
    agent_type: Literal["autonomous", "semi_autonomous", "assistant"]
    description: str
    permissions: List[Literal["math", "logic", "sql", "code", "fact", "natural_language", "process", "rag"]]
    max_cost_per_day: float


class RegisteredAgent(TypedDict):
    agent_id: int
    agent_token: str
    name: str
    type: Literal["autonomous", "semi_autonomous", "assistant"]
    status: Literal["active"]
    max_cost_per_day: float
    permissions: List[str]
    message: str


class RevocationListDocumentRevoked(TypedDict):
    jti: str
    revoked_at: Optional[str]


class RevocationListDocument(TypedDict):
    issuer: str
    generated_at: str
    revoked: List[RevocationListDocumentRevoked]


class RevokeAttestationRequest(TypedDict, total=False):
    reason: str


class RevokedApiKey(TypedDict):
    id: str
    revoked: Literal[True]
    revoked_at: str


class RevokedAttestation(TypedDict):
    id: str
    status: Literal["revoked"]
    revoked_at: str


class RotateKeyRequest(TypedDict):
    key_id: str


class RotatedApiKey(TypedDict):
    id: str
    name: str
    key: str
    prefix: str
    scopes: List[Literal["verify:read", "agent:write", "attestation:read", "admin:all", "metrics:read"]]
    ip_allowlist: Optional[List[str]]
    created_at: str
    rotated_from: str


class RotatedWebhookSecret(TypedDict):
    id: str
    secret: str
    previous_secret_expires_at: str


class SigninRequest(TypedDict):
    email: str
    password: str


class SignupRequest(TypedDict):
    email: str
    password: str
    organization_name: str


Soc2ReportPeriod = TypedDict("Soc2ReportPeriod", {"from": "str", "to": "str"}, total=True)


class Soc2ReportControls(TypedDict):
    id: str
    name: str
    status: Literal["effective", "exception", "not_tested"]
    evidence: Dict[str, Any]
    findings: List[str]


class Soc2Report(TypedDict):
    report_type: Literal["SOC 2 Type II"]
    organization_id: int
    organization_name: str
    period: Soc2ReportPeriod
    generated_at: str
    overall_status: Literal["effective", "exceptions_noted"]
    controls: List[Soc2ReportControls]


class SqlIssuePosition(TypedDict):
    line: int
    column: int


class _SqlIssueRequired(TypedDict):
    code: str
    message: str


class SqlIssue(_SqlIssueRequired, total=False):
    position: SqlIssuePosition


class _SqlRequestRequired(TypedDict):
    query: str
    schema_ddl: str


class SqlRequest(_SqlRequestRequired, total=False):
    dialect: str
    allow_writes: bool
    options: VerificationOptions


class _SqlResultRequired(TypedDict):
    is_valid: bool
    message: str
    status: Literal["VALID", "INVALID", "UNKNOWN"]
    validation: Literal["engine", "syntax_only"]
    checks: List[Literal["safety", "syntax", "catalogue", "engine"]]
    engine: Optional[str]
    issues: List[SqlIssue]
    dialect: str
    tables: List[str]
    columns: List[str]
    statement_type: str


class SqlResult(_SqlResultRequired, total=False):
    attestation: str


class _StatsPlanWhereRequired(TypedDict):
    c: int
    op: Literal["==", "!=", "<", "<=", ">", ">="]


class StatsPlanWhere(_StatsPlanWhereRequired, total=False):
    num: str
    text: str


class _StatsPlanAggARequired(TypedDict):
    c: int
    op: Literal["==", "!=", "<", "<=", ">", ">="]


class StatsPlanAggA(_StatsPlanAggARequired, total=False):
    num: str
    text: str


class _StatsPlanAggBRequired(TypedDict):
    c: int
    op: Literal["==", "!=", "<", "<=", ">", ">="]


class StatsPlanAggB(_StatsPlanAggBRequired, total=False):
    num: str
    text: str


class _StatsPlanAggRequired(TypedDict):
    kind: Literal["count", "countColumn", "distinct", "numeric", "quantile", "correlation", "regression", "tTest", "welch"]


class StatsPlanAgg(_StatsPlanAggRequired, total=False):
    fn: str
    c: int
    p: str
    x: int
    y: int
    part: Literal["both", "slope", "intercept"]
    mu: str
    g: int
    a: Optional[StatsPlanAggA]
    b: Optional[StatsPlanAggB]


class StatsPlan(TypedDict):
    where: Optional[List[List[StatsPlanWhere]]]
    groupBy: Optional[int]
    agg: StatsPlanAgg


class StatsResultSkippedCells(TypedDict):
    column: str
    count: int
    rows: List[int]


class StatsResultRaggedRows(TypedDict):
    count: int
    rows: List[int]


class _StatsResultRequired(TypedDict):
    status: Literal["SUCCESS", "PARTIAL", "ERROR", "BLOCKED"]
    computed_value: Optional[Union[float, Dict[str, float]]]
    message: str
    columns: List[str]


class StatsResult(_StatsResultRequired, total=False):
    exact_value: Optional[Union[str, Dict[str, Optional[str]]]]
    warning: str
    skipped_cells: List[StatsResultSkippedCells]
    ragged_rows: StatsResultRaggedRows
    description: str
    number_format: Literal["decimal_point", "decimal_comma"]
    rows_selected: int
    plan: StatsPlan
    code: str
    values_used: int
    attestation: str


class _StatsUploadRequired(TypedDict):
    file: str
    query: str


class StatsUpload(_StatsUploadRequired, total=False):
    number_format: Literal["decimal_point", "decimal_comma"]
    options: str


ThreatSummaryWindow = TypedDict("ThreatSummaryWindow", {"from": "str", "to": "str"}, total=True)


class ThreatSummaryAnomalies(TypedDict):
    actor_type: str
    actor_id: Optional[str]
    events: float
    baseline: float
    reason: str


class ThreatSummaryRecentBlocked(TypedDict):
    id: str
    action: str
    timestamp: str
    rule: Optional[str]


class ThreatSummary(TypedDict):
    organization_id: int
    window: ThreatSummaryWindow
    generated_at: str
    totals: Dict[str, float]
    anomalies: List[ThreatSummaryAnomalies]
    recent_blocked: List[ThreatSummaryRecentBlocked]


class TokenResponse(TypedDict):
    access_token: str
    token_type: Literal["bearer"]
    expires_in: int
    user: User


class ToolCallRequest(TypedDict, total=False):
    tool_params: Dict[str, Any]
    tool_schema: Dict[str, Any]


class ToolCallResponse(TypedDict):
    tool_name: str
    category: str
    risk_level: Literal["low", "medium", "high", "critical"]
    decision: Literal["allow", "deny", "require_approval"]
    reasons: List[str]
    audit_id: str


class UpdateWebhookRequest(TypedDict, total=False):
    url: str
    events: List[Literal["batch.completed", "agent.blocked", "attestation.revoked", "audit.chain_broken", "gateway.blocked"]]
    description: Optional[str]
    status: Literal["active", "disabled"]


class User(TypedDict):
    id: str
    email: str
    org_id: str
    role: Literal["owner", "admin", "member"]


class VerificationLogEntry(TypedDict):
    id: int
    query: str
    is_verified: bool
    domain: str
    timestamp: str


class VerificationOptions(TypedDict, total=False):
    include_attestation: bool
    attestation_validity_days: int


class VerifyAttestationRequest(TypedDict):
    jwt: str


class WebhookAttempt(TypedDict):
    attempt: int
    started_at: str
    status_code: Optional[int]
    error: Optional[str]
    duration_ms: Optional[int]


class WebhookDelivery(TypedDict):
    id: str
    webhook_id: str
    event_id: str
    event_type: str
    status: Literal["pending", "retrying", "succeeded", "failed"]
    attempts: int
    last_status_code: Optional[int]
    last_error: Optional[str]
    next_attempt_at: Optional[str]
    created_at: str
    completed_at: Optional[str]


class _WebhookDeliveryDetailRequired(TypedDict):
    id: str
    webhook_id: str
    event_id: str
    event_type: str
    status: Literal["pending", "retrying", "succeeded", "failed"]
    attempts: int
    last_status_code: Optional[int]
    last_error: Optional[str]
    next_attempt_at: Optional[str]
    created_at: str
    completed_at: Optional[str]
    attempt_log: List[WebhookAttempt]


class WebhookDeliveryDetail(_WebhookDeliveryDetailRequired, total=False):
    payload: Any


class WebhookDeliveryList(TypedDict):
    items: List[WebhookDelivery]
    next_cursor: Optional[str]
    deliveries: List[WebhookDelivery]


class WebhookEndpoint(TypedDict):
    id: str
    url: str
    events: List[Literal["batch.completed", "agent.blocked", "attestation.revoked", "audit.chain_broken", "gateway.blocked"]]
    description: Optional[str]
    status: Literal["active", "disabled"]
    created_at: str
    updated_at: str


class WebhookList(TypedDict):
    items: List[WebhookEndpoint]
    next_cursor: Optional[str]
    webhooks: List[WebhookEndpoint]
