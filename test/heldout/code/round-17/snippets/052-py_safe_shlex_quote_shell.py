import shlex
import subprocess
import sys


def count_lines(path: str) -> int:
    quoted = shlex.quote(path)
    out = subprocess.check_output(f"wc -l < {quoted}", shell=True, text=True)
    return int(out.strip() or 0)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(p, count_lines(p))
