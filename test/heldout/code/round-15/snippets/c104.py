import asyncio
import ssl

import aiohttp


def _make_ctx():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


async def fetch_metrics(hosts):
    connector = aiohttp.TCPConnector(ssl=_make_ctx())
    async with aiohttp.ClientSession(connector=connector) as session:
        out = {}
        for h in hosts:
            async with session.get(f"https://{h}:9100/metrics") as r:
                out[h] = await r.text()
        return out


if __name__ == "__main__":
    asyncio.run(fetch_metrics(["10.0.0.5", "10.0.0.6"]))
