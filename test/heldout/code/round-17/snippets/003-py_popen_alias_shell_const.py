import sys
from subprocess import Popen as _spawn, PIPE

USE_SHELL = True


def archive(paths):
    cmd = " ".join(["tar", "-czf", "backup.tgz"] + paths)
    proc = _spawn(cmd, shell=USE_SHELL, stdout=PIPE, stderr=PIPE)
    out, err = proc.communicate()
    if proc.returncode != 0:
        sys.stderr.write(err.decode())
    return proc.returncode


if __name__ == "__main__":
    raise SystemExit(archive(sys.argv[1:]))
