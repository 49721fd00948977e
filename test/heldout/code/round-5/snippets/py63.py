#!/usr/bin/env python3
"""Mirror a list of git repositories into a local cache directory."""
import argparse
import subprocess
import sys
from pathlib import Path


def mirror(url: str, dest: Path) -> int:
    if dest.exists():
        return subprocess.call(["git", "-C", str(dest), "remote", "update", "--prune"])
    return subprocess.call(["git", "clone", "--mirror", "--", url, str(dest)])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("repos_file", type=Path)
    parser.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "mirrors")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    failures = 0
    for line in args.repos_file.read_text().splitlines():
        url = line.strip()
        if not url or url.startswith("#"):
            continue
        name = url.rstrip("/").rsplit("/", 1)[-1].removesuffix(".git")
        failures += mirror(url, args.cache / f"{name}.git") != 0
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
