#!/usr/bin/env python3
"""Writes the generated CSV files of this set under csv/ (deterministic: fixed seeds). python3 gen_csvs.py"""
import csv
import io
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "csv")


def money(cents, rnd):
    whole, frac = divmod(cents, 100)
    s = f"{whole:,}.{frac:02d}" if whole >= 1000 and rnd.random() < 0.7 else f"{whole}.{frac:02d}"
    if rnd.random() < 0.25:
        s = "$" + s
    return s


def write(name, rows, delimiter=",", lineterminator="\n"):
    buf = io.StringIO(newline="")
    w = csv.writer(buf, delimiter=delimiter, lineterminator=lineterminator, quoting=csv.QUOTE_MINIMAL)
    w.writerows(rows)
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="") as f:
        f.write(buf.getvalue())


def sales_1500():
    rnd = random.Random(31)
    missing = ["NA", "n/a", "", "NULL", "NaN", "#N/A", " none ", "N/A"]
    rows = [["region", "units", "price"]]
    for _ in range(1500):
        region = rnd.choice(["EU", "US", "APAC", "LATAM"])
        units = rnd.randint(1, 50)
        price = rnd.choice(missing) if rnd.random() < 0.04 else money(rnd.randint(100, 250000), rnd)
        rows.append([region, str(units), price])
    write("sales_1500.csv", rows)


def ragged_2000():
    """2,000 records; three carry an unquoted thousands amount (one field too many)."""
    rnd = random.Random(32)
    lines = ["item,amount"]
    for i in range(2000):
        cents = rnd.randint(100, 500000)
        whole, frac = divmod(cents, 100)
        item = f"item{i:04d}"
        if i in (599, 1399, 1998):
            whole = max(whole, 1000 + i)
            lines.append(f"{item},{whole:,}.{frac:02d}")  # ragged: the comma is outside quotes
        elif whole >= 1000:
            lines.append(f'{item},"{whole:,}.{frac:02d}"')
        else:
            lines.append(f"{item},{whole}.{frac:02d}")
    with open(os.path.join(OUT, "ragged_2000.csv"), "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(lines) + "\n")


def quoted_1200():
    rnd = random.Random(33)
    names = ["Acme, Inc.", 'Bolt "Fast" Ltd', "Cobalt", "Delta, LLC", "Echo; Partners", "Fox|Hound"]
    notes = ["ok", "paid, late", 'said "yes", then "no"', "two lines\nsecond line", "three\nlines,\nhere", ""]
    rows = [["id", "customer", "note", "amount"]]
    for i in range(1200):
        rows.append([str(i + 1), rnd.choice(names), rnd.choice(notes), money(rnd.randint(0, 300000), rnd)])
    write("quoted_1200.csv", rows, lineterminator="\r\n")


def messy_800():
    rnd = random.Random(34)
    missing = ["NA", "na", "N/A", "n/a", "NaN", "nan", "null", "NULL", "None", "none", "#N/A", "", "  "]
    bad = ["n.a.", "-", "TBD", "?", "N.A", "#VALUE!"]
    rows = [["id", "grp", "v"]]
    for i in range(800):
        r = rnd.random()
        if r < 0.10:
            v = rnd.choice(missing)
        elif r < 0.115:
            v = rnd.choice(bad)
        else:
            v = f"{rnd.randint(-5000, 5000) / 100}"
        rows.append([str(i + 1), rnd.choice("abc"), v])
    write("messy_800.csv", rows)


def komma_1000():
    rnd = random.Random(35)
    rows = [["nr", "betrag"]]
    for i in range(1000):
        cents = rnd.randint(-100000, 900000)
        sign = "-" if cents < 0 else ""
        whole, frac = divmod(abs(cents), 100)
        w = f"{whole:,}".replace(",", ".") if rnd.random() < 0.6 else str(whole)
        rows.append([str(i + 1), f"{sign}{w},{frac:02d}"])
    write("komma_1000.csv", rows, delimiter=";")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    sales_1500()
    ragged_2000()
    quoted_1200()
    messy_800()
    komma_1000()
    print("wrote", sorted(os.listdir(OUT)))
