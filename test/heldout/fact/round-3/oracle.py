"""Hand-label oracle for the fact round-3 held-out set.

Every claim was read twice against its context: reading A (in cases.json, written
with the case) and reading B (reading_b.json, a second pass over all claims in a
shuffled order with reading A hidden). A case is labelled only when both readings
agree; a disagreement drops the case (listed under "dropped").

    python3 make_cases.py   # regenerates cases.json from the case list
    python3 oracle.py       # regenerates labels.json; exits 1 if a committed label differs
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LABELS = ("SUPPORTED", "REFUTED", "NEI")


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))["cases"]
    b = json.load(open(os.path.join(HERE, "reading_b.json"), encoding="utf-8"))["readings"]
    labels, dropped = {}, {}
    for c in cases:
        a = c["reading_a"]
        rb = b[c["id"]]["label"]
        assert a in LABELS and rb in LABELS, c["id"]
        if a == rb:
            labels[c["id"]] = a
        else:
            dropped[c["id"]] = {"reading_a": a, "reading_b": rb, "note": b[c["id"]].get("note", "")}
    missing = set(b) ^ {c["id"] for c in cases}
    if missing:
        sys.exit(f"readings and cases differ: {sorted(missing)}")
    out = {"labels": labels, "dropped": dropped}
    path = os.path.join(HERE, "labels.json")
    changed = []
    if os.path.exists(path):
        old = json.load(open(path, encoding="utf-8"))
        for k in sorted(set(old.get("labels", {})) | set(labels)):
            if old.get("labels", {}).get(k) != labels.get(k):
                changed.append((k, old.get("labels", {}).get(k), labels.get(k)))
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    counts = {l: sum(1 for v in labels.values() if v == l) for l in LABELS}
    print(f"{len(cases)} cases, {len(labels)} labelled {counts}, {len(dropped)} dropped {sorted(dropped)}")
    if changed:
        for k, o, n in changed:
            print(f"label changed: {k}: committed {o} -> oracle {n}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
