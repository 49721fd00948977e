import os
import subprocess
import tempfile


def sign_manifest(manifest: bytes, key_id: str) -> bytes:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as tmp:
        tmp.write(manifest)
        path = tmp.name
    os.chmod(path, 0o600)
    try:
        out = subprocess.run(["gpg", "--batch", "--local-user", key_id, "--detach-sign",
                              "--output", "-", path], capture_output=True, check=True)
        return out.stdout
    finally:
        os.remove(path)
