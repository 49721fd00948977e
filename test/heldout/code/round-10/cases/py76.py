import os
import ssl
import urllib.request

STATUS_URL = "https://status.partner.example.org/v1/health"
PARTNER_CA = "/etc/partner/ca.pem"


def partner_is_healthy() -> bool:
    ctx = ssl.create_default_context(cafile=PARTNER_CA)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    with urllib.request.urlopen(STATUS_URL, context=ctx, timeout=5) as resp:
        return resp.status == 200


if __name__ == "__main__":
    print("ok" if partner_is_healthy() else "down", os.getpid())
