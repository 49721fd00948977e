import subprocess
import sys

USE_SHELL = True


def ping(host: str, count: int = 3) -> str:
    cmd = "ping -c " + str(count) + " " + host
    result = subprocess.run(cmd, shell=USE_SHELL, capture_output=True, text=True, timeout=30)
    return result.stdout


if __name__ == "__main__":
    for target in sys.argv[1:]:
        print(ping(target))
