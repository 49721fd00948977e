"""Python client for the Verdict verification API.

    from verdict import VerdictClient, VerdictApiError
    client = VerdictClient("http://127.0.0.1:8787", api_key="svc_live_...")
    client.verify.math("2+2=4").data["is_valid"]

Offline attestation verification lives in `verdict.attestation` (needs the `cryptography` package:
`pip install 'verdict[attestation]'`). Response and request shapes are TypedDicts in `verdict.models`.
"""

from ._transport import Headers, Response
from ._version import __version__
from .client import VerdictClient
from .errors import VerdictApiError, VerdictError, VerdictNetworkError

__all__ = [
    "Headers",
    "Response",
    "VerdictApiError",
    "VerdictClient",
    "VerdictError",
    "VerdictNetworkError",
    "__version__",
]
