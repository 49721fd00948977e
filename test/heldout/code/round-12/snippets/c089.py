import datetime
import subprocess

BACKUP_CMD = "pg_dump --format=custom --file=/backups/app.dump app"


def run_backup() -> None:
    started = datetime.datetime.now()
    subprocess.run(BACKUP_CMD, shell=True, check=True, timeout=3600)
    took = (datetime.datetime.now() - started).total_seconds()
    print(f"backup finished in {took:.0f}s")


if __name__ == "__main__":
    run_backup()
