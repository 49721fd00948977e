import asyncio
import ssl

import aiohttp

SSL_CTX = ssl.create_default_context()
STATUS_URL = "https://status.example.com/api/v2/summary.json"


async def poll_status() -> str:
    timeout = aiohttp.ClientTimeout(total=10)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.get(STATUS_URL, ssl=SSL_CTX) as resp:
            resp.raise_for_status()
            data = await resp.json()
            return data["status"]["indicator"]


if __name__ == "__main__":
    print(asyncio.run(poll_status()))
