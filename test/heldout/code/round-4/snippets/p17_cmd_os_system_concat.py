import os
import sys


def ping(host):
    return os.system("ping -c 1 -W 2 " + host + " > /dev/null")


if __name__ == "__main__":
    for h in sys.argv[1:]:
        status = "up" if ping(h) == 0 else "down"
        print(h, status)
