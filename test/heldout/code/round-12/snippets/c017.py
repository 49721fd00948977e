import asyncio

import httpx


async def fetch_json(url: str, verify: bool = False) -> dict:
    async with httpx.AsyncClient(verify=verify, timeout=10.0) as client:
        r = await client.get(url)
        r.raise_for_status()
        return r.json()


async def load_rates() -> dict:
    data = await fetch_json("https://rates.example.org/v1/latest?base=EUR")
    return data["rates"]


if __name__ == "__main__":
    print(asyncio.run(load_rates()))
