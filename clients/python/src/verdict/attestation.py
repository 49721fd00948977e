"""Offline verification of Verdict attestations: the same rules, order, result codes and messages as the
`@verdict/attestation` verifier (spec 2.3 rules 1-7), with the `cryptography` package for the signature check.

    from verdict.attestation import verify_attestation
    outcome = verify_attestation(jwt, registry=registry_document, revoked=revocation_list_document)
    if outcome.verified:        # valid attestation AND a positive verdict (qwed.result.verified is true)
        ...
    elif outcome.valid:         # a genuine attestation of a negative verdict (e.g. CORRECTED for 2+2=5)
        ...
    else:                       # refused: outcome.code is ATT-001 ... ATT-008, outcome.message says why
        ...

Verification order (the first failure decides the code):
  1 parse: three dot-separated parts, <= 16 KiB, strict base64url, UTF-8, JSON objects ........ ATT-001
  2 header: typ (ATT-001), alg ES256|EdDSA (ATT-003), no crit and a <did>#<name> kid (ATT-001)
  3 issuer: iss present (ATT-007), trusted and active (ATT-002); kid belongs to iss and names one of its keys of the
    header's algorithm (ATT-003)
  4 signature: canonical base64url, exact length, low-S, verifies (ATT-003); then the signed claims (ATT-007 for a
    missing required claim, ATT-001 for an ill-typed optional one); a rotated key must not have expired before iat
  5 time: nbf or iat in the future beyond the leeway (ATT-005); exp in the past beyond the leeway (ATT-004)
  6 revocation by jti (ATT-006; a failing lookup refuses the attestation)
  then the chain fields of this single attestation (ATT-008)

Times here are Unix seconds (or `datetime`), as usual in Python; the JWT claims are Unix seconds too.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import math
import re
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable, Collection, Iterable, Literal, Mapping, Union

__all__ = [
    "ATTESTATION_TYP",
    "ATTESTATION_CODE_MEANINGS",
    "DEFAULT_LEEWAY_SECONDS",
    "MAX_LEEWAY_SECONDS",
    "MAX_ATTESTATION_LENGTH",
    "MAX_CHAIN_LENGTH",
    "MAX_REVOCATION_LIST_ENTRIES",
    "AttestationResult",
    "ConsensusInfo",
    "ResultConditions",
    "TrustedIssuer",
    "IssuerRegistry",
    "VerificationOutcome",
    "ChainVerification",
    "AttestationInputError",
    "AttestationFormatError",
    "RegistryError",
    "RevocationListError",
    "decode_attestation",
    "parse_issuer_registry",
    "parse_jwks",
    "parse_revocation_list",
    "verify_attestation",
    "verify_chain",
]

ATTESTATION_TYP = "service-attestation+jwt"
ATTESTATION_VERSION = "1.0"
ATTESTATION_STATUSES = ("VERIFIED", "FAILED", "CORRECTED", "BLOCKED")
ATTESTATION_ALGS = ("ES256", "EdDSA")
DEFAULT_LEEWAY_SECONDS = 60
MAX_LEEWAY_SECONDS = 3600
MAX_ATTESTATION_LENGTH = 16 * 1024
MAX_CHAIN_LENGTH = 100
MAX_REVOCATION_LIST_ENTRIES = 100_000
_MAX_STRING = 256
_MAX_SAFE_INTEGER = 2**53 - 1
_MAX_ISSUERS = 1000
_MAX_KEYS = 32
# Order of the P-256 base point: an ES256 signature is valid only as the raw 64-byte r||s with 1 <= r < n and
# 1 <= s <= n/2 (low-S). ECDSA is malleable, (r, n - s) verifies too; accepting one of the twins keeps tokens unique.
_P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
_HALF_N = _P256_N >> 1

ErrorCode = Literal["ATT-001", "ATT-002", "ATT-003", "ATT-004", "ATT-005", "ATT-006", "ATT-007", "ATT-008"]
OutcomeStatus = Literal["valid", "invalid", "expired", "revoked"]

ATTESTATION_CODE_MEANINGS: Mapping[str, str] = {
    "ATT-001": "Invalid attestation format",
    "ATT-002": "Untrusted issuer",
    "ATT-003": "Invalid signature",
    "ATT-004": "Attestation expired",
    "ATT-005": "Attestation not yet valid",
    "ATT-006": "Attestation revoked",
    "ATT-007": "Missing required claim",
    "ATT-008": "Chain validation failed",
}


class AttestationInputError(ValueError):
    """A verifier option is invalid (`field` names it): a programming error, not a verdict about the token."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


class AttestationFormatError(ValueError):
    """decode_attestation could not parse the token (ATT-001)."""

    code = "ATT-001"


class RegistryError(ValueError):
    """The issuer registry or JWKS document is malformed; `path` points at the offending member."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path


class RevocationListError(ValueError):
    """A revocation list could not be read. Never treat that as an empty list: it would un-revoke attestations."""


@dataclass(frozen=True)
class ConsensusInfo:
    mode: str
    engines: tuple[str, ...]
    agreement: float
    """Fraction of engines that agreed, 0-1."""


@dataclass(frozen=True)
class ResultConditions:
    """What the verdict was established under: the claim's domain and the assumptions the request stated."""

    domain: str | None = None
    assumptions: tuple[str, ...] | None = None


