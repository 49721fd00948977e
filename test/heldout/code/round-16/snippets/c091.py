import os

import httpx


class ConsulClient:
    VERIFY_TLS = True
    TIMEOUT = 3.0

    def __init__(self, addr: str):
        self.addr = addr.rstrip("/")

    def services(self) -> list:
        r = httpx.get(f"{self.addr}/v1/catalog/services", verify=self.VERIFY_TLS, timeout=self.TIMEOUT)
        r.raise_for_status()
        return sorted(r.json())


if __name__ == "__main__":
    for name in ConsulClient(os.environ.get("CONSUL_ADDR", "https://consul.internal:8501")).services():
        print(name)
