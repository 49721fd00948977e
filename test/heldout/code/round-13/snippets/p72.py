import subprocess
from celery import shared_task

FFMPEG = "/usr/bin/ffmpeg"
SCALES = {"480p": "480", "720p": "720", "1080p": "1080"}


@shared_task(bind=True, max_retries=3)
def transcode_video(self, input_path, preset="720p"):
    height = SCALES.get(preset, "720")
    output_path = input_path.rsplit(".", 1)[0] + "_" + height + "p.mp4"
    try:
        subprocess.check_call([FFMPEG, "-y", "-i", input_path, "-vf", "scale=-2:" + height, output_path], timeout=3600)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc, countdown=60)
    return output_path