@dataclass(frozen=True)
class AttestationResult:
    """The signed `qwed.result`: `verified` is true only for a positive verdict (status VERIFIED).

    `conditions` (when present) says under which domain and assumptions the verdict holds; it holds only under them.
    """

    status: Literal["VERIFIED", "FAILED", "CORRECTED", "BLOCKED"]
    verified: bool
    engine: str | None = None
    confidence: float | None = None
    consensus: ConsensusInfo | None = None
    conditions: ResultConditions | None = None


@dataclass(frozen=True)
class TrustedIssuer:
    """An issuer trusted directly by the verifier. `public_keys` are JWKs (dicts) whose `kid` is `<did>#<name>`."""

    did: str
    public_keys: tuple[Mapping[str, Any], ...]
    status: Literal["active", "suspended", "revoked"] = "active"
    name: str | None = None
    certification_level: str | None = None


@dataclass(frozen=True)
class IssuerRegistry:
    """A validated issuer registry document (`/registry/issuers.json`)."""

    issuers: tuple[TrustedIssuer, ...]

    def has_key(self, kid: str) -> bool:
        return any(key.get("kid") == kid for issuer in self.issuers for key in issuer.public_keys)


@dataclass(frozen=True)
class VerificationOutcome:
    """The answer of `verify_attestation`.

    `valid`: every check passed (format, trusted issuer, signature, claims, time, revocation, chain fields).
    `verified`: valid AND the signed verdict is positive. A genuine attestation of a refuted claim is `valid` and not
    `verified`: only `verified` may let a claim through. `status` is valid, invalid, expired (ATT-004) or revoked
    (ATT-006 when the list names the attestation). `claims` and `header` are present once the signature checked out.
    """

    valid: bool
    status: OutcomeStatus
    message: str
    code: ErrorCode | None = None
    result: AttestationResult | None = None
    claims: Mapping[str, Any] | None = None
    header: Mapping[str, Any] | None = None

    @property
    def verified(self) -> bool:
        return self.valid and self.result is not None and self.result.verified is True

    def to_dict(self) -> dict[str, Any]:
        """The outcome in the JSON shape of `@verdict/attestation` and `POST /v1/attestation/verify`."""
        out: dict[str, Any] = {"valid": self.valid, "status": self.status}
        if self.code is not None:
            out["code"] = self.code
        out["message"] = self.message
        if self.result is not None:
            result: dict[str, Any] = {"status": self.result.status, "verified": self.result.verified}
            if self.result.engine is not None:
                result["engine"] = self.result.engine
            if self.result.confidence is not None:
                result["confidence"] = self.result.confidence
            if self.result.consensus is not None:
                c = self.result.consensus
                result["consensus"] = {"mode": c.mode, "engines": list(c.engines), "agreement": c.agreement}
            if self.result.conditions is not None:
                k = self.result.conditions
                conditions: dict[str, Any] = {}
                if k.domain is not None:
                    conditions["domain"] = k.domain
                if k.assumptions is not None:
                    conditions["assumptions"] = list(k.assumptions)
                result["conditions"] = conditions
            out["result"] = result
        if self.claims is not None:
            out["claims"] = dict(self.claims)
        if self.header is not None:
            out["header"] = dict(self.header)
        return out


@dataclass(frozen=True)
class ChainVerification:
    valid: bool
    results: tuple[VerificationOutcome, ...]
    code: Literal["ATT-008"] | None = None
    message: str | None = None


# Encodings ---------------------------------------------------------------------------------------------------------

_B64URL = re.compile(r"[A-Za-z0-9_-]*")


def _b64url_decode(text: Any) -> bytes | None:
    """Strict base64url: no padding, URL-safe alphabet, and the one canonical spelling (unused bits zero), else None."""
    if not isinstance(text, str) or len(text) % 4 == 1 or not _B64URL.fullmatch(text):
        return None
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None
    return data if _b64url_encode(data) == text else None


