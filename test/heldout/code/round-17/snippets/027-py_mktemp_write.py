import json
import os
import tempfile


def write_snapshot(state: dict) -> str:
    path = tempfile.mktemp(suffix=".json", prefix="snap-")
    with open(path, "w") as fh:
        json.dump(state, fh)
    os.replace(path, path + ".done")
    return path + ".done"
