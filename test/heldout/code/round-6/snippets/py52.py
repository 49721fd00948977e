import os
import tempfile
import json


def write_state(state: dict, directory: str) -> str:
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".state-", suffix=".json")
    with os.fdopen(fd, "w") as fh:
        json.dump(state, fh)
    os.chmod(tmp, 0o600)
    final = os.path.join(directory, "state.json")
    os.replace(tmp, final)
    return final
