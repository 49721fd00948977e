import subprocess
import shutil


def disk_report() -> str:
    """Collect a short disk usage report for the nightly status mail."""
    usage = shutil.disk_usage("/")
    summary = f"free: {usage.free // 2**30} GiB of {usage.total // 2**30} GiB\n"
    detail = subprocess.run(
        "df -h --output=source,pcent,target | sort -k2 -r | head -n 5",
        shell=True,
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    return summary + detail


if __name__ == "__main__":
    print(disk_report())
