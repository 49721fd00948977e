"""The one place requests are made: URL building, credentials, timeouts, retries, error mapping and the response
envelope. Standard library only (`urllib.request`)."""

from __future__ import annotations

import http.client
import json as _json
import random
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any, Callable, Generic, Literal, TypeVar

from ._version import __version__
from .errors import VerdictApiError, VerdictNetworkError

T = TypeVar("T")

AuthMode = Literal["default", "agent", "none"]
RetryPolicy = Literal["safe", "keyed", "never"]
"""How a call may be retried on 429/503: `safe` calls (reads, verifications) are simply repeated; `keyed` calls
(creating POSTs) carry an `Idempotency-Key`, generated when the caller gives none and sent unchanged on every attempt,
so the server runs them at most once; `never` calls are not repeated (sign-up, an agent's numbered steps)."""

RETRY_STATUSES = frozenset({429, 503})
DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2
DEFAULT_MAX_RETRY_WAIT = 60.0


class Headers(Mapping[str, str]):
    """Response headers, looked up case-insensitively. Repeated headers are joined with ", "."""

    def __init__(self, pairs: Any = ()) -> None:
        self._items: dict[str, str] = {}
        items = pairs.items() if hasattr(pairs, "items") else pairs
        for key, value in items:
            low = key.lower()
            self._items[low] = f"{self._items[low]}, {value}" if low in self._items else value

    def __getitem__(self, key: str) -> str:
        return self._items[key.lower()]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"Headers({self._items!r})"


@dataclass(frozen=True)
class Response(Generic[T]):
    """What every client method returns.

    `attestation` is the `Service-Attestation` header (present when a verification asked for
    `include_attestation`); `request_id` is `X-Request-Id` (quote it in support requests); `replayed` is true when the
    server answered from its idempotency store (`Idempotent-Replayed: true`); `attempts` counts retries plus one.
    """

    data: T
    status: int
    request_id: str | None
    attestation: str | None
    headers: Headers
    replayed: bool = False
    attempts: int = 1


@dataclass(frozen=True)
class Multipart:
    """A multipart/form-data body: text fields and file parts (name, filename, content type, bytes)."""

    fields: list[tuple[str, str]]
    files: list[tuple[str, str, str, bytes]]

    def encode(self) -> tuple[bytes, str]:
        boundary = f"verdict-{uuid.uuid4().hex}"
        out = bytearray()
        for name, value in self.fields:
            out += f'--{boundary}\r\nContent-Disposition: form-data; name="{_quote(name)}"\r\n\r\n'.encode()
            out += value.encode("utf-8") + b"\r\n"
        for name, filename, content_type, data in self.files:
            out += (
                f'--{boundary}\r\nContent-Disposition: form-data; name="{_quote(name)}"; filename="{_quote(filename)}"\r\n'
                f"Content-Type: {content_type}\r\n\r\n"
            ).encode()
            out += data + b"\r\n"
        out += f"--{boundary}--\r\n".encode()
        return bytes(out), f"multipart/form-data; boundary={boundary}"


def _quote(value: str) -> str:
    # Quotes and line breaks would end the header parameter early (WHATWG's multipart encoding escapes them the same way).
    return value.replace("\\", "\\\\").replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")


def segment(value: str | int) -> str:
    """A path segment, always percent-encoded, so an id can never change the route it is sent to."""
    return urllib.parse.quote(str(value), safe="")


def parse_retry_after(value: str | None, now: Callable[[], float] = time.time) -> float | None:
    """Seconds from a Retry-After header: delta-seconds or an HTTP date (never negative); None when absent or unreadable."""
    if value is None:
        return None
    text = value.strip()
    try:
        seconds = float(text)
    except ValueError:
        try:
            date = parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError):
            return None
        return max(0.0, date.timestamp() - now())
    return seconds if seconds >= 0 and seconds == seconds and seconds != float("inf") else None


def _parse_body(text: str, content_type: str) -> Any:
    if text == "":
        return None
    # Some proxies send JSON problems as text/plain: try JSON whenever the text looks like an object or array.
    if "json" in content_type.lower() or text.lstrip()[:1] in ("{", "["):
        try:
            return _json.loads(text)
        except ValueError:
            return text
    return text


def api_error_from(status: int, reason: str, headers: Headers, body: Any) -> VerdictApiError:
    record = body if isinstance(body, dict) else {}

    def text(key: str) -> str | None:
        value = record.get(key)
        return value if isinstance(value, str) and value != "" else None

    status_text = record.get("status") if isinstance(record.get("status"), str) else None
    code = text("code") or status_text or f"HTTP_{status}"
    detail = text("detail") or text("error") or text("message") or text("title") or reason or f"HTTP {status}"
    return VerdictApiError(
        status=status,
        code=code,
        detail=detail,
        request_id=headers.get("x-request-id") or text("request_id"),
        body=body,
        headers=headers,
        retry_after=parse_retry_after(headers.get("retry-after")),
    )