def _b64url_encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _json_object(segment: str) -> dict[str, Any] | None:
    raw = _b64url_decode(segment)
    if raw is None:
        return None
    try:
        value = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _u16len(text: str) -> int:
    """Length in UTF-16 code units, the unit JavaScript's limits are written in."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def _short_string(value: Any, limit: int = _MAX_STRING) -> bool:
    return isinstance(value, str) and 0 < _u16len(value) <= limit


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _safe_integer(value: Any) -> bool:
    # JSON has one number type: 1.0 and 1e3 are integers as JavaScript reads them.
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        return False
    return abs(value) <= _MAX_SAFE_INTEGER


def _non_negative_integer(value: Any) -> bool:
    return _safe_integer(value) and value >= 0


def _unit_interval(value: Any) -> bool:
    return _is_number(value) and math.isfinite(value) and 0 <= value <= 1


_ISO = re.compile(
    r"(?P<y>[+-]\d{6}|\d{4})(?:-(?P<mo>\d{2})(?:-(?P<d>\d{2}))?)?"
    r"(?:T(?P<h>\d{2}):(?P<mi>\d{2})(?::(?P<s>\d{2})(?:\.(?P<f>\d+))?)?(?P<z>Z|[+-]\d{2}:\d{2})?)?"
)


def _parse_date(text: str) -> float | None:
    """Unix seconds of an ISO 8601 date or date-time (the forms JavaScript's Date.parse reads as ISO), else None.
    A date-time without an offset is read as UTC here (JavaScript would read it in the local time zone)."""
    match = _ISO.fullmatch(text)
    if not match:
        return None
    g = match.groupdict()
    try:
        moment = datetime(
            int(g["y"]),
            int(g["mo"] or 1),
            int(g["d"] or 1),
            int(g["h"] or 0),
            int(g["mi"] or 0),
            int(g["s"] or 0),
            int((g["f"] or "0")[:6].ljust(6, "0")),
            tzinfo=timezone.utc,
        )
    except ValueError:
        return None
    offset = 0
    if g["z"] and g["z"] != "Z":
        sign = -1 if g["z"][0] == "-" else 1
        offset = sign * (int(g["z"][1:3]) * 3600 + int(g["z"][4:6]) * 60)
    return moment.timestamp() - offset


# Keys and documents ------------------------------------------------------------------------------------------------

_DID = re.compile(r"did:[a-z0-9]+(:[A-Za-z0-9._%-]+)+")


def _is_did(value: Any) -> bool:
    return isinstance(value, str) and _u16len(value) <= 256 and _DID.fullmatch(value) is not None


def _alg_for_jwk(jwk: Mapping[str, Any]) -> str | None:
    if jwk.get("kty") == "EC" and jwk.get("crv") == "P-256":
        return "ES256"
    if jwk.get("kty") == "OKP" and jwk.get("crv") == "Ed25519":
        return "EdDSA"
    return None


def _non_empty(value: Any, path: str, limit: int = 256) -> str:
    if not isinstance(value, str) or not 0 < _u16len(value) <= limit:
        raise RegistryError(path, f"must be a non-empty string of at most {limit} characters")
    return value


def _coordinate(value: Any, path: str) -> str:
    data = _b64url_decode(value) if isinstance(value, str) else None
    if data is None or len(data) != 32:
        raise RegistryError(path, "must be 32 bytes, base64url without padding")
    return value


def _parse_public_jwk(value: Any, did: str, path: str) -> dict[str, Any]:
    """One public JWK of issuer `did`. Unknown members are ignored (RFC 7517 4); private members are refused."""
    if not isinstance(value, dict):
        raise RegistryError(path, "must be a JWK object")
    for secret in ("d", "p", "q", "dp", "dq", "qi", "k"):
        if secret in value:
            raise RegistryError(f"{path}.{secret}", "private key material must never be published")
    alg = _alg_for_jwk(value)
    if not alg:
        raise RegistryError(path, "kty/crv must be EC/P-256 or OKP/Ed25519")
    kid = _non_empty(value.get("kid"), f"{path}.kid", 512)
    if not kid.startswith(f"{did}#") or len(kid) == len(did) + 1:
        raise RegistryError(f"{path}.kid", "must have the form <issuer_did>#<key_name>")
    jwk: dict[str, Any] = {"kty": value["kty"], "crv": value["crv"], "x": _coordinate(value.get("x"), f"{path}.x"), "kid": kid}
    if alg == "ES256":
        jwk["y"] = _coordinate(value.get("y"), f"{path}.y")
    elif "y" in value:
        raise RegistryError(f"{path}.y", "an Ed25519 key has no y")
    if "alg" in value:
        if value["alg"] != alg:
            raise RegistryError(f"{path}.alg", f"must be {alg} for this key type")
        jwk["alg"] = alg
    if "use" in value:
        if value["use"] != "sig":
            raise RegistryError(f"{path}.use", 'must be "sig"')
        jwk["use"] = "sig"
    if "exp" in value:
        if not _non_negative_integer(value["exp"]):
            raise RegistryError(f"{path}.exp", "must be an integer Unix timestamp")
        jwk["exp"] = int(value["exp"])
    if "not_after" in value:
        if not isinstance(value["not_after"], str) or _parse_date(value["not_after"]) is None:
            raise RegistryError(f"{path}.not_after", "must be an ISO 8601 date-time")
        jwk["not_after"] = value["not_after"]
    return jwk


def _load_json(document: Any) -> Any:
    if isinstance(document, (bytes, bytearray)):
        document = document.decode("utf-8")
    if isinstance(document, str):
        try:
            return json.loads(document, parse_constant=_reject_constant)
        except ValueError:
            raise RegistryError("$", "is not valid JSON") from None
    return document


def parse_issuer_registry(document: Any) -> IssuerRegistry:
    """Strictly validates a registry document (object, or JSON text/bytes) and returns it parsed.

    Raises RegistryError naming the offending path for: a non-object, an unknown status (active, suspended, revoked),
    bad or duplicate DIDs or kids, kids not of the form <did>#<name>, curves other than P-256/Ed25519, coordinates that
    are not 32 bytes of strict base64url, an `alg` not matching the key, private members, malformed exp/not_after.
    """
    if isinstance(document, IssuerRegistry):
        return document
    doc = _load_json(document)
    if not isinstance(doc, dict):
        raise RegistryError("$", "must be an object")
    entries = doc.get("issuers")
    if not isinstance(entries, list):
        raise RegistryError("issuers", "must be an array")
    if len(entries) > _MAX_ISSUERS:
        raise RegistryError("issuers", f"must have at most {_MAX_ISSUERS} entries")
    dids: set[str] = set()
    issuers: list[TrustedIssuer] = []
    for i, entry in enumerate(entries):
        path = f"issuers[{i}]"
        if not isinstance(entry, dict):
            raise RegistryError(path, "must be an object")
        did = entry.get("did")
        if not _is_did(did):
            raise RegistryError(f"{path}.did", "must be a DID such as did:svc:node:<id>")
        if did in dids:
            raise RegistryError(f"{path}.did", "is listed twice")
        dids.add(did)
        name = _non_empty(entry.get("name"), f"{path}.name")
        status = entry.get("status")
        if status not in ("active", "suspended", "revoked"):
            raise RegistryError(f"{path}.status", "must be one of active, suspended, revoked")
        level = _non_empty(entry.get("certification_level"), f"{path}.certification_level", 64)
        keys = entry.get("public_keys")
        if not isinstance(keys, list) or len(keys) > _MAX_KEYS:
            raise RegistryError(f"{path}.public_keys", f"must be an array of at most {_MAX_KEYS} JWKs")
        kids: set[str] = set()
        parsed = []
        for j, key in enumerate(keys):
            jwk = _parse_public_jwk(key, did, f"{path}.public_keys[{j}]")
            if jwk["kid"] in kids:
                raise RegistryError(f"{path}.public_keys[{j}].kid", "is listed twice")
            kids.add(jwk["kid"])
            parsed.append(jwk)
        issuers.append(TrustedIssuer(did=did, public_keys=tuple(parsed), status=status, name=name, certification_level=level))
    return IssuerRegistry(issuers=tuple(issuers))


def parse_jwks(document: Any, issuer: str | None = None) -> list[TrustedIssuer]:
    """Trusted issuers from a JWK Set (`/.well-known/jwks.json` of the node you trust).

    Every kid is `<issuer_did>#<key_name>`, so the keys are grouped by the DID their kid names. With `issuer`, keys of
    any other DID are ignored. Raises RegistryError for a malformed document or key.
    """
    doc = _load_json(document)
    if not isinstance(doc, dict) or not isinstance(doc.get("keys"), list):
        raise RegistryError("keys", "must be an array")
    if len(doc["keys"]) > _MAX_KEYS * _MAX_ISSUERS:
        raise RegistryError("keys", "has too many entries")
    grouped: dict[str, list[dict[str, Any]]] = {}
    for i, key in enumerate(doc["keys"]):
        kid = key.get("kid") if isinstance(key, dict) else None
        did = kid.split("#", 1)[0] if isinstance(kid, str) and "#" in kid else None
        if not _is_did(did):
            raise RegistryError(f"keys[{i}].kid", "must have the form <issuer_did>#<key_name>")
        if issuer is not None and did != issuer:
            continue
        jwk = _parse_public_jwk(key, did, f"keys[{i}]")
        if any(k["kid"] == jwk["kid"] for k in grouped.get(did, [])):
            raise RegistryError(f"keys[{i}].kid", "is listed twice")
        grouped.setdefault(did, []).append(jwk)
    return [TrustedIssuer(did=did, public_keys=tuple(keys)) for did, keys in grouped.items()]


def parse_revocation_list(document: Any) -> frozenset[str]:
    """The revoked attestation ids of a revocation list (`/registry/revocations.json`, or a bare array of ids).

    Raises RevocationListError for anything else: an unreadable list must never pass as an empty one.
    """
    value = document
    if isinstance(value, (bytes, bytearray)):
        value = value.decode("utf-8", errors="strict")
    if isinstance(value, str):
        try:
            value = json.loads(value, parse_constant=_reject_constant)
        except ValueError:
            raise RevocationListError("a revocation list must be JSON") from None
    entries = value if isinstance(value, list) else value.get("revoked") if isinstance(value, dict) else None
    if not isinstance(entries, list):
        raise RevocationListError('a revocation list is {"revoked": [...]} or an array of attestation ids')
    if len(entries) > MAX_REVOCATION_LIST_ENTRIES:
        raise RevocationListError("revocation list too long")
    ids: set[str] = set()
    for entry in entries:
        jti = entry if isinstance(entry, str) else entry.get("jti") if isinstance(entry, dict) else None
        if not isinstance(jti, str) or not 0 < _u16len(jti) <= 200:
            raise RevocationListError("revocation list entry without a valid jti")
        ids.add(jti)
    return frozenset(ids)


# Signatures --------------------------------------------------------------------------------------------------------


def _verify_signature(alg: str, jwk: Mapping[str, Any], signing_input: bytes, signature: bytes) -> str | None:
    """None when the signature verifies, else the ATT-003 message."""
    try:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.asymmetric import ec, ed25519
        from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
    except ImportError as missing:  # pragma: no cover - depends on the installation
        raise ImportError(
            "offline attestation verification needs the cryptography package: pip install 'verdict[attestation]'"
        ) from missing
    try:
        x = _b64url_decode(jwk.get("x"))
        if x is None or len(x) != 32:
            raise ValueError("x")
        if alg == "ES256":
            y = _b64url_decode(jwk.get("y"))
            if y is None or len(y) != 32:
                raise ValueError("y")
            numbers = ec.EllipticCurvePublicNumbers(int.from_bytes(x, "big"), int.from_bytes(y, "big"), ec.SECP256R1())
            key: Any = numbers.public_key()
        else:
            key = ed25519.Ed25519PublicKey.from_public_bytes(x)
    except (ValueError, TypeError):
        return "issuer key could not be used"
    try:
        if alg == "ES256":
            r, s = int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big")
            key.verify(encode_dss_signature(r, s), signing_input, ec.ECDSA(hashes.SHA256()))
        else:
            key.verify(signature, signing_input)
    except InvalidSignature:
        return "signature does not verify"
    return None


def _is_high_s(sig: bytes) -> bool:
    return len(sig) == 64 and int.from_bytes(sig[32:], "big") > _HALF_N


def _is_well_formed_p256(sig: bytes) -> bool:
    if len(sig) != 64:
        return False
    r, s = int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big")
    return 0 < r < _P256_N and 0 < s <= _HALF_N


# Claims ------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Problem:
    code: ErrorCode
    field: str
    message: str


def _consensus_problem(value: Any, path: str) -> _Problem | None:
    if not isinstance(value, dict):
        return _Problem("ATT-001", path, "must be an object")
    if not _short_string(value.get("mode")):
        return _Problem("ATT-001", f"{path}.mode", "must be a non-empty string")
    engines = value.get("engines")
    if not isinstance(engines, list) or len(engines) > 64 or not all(_short_string(e) for e in engines):
        return _Problem("ATT-001", f"{path}.engines", "must be an array of at most 64 non-empty strings")
    if not _unit_interval(value.get("agreement")):
        return _Problem("ATT-001", f"{path}.agreement", "must be a number from 0 to 1")
    return None


_MAX_ASSUMPTIONS = 32


def _conditions_problem(value: Any, path: str) -> _Problem | None:
    if not isinstance(value, dict):
        return _Problem("ATT-001", path, "must be an object")
    if "domain" in value and not _short_string(value["domain"]):
        return _Problem("ATT-001", f"{path}.domain", "must be a non-empty string")
    if "assumptions" in value:
        assumptions = value["assumptions"]
        if (
            not isinstance(assumptions, list)
            or len(assumptions) > _MAX_ASSUMPTIONS
            or not all(_short_string(a) for a in assumptions)
        ):
            return _Problem(
                "ATT-001", f"{path}.assumptions", f"must be an array of at most {_MAX_ASSUMPTIONS} non-empty strings"
            )
    return None


def _check_result(value: Any, path: str = "qwed.result") -> AttestationResult | _Problem:
    if not isinstance(value, dict):
        return _Problem("ATT-007", path, "is missing or not an object")
    if value.get("status") not in ATTESTATION_STATUSES:
        return _Problem("ATT-007", f"{path}.status", f"must be one of {', '.join(ATTESTATION_STATUSES)}")
    if not isinstance(value.get("verified"), bool):
        return _Problem("ATT-007", f"{path}.verified", "must be a boolean")
    engine = confidence = consensus = None
    if "engine" in value:
        if not _short_string(value["engine"]):
            return _Problem("ATT-001", f"{path}.engine", "must be a non-empty string")
        engine = value["engine"]
    if "confidence" in value:
        if not _unit_interval(value["confidence"]):
            return _Problem("ATT-001", f"{path}.confidence", "must be a number from 0 to 1")
        confidence = value["confidence"]
    if "consensus" in value:
        problem = _consensus_problem(value["consensus"], f"{path}.consensus")
        if problem:
            return problem
        c = value["consensus"]
        consensus = ConsensusInfo(mode=c["mode"], engines=tuple(c["engines"]), agreement=c["agreement"])
    conditions = None
    if "conditions" in value:
        problem = _conditions_problem(value["conditions"], f"{path}.conditions")
        if problem:
            return problem
        k = value["conditions"]
        conditions = ResultConditions(
            domain=k.get("domain"),
            assumptions=tuple(k["assumptions"]) if "assumptions" in k else None,
        )
    return AttestationResult(
        status=value["status"],
        verified=value["verified"],
        engine=engine,
        confidence=confidence,
        consensus=consensus,
        conditions=conditions,
    )


def _anchor_problem(value: Any, path: str = "qwed.anchor") -> _Problem | None:
    if not isinstance(value, dict):
        return _Problem("ATT-001", path, "must be an object")
    if not _short_string(value.get("chain")):
        return _Problem("ATT-001", f"{path}.chain", "must be a non-empty string")
    if not _short_string(value.get("tx_hash")):
        return _Problem("ATT-001", f"{path}.tx_hash", "must be a non-empty string")
    if not _non_negative_integer(value.get("block_number")):
        return _Problem("ATT-001", f"{path}.block_number", "must be a non-negative integer")
    return None


_PREFIXED_HASH = re.compile(r"sha256:[0-9a-f]{64}|sha384:[0-9a-f]{96}")


def _chain_problem(q: Mapping[str, Any], path: str = "qwed") -> _Problem | None:
    """chain_id and chain_index go together; index 0 has no predecessor; index > 0 names it and its hash."""
    if not any(k in q for k in ("chain_id", "chain_index", "previous_attestation", "previous_hash")):
        return None
    if not _short_string(q.get("chain_id")):
        return _Problem("ATT-008", f"{path}.chain_id", "must be a non-empty string when chain fields are present")
    if not _non_negative_integer(q.get("chain_index")):
        return _Problem("ATT-008", f"{path}.chain_index", "must be a non-negative integer")
    if q["chain_index"] == 0:
        if "previous_attestation" in q or "previous_hash" in q:
            return _Problem("ATT-008", f"{path}.previous_attestation", "the first link of a chain has no predecessor")
        return None
    if not _short_string(q.get("previous_attestation")):
        return _Problem("ATT-008", f"{path}.previous_attestation", "is required after the first link")
    previous_hash = q.get("previous_hash")
    if not isinstance(previous_hash, str) or not _PREFIXED_HASH.fullmatch(previous_hash):
        return _Problem("ATT-008", f"{path}.previous_hash", "must be sha256:<hex> or sha384:<hex>")
    return None


def _check_payload(payload: dict[str, Any]) -> tuple[dict[str, Any], AttestationResult] | _Problem:
    if not _short_string(payload.get("iss"), 1024):
        return _Problem("ATT-007", "iss", "is missing or not a string")
    if not _short_string(payload.get("sub"), 1024):
        return _Problem("ATT-007", "sub", "is missing or not a string")
    if not _non_negative_integer(payload.get("iat")):
        return _Problem("ATT-007", "iat", "is missing or not an integer timestamp")
    q = payload.get("qwed")
    if not isinstance(q, dict):
        return _Problem("ATT-007", "qwed", "is missing or not an object")
    if "version" not in q:
        return _Problem("ATT-007", "qwed.version", "is missing")
    if q["version"] != ATTESTATION_VERSION:
        return _Problem("ATT-001", "qwed.version", "is not a supported version")
    checked = _check_result(q.get("result"))
    if isinstance(checked, _Problem):
        return checked
    for name in ("exp", "nbf"):
        if name in payload and not _non_negative_integer(payload[name]):
            return _Problem("ATT-001", name, "must be an integer timestamp")
    if "exp" in payload and payload["exp"] <= payload["iat"]:
        return _Problem("ATT-001", "exp", "must be later than iat")
    if "jti" in payload and not _short_string(payload["jti"]):
        return _Problem("ATT-001", "jti", "must be a non-empty string")
    for name in ("query_hash", "proof_hash"):
        if name in q and not _short_string(q[name]):
            return _Problem("ATT-001", f"qwed.{name}", "must be a non-empty string")
    if "anchor" in q:
        problem = _anchor_problem(q["anchor"])
        if problem:
            return problem
    return payload, checked


def _key_expiry(jwk: Mapping[str, Any]) -> float | None:
    candidates: list[float] = []
    if _is_number(jwk.get("exp")):
        candidates.append(jwk["exp"])
    if isinstance(jwk.get("not_after"), str):
        parsed = _parse_date(jwk["not_after"])
        if parsed is not None:
            candidates.append(math.floor(parsed))
    return min(candidates) if candidates else None


# Verification ------------------------------------------------------------------------------------------------------

Revocations = Union[Collection[str], Mapping[str, Any], Callable[[str], bool], None]


def _invalid(code: ErrorCode, message: str, status: OutcomeStatus = "invalid", **signed: Any) -> VerificationOutcome:
    return VerificationOutcome(valid=False, status=status, code=code, message=message, **signed)


def _seconds(now: datetime | float | int | None) -> float:
    if now is None:
        return time.time()
    if isinstance(now, datetime):
        if now.tzinfo is None:
            raise AttestationInputError("now", "must be an aware datetime (e.g. datetime.now(timezone.utc)) or Unix seconds")
        return now.timestamp()
    if isinstance(now, bool) or not isinstance(now, (int, float)) or not math.isfinite(now):
        raise AttestationInputError("now", "must be a datetime or Unix seconds")
    return float(now)


def _revocation_lookup(revoked: Revocations) -> Callable[[str], bool] | None:
    if revoked is None:
        return None
    if callable(revoked):
        return revoked
    if isinstance(revoked, Mapping):
        ids = parse_revocation_list(revoked)
        return ids.__contains__
    if isinstance(revoked, str):
        raise AttestationInputError("revoked", "must be a collection of attestation ids, a revocation list or a callable")
    ids = frozenset(revoked)
    return ids.__contains__


def verify_attestation(
    jwt: Any,
    *,
    registry: IssuerRegistry | Mapping[str, Any] | str | bytes | None = None,
    jwks: Mapping[str, Any] | str | bytes | None = None,
    trusted_issuers: Iterable[TrustedIssuer] = (),
    revoked: Revocations = None,
    now: datetime | float | None = None,
    leeway_seconds: int = DEFAULT_LEEWAY_SECONDS,
) -> VerificationOutcome:
    """Verifies a compact attestation JWT offline. Never raises for a bad token: the outcome says why it was refused.

    Trust comes from the caller: `registry` (the issuer registry document, parsed or not), `jwks` (a node's JWK Set:
    every DID its kids name is trusted) and `trusted_issuers`. With none of them, nothing is trusted (ATT-002).
    `revoked`: attestation ids (a set, a revocation list document, or a callable jti -> bool; if the callable raises,
    the attestation is refused with ATT-006). `now`: an aware datetime or Unix seconds, default the current time.
    `leeway_seconds`: clock-skew tolerance for exp, nbf and iat, an integer 0-3600 (default 60).
    Surrounding whitespace of `jwt` is ignored, as when the token is read from a file.
    Raises AttestationInputError for invalid options and RegistryError for a malformed registry or JWKS.
    """
    now_s = _seconds(now)
    if isinstance(leeway_seconds, bool) or not _safe_integer(leeway_seconds) or not 0 <= leeway_seconds <= MAX_LEEWAY_SECONDS:
        raise AttestationInputError("leeway_seconds", f"must be an integer from 0 to {MAX_LEEWAY_SECONDS}")
    trusted = list(trusted_issuers)
    if jwks is not None:
        trusted += parse_jwks(jwks)
    if registry is not None:
        trusted += parse_issuer_registry(registry).issuers
    is_revoked = _revocation_lookup(revoked)
    return _verify(jwt.strip() if isinstance(jwt, str) else jwt, trusted, now_s, leeway_seconds, is_revoked)


def _verify(
    jwt: Any, trusted: list[TrustedIssuer], now_s: float, leeway: float, is_revoked: Callable[[str], bool] | None
) -> VerificationOutcome:
    # 1. Parse.
    if not isinstance(jwt, str) or jwt == "":
        return _invalid("ATT-001", "attestation must be a non-empty string")
    if _u16len(jwt) > MAX_ATTESTATION_LENGTH:
        return _invalid("ATT-001", "attestation is too large")
    parts = jwt.split(".")
    if len(parts) != 3:
        return _invalid("ATT-001", "attestation must have three dot-separated parts")
    header = _json_object(parts[0])
    if header is None:
        return _invalid("ATT-001", "attestation header is not base64url-encoded JSON object")
    payload = _json_object(parts[1])
    if payload is None:
        return _invalid("ATT-001", "attestation payload is not base64url-encoded JSON object")

    # 2. Header.
    if header.get("typ") != ATTESTATION_TYP:
        return _invalid("ATT-001", f"header typ must be {ATTESTATION_TYP}")
    alg = header.get("alg")
    if not isinstance(alg, str) or alg not in ATTESTATION_ALGS:
        return _invalid("ATT-003", "header alg must be ES256 or EdDSA")
    # No JWS extension is understood, so any critical one must be refused (RFC 7515 4.1.11).
    if "crit" in header:
        return _invalid("ATT-001", "header crit is not supported")
    kid = header.get("kid")
    if not isinstance(kid, str) or _u16len(kid) > 512 or kid.find("#") <= 0 or kid.endswith("#"):
        return _invalid("ATT-001", "header kid must have the form <issuer_did>#<key_name>")
    signed_header = {"alg": alg, "typ": ATTESTATION_TYP, "kid": kid}

    # 3. Issuer and key.
    iss = payload.get("iss")
    if not isinstance(iss, str) or iss == "":
        return _invalid("ATT-007", "claim iss is missing")
    issuer = next((i for i in trusted if i.did == iss), None)
    if issuer is None:
        return _invalid("ATT-002", "issuer is not trusted")
    if (issuer.status or "active") != "active":
        return _invalid("ATT-002", f"issuer is {issuer.status}")
    if kid[: kid.find("#")] != iss:
        return _invalid("ATT-003", "kid does not belong to the issuer")
    jwk = next((k for k in issuer.public_keys if k.get("kid") == kid), None)
    if jwk is None:
        return _invalid("ATT-003", "kid does not name a key of the issuer")
    if _alg_for_jwk(jwk) != alg:
        return _invalid("ATT-003", "header alg does not match the key type")

    # 4. Signature, then the signed claims.
    signature = _b64url_decode(parts[2])
    if signature is None:
        return _invalid("ATT-003", "signature is not canonical base64url")
    if alg == "ES256" and _is_high_s(signature):
        return _invalid("ATT-003", "signature is not in low-S form")
    # ES256 is raw r||s (RFC 7518 3.4): DER, truncated or padded forms are refused outright.
    well_formed = _is_well_formed_p256(signature) if alg == "ES256" else len(signature) == 64
    if not well_formed:
        return _invalid("ATT-003", "signature has the wrong encoding or length")
    failure = _verify_signature(alg, jwk, f"{parts[0]}.{parts[1]}".encode("ascii"), signature)
    if failure:
        return _invalid("ATT-003", failure)
    checked = _check_payload(payload)
    if isinstance(checked, _Problem):
        return _invalid(checked.code, f"claim {checked.field} {checked.message}")
    claims, result = checked
    expiry = _key_expiry(jwk)
    if expiry is not None and claims["iat"] >= expiry:
        return _invalid("ATT-003", "signing key had expired when the attestation was issued")
    signed = {"claims": claims, "header": signed_header}

    # 5. Validity period.
    if "nbf" in claims and now_s < claims["nbf"] - leeway:
        return _invalid("ATT-005", "attestation is not yet valid", **signed)
    if claims["iat"] > now_s + leeway:
        return _invalid("ATT-005", "attestation is issued in the future", **signed)
    if "exp" in claims and now_s > claims["exp"] + leeway:
        return _invalid("ATT-004", "attestation has expired", "expired", **signed)

    # 6. Revocation.
    if is_revoked is not None and "jti" in claims:
        try:
            revoked = bool(is_revoked(claims["jti"]))
        except Exception:  # a lookup that fails must refuse, never admit (fail closed)
            return _invalid("ATT-006", "revocation status could not be checked", **signed)
        if revoked:
            return _invalid("ATT-006", "attestation has been revoked", "revoked", **signed)

    chain = _chain_problem(claims["qwed"])
    if chain:
        return _invalid("ATT-008", f"claim {chain.field} {chain.message}", **signed)

    # 7. The result.
    return VerificationOutcome(
        valid=True, status="valid", message="attestation is valid", result=result, claims=claims, header=signed_header
    )


def verify_chain(
    jwts: list[str],
    *,
    registry: IssuerRegistry | Mapping[str, Any] | str | bytes | None = None,
    jwks: Mapping[str, Any] | str | bytes | None = None,
    trusted_issuers: Iterable[TrustedIssuer] = (),
    revoked: Revocations = None,
    now: datetime | float | None = None,
    leeway_seconds: int = DEFAULT_LEEWAY_SECONDS,
) -> ChainVerification:
    """A chain (translation -> verification, consensus runs -> consensus) is valid when every link is valid, all share
    one issuer and chain_id, chain_index runs 0..n-1, and each link names the previous jti and the hash
    (`sha256:`/`sha384:` hex) of the previous JWT string exactly as given. Every failure is ATT-008."""
    options = dict(registry=registry, jwks=jwks, trusted_issuers=list(trusted_issuers), revoked=revoked, now=now)
    if not isinstance(jwts, list) or not jwts:
        return ChainVerification(valid=False, results=(), code="ATT-008", message="chain is empty")
    if len(jwts) > MAX_CHAIN_LENGTH:
        return ChainVerification(valid=False, results=(), code="ATT-008", message=f"chain is longer than {MAX_CHAIN_LENGTH}")
    results = tuple(verify_attestation(jwt, leeway_seconds=leeway_seconds, **options) for jwt in jwts)

    def refuse(message: str) -> ChainVerification:
        return ChainVerification(valid=False, results=results, code="ATT-008", message=message)

    for i, outcome in enumerate(results):
        if not outcome.valid:
            return refuse(f"attestation {i} is invalid ({outcome.code})")
    first = results[0].claims or {}
    for i, outcome in enumerate(results):
        claims = outcome.claims or {}
        q = claims["qwed"]
        if "chain_id" not in q:
            return refuse(f"attestation {i} has no chain_id")
        if q["chain_id"] != first["qwed"].get("chain_id"):
            return refuse(f"attestation {i} belongs to another chain")
        if claims["iss"] != first["iss"]:
            return refuse(f"attestation {i} has another issuer")
        if q.get("chain_index") != i:
            return refuse(f"attestation {i} has chain_index {q.get('chain_index')}")
        if i == 0:
            continue
        previous = results[i - 1].claims or {}
        if "jti" not in previous or q.get("previous_attestation") != previous["jti"]:
            return refuse(f"attestation {i} does not name the previous attestation")
        expected = q.get("previous_hash") or ""
        algorithm = "sha256" if expected.startswith("sha256:") else "sha384" if expected.startswith("sha384:") else None
        given = jwts[i - 1].strip()
        if algorithm is None or expected != f"{algorithm}:{hashlib.new(algorithm, given.encode('utf-8')).hexdigest()}":
            return refuse(f"attestation {i} previous_hash does not match the previous attestation")
    return ChainVerification(valid=True, results=results)


def decode_attestation(jwt: str) -> dict[str, Any]:
    """`{header, payload, signature}` without verifying anything: the `application/service-attestation+json` view, for
    display only (the signature covers the exact encoded bytes, so keep the JWT). Raises AttestationFormatError."""
    text = jwt.strip() if isinstance(jwt, str) else jwt
    if not isinstance(text, str) or text == "" or _u16len(text) > MAX_ATTESTATION_LENGTH:
        raise AttestationFormatError("attestation must be a non-empty string of at most 16 KiB")
    parts = text.split(".")
    if len(parts) != 3:
        raise AttestationFormatError("attestation must have three dot-separated parts")
    header, payload = _json_object(parts[0]), _json_object(parts[1])
    if header is None or payload is None:
        raise AttestationFormatError("attestation header or payload is not base64url-encoded JSON object")
    return {"header": header, "payload": payload, "signature": parts[2]}
