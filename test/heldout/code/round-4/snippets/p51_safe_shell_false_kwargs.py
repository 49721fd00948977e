import subprocess
import sys

RUN_OPTS = {"shell": False, "capture_output": True, "text": True, "timeout": 30}


def grep_logs(pattern, logfile="/var/log/app.log"):
    proc = subprocess.run(["grep", "-i", "-e", pattern, logfile], **RUN_OPTS)
    return proc.stdout.splitlines()


if __name__ == "__main__":
    for line in grep_logs(sys.argv[1]):
        print(line)
