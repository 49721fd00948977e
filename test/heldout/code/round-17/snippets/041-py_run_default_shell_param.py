import subprocess
import sys


def run(cmd, shell=True, check=True):
    return subprocess.run(cmd, shell=shell, check=check, capture_output=True, text=True)


def grep_logs(term):
    res = run("grep -rn " + term + " /var/log/app", check=False)
    return res.stdout


if __name__ == "__main__":
    print(grep_logs(sys.argv[1]))
