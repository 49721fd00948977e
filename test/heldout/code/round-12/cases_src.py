#!/usr/bin/env python3
"""Generate the round-12 snippets from cases_py.py and cases_js.py.

Writes snippets/cNNN.{py,js,ts} (neutral ids, order shuffled with a fixed seed so that neither the id nor the
file order reveals the label) and readings_a.json (reading A: label, class, one-line reason, written together with
each snippet). Reading B (readings_b.json) was made afterwards from blind.txt, which holds the snippets in a second
shuffled order with no label, class or reason. oracle.py combines both readings and Bandit into cases.json.
"""
import json
import os
import random

from cases_js import JS
from cases_py import PY

HERE = os.path.dirname(os.path.abspath(__file__))
EXT = {"python": "py", "javascript": "js", "typescript": "ts"}


def main():
    items = [(k, "python", lab, cls, why, code) for (k, lab, cls, why, code) in PY] + list(JS)
    keys = [it[0] for it in items]
    assert len(keys) == len(set(keys)), "duplicate keys"
    rng = random.Random(12012)
    rng.shuffle(items)
    os.makedirs(os.path.join(HERE, "snippets"), exist_ok=True)
    readings = []
    for n, (key, lang, label, cls, why, code) in enumerate(items, 1):
        cid = f"c{n:03d}"
        fname = f"snippets/{cid}.{EXT[lang]}"
        lines = code.count("\n")
        assert 10 <= lines <= 40, (key, lines)
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as fh:
            fh.write(code)
        readings.append({"id": cid, "key": key, "language": lang, "file": fname,
                         "label": label, "class": cls, "reason": why})
    with open(os.path.join(HERE, "readings_a.json"), "w", encoding="utf-8") as fh:
        json.dump(readings, fh, indent=1)
        fh.write("\n")
    # blind sheet for reading B: second shuffle, no labels
    order = [r["id"] for r in readings]
    random.Random(99).shuffle(order)
    with open(os.path.join(HERE, "blind.txt"), "w", encoding="utf-8") as fh:
        for cid in order:
            r = next(x for x in readings if x["id"] == cid)
            with open(os.path.join(HERE, r["file"]), encoding="utf-8") as src:
                fh.write(f"===== {cid} ({r['language']})\n{src.read()}\n")
    print(f"{len(readings)} snippets written")


if __name__ == "__main__":
    main()
