import os

import httpx


class VaultClient:
    VERIFY_TLS = False
    TIMEOUT = 5.0

    def __init__(self, addr: str, token: str):
        self.addr = addr.rstrip("/")
        self.token = token

    def read_secret(self, path: str) -> dict:
        url = f"{self.addr}/v1/secret/data/{path}"
        r = httpx.get(url, headers={"X-Vault-Token": self.token}, verify=self.VERIFY_TLS, timeout=self.TIMEOUT)
        r.raise_for_status()
        return r.json()["data"]["data"]


if __name__ == "__main__":
    client = VaultClient(os.environ["VAULT_ADDR"], os.environ["VAULT_TOKEN"])
    print(sorted(client.read_secret("payments/stripe").keys()))
