import shlex
import subprocess


def compress_logs(directory: str, archive: str) -> None:
    cmd = "tar czf {} -C {} . && sha256sum {} > {}.sha256".format(
        shlex.quote(archive), shlex.quote(directory), shlex.quote(archive), shlex.quote(archive)
    )
    subprocess.run(cmd, shell=True, check=True)


if __name__ == "__main__":
    import sys
    compress_logs(sys.argv[1], sys.argv[2])
