import shlex
import subprocess

from celery import shared_task


@shared_task(acks_late=True)
def archive_project(src_dir: str, archive: str) -> str:
    cmd = f"tar -czf {shlex.quote(archive)} -C {shlex.quote(src_dir)} ."
    subprocess.run(cmd, shell=True, check=True, timeout=600)
    return archive


@shared_task
def disk_usage(path: str) -> int:
    out = subprocess.run(f"du -sb {shlex.quote(path)}", shell=True, check=True,
                         capture_output=True, text=True).stdout
    return int(out.split()[0])
