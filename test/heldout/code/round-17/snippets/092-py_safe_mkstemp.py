import json
import os
import tempfile


def write_snapshot(state: dict, directory: str) -> str:
    fd, path = tempfile.mkstemp(suffix=".json", dir=directory)
    with os.fdopen(fd, "w") as fh:
        json.dump(state, fh)
    final = os.path.join(directory, "snapshot.json")
    os.replace(path, final)
    return final
