import json
import os

STATE_DIR = "/var/lib/sync-agent"


def save_state(state: dict) -> str:
    os.makedirs(STATE_DIR, exist_ok=True)
    path = os.path.join(STATE_DIR, "state.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(state, fh, indent=2)
    os.chmod(path, 0o777)
    return path


if __name__ == "__main__":
    print(save_state({"cursor": 1841, "peer": "sync-02"}))
