import csv
import statistics
import sys
from collections import defaultdict


def summarise(path):
    totals = defaultdict(list)
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            totals[row["region"]].append(float(row["amount"]))
    return {
        region: {"n": len(v), "mean": statistics.mean(v), "max": max(v)}
        for region, v in totals.items()
    }


if __name__ == "__main__":
    for region, stats in sorted(summarise(sys.argv[1]).items()):
        print(f"{region:10} {stats['n']:5d} {stats['mean']:10.2f} {stats['max']:10.2f}")
