import subprocess
import json
import sys

RUN_OPTS = {"shell": True, "check": True, "capture_output": True}


def handle_job(message: str):
    job = json.loads(message)
    folder = job["folder"]
    archive = job.get("archive_name", "backup.tgz")
    cmd = "tar czf /backups/" + archive + " " + folder
    result = subprocess.run(cmd, **RUN_OPTS)
    return result.returncode


if __name__ == "__main__":
    for line in sys.stdin:
        handle_job(line)
