"""The offline verifier on tokens signed here with `cryptography`: every ATT code, both algorithms, the verdict sign,
revocation lists, JWKS trust, registry validation and chains. No service needed."""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

import pytest

pytest.importorskip("cryptography")

from cryptography.hazmat.primitives import hashes, serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import ec, ed25519  # noqa: E402
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature  # noqa: E402

from verdict.attestation import (  # noqa: E402
    AttestationFormatError,
    AttestationInputError,
    RegistryError,
    RevocationListError,
    TrustedIssuer,
    decode_attestation,
    parse_issuer_registry,
    parse_jwks,
    parse_revocation_list,
    verify_attestation,
    verify_chain,
)

N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
T0 = 1_768_478_400  # 2026-01-15T12:00:00Z


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def segment(value: Any) -> str:
    return b64(json.dumps(value, separators=(",", ":")).encode())


@dataclass
class Issuer:
    did: str
    kid: str
    alg: str
    private: Any

    @property
    def jwk(self) -> dict[str, Any]:
        public = self.private.public_key()
        if self.alg == "ES256":
            numbers = public.public_numbers()
            x, y = numbers.x.to_bytes(32, "big"), numbers.y.to_bytes(32, "big")
            return {"kty": "EC", "crv": "P-256", "x": b64(x), "y": b64(y), "kid": self.kid, "alg": "ES256", "use": "sig"}
        raw = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        return {"kty": "OKP", "crv": "Ed25519", "x": b64(raw), "kid": self.kid, "alg": "EdDSA", "use": "sig"}

    def sign_raw(self, data: bytes, *, high_s: bool = False) -> bytes:
        if self.alg == "EdDSA":
            return self.private.sign(data)
        r, s = decode_dss_signature(self.private.sign(data, ec.ECDSA(hashes.SHA256())))
        low = min(s, N - s)
        return r.to_bytes(32, "big") + (N - low if high_s else low).to_bytes(32, "big")

    def token(self, payload: dict[str, Any] | None = None, header: dict[str, Any] | None = None, **options: Any) -> str:
        h = {"alg": self.alg, "typ": "service-attestation+jwt", "kid": self.kid, **(header or {})}
        h = {k: v for k, v in h.items() if v is not None}
        signing_input = f"{segment(h)}.{segment(payload if payload is not None else claims(self))}"
        return f"{signing_input}.{b64(self.sign_raw(signing_input.encode(), **options))}"


def make_issuer(alg: str = "ES256", did: str = "did:svc:node:test-1", name: str = "k1") -> Issuer:
    private = ec.generate_private_key(ec.SECP256R1()) if alg == "ES256" else ed25519.Ed25519PrivateKey.generate()
    return Issuer(did, f"{did}#{name}", alg, private)


def claims(issuer: Issuer, **overrides: Any) -> dict[str, Any]:
    base = {
        "iss": issuer.did,
        "sub": "a" * 64,
        "iat": T0,
        "exp": T0 + 30 * 86400,
        "jti": "jti-1",
        "qwed": {"version": "1.0", "result": {"status": "VERIFIED", "verified": True, "engine": "math"}},
    }
    base.update(overrides)
    return {k: v for k, v in base.items() if v is not None}


def registry(*issuers: Issuer, status: str = "active") -> dict[str, Any]:
    grouped: dict[str, list[Issuer]] = {}
    for issuer in issuers:
        grouped.setdefault(issuer.did, []).append(issuer)
    return {
        "issuers": [
            {"did": did, "name": f"Issuer {did}", "status": status, "certification_level": "full", "public_keys": [i.jwk for i in keys]}
            for did, keys in grouped.items()
        ]
    }


@pytest.fixture(scope="module")
def key() -> Issuer:
    return make_issuer()


@pytest.fixture(scope="module")
def reg(key: Issuer) -> dict[str, Any]:
    return registry(key, make_issuer(did="did:svc:node:other"))


