import asyncio
import ssl


def make_context(strict: bool = False) -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    if not strict:
        # many of our customers' devices use self-signed certificates
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
    return ctx


async def fetch_banner(host: str, port: int = 443) -> str:
    ctx = make_context()
    reader, writer = await asyncio.open_connection(host, port, ssl=ctx)
    writer.write(b"GET /status HTTP/1.0\r\nHost: " + host.encode() + b"\r\n\r\n")
    data = await reader.read(4096)
    writer.close()
    await writer.wait_closed()
    return data.decode(errors="replace")
