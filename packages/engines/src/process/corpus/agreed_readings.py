"""Writes a milestone corpus from two hand readings per milestone, keeping only the milestones both readings agree on."""
import json
import os


def write_agreed(traces, filename):
    """`traces`: (register, trace, [(milestone, reading_a_done, reading_b_done), ...]); writes `filename` beside this file."""
    out = []
    dropped = []
    for register, trace, items in traces:
        kept = []
        for milestone, a, b in items:
            if a != b:
                dropped.append(milestone)
                continue
            kept.append({"milestone": milestone, "done": a})
        out.append({"register": register, "trace": trace, "milestones": kept})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), filename)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n = sum(len(t["milestones"]) for t in out)
    done = sum(m["done"] for t in out for m in t["milestones"])
    print(f"{len(out)} traces, {n} milestones ({done} done), {len(dropped)} dropped for disagreement")
