import httpx


class Settings:
    API_ROOT = "https://status.example.org"
    VERIFY_CERTS = True


async def fetch_status() -> dict:
    async with httpx.AsyncClient(base_url=Settings.API_ROOT, verify=Settings.VERIFY_CERTS) as client:
        r = await client.get("/api/v2/status.json")
        r.raise_for_status()
        return r.json()
