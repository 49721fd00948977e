import shlex
import subprocess


def count_matches(pattern, logfile="/var/log/app.log"):
    cmd = "grep -c -- " + shlex.quote(pattern) + " " + shlex.quote(logfile)
    res = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return int(res.stdout.strip() or 0)
