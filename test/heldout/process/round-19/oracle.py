"""Oracle for held-out process (milestones) round 19: two hand readings, agreed pairs kept.

First reading: the labels written with each milestone in cases_src.py, while drafting.
Second reading: SECOND below, made in a separate pass over every (trace, milestone) pair in a shuffled order
(random.Random(1919)) with no labels shown (`python3 oracle.py --blind` prints that list). D = done, N = not done,
? = the reader could not settle it. Done means the trace shows the step carried out and still in effect at its end.
A pair is kept only when both readings give the same label; the rest are dropped and listed.

Run `python3 oracle.py` to regenerate cases.json.
"""
import json
import random
import sys
from collections import Counter
from pathlib import Path

import cases_src

ORACLE = "two-hand-readings-v1 (first while drafting, second blind in shuffled order; agreed pairs only)"

# Second reading, in the shuffled order it was made.
SECOND_TEXT = """
r19-07-m6 N
r19-01-m3 D
r19-14-m6 N
r19-11-m1 D
r19-28-m1 D
r19-02-m3 D
r19-29-m5 D
r19-23-m6 N
r19-25-m5 N
r19-20-m4 D
r19-08-m5 N
r19-15-m1 D
r19-19-m4 N
r19-05-m2 D
r19-18-m4 N
r19-10-m1 D
r19-16-m4 N
r19-06-m2 N
r19-24-m5 N
r19-03-m3 D
r19-23-m4 N
r19-24-m2 D
r19-21-m3 N
r19-17-m1 D
r19-22-m2 D
r19-19-m2 N
r19-05-m1 D
r19-12-m1 D
r19-19-m5 D
r19-03-m6 N
r19-18-m7 D
r19-26-m5 N
r19-15-m5 N
r19-03-m5 N
r19-26-m1 D
r19-25-m4 N
r19-08-m2 D
r19-05-m6 D
r19-15-m3 D
r19-20-m2 D
r19-25-m3 D
r19-08-m4 N
r19-23-m7 D
r19-20-m1 D
r19-17-m4 N
r19-12-m5 N
r19-13-m4 N
r19-22-m1 D
r19-13-m2 D
r19-09-m4 D
r19-23-m2 D
r19-29-m2 N
r19-18-m1 D
r19-14-m2 D
r19-28-m5 N
r19-26-m3 N
r19-19-m3 N
r19-07-m3 D
r19-09-m5 N
r19-01-m5 N
r19-15-m4 D
r19-24-m6 N
r19-02-m2 D
r19-09-m6 N
r19-12-m4 D
r19-19-m6 D
r19-04-m4 D
r19-25-m6 N
r19-19-m7 D
r19-04-m1 D
r19-06-m3 N
r19-06-m6 N
r19-13-m6 N
r19-16-m5 D
r19-20-m5 N
r19-16-m3 N
r19-12-m2 D
r19-28-m3 N
r19-02-m1 D
r19-25-m2 D
r19-02-m6 N
r19-18-m5 N
r19-15-m2 D
r19-28-m2 D
r19-16-m2 D
r19-02-m4 N
r19-14-m4 D
r19-19-m1 D
r19-26-m2 D
r19-18-m3 D
r19-23-m1 D
r19-01-m4 N
r19-24-m3 D
r19-04-m3 D
r19-07-m4 D
r19-12-m3 N
r19-13-m3 N
r19-03-m1 D
r19-08-m1 D
r19-27-m3 N
r19-10-m3 D
r19-24-m4 N
r19-06-m1 D
r19-28-m6 N
r19-29-m1 D
r19-12-m6 N
r19-18-m2 D
r19-24-m1 D
r19-08-m3 D
r19-03-m2 D
r19-21-m4 N
r19-15-m7 N
r19-11-m2 N
r19-10-m2 N
r19-17-m2 D
r19-04-m2 D
r19-14-m5 D
r19-29-m3 N
r19-07-m1 D
r19-01-m2 ?
r19-28-m4 D
r19-10-m5 N
r19-21-m2 D
r19-09-m2 D
r19-05-m5 D
r19-27-m1 D
r19-23-m5 N
r19-01-m1 D
r19-20-m3 N
r19-09-m7 N
r19-02-m5 N
r19-05-m4 D
r19-23-m3 D
r19-25-m1 D
r19-07-m5 N
r19-26-m4 D
r19-05-m7 N
r19-14-m3 N
r19-16-m1 D
r19-16-m6 N
r19-27-m2 D
r19-06-m5 D
r19-03-m4 N
r19-21-m1 D
r19-04-m5 N
r19-27-m4 N
r19-13-m5 D
r19-22-m3 N
r19-12-m7 D
r19-11-m4 N
r19-17-m5 N
r19-11-m3 D
r19-14-m1 D
r19-09-m3 D
r19-17-m3 N
r19-10-m4 N
r19-06-m4 D
r19-22-m5 N
r19-13-m1 D
r19-07-m2 N
r19-09-m1 D
r19-22-m4 N
r19-29-m4 N
r19-18-m6 D
r19-05-m3 N
r19-15-m6 N
"""
SECOND = {k: v for k, v in (line.split() for line in SECOND_TEXT.strip().splitlines())}
CODE = {"D": "done", "N": "not_done"}

# Remarks of the second reading on the pairs it could not settle.
REMARKS = {
    "r19-01-m2": "the write is shown, not that what was written corrects the migration",
}


def pairs():
    for t in cases_src.TRACES:
        for i, m in enumerate(t["milestones"]):
            yield t, f"{t['id']}-m{i + 1}", m


def blind():
    ps = [(pid, m[0]) for t, pid, m in pairs()]
    random.Random(1919).shuffle(ps)
    for pid, text in ps:
        print(f"{pid}\t{text}")


def main():
    traces, dropped = [], []
    for t in cases_src.TRACES:
        kept = []
        for i, (text, first, category, why) in enumerate(t["milestones"]):
            pid = f"{t['id']}-m{i + 1}"
            second = CODE.get(SECOND[pid])
            if second != first:
                dropped.append((pid, text, first, SECOND[pid], REMARKS.get(pid, "")))
                continue
            kept.append({"id": pid, "milestone": text, "label": first, "category": category, "justification": why})
        if kept:
            traces.append({"id": t["id"], "form": t["form"], "trace": t["trace"], "milestones": kept})
    assert len(SECOND) == sum(1 for _ in pairs())
    out = {
        "engine": "process",
        "mode": "milestones",
        "round": 19,
        "oracle": ORACLE,
        "traces": traces,
    }
    Path(__file__).with_name("cases.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    ms = [m for t in traces for m in t["milestones"]]
    labels = Counter(m["label"] for m in ms)
    print(f"{len(traces)} traces, {len(ms)} milestones: {labels['done']} done, {labels['not_done']} not done")
    print(f"dropped {len(dropped)}:")
    for d in dropped:
        print("  ", *d)
    cats = Counter((m["label"], m["category"]) for m in ms)
    for (label, cat), n in sorted(cats.items()):
        print(f"  {label:9} {cat:32} {n}")


if __name__ == "__main__":
    blind() if "--blind" in sys.argv else main()
