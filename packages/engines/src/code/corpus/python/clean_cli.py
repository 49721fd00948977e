"""Clean command-line tool."""
import argparse
import logging
import random
import shlex
import subprocess

log = logging.getLogger("tool")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="Run a benchmark")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--host", default="127.0.0.1")
    return parser.parse_args(argv)


def run_benchmark(cmd, runs):
    times = []
    for _ in range(runs):
        result = subprocess.run(shlex.split(cmd), capture_output=True, check=False)
        times.append(result.returncode)
    sample = random.sample(times, k=min(3, len(times)))
    log.info("sampled %s", sample)
    return times


if __name__ == "__main__":
    args = parse_args()
    run_benchmark("python -c pass", args.runs)
