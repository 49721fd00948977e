import csv
import sys
from collections import defaultdict


def summarise(path):
    totals = defaultdict(float)
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            try:
                totals[row["region"]] += float(row["amount"])
            except (KeyError, ValueError):
                continue
    return dict(sorted(totals.items()))


if __name__ == "__main__":
    for region, amount in summarise(sys.argv[1]).items():
        print(f"{region:<12}{amount:>12.2f}")