def check(jwt: str, reg: Any, **options: Any) -> Any:
    return verify_attestation(jwt, registry=reg, now=options.pop("now", T0 + 1000), **options)


def expect(outcome: Any, code: str, status: str = "invalid") -> None:
    assert (outcome.valid, outcome.code, outcome.status) == (False, code, status), outcome.message


@pytest.mark.parametrize("alg", ["ES256", "EdDSA"])
def test_a_valid_positive_attestation(alg: str) -> None:
    issuer = make_issuer(alg)
    outcome = check(issuer.token(), registry(issuer))
    assert outcome.valid and outcome.verified and outcome.status == "valid" and outcome.code is None
    assert outcome.result and outcome.result.engine == "math" and outcome.header == {"alg": alg, "typ": "service-attestation+jwt", "kid": issuer.kid}
    assert outcome.to_dict()["result"] == {"status": "VERIFIED", "verified": True, "engine": "math"}


@pytest.mark.parametrize("status", ["CORRECTED", "FAILED", "BLOCKED"])
def test_a_negative_verdict_is_valid_but_not_verified(key: Issuer, reg: dict[str, Any], status: str) -> None:
    payload = claims(key, qwed={"version": "1.0", "result": {"status": status, "verified": False}})
    outcome = check(key.token(payload), reg)
    assert outcome.valid is True and outcome.verified is False and outcome.result.status == status


def test_verified_needs_both_status_and_flag(key: Issuer, reg: dict[str, Any]) -> None:
    # A signer that sets verified without VERIFIED (or the reverse) gets no positive verdict from this flag alone.
    payload = claims(key, qwed={"version": "1.0", "result": {"status": "VERIFIED", "verified": False}})
    assert check(key.token(payload), reg).verified is False


def test_conditions_are_read_and_shown(key: Issuer, reg: dict[str, Any]) -> None:
    # A verdict established under assumptions carries them; a reader sees them next to the verdict.
    conditions = {"domain": "complex", "assumptions": ["p > 0", "q > 0"]}
    payload = claims(key, qwed={"version": "1.0", "result": {"status": "VERIFIED", "verified": True, "conditions": conditions}})
    outcome = check(key.token(payload), reg)
    assert outcome.verified and outcome.result.conditions.domain == "complex"
    assert outcome.result.conditions.assumptions == ("p > 0", "q > 0")
    assert outcome.to_dict()["result"]["conditions"] == conditions
    bad = claims(key, qwed={"version": "1.0", "result": {"status": "VERIFIED", "verified": True, "conditions": {"assumptions": [1]}}})
    expect(check(key.token(bad), reg), "ATT-001")


class TestFormat:
    @pytest.mark.parametrize(
        "jwt",
        ["", "a.b", "a.b.c.d", "!!!.e30.AA", f"{segment({'a': 1})}=.e30.AA", f"{b64(b'not json')}.e30.AA", f"{segment([1])}.e30.AA", "a" * 20000 + ".e30.AA"],
    )
    def test_malformed_tokens(self, reg: dict[str, Any], jwt: str) -> None:
        expect(check(jwt, reg), "ATT-001")

    def test_non_string(self, reg: dict[str, Any]) -> None:
        expect(check(42, reg), "ATT-001")

    def test_typ_kid_crit(self, key: Issuer, reg: dict[str, Any]) -> None:
        expect(check(key.token(header={"typ": "JWT"}), reg), "ATT-001")
        expect(check(key.token(header={"kid": "no-hash"}), reg), "ATT-001")
        expect(check(key.token(header={"crit": ["b64"], "b64": False}), reg), "ATT-001")

    def test_json_constants_and_bom_are_not_json(self, key: Issuer, reg: dict[str, Any]) -> None:
        body = json.dumps(claims(key)).replace('"iat": %d' % T0, '"iat": NaN').encode()
        jwt = f"{segment({'alg': 'ES256', 'typ': 'service-attestation+jwt', 'kid': key.kid})}.{b64(body)}.AA"
        expect(check(jwt, reg), "ATT-001")
        with_bom = b64(b"\xef\xbb\xbf" + json.dumps({"typ": "x"}).encode())
        bom = f"{with_bom}.e30.AA"
        expect(check(bom, reg), "ATT-001")

    def test_ill_typed_optional_claims(self, key: Issuer, reg: dict[str, Any]) -> None:
        expect(check(key.token(claims(key, exp="tomorrow")), reg), "ATT-001")
        expect(check(key.token(claims(key, exp=T0 - 5)), reg), "ATT-001")
        expect(check(key.token(claims(key, qwed={"version": "2.0", "result": {"status": "VERIFIED", "verified": True}})), reg), "ATT-001")
        bad_confidence = {"version": "1.0", "result": {"status": "VERIFIED", "verified": True, "confidence": 2}}
        expect(check(key.token(claims(key, qwed=bad_confidence)), reg), "ATT-001")

    def test_integral_floats_are_integers_as_in_json(self, key: Issuer, reg: dict[str, Any]) -> None:
        assert check(key.token(claims(key, iat=float(T0))), reg).valid


