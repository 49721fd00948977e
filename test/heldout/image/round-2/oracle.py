#!/usr/bin/python3
"""Labels every claim in claims.py from the decoders (decode.py: Pillow loads every frame AND ImageMagick
`identify -regard-warnings` reads every frame without a warning). A claim is "true" only when the file fully decodes in
both and the decoded data supports it; "false" when it decodes and the data contradicts it; "undecodable" when either
decoder fails (nothing about such a file is confirmed or refuted); "undetermined" when both decode but disagree on the
fact the claim needs. Writes labels.json with --write; otherwise fails if the committed labels.json differs."""
import json, os, sys
from claims import C
from decode import facts

HERE = os.path.dirname(os.path.abspath(__file__))
OPS = {"eq": lambda a, b: a == b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b}

def label(f, kind, arg):
    if not f["decodes"]: return "undecodable"
    need = {"format": "format", "size": "size", "width": "size", "height": "size", "orientation": "size",
            "animated": "frames", "frames": "frames"}[kind]
    v = f[need]
    if v is None: return "undetermined"
    if kind == "format": ok = v == arg
    elif kind == "size": ok = tuple(v) == tuple(arg)
    elif kind == "width": ok = OPS[arg[0]](v[0], arg[1])
    elif kind == "height": ok = OPS[arg[0]](v[1], arg[1])
    elif kind == "orientation": ok = {"landscape": v[0] > v[1], "portrait": v[0] < v[1], "square": v[0] == v[1]}[arg]
    elif kind == "animated": ok = (v > 1) == arg
    elif kind == "frames": ok = v == arg
    return "true" if ok else "false"

files = sorted(os.listdir(os.path.join(HERE, "files")))
assert sorted(C) == files, set(C) ^ set(files)
out = []
for name in files:
    f = facts(os.path.join(HERE, "files", name))
    dec = {k: f[k] for k in ("decodes", "format", "size", "frames") if k in f}
    dec["pil"] = "ok" if f["pil"]["ok"] else f["pil"]["error"].split(":")[0]
    dec["imagemagick"] = "ok" if f["imagemagick"]["ok"] else "fails (-regard-warnings)"
    claims = [{"claim": t, "kind": k, "arg": a, "label": label(f, k, a)} for t, k, a in C[name]]
    out.append({"file": name, "category": "honest" if name.startswith("h") else "crafted", "decoders": dec, "claims": claims})
text = json.dumps({"files": out}, indent=1) + "\n"
p = os.path.join(HERE, "labels.json")
if "--write" in sys.argv or not os.path.exists(p):
    open(p, "w").write(text); print("wrote labels.json")
elif open(p).read() != text:
    sys.exit("labels.json differs from what the decoders give now")
else:
    print("labels.json matches the decoders")
from collections import Counter
print(len(out), "files,", sum(len(x["claims"]) for x in out), "claims,", dict(Counter(c["label"] for x in out for c in x["claims"])))
