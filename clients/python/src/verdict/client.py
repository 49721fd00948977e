"""`VerdictClient`: every route of the Verdict HTTP API, grouped as the TypeScript SDK groups them.

    from verdict import VerdictClient
    client = VerdictClient("http://127.0.0.1:8787", api_key="svc_live_...")
    answer = client.verify.math("2+2=4", include_attestation=True)
    answer.data["is_valid"], answer.attestation

Every method returns a `Response` (`data`, `status`, `request_id`, `attestation`, `headers`, `replayed`, `attempts`)
and raises `VerdictApiError` for a non-2xx answer or `VerdictNetworkError` when no answer arrived.
"""

from __future__ import annotations

import dataclasses
import json
import mimetypes
import os
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Literal, Mapping, Sequence, Union

from . import models as m
from ._transport import (
    DEFAULT_MAX_RETRIES,
    DEFAULT_MAX_RETRY_WAIT,
    DEFAULT_TIMEOUT,
    Multipart,
    Response,
    Transport,
    segment,
)

__all__ = ["VerdictClient"]

FileInput = Union[bytes, bytearray, str, "os.PathLike[str]"]
"""File content as bytes, or a path (str or pathlib.Path) to read it from."""


def _options(include_attestation: bool | None, validity_days: int | None) -> dict[str, Any] | None:
    options: dict[str, Any] = {}
    if include_attestation is not None:
        options["include_attestation"] = include_attestation
    if validity_days is not None:
        options["attestation_validity_days"] = validity_days
    return options or None


def _body(**fields: Any) -> dict[str, Any]:
    """A JSON body without the fields left at None (the API treats absent and default alike)."""
    return {key: value for key, value in fields.items() if value is not None}


def _read(file: FileInput) -> bytes:
    if isinstance(file, (bytes, bytearray)):
        return bytes(file)
    return Path(file).read_bytes()


class _Api:
    def __init__(self, http: Transport) -> None:
        self._http = http