class Transport:
    def __init__(
        self,
        *,
        base_url: str,
        api_key: str | None,
        bearer_token: str | None,
        agent_token: str | None,
        timeout: float,
        max_retries: int,
        max_retry_wait: float,
        user_agent: str | None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        base = base_url.rstrip("/")
        # The base URL excludes /v1; one that includes it is tolerated so both spellings work.
        if base.endswith("/v1"):
            base = base[: -len("/v1")]
        self.base_url = base
        self.api_key = api_key
        self.bearer_token = bearer_token
        self.agent_token = agent_token
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        self.user_agent = user_agent or f"verdict-python/{__version__}"
        self.sleep = sleep
        self._opener = urllib.request.build_opener()

    def url(self, path: str, query: Mapping[str, Any] | None = None, *, versioned: bool = True) -> str:
        url = f"{self.base_url}{'/v1' if versioned else ''}{path}"
        pairs = [(k, _query_value(v)) for k, v in (query or {}).items() if v is not None]
        return f"{url}?{urllib.parse.urlencode(pairs)}" if pairs else url

    def request(
        self,
        method: str,
        path: str,
        *,
        query: Mapping[str, Any] | None = None,
        json: Any = None,
        form: Multipart | None = None,
        auth: AuthMode = "default",
        agent_token: str | None = None,
        accept: str | None = None,
        response_type: Literal["json", "text"] = "json",
        headers: Mapping[str, str] | None = None,
        retry: RetryPolicy = "safe",
        idempotency_key: str | None = None,
        request_id: str | None = None,
        timeout: float | None = None,
        versioned: bool = True,
    ) -> Response[Any]:
        url = self.url(path, query, versioned=versioned)
        send: dict[str, str] = {"Accept": accept or ("*/*" if response_type == "text" else "application/json")}
        send["User-Agent"] = self.user_agent
        body: bytes | None = None
        if json is not None:
            body = _json.dumps(json, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
            send["Content-Type"] = "application/json"
        elif form is not None:
            body, send["Content-Type"] = form.encode()
        if request_id:
            send["X-Request-Id"] = request_id
        if retry == "keyed" or idempotency_key is not None:
            send["Idempotency-Key"] = idempotency_key or str(uuid.uuid4())
        send.update(headers or {})
        if auth == "agent":
            token = agent_token or self.agent_token
            if token:
                send["X-Agent-Token"] = token
        elif auth == "default":
            # Both may be sent: the server uses the API key where a route accepts keys and the bearer token elsewhere.
            if self.api_key:
                send["X-API-Key"] = self.api_key
            if self.bearer_token:
                send["Authorization"] = f"Bearer {self.bearer_token}"

        retries = 0 if retry == "never" else self.max_retries
        attempt = 0
        while True:
            attempt += 1
            try:
                return self._once(method, url, path, send, body, response_type, timeout, attempt)
            except VerdictApiError as error:
                if attempt > retries or not _retryable(error, "Idempotency-Key" in send):
                    raise
                wait = error.retry_after
                if wait is None:
                    wait = min(8.0, 0.5 * 2 ** (attempt - 1)) * (0.5 + random.random() / 2)
                if wait > self.max_retry_wait:
                    raise
                self.sleep(wait)

    def _once(
        self,
        method: str,
        url: str,
        path: str,
        headers: dict[str, str],
        body: bytes | None,
        response_type: str,
        timeout: float | None,
        attempt: int,
    ) -> Response[Any]:
        request = urllib.request.Request(url, data=body, method=method, headers=headers)
        seconds = self.timeout if timeout is None else timeout
        try:
            with self._opener.open(request, timeout=seconds if seconds > 0 else None) as answer:
                status, reason, raw = answer.status, answer.reason, answer.read()
                got = Headers(answer.headers.items())
        except urllib.error.HTTPError as failure:
            got = Headers(failure.headers.items() if failure.headers else ())
            try:
                raw = failure.read()
            except (OSError, ValueError):
                raw = b""
            text = raw.decode("utf-8", errors="replace")
            raise api_error_from(failure.code, str(failure.reason or ""), got, _parse_body(text, got.get("content-type", "")))
        except (urllib.error.URLError, http.client.HTTPException, OSError, ValueError) as failure:
            reason = getattr(failure, "reason", failure)
            kind: Literal["network", "timeout"] = "timeout" if isinstance(reason, (socket.timeout, TimeoutError)) else "network"
            message = (
                f"{method} {path} timed out after {seconds} s"
                if kind == "timeout"
                else f"{method} {path} failed: no response from {self.base_url} ({reason})"
            )
            raise VerdictNetworkError(kind, method, url, message) from failure

        text = raw.decode("utf-8", errors="replace")
        data: Any = text
        if response_type == "json":
            try:
                data = None if text == "" else _json.loads(text)
            except ValueError:
                raise VerdictApiError(
                    status=status,
                    code="INVALID_RESPONSE",
                    detail=f"Expected a JSON body from {method} {path}",
                    request_id=got.get("x-request-id"),
                    body=text,
                    headers=got,
                ) from None
        return Response(
            data=data,
            status=status,
            request_id=got.get("x-request-id"),
            attestation=got.get("service-attestation"),
            headers=got,
            replayed=got.get("idempotent-replayed", "").lower() == "true",
            attempts=attempt,
        )


def _retryable(error: VerdictApiError, keyed: bool) -> bool:
    if error.status in RETRY_STATUSES:
        return True
    # The first attempt with this key is still running on the server (e.g. after a client-side timeout): wait for it.
    return keyed and error.status == 409 and error.code == "IDEMPOTENCY_IN_PROGRESS"


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
