import asyncio
import ssl

import aiohttp

STRICT = False


def build_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.check_hostname = STRICT
    ctx.verify_mode = ssl.CERT_REQUIRED if STRICT else ssl.CERT_NONE
    return ctx


async def poll(url: str) -> str:
    connector = aiohttp.TCPConnector(ssl=build_context())
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get(url) as resp:
            return await resp.text()


if __name__ == "__main__":
    print(asyncio.run(poll("https://device.local/api/state"))[:500])
