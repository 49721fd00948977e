import aiohttp
from aiohttp import web


async def trigger_callback(request: web.Request):
    callback = request.query["callback_url"]
    job_id = request.query.get("job", "unknown")
    async with aiohttp.ClientSession() as session:
        async with session.post(callback, json={"job": job_id, "state": "done"}) as resp:
            body = await resp.text()
    return web.json_response({"delivered": resp.status, "echo": body[:200]})


app = web.Application()
app.router.add_post("/jobs/notify", trigger_callback)
