import os
import tempfile


def scratch_file():
    path = tempfile.mktemp(suffix=".txt")  # expect: insecure_temp_file
    with open(path, "w") as fh:
        fh.write("data")
    return path


def safe_scratch():
    # Near misses: atomic creation.
    fd, path = tempfile.mkstemp()
    os.close(fd)
    with tempfile.NamedTemporaryFile() as fh:
        fh.write(b"data")
    return path
