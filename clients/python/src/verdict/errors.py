"""The two ways a call fails: the API answered with a non-2xx status (`VerdictApiError`, carrying the RFC 9457 problem
fields), or no usable answer arrived at all (`VerdictNetworkError`). Both derive from `VerdictError`."""

from __future__ import annotations

from typing import Any, Literal, Mapping

__all__ = ["VerdictError", "VerdictApiError", "VerdictNetworkError"]


class VerdictError(Exception):
    """Base class of every error this package raises."""


class VerdictApiError(VerdictError):
    """A non-2xx response.

    `code` is the problem's stable `code` (`VALIDATION_ERROR`, `RATE_LIMITED`, `SVC-AGENT-LOOP-002`, ...). For the few
    bodies the API specifies that are not problems (logic `{status, error, provider_used}`, rag
    `{code: "INTERNAL_VERIFICATION_ERROR", verified: false}`), `code` falls back to the body's `status` string, then to
    `HTTP_<status>`; the parsed body is always in `body`. `retry_after` is the `Retry-After` delay in seconds (429,
    503, 409 `IDEMPOTENCY_IN_PROGRESS`) or None.
    """

    def __init__(
        self,
        *,
        status: int,
        code: str,
        detail: str,
        request_id: str | None,
        body: Any,
        headers: Mapping[str, str],
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {detail}")
        self.status = status
        self.code = code
        self.detail = detail
        self.request_id = request_id
        self.body = body
        self.headers = headers
        self.retry_after = retry_after

    @property
    def problem(self) -> dict[str, Any] | None:
        """The RFC 9457 problem object when the body was one, else None."""
        body = self.body
        if isinstance(body, dict) and isinstance(body.get("status"), int) and isinstance(body.get("code"), str):
            return body
        return None

    @property
    def title(self) -> str | None:
        problem = self.problem
        return problem.get("title") if problem else None

    @property
    def type(self) -> str | None:
        problem = self.problem
        return problem.get("type") if problem else None

    @property
    def errors(self) -> list[dict[str, str]]:
        """Field-level validation errors (`[{"path": ..., "message": ...}]`) of a 400 problem, else []."""
        problem = self.problem
        found = problem.get("errors") if problem else None
        return found if isinstance(found, list) else []


NetworkErrorKind = Literal["network", "timeout"]


class VerdictNetworkError(VerdictError):
    """No response could be obtained: DNS or connection failure, or the timeout passed."""

    def __init__(self, kind: NetworkErrorKind, method: str, url: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.method = method
        self.url = url
