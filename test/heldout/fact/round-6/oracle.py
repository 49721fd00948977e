#!/usr/bin/env python3
"""Labels of the fact held-out set, round 6.

No program can decide whether a claim follows from an English context, so the oracle is two hand readings per pair
(`readings.json`):

- reading A, written with the pair, by an ordinary careful reader: what does the context tell a reader about the
  claim, using only trivial world knowledge (two different cities are two places; a river flows one way);
- reading B, done afterwards on the pairs in shuffled order, with anonymous ids that do not show the category, by a
  stricter reading: SUPPORTED only if the context entails the claim; REFUTED only if it entails the claim's negation
  (a shared date pins one event, so a dated swap of roles is refuted); an implicature ("some", "most", "at least")
  entails nothing.

A pair is labelled only when both readings agree; the others are dropped (listed in `labels.json` with both readings)
and not scored.

    python3 oracle.py          # recompute the labels and fail if labels.json disagrees
    python3 oracle.py --write  # rewrite labels.json
"""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
LABELS = ("SUPPORTED", "REFUTED", "NOT ENOUGH INFO")


def compute():
    cases = json.loads((HERE / "cases.json").read_text())
    readings = json.loads((HERE / "readings.json").read_text())
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        sys.exit("duplicate case ids")
    if set(ids) != set(readings):
        sys.exit("cases.json and readings.json name different cases")
    labels, dropped = {}, {}
    for c in cases:
        r = readings[c["id"]]
        a, b = r["reading_a"], r["reading_b"]
        if a not in LABELS or b not in LABELS:
            sys.exit(f"{c['id']}: unknown label {a!r} / {b!r}")
        if a == b:
            labels[c["id"]] = a
        else:
            dropped[c["id"]] = {"reading_a": a, "reading_b": b, "note_b": r.get("note_b", "")}
    return {"labels": labels, "dropped": dropped}


def main():
    result = compute()
    path = HERE / "labels.json"
    text = json.dumps(result, indent=1, ensure_ascii=False) + "\n"
    counts = Counter(result["labels"].values())
    summary = ", ".join(f"{k} {counts[k]}" for k in LABELS)
    if "--write" in sys.argv:
        path.write_text(text)
        print(f"wrote {path.name}: {len(result['labels'])} labelled ({summary}), {len(result['dropped'])} dropped")
        return
    if not path.exists() or json.loads(path.read_text()) != result:
        sys.exit("labels.json disagrees with the readings: run `python3 oracle.py --write` and review the diff")
    print(f"labels.json agrees: {len(result['labels'])} labelled ({summary}), {len(result['dropped'])} dropped")


if __name__ == "__main__":
    main()
