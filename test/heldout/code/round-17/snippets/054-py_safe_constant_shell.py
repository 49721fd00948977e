import os
import datetime

BACKUP_CMD = "pg_dump --format=custom --file=/var/backups/app.dump app"


def nightly_backup():
    started = datetime.datetime.now()
    rc = os.system(BACKUP_CMD)
    took = (datetime.datetime.now() - started).total_seconds()
    print(f"backup rc={rc} in {took:.1f}s")
    return rc == 0


if __name__ == "__main__":
    nightly_backup()
