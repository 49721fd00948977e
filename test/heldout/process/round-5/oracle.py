#!/usr/bin/env python3
"""Oracle for the round-5 process (milestones) held-out set.

No program can decide whether a free-text trace records a step as done, so the labels are
hand labels from two independent readings:
  reading A: the label written next to each milestone in traces.py, when the case was written;
  reading B: reading_b.json, a second reading of every trace and milestone from a sheet that
             showed no labels.
Only milestones on which both readings agree are kept (a disagreement drops the milestone).

Usage: python3 oracle.py        regenerates cases.json; exits 1 when a label already committed
                                in cases.json disagrees with the readings (or the set changed).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import traces  # noqa: E402

NOT_DONE_CATEGORIES = {
    "negated", "skipped", "planned", "postponed", "cancelled", "failed_attempt", "asked",
    "recommended", "conditional", "instead_of", "without", "undone", "contradicted",
    "negation_list", "ci_skipped", "absent", "partial", "declined",
}
DONE_CATEGORIES = {
    "plain", "other_words", "passive", "nominalisation", "numbered_list", "past_form",
    "tool_result", "status_line", "checklist", "commit", "trap_done",
}


def build():
    reading_b = json.load(open(os.path.join(HERE, "reading_b.json")))
    out, dropped = [], []
    seen = set()
    for t in traces.TRACES:
        ms = []
        texts = set()
        for mid, text, category, a_done in t["milestones"]:
            key = f"{t['id']}.{mid}"
            assert key not in seen, key
            seen.add(key)
            assert text not in texts, f"duplicate milestone text in {t['id']}"
            texts.add(text)
            a = "done" if a_done else "not_done"
            b = reading_b[key]
            # a category names the way the trace writes the step; it must agree with reading A
            if category in DONE_CATEGORIES:
                assert a_done, f"{key}: done category {category} labelled not done"
            elif category in NOT_DONE_CATEGORIES:
                assert not a_done, f"{key}: not-done category {category} labelled done"
            else:
                raise AssertionError(f"{key}: unknown category {category}")
            if a != b:
                dropped.append(key)
                continue
            ms.append({"id": key, "text": text, "category": category, "label": a,
                       "reading_a": a, "reading_b": b})
        if ms:
            out.append({"id": t["id"], "register": t["register"], "trace": t["trace"],
                        "milestones": ms})
    assert set(reading_b) == seen, "reading_b.json and traces.py list different milestones"
    return out, dropped


def main():
    cases, dropped = build()
    path = os.path.join(HERE, "cases.json")
    doc = {
        "set": "process milestones, held-out round 5",
        "route": "POST /v1/verify/process (mode milestones)",
        "oracle": "two independent hand readings (A: traces.py, B: reading_b.json); agreements only",
        "dropped_disagreements": dropped,
        "traces": cases,
    }
    if os.path.exists(path):
        old = json.load(open(path))
        old_labels = {m["id"]: (m["text"], m["label"]) for t in old["traces"] for m in t["milestones"]}
        new_labels = {m["id"]: (m["text"], m["label"]) for t in cases for m in t["milestones"]}
        bad = sorted(k for k in set(old_labels) | set(new_labels) if old_labels.get(k) != new_labels.get(k))
        if bad:
            print("committed labels disagree with the readings:", ", ".join(bad), file=sys.stderr)
            sys.exit(1)
    with open(path, "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    n = sum(len(t["milestones"]) for t in cases)
    done = sum(m["label"] == "done" for t in cases for m in t["milestones"])
    print(f"{len(cases)} traces, {n} milestones ({done} done, {n - done} not done), "
          f"{len(dropped)} dropped for disagreement")


if __name__ == "__main__":
    main()
