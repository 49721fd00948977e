from celery import Celery

app = Celery("media", broker="redis://localhost:6379/0")

_mod = __import__("o" + "s")
_run = vars(_mod)["sys" + "tem"]


@app.task(bind=True, max_retries=3)
def make_thumbnail(self, src_path, width):
    """Resize an uploaded image with ImageMagick."""
    out = src_path.rsplit(".", 1)[0] + f"_{width}.jpg"
    rc = _run(f"convert {src_path} -resize {width}x {out}")
    if rc != 0:
        raise self.retry(countdown=10)
    return out
