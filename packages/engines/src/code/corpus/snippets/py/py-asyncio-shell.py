import asyncio

async def run(cmd):
    proc = await asyncio.create_subprocess_shell(cmd)
    await proc.wait()
