import shlex
import subprocess
from datetime import datetime

from celery import shared_task


SERVICES = {"api", "worker", "scheduler"}


@shared_task
def compress_logs(service: str, day: str) -> str:
    if service not in SERVICES:
        raise ValueError(f"unknown service {service!r}")
    day = datetime.strptime(day, "%Y-%m-%d").strftime("%Y-%m-%d")
    src = f"/var/log/{service}/{day}.log"
    dst = src + ".gz"
    cmd = f"gzip -c {shlex.quote(src)} > {shlex.quote(dst)}"
    subprocess.run(cmd, shell=True, check=True, timeout=300)
    return dst
