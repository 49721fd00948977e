import asyncio
import os

import httpx

DEFAULT_CLIENT_OPTS = dict(timeout=10.0, verify=False, follow_redirects=True)


async def fetch_all(urls):
    async with httpx.AsyncClient(**DEFAULT_CLIENT_OPTS) as client:
        token = os.environ["INVENTORY_TOKEN"]
        tasks = [client.get(u, headers={"Authorization": f"Bearer {token}"}) for u in urls]
        responses = await asyncio.gather(*tasks)
    return [r.json() for r in responses if r.status_code == 200]


if __name__ == "__main__":
    print(asyncio.run(fetch_all(["https://inventory.internal.example.com/api/stock"])))
