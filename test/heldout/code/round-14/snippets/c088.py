import subprocess
from pathlib import Path
from celery import shared_task

MEDIA = Path("/srv/media")


@shared_task
def make_thumbnail(upload_id: int, filename: str) -> str:
    src = MEDIA / "uploads" / str(upload_id)
    dst = MEDIA / "thumbs" / f"{upload_id}.jpg"
    subprocess.run(
        ["convert", "-thumbnail", "256x256", "--", str(src), str(dst)],
        check=True,
        timeout=60,
    )
    return str(dst)
