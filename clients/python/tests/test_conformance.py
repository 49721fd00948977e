"""Same verdicts as `@verdict/attestation`: every case of a corpus the TypeScript verifier signed and judged (written
by the repository's test command to the file named by VERDICT_CONFORMANCE) must get the same answer here, code and
message included."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

pytest.importorskip("cryptography")

from verdict.attestation import TrustedIssuer, verify_attestation  # noqa: E402

CORPUS = os.environ.get("VERDICT_CONFORMANCE")


def cases() -> list[dict[str, Any]]:
    if not CORPUS:
        return []
    with open(CORPUS, encoding="utf-8") as handle:
        return json.load(handle)["cases"]


@pytest.mark.skipif(not CORPUS, reason="VERDICT_CONFORMANCE is not set (the corpus is written by test/node/python-sdk.test.ts)")
def test_the_corpus_is_large_enough() -> None:
    assert len(cases()) >= 40


@pytest.mark.parametrize("case", cases(), ids=lambda case: case["name"])
def test_same_outcome_as_the_typescript_verifier(case: dict[str, Any]) -> None:
    revoked: Any = None
    if case.get("revocation_lookup_fails"):

        def revoked(jti: str) -> bool:
            raise RuntimeError("lookup failed")

    elif "revoked" in case:
        revoked = set(case["revoked"])
    trusted = [TrustedIssuer(did=t["did"], public_keys=tuple(t["public_keys"])) for t in case.get("trusted", [])]
    outcome = verify_attestation(
        case["jwt"],
        registry=case.get("registry"),
        trusted_issuers=trusted,
        revoked=revoked,
        now=case["now_ms"] / 1000,
        leeway_seconds=case.get("leeway_seconds", 60),
    )
    got = outcome.to_dict()
    expected = case["expected"]
    keys = ["valid", "status", "code", "message", "result", "header"]
    assert {k: got.get(k) for k in keys} == {k: expected.get(k) for k in keys}
    assert got.get("claims") == expected.get("claims")
