#!/usr/bin/env python3
"""Export the activity of one user to CSV."""
import argparse
import csv
import sqlite3
import sys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("username")
    parser.add_argument("--since", default="2024-01-01")
    args = parser.parse_args()

    conn = sqlite3.connect("app.db")
    query = "SELECT ts, action, target FROM activity WHERE username = '%s' AND ts >= '%s'" % (
        args.username,
        args.since,
    )
    writer = csv.writer(sys.stdout)
    writer.writerow(["ts", "action", "target"])
    for row in conn.execute(query):
        writer.writerow(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
