import tarfile
from pathlib import Path

DEST = Path("/opt/app/themes")


def install_theme(bundle: Path) -> list:
    DEST.mkdir(parents=True, exist_ok=True)
    with tarfile.open(bundle, "r:*") as tf:
        tf.extractall(DEST, filter="data")
        return tf.getnames()
