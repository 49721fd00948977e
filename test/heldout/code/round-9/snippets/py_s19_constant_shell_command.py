import subprocess
import shutil


def disk_report() -> str:
    result = subprocess.run("df -h / | tail -n 1", shell=True, capture_output=True, text=True)
    return result.stdout.strip()


def free_gib(path: str = "/") -> float:
    return shutil.disk_usage(path).free / 2**30


if __name__ == "__main__":
    print(disk_report())
    print(f"{free_gib():.1f} GiB free")