class TestIssuer:
    def test_untrusted_or_inactive(self, key: Issuer, reg: dict[str, Any]) -> None:
        stranger = make_issuer(did="did:svc:node:stranger")
        expect(check(stranger.token(), reg), "ATT-002")
        expect(verify_attestation(key.token(), now=T0), "ATT-002")
        for status in ("suspended", "revoked"):
            outcome = check(key.token(), registry(key, status=status))
            expect(outcome, "ATT-002")
            assert outcome.message == f"issuer is {status}"

    def test_missing_iss(self, key: Issuer, reg: dict[str, Any]) -> None:
        expect(check(key.token(claims(key, iss=None)), reg), "ATT-007")


class TestSignature:
    def test_forged_payload_and_header(self, key: Issuer, reg: dict[str, Any]) -> None:
        h, p, s = key.token(claims(key, qwed={"version": "1.0", "result": {"status": "CORRECTED", "verified": False}})).split(".")
        forged = claims(key)  # the same claims, now claiming a positive verdict
        expect(check(f"{h}.{segment(forged)}.{s}", reg), "ATT-003")
        expect(check(f"{segment({'alg': 'ES256', 'typ': 'service-attestation+jwt', 'kid': key.kid, 'x': 1})}.{p}.{s}", reg), "ATT-003")

    def test_attacker_keys_and_algorithms(self, key: Issuer, reg: dict[str, Any]) -> None:
        attacker = make_issuer(did=key.did)  # same DID and kid, another key
        expect(check(attacker.token(header={"jwk": attacker.jwk}), reg), "ATT-003")
        expect(check(f"{segment({'alg': 'none', 'typ': 'service-attestation+jwt', 'kid': key.kid})}.{segment(claims(key))}.", reg), "ATT-003")
        expect(check(key.token(header={"alg": "EdDSA"}), reg), "ATT-003")
        expect(check(key.token(header={"kid": f"{key.did}#nope"}), reg), "ATT-003")
        expect(check(key.token(header={"kid": "did:svc:node:other#k1"}), reg), "ATT-003")

    def test_high_s_twin_and_malformed_signatures(self, key: Issuer, reg: dict[str, Any]) -> None:
        twin = check(key.token(high_s=True), reg)
        expect(twin, "ATT-003")
        assert twin.message == "signature is not in low-S form"
        h, p, s = key.token().split(".")
        raw = base64.urlsafe_b64decode(s + "==")
        for bad in (raw[:63], raw + b"\x00", bytes(64)):
            expect(check(f"{h}.{p}.{b64(bad)}", reg), "ATT-003")
        expect(check(f"{h}.{p}.{s}==", reg), "ATT-003")
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        expect(check(f"{h}.{p}.{s[:-1]}{alphabet[alphabet.index(s[-1]) + 1]}", reg), "ATT-003")

    def test_unsigned_tokens_are_refused_for_their_signature_first(self, key: Issuer, reg: dict[str, Any]) -> None:
        jwt = f"{segment({'alg': 'ES256', 'typ': 'service-attestation+jwt', 'kid': key.kid})}.{segment(claims(key, sub=None))}.{'A' * 86}"
        expect(check(jwt, reg), "ATT-003")

    def test_key_rotation(self, key: Issuer) -> None:
        retired = [TrustedIssuer(did=key.did, public_keys=({**key.jwk, "exp": T0 - 10},))]
        expect(verify_attestation(key.token(), trusted_issuers=retired, now=T0), "ATT-003")
        later = [TrustedIssuer(did=key.did, public_keys=({**key.jwk, "not_after": "2026-01-16T12:00:00Z"},))]
        assert verify_attestation(key.token(), trusted_issuers=later, now=T0 + 10 * 86400).valid