class VerifyApi(_Api):
    """`client.verify.*`: the eleven engines and batches. `include_attestation=True` asks for a signed attestation
    (in `data["attestation"]` and `Response.attestation`); `attestation_validity_days` is 1-3650 (default 365).
    Verifications are retried on 429/503 (running one twice has no effect beyond a second log entry)."""

    def _post(self, path: str, body: dict[str, Any], request_id: str | None, timeout: float | None) -> Response[Any]:
        return self._http.request("POST", path, json=body, request_id=request_id, timeout=timeout)

    def natural_language(
        self,
        query: str,
        *,
        provider: str | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.NaturalLanguageResult]:
        options = _options(include_attestation, attestation_validity_days)
        return self._post("/verify/natural_language", _body(query=query, provider=provider, options=options), request_id, timeout)

    def math(
        self,
        expression: str,
        *,
        domain: Literal["real", "complex"] | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.MathResult]:
        context = {"domain": domain} if domain is not None else None
        options = _options(include_attestation, attestation_validity_days)
        return self._post("/verify/math", _body(expression=expression, context=context, options=options), request_id, timeout)

    def logic(
        self,
        query: str,
        *,
        provider: str | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.LogicResult]:
        """A BLOCKED query is answered 403 and raised as VerdictApiError with code BLOCKED."""
        options = _options(include_attestation, attestation_validity_days)
        return self._post("/verify/logic", _body(query=query, provider=provider, options=options), request_id, timeout)

    def code(
        self,
        code: str,
        *,
        language: str | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.CodeResult]:
        options = _options(include_attestation, attestation_validity_days)
        return self._post("/verify/code", _body(code=code, language=language, options=options), request_id, timeout)

    def sql(
        self,
        query: str,
        schema_ddl: str,
        *,
        dialect: str | None = None,
        allow_writes: bool | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.SqlResult]:
        options = _options(include_attestation, attestation_validity_days)
        body = _body(query=query, schema_ddl=schema_ddl, dialect=dialect, allow_writes=allow_writes, options=options)
        return self._post("/verify/sql", body, request_id, timeout)

    def fact(
        self,
        claim: str,
        context: str,
        *,
        provider: str | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.FactResult]:
        options = _options(include_attestation, attestation_validity_days)
        body = _body(claim=claim, context=context, provider=provider, options=options)
        return self._post("/verify/fact", body, request_id, timeout)

    def image(
        self,
        image: FileInput,
        claim: str,
        *,
        filename: str | None = None,
        content_type: str | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.ImageResult]:
        """`image`: the bytes, or a path (str or pathlib.Path) of a PNG, JPEG, GIF or WebP file (at most 10 MB)."""
        if filename is None:
            filename = Path(image).name if isinstance(image, (str, os.PathLike)) else "image"
        kind = content_type or mimetypes.guess_type(filename)[0] or "application/octet-stream"
        fields = [("claim", claim)]
        options = _options(include_attestation, attestation_validity_days)
        if options:
            fields.append(("options", _json_text(options)))
        form = Multipart(fields=fields, files=[("image", filename, kind, _read(image))])
        return self._http.request("POST", "/verify/image", form=form, request_id=request_id, timeout=timeout)

    def stats(
        self,
        csv: str | bytes | os.PathLike[str],
        query: str,
        *,
        number_format: Literal["decimal_point", "decimal_comma"] | None = None,
        filename: str = "data.csv",
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.StatsResult]:
        """`csv`: the CSV text (str), its bytes, or a `pathlib.Path` to read it from (at most 1 MB)."""
        data = csv.encode("utf-8") if isinstance(csv, str) else _read(csv)
        fields = [("query", query)]
        if number_format is not None:
            fields.append(("number_format", number_format))
        options = _options(include_attestation, attestation_validity_days)
        if options:
            fields.append(("options", _json_text(options)))
        form = Multipart(fields=fields, files=[("file", filename, "text/csv", data)])
        return self._http.request("POST", "/verify/stats", form=form, request_id=request_id, timeout=timeout)

    def process(
        self,
        trace: str,
        *,
        mode: str | None = None,
        milestones: Sequence[str] | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.ProcessResult]:
        options = _options(include_attestation, attestation_validity_days)
        body = _body(trace=trace, mode=mode, milestones=list(milestones) if milestones is not None else None, options=options)
        return self._post("/verify/process", body, request_id, timeout)

    def rag(
        self,
        target_document_id: str,
        chunks: Sequence[Mapping[str, Any]],
        *,
        max_drm_rate: str | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.RagResult]:
        """`chunks`: `[{"id": ..., "metadata": {"document_id": ...}}]`; `max_drm_rate` is a fraction string such as
        "0", "1/4" or "0.25" (numbers are refused by the API)."""
        options = _options(include_attestation, attestation_validity_days)
        body = _body(target_document_id=target_document_id, chunks=[dict(c) for c in chunks], max_drm_rate=max_drm_rate, options=options)
        return self._post("/verify/rag", body, request_id, timeout)

    def consensus(
        self,
        query: str,
        *,
        verification_mode: Literal["single", "high", "maximum"] | None = None,
        min_confidence: float | None = None,
        include_attestation: bool | None = None,
        attestation_validity_days: int | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.ConsensusResult]:
        options = _options(include_attestation, attestation_validity_days)
        body = _body(query=query, verification_mode=verification_mode, min_confidence=min_confidence, options=options)
        return self._post("/verify/consensus", body, request_id, timeout)

    def batch(
        self,
        items: Sequence[m.BatchRequestItems],
        *,
        asynchronous: bool = False,
        idempotency_key: str | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
    ) -> Response[m.BatchJob]:
        """Up to 100 items (`{"query": ..., "type": "math", "params": {...}}`). Runs within the request (200,
        `completed`) unless `asynchronous=True` (202, `queued`: poll with `get_batch` or `wait_for_batch`).
        An `Idempotency-Key` is generated when none is given, so a retry never starts a second job."""
        body: dict[str, Any] = {"items": [dict(item) for item in items]}
        if asynchronous:
            body["async"] = True
        return self._http.request(
            "POST", "/verify/batch", json=body, retry="keyed", idempotency_key=idempotency_key, request_id=request_id, timeout=timeout
        )

    def get_batch(self, job_id: str, *, request_id: str | None = None, timeout: float | None = None) -> Response[m.BatchJob]:
        return self._http.request("GET", f"/verify/batch/{segment(job_id)}", request_id=request_id, timeout=timeout)

    def wait_for_batch(
        self, job_id: str, *, interval: float = 1.0, max_wait: float = 300.0, timeout: float | None = None
    ) -> Response[m.BatchJob]:
        """Polls `get_batch` until the job is `completed` or `failed`, or `max_wait` seconds pass (the last state seen
        is returned, still unfinished: check `data["status"]`)."""
        deadline = time.monotonic() + max_wait
        while True:
            answer = self.get_batch(job_id, timeout=timeout)
            if answer.data["status"] in ("completed", "failed") or time.monotonic() + interval > deadline:
                return answer
            self._http.sleep(interval)

    def run_batch(
        self,
        items: Sequence[m.BatchRequestItems],
        *,
        idempotency_key: str | None = None,
        interval: float = 1.0,
        max_wait: float = 300.0,
    ) -> Response[m.BatchJob]:
        """Queues the items (asynchronous batch) and waits for the job to finish."""
        queued = self.batch(items, asynchronous=True, idempotency_key=idempotency_key)
        if queued.data["status"] in ("completed", "failed"):
            return queued
        return self.wait_for_batch(queued.data["job_id"], interval=interval, max_wait=max_wait)


