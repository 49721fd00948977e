#!/usr/bin/python3
"""Labels every claim of claims.txt from what Pillow and ImageMagick decode, and writes cases.json.

Label of a claim:
  true         both Pillow and ImageMagick fully decode the file (every frame, no error, no warning) and the claim
               holds for what both see
  false        both fully decode it and the claim is false for what both see
  disputed     both fully decode it but they disagree on the fact the claim is about (no positive label)
  undecodable  at least one of them cannot fully decode the file (no positive label): every claim is unsupported

Usage: /usr/bin/python3 oracle.py           recompute; fail (exit 1) if a label differs from cases.json
       /usr/bin/python3 oracle.py --write   recompute and write cases.json
Run make_files.py first when files/ is absent.
"""
import json
import os
import sys
from fractions import Fraction

from decoders import facts

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp"}


def truth(spec, f):
    key, op, val = spec.split()
    if key == "size":
        w, h = (int(x) for x in val.split("x"))
        return f["width"] == w and f["height"] == h
    if key in ("width", "height", "frames"):
        x, v = f[key], int(val)
        return {"==": x == v, ">": x > v, ">=": x >= v, "<": x < v, "<=": x <= v}[op]
    if key == "format":
        return f["format"] == val
    if key in ("alpha", "gray", "palette"):
        return f[key] == (val == "true")
    if key == "animated":
        return (f["frames"] > 1) == (val == "true")
    if key == "orientation":
        o = "landscape" if f["width"] > f["height"] else "portrait" if f["width"] < f["height"] else "square"
        return o == val
    if key == "aspect":
        a, b = (int(x) for x in val.split(":"))
        return Fraction(f["width"], f["height"]) == Fraction(a, b)
    raise ValueError(spec)


def main():
    rows = []
    for line in open(os.path.join(HERE, "claims.txt")):
        if line.strip() and not line.startswith("#"):
            rows.append([x.strip() for x in line.split("|")])
    cache, cases = {}, []
    for n, (fname, ctype, text, spec) in enumerate(rows, 1):
        path = os.path.join(HERE, "files", fname)
        if fname not in cache:
            cache[fname] = facts(path)
        fx = cache[fname]
        if not (fx["pil"]["ok"] and fx["im"]["ok"]):
            label = "undecodable"
        else:
            tp, ti = truth(spec, fx["pil"]), truth(spec, fx["im"])
            label = ("true" if tp else "false") if tp == ti else "disputed"
        cases.append({
            "id": f"r4-{n:03d}", "file": f"files/{fname}",
            "content_type": TYPES[os.path.splitext(fname)[1]] if ctype == "-" else ctype,
            "claim": text, "spec": spec, "label": label,
            "pillow": "decodes" if fx["pil"]["ok"] else "fails: " + fx["pil"]["error"].replace(HERE + "/", ""),
            "imagemagick": "decodes" if fx["im"]["ok"] else "fails: " + fx["im"]["error"].replace(HERE + "/", "").split("\n")[0],
        })
    out = os.path.join(HERE, "cases.json")
    if "--write" in sys.argv:
        with open(out, "w") as f:
            json.dump({"cases": cases}, f, indent=1)
            f.write("\n")
        print(f"wrote {len(cases)} cases")
        return 0
    old = {c["id"]: c for c in json.load(open(out))["cases"]}
    bad = [c for c in cases if old.get(c["id"], {}).get("label") != c["label"] or old[c["id"]]["claim"] != c["claim"]]
    if len(old) != len(cases):
        bad.append({"id": "count", "label": f"{len(old)} committed vs {len(cases)} recomputed"})
    for c in bad:
        print("MISMATCH", c["id"], c["label"])
    from collections import Counter
    print(Counter(c["label"] for c in cases), "files", len(cache))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
