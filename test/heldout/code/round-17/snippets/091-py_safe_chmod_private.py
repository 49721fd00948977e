import json
import os

CRED_FILE = "/etc/cli/credentials.json"


def save_credentials(data: dict) -> None:
    os.makedirs(os.path.dirname(CRED_FILE), exist_ok=True)
    with open(CRED_FILE, "w") as fh:
        json.dump(data, fh)
    os.chmod(CRED_FILE, 0o600)
