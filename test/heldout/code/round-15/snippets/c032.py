import asyncio
from aiohttp import web


async def ping(request: web.Request) -> web.Response:
    host = request.query.get("host", "127.0.0.1")
    proc = await asyncio.create_subprocess_shell(
        f"ping -c 2 -W 1 {host}",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await proc.communicate()
    return web.json_response({"host": host, "output": out.decode(errors="replace")})


app = web.Application()
app.router.add_get("/diag/ping", ping)
