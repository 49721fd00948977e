#!/usr/bin/python3
"""Oracle for held-out round 7 (image engine). Labels every claim in cases.json from two decoders:
Pillow (Debian python3, PIL 9.4) and ImageMagick 6.9.11 (`convert -regard-warnings FILE null:` and `identify`).

A file is DECODABLE only when both decoders fully decode it: Pillow opens it, loads every frame and (PNG) passes
verify(); ImageMagick converts every frame with -regard-warnings and exits 0. Then each fact (format, width, height,
frames, alpha, grey, EXIF make) is read from both; a fact on which they disagree is 'disputed'.
Labels: 'true' / 'false' (decodable, the decoders agree), 'undecodable' (at least one decoder fails: no positive label
is possible), 'disputed' (both decode but disagree on a fact the claim needs).
Usage: python3 oracle.py           regenerate labels and fail if labels.json disagrees
       python3 oracle.py --write   (re)write labels.json and decoders.json"""
import json, os, subprocess, sys, warnings
from fractions import Fraction
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")

def pil_facts(path):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            im = Image.open(path)
            fmt, size, mode, info = im.format, im.size, im.mode, dict(im.info)
            n = getattr(im, "n_frames", 1)
            for i in range(n):
                im.seek(i); im.load()
            make = None
            try:
                make = im.getexif().get(271)
            except Exception:
                pass
            if fmt == "PNG":
                v = Image.open(path); v.verify()
        alpha = mode in ("RGBA", "LA", "PA", "RGBa", "La") or "transparency" in info
        gray = mode in ("1", "L", "LA", "I", "I;16", "I;16B", "La")
        return {"ok": True, "format": fmt, "width": size[0], "height": size[1], "frames": n,
                "alpha": alpha, "gray": gray, "make": make}
    except Exception as e:
        return {"ok": False, "error": f"{type(e).__name__}: {e}"[:200]}

def im_facts(path):
    r = subprocess.run(["convert", "-regard-warnings", path, "null:"], capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        return {"ok": False, "error": (r.stderr.strip() or f"rc {r.returncode}")[:200]}
    r = subprocess.run(["identify", "-format", "%m|%W|%H|%A|%[colorspace]|%[EXIF:Make]\n", path],
                       capture_output=True, text=True, timeout=120)
    lines = [l for l in r.stdout.splitlines() if l.strip()]
    if r.returncode != 0 or not lines:
        return {"ok": False, "error": (r.stderr.strip() or "identify failed")[:200]}
    m, W, H, A, cs, make = lines[0].split("|")
    return {"ok": True, "format": {"JPEG": "JPEG", "PNG": "PNG", "GIF": "GIF", "WEBP": "WEBP"}.get(m, m),
            "width": int(W), "height": int(H), "frames": len(lines),
            "alpha": A not in ("False", "Undefined"), "gray": cs in ("Gray", "LinearGray"), "make": make or None}

def fact(dec, key):
    """value on which both decoders agree, or raise Disputed"""
    a, b = dec["pil"][key], dec["im"][key]
    if a != b:
        raise Disputed(key)
    return a

class Disputed(Exception): pass

OPS = {"=": lambda x, v: x == v, ">": lambda x, v: x > v, ">=": lambda x, v: x >= v,
       "<": lambda x, v: x < v, "<=": lambda x, v: x <= v}

def atom(dec, a):
    k = a["k"]
    if k == "format": r = fact(dec, "format") == a["v"]
    elif k in ("width", "height", "frames"): r = OPS[a.get("op", "=")](fact(dec, k), a["v"])
    elif k == "animated": r = (fact(dec, "frames") > 1) == a["v"]
    elif k in ("alpha", "gray"): r = fact(dec, k) == a["v"]
    elif k == "make": r = fact(dec, "make") == a["v"]
    elif k == "orient":
        w, h = fact(dec, "width"), fact(dec, "height")
        r = {"landscape": w > h, "portrait": h > w, "square": w == h}[a["v"]]
    elif k == "aspect":
        w, h = fact(dec, "width"), fact(dec, "height")
        r = Fraction(w, h) == Fraction(a["v"][0], a["v"][1])
    else: raise SystemExit(f"unknown atom {k}")
    return (not r) if a.get("neg") else r

def main():
    cases = json.load(open(os.path.join(HERE, "cases.json")))
    decs = {}
    os.chdir(FILES)  # relative names keep machine paths out of decoders.json
    for f in sorted({c["file"] for c in cases}):
        decs[f] = {"pil": pil_facts(f), "im": im_facts(f)}
    os.chdir(HERE)
    labels = {}
    for c in cases:
        d = decs[c["file"]]
        if not (d["pil"]["ok"] and d["im"]["ok"]):
            labels[c["id"]] = "undecodable"; continue
        try:
            labels[c["id"]] = "true" if all(atom(d, a) for a in c["atoms"]) else "false"
        except Disputed:
            labels[c["id"]] = "disputed"
    lp = os.path.join(HERE, "labels.json")
    if "--write" in sys.argv:
        json.dump(labels, open(lp, "w"), indent=1, sort_keys=True)
        json.dump(decs, open(os.path.join(HERE, "decoders.json"), "w"), indent=1, sort_keys=True)
        print("wrote", len(labels), "labels")
    else:
        old = json.load(open(lp)); bad = [k for k in labels if old.get(k) != labels[k]] + [k for k in old if k not in labels]
        for k in bad: print("DISAGREES", k, "committed", old.get(k), "oracle", labels.get(k))
        if bad: sys.exit(1)
        print("all", len(labels), "labels agree")
    from collections import Counter
    print(Counter(labels.values()))

if __name__ == "__main__":
    main()
