import subprocess
import sys

RUN_IN_SHELL = True


def reachable(host: str) -> bool:
    cmd = "ping -c 1 -W 2 " + host
    result = subprocess.run(cmd, shell=RUN_IN_SHELL, capture_output=True)
    return result.returncode == 0


if __name__ == "__main__":
    for h in sys.argv[1:]:
        print(h, "up" if reachable(h) else "down")
