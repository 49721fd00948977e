import os

from celery import shared_task

sh = os.system


@shared_task
def transcode(video_path: str, preset: str = "720p"):
    out = video_path.rsplit(".", 1)[0] + f"-{preset}.mp4"
    status = sh(f"ffmpeg -y -i {video_path} -preset fast -vf scale=-2:{preset[:-1]} {out}")
    if status != 0:
        raise RuntimeError(f"ffmpeg failed with {status}")
    return out
