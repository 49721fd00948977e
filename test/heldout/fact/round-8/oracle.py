#!/usr/bin/env python3
"""Oracle for the fact round-8 held-out set: two hand readings.

Reading A is written next to each claim in cases_src.py; reading B (readings_b.json) is a second, separate reading of
the same claims, shuffled and shown without reading A. A pair is kept only when both readings agree; pairs on which
they disagree are dropped and listed here. This script regenerates cases.json from those two files.

  python3 oracle.py          check: fails (exit 1) if the committed cases.json differs from what the readings give
  python3 oracle.py --write  regenerate cases.json
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_src  # noqa: E402

NAMES = {"S": "SUPPORTED", "R": "REFUTED", "N": "NOT ENOUGH INFO"}
# Pairs the two readings disagreed on (dropped). None for this round.
DISAGREEMENTS = []


def build():
    b = json.load(open(os.path.join(HERE, "readings_b.json"), encoding="utf-8"))["labels"]
    cases, dropped = [], []
    for cid, register, context, claims in cases_src.CONTEXTS:
        for pos in cases_src.SELECTED[cid]:
            label_a, kind, claim = claims[pos - 1]
            case_id = f"{cid}-{pos}"
            label_b = b[case_id]
            if label_a != label_b:
                dropped.append((case_id, label_a, label_b, claim))
                continue
            cases.append({
                "id": case_id,
                "register": register,
                "category": f"{NAMES[label_a]}: {kind}",
                "kind": kind,
                "context": context,
                "claim": claim,
                "reading_a": NAMES[label_a],
                "reading_b": NAMES[label_b],
                "label": NAMES[label_a],
            })
    extra = set(b) - {f"{cid}-{p}" for cid, *_ in cases_src.CONTEXTS for p in cases_src.SELECTED[cid]}
    if extra:
        sys.exit(f"reading B labels claims that are not in the set: {sorted(extra)}")
    return cases, dropped


def main():
    cases, dropped = build()
    if [d[0] for d in dropped] != [d[0] for d in DISAGREEMENTS]:
        print("disagreements between the readings (dropped):", dropped)
    path = os.path.join(HERE, "cases.json")
    text = json.dumps({"round": 8, "engine": "fact", "route": "POST /v1/verify/fact", "cases": cases},
                      indent=1, ensure_ascii=False) + "\n"
    counts = {}
    for c in cases:
        counts[c["label"]] = counts.get(c["label"], 0) + 1
    if "--write" in sys.argv:
        open(path, "w", encoding="utf-8").write(text)
        print(f"wrote {len(cases)} cases {counts}, dropped {len(dropped)}")
        return
    committed = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    if committed != text:
        old = {c["id"]: c["label"] for c in json.loads(committed)["cases"]} if committed else {}
        diff = [(c["id"], old.get(c["id"]), c["label"]) for c in cases if old.get(c["id"]) != c["label"]]
        sys.exit(f"cases.json differs from the readings (id, committed, oracle): {diff or 'text differs'}")
    print(f"ok: {len(cases)} cases {counts}, dropped {len(dropped)}")


if __name__ == "__main__":
    main()