def _json_text(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


class AuthApi(_Api):
    """`client.auth.*`: sign-up, sign-in and API keys. Key management needs a bearer token (`with_credentials`)."""

    def signup(self, email: str, password: str, organization_name: str) -> Response[m.TokenResponse]:
        """Creates a user (role owner) and its organization. Never retried: a second attempt could find the email
        already taken by the first."""
        body = {"email": email, "password": password, "organization_name": organization_name}
        return self._http.request("POST", "/auth/signup", json=body, auth="none", retry="never")

    def signin(self, email: str, password: str) -> Response[m.TokenResponse]:
        """Use `client.with_credentials(bearer_token=answer.data["access_token"])` afterwards."""
        return self._http.request("POST", "/auth/signin", json={"email": email, "password": password}, auth="none")

    def me(self) -> Response[m.Me]:
        return self._http.request("GET", "/auth/me")

    def create_api_key(
        self,
        name: str,
        *,
        scopes: Sequence[str] | None = None,
        ip_allowlist: Sequence[str] | None = None,
        test: bool | None = None,
        idempotency_key: str | None = None,
    ) -> Response[m.CreatedApiKey]:
        """The full key is in `data["key"]`, shown only this once."""
        body = _body(name=name, scopes=list(scopes) if scopes else None, ip_allowlist=list(ip_allowlist) if ip_allowlist else None, test=test)
        return self._http.request("POST", "/auth/api-keys", json=body, retry="keyed", idempotency_key=idempotency_key)

    def list_api_keys(self) -> Response[m.ApiKeyList]:
        return self._http.request("GET", "/auth/api-keys")

    def revoke_api_key(self, key_id: str) -> Response[m.RevokedApiKey]:
        return self._http.request("DELETE", f"/auth/api-keys/{segment(key_id)}")

    def rotate_key(self, key_id: str, *, idempotency_key: str | None = None) -> Response[m.RotatedApiKey]:
        """A new key with the same name, scopes and allowlist; the old one is revoked."""
        return self._http.request("POST", "/admin/keys/rotate", json={"key_id": key_id}, retry="keyed", idempotency_key=idempotency_key)


class AgentsApi(_Api):
    """`client.agents.*`. Registration, listing and tool approval use the API key; an agent's own calls (verify,
    tool_call, activity) send only `X-Agent-Token`: the `agent_token` argument, else the client's."""

    def register(
        self,
        name: str,
        *,
        agent_type: Literal["autonomous", "semi_autonomous", "assistant"] | None = None,
        description: str | None = None,
        permissions: Sequence[str] | None = None,
        max_cost_per_day: float | None = None,
        idempotency_key: str | None = None,
    ) -> Response[m.RegisteredAgent]:
        """`data["agent_token"]` is shown only this once."""
        body = _body(
            name=name,
            agent_type=agent_type,
            description=description,
            permissions=list(permissions) if permissions is not None else None,
            max_cost_per_day=max_cost_per_day,
        )
        return self._http.request("POST", "/agents/register", json=body, retry="keyed", idempotency_key=idempotency_key)

    def list(self) -> Response[m.AgentList]:
        return self._http.request("GET", "/agents")

    def verify(
        self,
        agent_id: int | str,
        query: str,
        *,
        conversation_id: str,
        step_number: int,
        engine: str | None = None,
        provider: str | None = None,
        params: Mapping[str, Any] | None = None,
        tool_schema: Mapping[str, Any] | None = None,
        agent_token: str | None = None,
    ) -> Response[m.AgentVerifyResponse]:
        """`step_number` must grow strictly within a conversation: a replay is refused (409 SVC-AGENT-LOOP-002), a
        third identical action too (403 SVC-AGENT-LOOP-003). Never retried automatically, for the same reason."""
        body = _body(
            query=query,
            engine=engine,
            provider=provider,
            params=dict(params) if params is not None else None,
            tool_schema=dict(tool_schema) if tool_schema is not None else None,
            context={"conversation_id": conversation_id, "step_number": step_number},
        )
        path = f"/agents/{segment(agent_id)}/verify"
        return self._http.request("POST", path, json=body, auth="agent", agent_token=agent_token, retry="never")

    def tool_call(
        self,
        agent_id: int | str,
        tool_name: str,
        *,
        tool_params: Mapping[str, Any] | None = None,
        tool_schema: Mapping[str, Any] | None = None,
        agent_token: str | None = None,
    ) -> Response[m.ToolCallResponse]:
        """Risk evaluation of a tool call before the agent runs it (`decision`: allow, deny, require_approval)."""
        body = _body(tool_params=dict(tool_params or {}), tool_schema=dict(tool_schema) if tool_schema is not None else None)
        path = f"/agents/{segment(agent_id)}/tools/{segment(tool_name)}"
        return self._http.request("POST", path, json=body, auth="agent", agent_token=agent_token, retry="never")

    def activity(self, agent_id: int | str, *, limit: int | None = None, agent_token: str | None = None) -> Response[m.AgentActivity]:
        path = f"/agents/{segment(agent_id)}/activity"
        return self._http.request("GET", path, query={"limit": limit}, auth="agent", agent_token=agent_token)

    def approve_tool(self, agent_id: int | str, tool_name: str, tool_schema: Mapping[str, Any]) -> Response[m.ApprovedTool]:
        """Re-pins a changed tool definition (API key with agent:write)."""
        path = f"/agents/{segment(agent_id)}/tools/{segment(tool_name)}/approve"
        return self._http.request("POST", path, json={"tool_schema": dict(tool_schema)})


ATTESTATION_JWT_MEDIA_TYPE = "application/service-attestation+jwt"
ATTESTATION_JSON_MEDIA_TYPE = "application/service-attestation+json"


class AttestationsApi(_Api):
    """`client.attestations.*`: stored attestations, online and offline verification, revocation, and the public
    documents offline verifiers need (issuer registry, JWKS, revocation list)."""

    # How long verify_offline reuses the documents it fetched: the service's own Cache-Control values.
    REGISTRY_TTL = 300.0
    REVOCATIONS_TTL = 60.0
    # An unknown kid refetches the registry (a rotated key), at most this often: random kids cannot make every call
    # a download.
    REFRESH_INTERVAL = 30.0

    def __init__(self, http: Transport, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(http)
        self._clock = clock
        self._lock = threading.Lock()
        self._registry: tuple[float, Any] | None = None
        self._revocations: tuple[float, frozenset[str]] | None = None
        self._last_refresh = float("-inf")

    def get(self, attestation_id: str, *, format: Literal["json", "jwt", "decoded"] = "json") -> Response[Any]:
        """`json`: the stored record (`AttestationRecord`); `jwt`: the compact JWT text; `decoded`: the
        `{header, payload, signature}` view."""
        path = f"/attestation/{segment(attestation_id)}"
        if format == "jwt":
            answer = self._http.request("GET", path, accept=ATTESTATION_JWT_MEDIA_TYPE, response_type="text")
            return dataclasses.replace(answer, data=answer.data.strip())
        if format == "decoded":
            return self._http.request("GET", path, accept=ATTESTATION_JSON_MEDIA_TYPE)
        return self._http.request("GET", path)

    def verify(self, jwt: str) -> Response[m.AttestationVerification]:
        """Server-side verification against the service's registry and revocations. An invalid token is a 200 with
        `valid: false`; `data["result"]["verified"]` tells a positive verdict from a negative one."""
        return self._http.request("POST", "/attestation/verify", json={"jwt": jwt})

    def revoke(self, attestation_id: str, *, reason: str | None = None, idempotency_key: str | None = None) -> Response[m.RevokedAttestation]:
        """Owner or admin (scope admin:all)."""
        return self._http.request(
            "POST",
            f"/attestation/{segment(attestation_id)}/revoke",
            json=_body(reason=reason),
            retry="keyed",
            idempotency_key=idempotency_key,
        )

    def registry(self) -> Response[m.IssuerRegistryDocument]:
        """`GET /registry/issuers.json`: the issuer registry document (public)."""
        return self._http.request("GET", "/registry/issuers.json", auth="none", versioned=False)

    def jwks(self) -> Response[m.JwksDocument]:
        """`GET /.well-known/jwks.json`: this node's signing keys as a JWK Set (public)."""
        return self._http.request("GET", "/.well-known/jwks.json", auth="none", versioned=False)

    def revocations(self) -> Response[m.RevocationListDocument]:
        """`GET /registry/revocations.json`: this node's revoked attestation ids (public)."""
        return self._http.request("GET", "/registry/revocations.json", auth="none", versioned=False)

    def verify_offline(self, jwt: str, *, now: Any = None, check_revocations: bool = True, leeway_seconds: int = 60) -> Any:
        """Verifies `jwt` locally against this service's issuer registry and revocation list (fetched, then reused
        for REGISTRY_TTL / REVOCATIONS_TTL seconds; an unknown kid fetches the registry again). Returns a
        `verdict.attestation.VerificationOutcome`; needs the `cryptography` package (`verdict[attestation]`)."""
        from .attestation import decode_attestation, parse_revocation_list, verify_attestation

        registry = self._cached_registry(force=False)
        try:
            kid = decode_attestation(jwt)["header"].get("kid")
        except ValueError:
            kid = None
        if isinstance(kid, str) and not registry.has_key(kid):
            registry = self._cached_registry(force=True)
        revoked: frozenset[str] | None = None
        if check_revocations:
            now_mono = self._clock()
            with self._lock:
                cached = self._revocations
            if cached is None or now_mono - cached[0] >= self.REVOCATIONS_TTL:
                revoked = parse_revocation_list(self.revocations().data)
                with self._lock:
                    self._revocations = (now_mono, revoked)
            else:
                revoked = cached[1]
        return verify_attestation(jwt, registry=registry, revoked=revoked, now=now, leeway_seconds=leeway_seconds)

    def _cached_registry(self, *, force: bool) -> Any:
        from .attestation import parse_issuer_registry

        now_mono = self._clock()
        with self._lock:
            cached = self._registry
            stale = cached is None or now_mono - cached[0] >= self.REGISTRY_TTL
            refresh = stale or (force and now_mono - self._last_refresh >= self.REFRESH_INTERVAL)
            if refresh:
                self._last_refresh = now_mono
        if not refresh and cached is not None:
            return cached[1]
        parsed = parse_issuer_registry(self.registry().data)
        with self._lock:
            self._registry = (now_mono, parsed)
        return parsed


class AuditApi(_Api):
    """`client.audit.*`: the organization's tamper-evident audit trail (bearer token)."""

    def logs(
        self, *, limit: int | None = None, status: Literal["verified", "blocked"] | None = None, cursor: str | None = None
    ) -> Response[m.AuditLogs]:
        """One page, newest first; pass `data["next_cursor"]` as `cursor` for the next (None when there is none)."""
        return self._http.request("GET", "/audit/logs", query={"limit": limit, "status": status, "cursor": cursor})

    def iter_logs(
        self, *, status: Literal["verified", "blocked"] | None = None, page_size: int = 200, max_entries: int | None = None
    ) -> Iterator[m.AuditEntry]:
        """Every entry, newest first, fetching pages lazily (stop early by breaking out of the loop)."""
        cursor: str | None = None
        yielded = 0
        while True:
            page = self.logs(limit=page_size, status=status, cursor=cursor).data
            for entry in page["items"]:
                if max_entries is not None and yielded >= max_entries:
                    return
                yielded += 1
                yield entry
            following = page.get("next_cursor")
            # A cursor that does not move would loop forever on a misbehaving server: treat it as the end.
            if following is None or following == cursor or not page["items"]:
                return
            cursor = following

    def log(self, log_id: str) -> Response[m.AuditEntry]:
        return self._http.request("GET", f"/audit/logs/{segment(log_id)}")

    def export_csv(self) -> Response[str]:
        """The newest 1,000 entries as RFC 4180 CSV text."""
        return self._http.request("GET", "/audit/export", accept="text/csv", response_type="text")


class AdminApi(_Api):
    """`client.admin.*`: compliance reports and audit checks (scope admin:all)."""

    def compliance_export_csv(self) -> Response[str]:
        return self._http.request("GET", "/admin/compliance/export/csv", accept="text/csv", response_type="text")

    def verify_audit_entry(self, audit_log_id: str) -> Response[m.AuditVerification]:
        """Hash, HMAC and chain-link check of one audit entry."""
        return self._http.request("GET", f"/admin/compliance/verify/{segment(audit_log_id)}")

    def soc2_report(self, organization_id: int | str, *, since: str | None = None, until: str | None = None) -> Response[m.Soc2Report]:
        """`since`/`until`: ISO 8601 date-times (the `from`/`to` query parameters)."""
        path = f"/admin/compliance/report/soc2/{segment(organization_id)}"
        return self._http.request("GET", path, query={"from": since, "to": until})

    def threats(self, organization_id: int | str, *, since: str | None = None, until: str | None = None) -> Response[m.ThreatSummary]:
        """Default window: the last 24 hours."""
        path = f"/admin/security/threats/{segment(organization_id)}"
        return self._http.request("GET", path, query={"from": since, "to": until})


class MetricsApi(_Api):
    def summary(self) -> Response[m.Metrics]:
        """`GET /v1/metrics` (owner or admin)."""
        return self._http.request("GET", "/metrics")

    def organization(self, organization_id: int | str) -> Response[m.OrganizationMetrics]:
        return self._http.request("GET", f"/metrics/{segment(organization_id)}")

    def prometheus(self) -> Response[str]:
        """Prometheus text exposition format 0.0.4."""
        return self._http.request("GET", "/metrics/prometheus", accept="text/plain", response_type="text")


class BadgesApi(_Api):
    """Every badge method returns the SVG document as text."""

    def _svg(self, path: str, query: Mapping[str, Any] | None = None) -> Response[str]:
        return self._http.request("GET", path, query=query, accept="image/svg+xml", response_type="text")

    def verified(self, *, verified: bool | None = None) -> Response[str]:
        return self._svg("/badge/verified", {"verified": verified})

    def status(self, status: str) -> Response[str]:
        return self._svg(f"/badge/status/{segment(status)}")

    def attestation(self, attestation_id: str) -> Response[str]:
        return self._svg(f"/badge/attestation/{segment(attestation_id)}")

    def engine(self, engine: str, *, verified: bool | None = None) -> Response[str]:
        return self._svg(f"/badge/engine/{segment(engine)}", {"verified": verified})

    def custom(
        self, *, label: str | None = None, message: str | None = None, color: str | None = None, logo: bool | None = None
    ) -> Response[str]:
        return self._svg("/badge/custom", {"label": label, "message": message, "color": color, "logo": logo})


class LogsApi(_Api):
    def list(self, *, limit: int | None = None) -> Response[m.Logs]:
        """The organization's most recent verifications (default 10)."""
        return self._http.request("GET", "/logs", query={"limit": limit})


class WebhooksApi(_Api):
    """`client.webhooks.*` (scope admin:all). Creating, rotating, testing and replaying are never retried
    automatically (the API takes no Idempotency-Key there); reads, updates and deletes are."""

    def create(self, url: str, events: Sequence[str], *, description: str | None = None) -> Response[m.CreatedWebhook]:
        """`data["secret"]` (`whsec_...`) is shown only this once."""
        body = _body(url=url, events=list(events), description=description)
        return self._http.request("POST", "/webhooks", json=body, retry="never")

    def list(self) -> Response[m.WebhookList]:
        return self._http.request("GET", "/webhooks")

    def get(self, webhook_id: str) -> Response[m.WebhookEndpoint]:
        return self._http.request("GET", f"/webhooks/{segment(webhook_id)}")

    def update(
        self,
        webhook_id: str,
        *,
        url: str | None = None,
        events: Sequence[str] | None = None,
        description: str | None = None,
        status: Literal["active", "disabled"] | None = None,
    ) -> Response[m.WebhookEndpoint]:
        body = _body(url=url, events=list(events) if events is not None else None, description=description, status=status)
        return self._http.request("PATCH", f"/webhooks/{segment(webhook_id)}", json=body)

    def delete(self, webhook_id: str) -> Response[Any]:
        return self._http.request("DELETE", f"/webhooks/{segment(webhook_id)}")

    def rotate_secret(self, webhook_id: str) -> Response[m.RotatedWebhookSecret]:
        return self._http.request("POST", f"/webhooks/{segment(webhook_id)}/rotate-secret", json={}, retry="never")

    def test(self, webhook_id: str) -> Response[m.WebhookDelivery]:
        return self._http.request("POST", f"/webhooks/{segment(webhook_id)}/test", json={}, retry="never")

    def deliveries(
        self, webhook_id: str, *, status: Literal["pending", "retrying", "succeeded", "failed"] | None = None, limit: int | None = None
    ) -> Response[m.WebhookDeliveryList]:
        path = f"/webhooks/{segment(webhook_id)}/deliveries"
        return self._http.request("GET", path, query={"status": status, "limit": limit})

    def delivery(self, webhook_id: str, delivery_id: str) -> Response[m.WebhookDeliveryDetail]:
        return self._http.request("GET", f"/webhooks/{segment(webhook_id)}/deliveries/{segment(delivery_id)}")

    def replay(self, webhook_id: str, delivery_id: str) -> Response[m.WebhookDelivery]:
        path = f"/webhooks/{segment(webhook_id)}/deliveries/{segment(delivery_id)}/replay"
        return self._http.request("POST", path, json={}, retry="never")


class GatewayApi(_Api):
    """`client.gateway.*`: the verifying gateway (docs/gateway.md). Upstreams and the policy need admin:all; a chat
    completion needs verify:read. `chat_completion` is the OpenAI Chat Completions call with a `verdict` object added
    to the answer; OpenAI clients can use the same endpoint by changing only their base URL to `<origin>/v1`."""

    def create_upstream(
        self, name: str, base_url: str, models: Sequence[str], *, api_key: str | None = None
    ) -> Response[m.GatewayUpstream]:
        """`api_key` (the provider's) is sealed at rest and never returned."""
        body = _body(name=name, base_url=base_url, models=list(models), api_key=api_key)
        return self._http.request("POST", "/gateway/upstreams", json=body, retry="never")

    def list_upstreams(self) -> Response[m.GatewayUpstreamList]:
        return self._http.request("GET", "/gateway/upstreams")

    def delete_upstream(self, upstream_id: str) -> Response[Any]:
        return self._http.request("DELETE", f"/gateway/upstreams/{segment(upstream_id)}")

    def policy(self) -> Response[m.GatewayPolicy]:
        return self._http.request("GET", "/gateway/policy")

    def set_policy(self, engines: Mapping[str, Literal["annotate", "block", "correct"]]) -> Response[m.GatewayPolicy]:
        """A new policy version (audited); engines left out keep `annotate`."""
        return self._http.request("PUT", "/gateway/policy", json={"engines": dict(engines)}, retry="never")

    def chat_completion(
        self, model: str, messages: Sequence[Mapping[str, Any]], *, verdict: Mapping[str, Any] | None = None
    ) -> Response[m.ChatCompletionResponse]:
        """The upstream's answer, checked; `data["verdict"]` lists each claim found, its engine and status, what was
        left unchecked, and the attestation of the whole check. Not retried: the upstream call is not idempotent."""
        body = _body(model=model, messages=[dict(message) for message in messages], verdict=dict(verdict) if verdict else None)
        return self._http.request("POST", "/chat/completions", json=body, retry="never")


class VerdictClient:
    """Typed client of the Verdict HTTP API (standard library only).

    `base_url`: origin of the service without `/v1` (default: the VERDICT_URL variable). `api_key` is sent as
    `X-API-Key` (default: SERVICE_API_KEY; pass "" to send none); `bearer_token` as `Authorization: Bearer` (from
    `auth.signin`; needed for /auth/me, API keys and /audit); `agent_token` is the default `X-Agent-Token` of an
    agent's own calls. `timeout` is in seconds per socket operation (0 disables it).

    Retries: on 429 and 503 a call is repeated up to `max_retries` times, after the server's `Retry-After` (or a short
    backoff when it sends none), when that wait is at most `max_retry_wait` seconds; otherwise the error is raised
    with `retry_after` set. Reads and verifications are repeated as they are; creating calls (API keys, rotation,
    agents, batches, revocation) carry an `Idempotency-Key` (yours, or one generated per call and reused on every
    attempt), so the server runs them once; sign-up, webhook creation and an agent's numbered steps are never repeated.
    """

    def __init__(
        self,
        base_url: str | None = None,
        *,
        api_key: str | None = None,
        bearer_token: str | None = None,
        agent_token: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_retries: int = DEFAULT_MAX_RETRIES,
        max_retry_wait: float = DEFAULT_MAX_RETRY_WAIT,
        user_agent: str | None = None,
    ) -> None:
        url = base_url if base_url is not None else os.environ.get("VERDICT_URL", "")
        if not isinstance(url, str) or not url.lower().startswith(("http://", "https://")):
            raise ValueError("VerdictClient: base_url (or VERDICT_URL) must be an http(s) URL such as http://127.0.0.1:8787")
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout < 0:
            raise ValueError("VerdictClient: timeout must be a non-negative number of seconds")
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise ValueError("VerdictClient: max_retries must be a non-negative integer")
        key = api_key if api_key is not None else os.environ.get("SERVICE_API_KEY") or None
        self._settings: dict[str, Any] = dict(
            base_url=url,
            api_key=key or None,
            bearer_token=bearer_token,
            agent_token=agent_token,
            timeout=float(timeout),
            max_retries=max_retries,
            max_retry_wait=float(max_retry_wait),
            user_agent=user_agent,
        )
        self._http = Transport(**self._settings)
        self.verify = VerifyApi(self._http)
        self.auth = AuthApi(self._http)
        self.agents = AgentsApi(self._http)
        self.attestations = AttestationsApi(self._http)
        self.audit = AuditApi(self._http)
        self.admin = AdminApi(self._http)
        self.metrics = MetricsApi(self._http)
        self.badges = BadgesApi(self._http)
        self.logs = LogsApi(self._http)
        self.webhooks = WebhooksApi(self._http)
        self.gateway = GatewayApi(self._http)

    @property
    def base_url(self) -> str:
        """The normalised origin requests go to (`/v1` is added per call)."""
        return self._http.base_url

    def with_credentials(
        self, *, api_key: str | None = None, bearer_token: str | None = None, agent_token: str | None = None
    ) -> VerdictClient:
        """A new client with the same settings and the given credentials replaced (e.g. the bearer token after
        `auth.signin`); credentials not given are kept."""
        settings = dict(self._settings)
        for name, value in (("api_key", api_key), ("bearer_token", bearer_token), ("agent_token", agent_token)):
            if value is not None:
                settings[name] = value or None
        # "" rather than None keeps the clone from falling back to SERVICE_API_KEY when this client has no key.
        return VerdictClient(**{**settings, "api_key": settings["api_key"] or ""})

    def health(self) -> Response[m.Health]:
        """`GET /v1/health`; no credential is sent."""
        return self._http.request("GET", "/health", auth="none")

    def ready(self) -> Response[m.Readiness]:
        """`GET /v1/health/ready`: whether D1, Durable Objects, KV, the sandbox and queues answer (503 when not)."""
        return self._http.request("GET", "/health/ready", auth="none", retry="never")

