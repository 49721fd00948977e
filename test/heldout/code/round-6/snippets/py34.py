import subprocess
from pathlib import Path


def recent_commits(repo: Path, count: int, author: str):
    result = subprocess.run(
        ["git", "-C", str(repo), "log", f"-n{int(count)}", f"--author={author}", "--pretty=%h %s"],
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.splitlines()


if __name__ == "__main__":
    import sys
    print("\n".join(recent_commits(Path("."), 10, sys.argv[1])))
