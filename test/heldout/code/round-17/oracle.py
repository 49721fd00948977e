"""Oracle for the round-17 held-out code set.

Two hand readings by the author: the first labels in cases_src.py (written with each snippet, with a reason and a
CWE), and a second blind reading in second_reading.json (the snippets shown in a shuffled order under opaque ids,
without keys, labels, reasons or classes). A case is kept only where both readings agree. Bandit is run on the Python
snippets as a cross-check only; its raw output is kept in bandit-output.json and never sets a label.

  python3 oracle.py --sheet      print the blind sheet (shuffled, opaque ids, code only)
  python3 oracle.py              write snippets/, cases.json and, where bandit is installed, bandit-output.json
"""
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cases_src import CASES  # noqa: E402

SEED = 17017
EXT = {"python": "py", "javascript": "js", "typescript": "ts"}
ORACLE_VERSION = "two-readings-v1 (first reading in cases_src.py, blind second reading in second_reading.json)"


def opaque(case):
    return "b" + hashlib.sha256(f"{SEED}:{case['key']}".encode()).hexdigest()[:8]


def sheet():
    order = CASES[:]
    random.Random(SEED).shuffle(order)
    for c in order:
        print(f"===== {opaque(c)} ({c['language']})")
        print(c["code"])


def main():
    with open(os.path.join(HERE, "second_reading.json")) as fh:
        second = json.load(fh)["labels"]
    out_dir = os.path.join(HERE, "snippets")
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    kept, dropped = [], []
    for c in CASES:
        oid = opaque(c)
        blind = second.get(oid)
        if blind != c["label"]:
            dropped.append({"key": c["key"], "first": c["label"], "second": blind})
            continue
        n = len(kept) + 1
        fname = f"snippets/{n:03d}-{c['key']}.{EXT[c['language']]}"
        with open(os.path.join(HERE, fname), "w") as fh:
            fh.write(c["code"])
        kept.append({
            "id": f"r17-{n:03d}",
            "key": c["key"],
            "language": c["language"],
            "class": c["class"],
            "label": c["label"],
            "cwe": c["cwe"],
            "reason": c["reason"],
            "file": fname,
            "lines": c["code"].count("\n"),
        })
    doc = {
        "round": 17,
        "engine": "code",
        "endpoint": "POST /v1/verify/code",
        "oracle": ORACLE_VERSION,
        "dropped_for_disagreement": dropped,
        "cases": kept,
    }
    with open(os.path.join(HERE, "cases.json"), "w") as fh:
        json.dump(doc, fh, indent=1)
        fh.write("\n")
    if shutil.which("bandit"):
        py = [os.path.join(HERE, c["file"]) for c in kept if c["language"] == "python"]
        res = subprocess.run(["bandit", "-q", "-f", "json", *py], capture_output=True, text=True, cwd=HERE)
        raw = json.loads(res.stdout)
        for r in raw.get("results", []):
            r["filename"] = os.path.relpath(r["filename"], HERE)
        raw["errors"] = [{**e, "filename": os.path.relpath(e["filename"], HERE)} for e in raw.get("errors", [])]
        raw["metrics"] = {}
        with open(os.path.join(HERE, "bandit-output.json"), "w") as fh:
            json.dump(raw, fh, indent=1, sort_keys=True)
            fh.write("\n")
    print(f"kept {len(kept)}, dropped {len(dropped)}: {[d['key'] for d in dropped]}")


if __name__ == "__main__":
    if "--sheet" in sys.argv:
        sheet()
    else:
        main()
