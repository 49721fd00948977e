import subprocess
from pathlib import Path

BACKUP_ROOT = Path("/backups")


def backup_folder(folder: str, label: str) -> Path:
    target = BACKUP_ROOT / f"{label}.tar.gz"
    subprocess.Popen(["bash", "-c", "tar czf " + str(target) + " " + folder]).wait()
    return target


if __name__ == "__main__":
    import sys
    print(backup_folder(sys.argv[1], sys.argv[2]))
