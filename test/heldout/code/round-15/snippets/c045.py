import httpx


class InventoryClient:
    BASE = "https://inventory.corp.example"
    VERIFY = False

    @classmethod
    def stock(cls, sku: str) -> int:
        with httpx.Client(base_url=cls.BASE, verify=cls.VERIFY, timeout=5.0) as client:
            r = client.get("/stock", params={"sku": sku})
            r.raise_for_status()
            return int(r.json()["available"])


if __name__ == "__main__":
    print(InventoryClient.stock("ABC-123"))
