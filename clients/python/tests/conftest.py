"""Shared fixtures. Tests marked by the `service` fixture run against the Verdict service at VERDICT_URL and are
skipped without it; the rest need nothing but this package (and `cryptography` for attestations)."""

from __future__ import annotations

import os
import struct
import uuid
import zlib
from dataclasses import dataclass

import pytest

from verdict import VerdictClient

PASSWORD = "correct horse battery staple"


@dataclass(frozen=True)
class Tenant:
    url: str
    email: str
    token: str
    org_id: str
    api_key: str
    api_key_id: str
    client: VerdictClient
    """Authenticated with the API key."""
    owner: VerdictClient
    """Authenticated with the owner's bearer token (accounts, keys, audit, revocation)."""


@pytest.fixture(scope="session")
def service_url() -> str:
    url = os.environ.get("VERDICT_URL")
    if not url:
        pytest.skip("VERDICT_URL is not set: no service to test against")
    return url


@pytest.fixture(scope="session")
def tenant(service_url: str) -> Tenant:
    """A fresh organization: sign-up, then an API key, through the SDK itself."""
    anonymous = VerdictClient(service_url, api_key="")
    email = f"python-sdk.{uuid.uuid4().hex[:12]}@example.com"
    signup = anonymous.auth.signup(email, PASSWORD, "Python SDK tests")
    assert signup.status == 201
    token = signup.data["access_token"]
    owner = anonymous.with_credentials(bearer_token=token)
    key = owner.auth.create_api_key("python-sdk", scopes=["verify:read", "agent:write", "attestation:read", "admin:all"])
    assert key.status == 201 and key.data["key"].startswith("svc_live_")
    client = VerdictClient(service_url, api_key=key.data["key"])
    return Tenant(service_url, email, token, signup.data["user"]["org_id"], key.data["key"], key.data["id"], client, owner)


def png(width: int, height: int) -> bytes:
    """A complete, valid grayscale PNG of the given size (every chunk with its CRC)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
