import datetime
import subprocess
from pathlib import Path

DUMP_DIR = Path("/var/backups/postgres")
DATABASE = "inventory"


def dump_database() -> Path:
    stamp = datetime.date.today().isoformat()
    out_file = DUMP_DIR / f"{DATABASE}-{stamp}.sql.gz"
    dump = subprocess.run(
        ["pg_dump", "--no-owner", "--dbname", DATABASE],
        check=True,
        capture_output=True,
    )
    gz = subprocess.run(["gzip", "-9"], input=dump.stdout, check=True, capture_output=True)
    out_file.write_bytes(gz.stdout)
    return out_file


if __name__ == "__main__":
    print(dump_database())
