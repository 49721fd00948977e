import datetime
import shlex
import subprocess
import sys

BACKUP_DIR = "/var/backups/projects"


def backup(project_dir: str) -> str:
    stamp = datetime.date.today().isoformat()
    name = project_dir.rstrip("/").split("/")[-1]
    archive = f"{BACKUP_DIR}/{name}-{stamp}.tar.gz"
    cmd = f"tar -czf {shlex.quote(archive)} -C {shlex.quote(project_dir)} ."
    subprocess.run(cmd, shell=True, check=True)
    return archive


if __name__ == "__main__":
    for d in sys.argv[1:]:
        print(backup(d))
