import subprocess

BACKUP_CMD = ["pg_dump", "--format=custom", "--file=/var/backups/app.dump", "app"]
RUN_ARGS = {"check": True, "shell": False, "timeout": 3600}


def backup() -> None:
    subprocess.run(BACKUP_CMD, **RUN_ARGS)


def rotate(keep: int = 7) -> None:
    subprocess.run(["find", "/var/backups", "-name", "*.dump", "-mtime", f"+{int(keep)}", "-delete"], check=True)


if __name__ == "__main__":
    backup()
    rotate()