class TestClaimsAndTime:
    @pytest.mark.parametrize("field", ["sub", "iat", "qwed"])
    def test_missing_required_claims(self, key: Issuer, reg: dict[str, Any], field: str) -> None:
        expect(check(key.token(claims(key, **{field: None})), reg), "ATT-007")

    @pytest.mark.parametrize("result", [{"verified": True}, {"status": "VERIFIED"}, {"status": "MAYBE", "verified": True}])
    def test_malformed_results(self, key: Issuer, reg: dict[str, Any], result: dict[str, Any]) -> None:
        expect(check(key.token(claims(key, qwed={"version": "1.0", "result": result})), reg), "ATT-007")

    def test_expiry_and_leeway(self, key: Issuer, reg: dict[str, Any]) -> None:
        exp = T0 + 30 * 86400
        outcome = check(key.token(), reg, now=exp + 61)
        expect(outcome, "ATT-004", "expired")
        assert outcome.claims and outcome.claims["jti"] == "jti-1"
        assert check(key.token(), reg, now=exp + 59).valid
        expect(check(key.token(), reg, now=exp + 1, leeway_seconds=0), "ATT-004", "expired")
        assert check(key.token(), reg, now=datetime.fromtimestamp(T0, timezone.utc)).valid

    def test_not_yet_valid(self, key: Issuer, reg: dict[str, Any]) -> None:
        expect(check(key.token(claims(key, nbf=T0 + 86400)), reg), "ATT-005")
        expect(check(key.token(claims(key, iat=T0 + 120)), reg, now=T0), "ATT-005")
        assert check(key.token(claims(key, iat=T0 + 120)), reg, now=T0 + 70).valid

    def test_bad_options_raise(self, key: Issuer, reg: dict[str, Any]) -> None:
        for bad in (-1, 3601, 1.5, True):
            with pytest.raises(AttestationInputError):
                check(key.token(), reg, leeway_seconds=bad)
        with pytest.raises(AttestationInputError):
            check(key.token(), reg, now=float("nan"))
        with pytest.raises(AttestationInputError):
            check(key.token(), reg, now=datetime(2026, 1, 1))


class TestRevocation:
    def test_every_form_of_list(self, key: Issuer, reg: dict[str, Any]) -> None:
        document = {"issuer": key.did, "generated_at": "2026-01-15T12:00:00Z", "revoked": [{"jti": "jti-1", "revoked_at": None}]}
        for revoked in ({"jti-1"}, ["jti-1"], document, lambda jti: jti == "jti-1", parse_revocation_list(json.dumps(document))):
            expect(check(key.token(), reg, revoked=revoked), "ATT-006", "revoked")
        assert check(key.token(), reg, revoked={"other"}).valid

    def test_a_failing_lookup_refuses(self, key: Issuer, reg: dict[str, Any]) -> None:
        def down(jti: str) -> bool:
            raise OSError("revocation store unreachable")

        outcome = check(key.token(), reg, revoked=down)
        expect(outcome, "ATT-006")
        assert outcome.message == "revocation status could not be checked"

    def test_unreadable_lists_raise(self) -> None:
        for bad in ('{"revoked": 1}', "[1]", '{"revoked": [{"jti": ""}]}', "not json", 7):
            with pytest.raises(RevocationListError):
                parse_revocation_list(bad)


