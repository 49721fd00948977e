from celery import Celery
from PIL import Image

app = Celery("media", broker="redis://localhost:6379/1")


def resize(path, width=800):
    with Image.open(path) as im:
        im.thumbnail((width, width))
        im.save(path)


def grayscale(path):
    with Image.open(path) as im:
        im.convert("L").save(path)


OPERATIONS = {"resize": resize, "grayscale": grayscale}


@app.task
def process(op_name, path, **params):
    op = OPERATIONS.get(op_name)
    if op is None:
        raise ValueError(f"unknown operation {op_name!r}")
    op(path, **params)
    return op_name
