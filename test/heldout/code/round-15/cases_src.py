#!/usr/bin/env python3
"""Writes the round-15 snippets and the first hand reading from cases_py.py and cases_js.py.

Case ids are neutral (c001..): they come from a fixed shuffle, so neither the id nor the file order tells the label.
Outputs (relative to this folder):
  snippets/<id>.py|.js|.ts        the code sent to the service
  readings/reading-1.json         first hand reading (the writer's label, class and reason per case)
  readings/blind-order.json       the shuffled order, without labels, in which the second reading was made
  manifest.json                   id -> key, language, file (no labels)
Run: python3 cases_src.py
"""
import json
import os
import random
import shutil

from cases_js import JS
from cases_py import PY

HERE = os.path.dirname(os.path.abspath(__file__))
EXT = {"python": "py", "javascript": "js", "typescript": "ts"}


def main():
    cases = PY + JS
    keys = [c["key"] for c in cases]
    assert len(keys) == len(set(keys)), "duplicate keys"
    order = list(range(len(cases)))
    random.Random(20261129).shuffle(order)
    snip = os.path.join(HERE, "snippets")
    shutil.rmtree(snip, ignore_errors=True)
    os.makedirs(snip)
    os.makedirs(os.path.join(HERE, "readings"), exist_ok=True)
    manifest, reading1 = [], {}
    for n, idx in enumerate(order, 1):
        c = cases[idx]
        cid = f"c{n:03d}"
        rel = f"snippets/{cid}.{EXT[c['language']]}"
        with open(os.path.join(HERE, rel), "w", encoding="utf-8") as fh:
            fh.write(c["code"])
        manifest.append({"id": cid, "key": c["key"], "language": c["language"], "file": rel})
        reading1[cid] = {"label": c["label"], "class": c["class"], "reason": c["reason"]}
    blind = [m["id"] for m in manifest]
    random.Random(7).shuffle(blind)
    with open(os.path.join(HERE, "manifest.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")
    with open(os.path.join(HERE, "readings", "reading-1.json"), "w") as fh:
        json.dump(reading1, fh, indent=1, sort_keys=True)
        fh.write("\n")
    with open(os.path.join(HERE, "readings", "blind-order.json"), "w") as fh:
        json.dump(blind, fh)
        fh.write("\n")
    print(f"{len(manifest)} snippets written")


if __name__ == "__main__":
    main()