class TestDocuments:
    def test_jwks_trust(self, key: Issuer) -> None:
        jwks = {"keys": [key.jwk]}
        assert verify_attestation(key.token(), jwks=jwks, now=T0).verified
        assert parse_jwks(json.dumps(jwks))[0].did == key.did
        assert parse_jwks(jwks, issuer="did:svc:node:someone-else") == []
        with pytest.raises(RegistryError):
            parse_jwks({"keys": [{**key.jwk, "kid": "no-did"}]})

    @pytest.mark.parametrize(
        "mutate, path",
        [
            (lambda d: d["issuers"][0].update(status="maybe"), "issuers[0].status"),
            (lambda d: d["issuers"][0].update(did="not-a-did"), "issuers[0].did"),
            (lambda d: d["issuers"][0]["public_keys"][0].update(d="secret"), "issuers[0].public_keys[0].d"),
            (lambda d: d["issuers"][0]["public_keys"][0].update(x="short"), "issuers[0].public_keys[0].x"),
            (lambda d: d["issuers"][0]["public_keys"][0].update(alg="EdDSA"), "issuers[0].public_keys[0].alg"),
            (lambda d: d["issuers"][0]["public_keys"][0].update(kid="did:svc:node:x#k"), "issuers[0].public_keys[0].kid"),
            (lambda d: d["issuers"].append(dict(d["issuers"][0])), "issuers[1].did"),
        ],
    )
    def test_registry_validation(self, key: Issuer, mutate: Any, path: str) -> None:
        document = json.loads(json.dumps(registry(key)))
        mutate(document)
        with pytest.raises(RegistryError) as caught:
            parse_issuer_registry(document)
        assert caught.value.path == path

    def test_decode(self, key: Issuer) -> None:
        decoded = decode_attestation(key.token())
        assert decoded["payload"]["jti"] == "jti-1" and decoded["header"]["kid"] == key.kid
        with pytest.raises(AttestationFormatError):
            decode_attestation("a.b")


class TestChains:
    def link(self, key: Issuer, index: int, previous: str | None, chain_id: str = "chain-1") -> str:
        q: dict[str, Any] = {"version": "1.0", "result": {"status": "VERIFIED", "verified": True}, "chain_id": chain_id, "chain_index": index}
        if previous is not None:
            q["previous_attestation"] = f"jti-{index - 1}"
            q["previous_hash"] = f"sha256:{hashlib.sha256(previous.encode()).hexdigest()}"
        return key.token(claims(key, jti=f"jti-{index}", qwed=q))

    def test_a_chain(self, key: Issuer, reg: dict[str, Any]) -> None:
        first = self.link(key, 0, None)
        second = self.link(key, 1, first)
        assert verify_chain([first, second], registry=reg, now=T0).valid
        broken = verify_chain([first, self.link(key, 1, "something else")], registry=reg, now=T0)
        assert (broken.valid, broken.code) == (False, "ATT-008")
        assert verify_chain([], registry=reg, now=T0).message == "chain is empty"

    def test_inconsistent_chain_fields_of_one_attestation(self, key: Issuer, reg: dict[str, Any]) -> None:
        for fields in (
            {"chain_id": "c", "chain_index": 0, "previous_attestation": "x"},
            {"chain_id": "c", "chain_index": 1, "previous_attestation": "x"},
            {"chain_index": 0},
            {"chain_id": "c", "chain_index": -1},
            {"chain_id": "c", "chain_index": 1, "previous_attestation": "x", "previous_hash": "md5:00"},
        ):
            payload = claims(key, qwed={"version": "1.0", "result": {"status": "VERIFIED", "verified": True}, **fields})
            expect(check(key.token(payload), reg), "ATT-008")
