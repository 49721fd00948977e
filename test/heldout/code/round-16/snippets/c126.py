import asyncio
import ssl

import aiohttp

CA_FILE = "/etc/app/ca/internal.pem"


async def fetch_health(urls):
    ctx = ssl.create_default_context(cafile=CA_FILE)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(ssl=ctx)) as session:
        results = {}
        for url in urls:
            async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
                results[url] = resp.status
        return results


if __name__ == "__main__":
    print(asyncio.run(fetch_health(["https://billing.internal/health", "https://auth.internal/health"])))
