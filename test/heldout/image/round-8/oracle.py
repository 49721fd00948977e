#!/usr/bin/python3
"""Oracle for this held-out set: Pillow 9.4 (Debian /usr/bin/python3) and ImageMagick 6.9 (`convert`/`identify`).

A file is DECODED when both decoders decode every frame without error or warning:
  - Pillow: Image.open, then seek to every frame (n_frames) and load() it, with warnings turned into errors
    and LOAD_TRUNCATED_IMAGES off;
  - ImageMagick: `convert -regard-warnings FILE null:` exits 0 with nothing on stderr (for a PNG with an acTL
    chunk the `APNG:` coder is used as well, so that every frame, not only the default image, is decoded).
A claim is a conjunction of conditions on properties (width, height, format, frames, animated, transparent,
grayscale, palette, orientation, aspect, pixels). Each property is read from both decoders; labels:
  true         both decode, both agree on every property used, and every condition holds
  false        both decode, both agree, and some condition fails
  undetermined one decoder decodes and the other does not, or the decoders disagree on a property used
  undecodable  no decoder decodes the file
Only `true` may be answered SUPPORTED; only `false` may be answered REFUTED.

Usage: python3 oracle.py            check every committed label (exit 1 on any disagreement)
       python3 oracle.py --write    rewrite the labels in cases.json
"""
import json, os, subprocess, sys, warnings
from PIL import Image, ImageFile

ImageFile.LOAD_TRUNCATED_IMAGES = False
HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")

def pil_facts(p):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            im = Image.open(p)
            n = getattr(im, "n_frames", 1)
            fmt = im.format.lower()
            size = im.size
            modes, transp = set(), False
            for k in range(n):
                im.seek(k)
                im.load()
                modes.add(im.mode)
                if im.mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in im.info:
                    transp = True
            return {"ok": True, "format": {"mpo": "jpeg"}.get(fmt, fmt), "width": size[0], "height": size[1],
                    "frames": n, "transparent": transp,
                    "grayscale": all(m in ("1", "L", "LA", "I", "I;16", "I;16B", "F") for m in modes),
                    "palette": all(m in ("P", "PA") for m in modes)}
    except Exception as e:  # noqa: BLE001 - any failure means "does not decode"
        return {"ok": False, "error": f"{type(e).__name__}: {e}"[:200]}

def has_actl(p):
    b = open(p, "rb").read()
    return b[:8] == b"\x89PNG\r\n\x1a\n" and b"acTL" in b[:4096]

def im_run(args):
    r = subprocess.run(args, capture_output=True, timeout=120)
    return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")

def im_facts(p):
    targets = [p] + (["APNG:" + p] if has_actl(p) else [])
    for t in targets:
        rc, _, err = im_run(["convert", "-regard-warnings", t, "null:"])
        if rc != 0 or err.strip():
            return {"ok": False, "error": f"convert {t}: rc={rc} {err.strip()[:200]}"}
    rc, out, err = im_run(["identify", "-regard-warnings", "-format", "%m|%W|%H|%w|%h|%A|%[type]\n", targets[-1]])
    if rc != 0 or err.strip():
        return {"ok": False, "error": f"identify: rc={rc} {err.strip()[:200]}"}
    rows = [l.split("|") for l in out.strip().splitlines()]
    m, W, H, w, h = rows[0][0], int(rows[0][1]), int(rows[0][2]), int(rows[0][3]), int(rows[0][4])
    # the canvas (page) size is the image size; ImageMagick leaves it 0 when a coder sets none
    width, height = (W, H) if W and H else (w, h)
    fmt = {"PNG": "png", "APNG": "png", "JPEG": "jpeg", "GIF": "gif", "WEBP": "webp"}.get(m, m.lower())
    types = [r[6] for r in rows]
    return {"ok": True, "format": fmt, "width": width, "height": height, "frames": len(rows),
            "transparent": any(r[5] in ("True", "Blend") for r in rows),
            "grayscale": all(t.startswith("Grayscale") or t == "Bilevel" for t in types),
            "palette": all(t.startswith("Palette") for t in types)}

def prop(f, name):
    if name == "animated": return f["frames"] > 1
    if name == "orientation":
        return "square" if f["width"] == f["height"] else ("landscape" if f["width"] > f["height"] else "portrait")
    if name == "pixels": return f["width"] * f["height"]
    if name == "size": return [f["width"], f["height"]]
    if name == "aspect": return [f["width"], f["height"]]
    return f[name]

def holds(v, op, val, name):
    if name == "aspect":
        a, b = val
        return v[0] * b == v[1] * a
    return {"eq": v == val, "ne": v != val, "gt": v > val, "ge": v >= val, "lt": v < val, "le": v <= val}[op]

_cache = {}
def facts(name):
    if name not in _cache:
        p = os.path.join(FILES, name)
        _cache[name] = (pil_facts(p), im_facts(p))
    return _cache[name]

def label(case):
    a, b = facts(case["file"])
    if not a["ok"] and not b["ok"]: return "undecodable"
    if not (a["ok"] and b["ok"]): return "undetermined"
    results = []
    for name, op, val in case["conds"]:
        va, vb = prop(a, name), prop(b, name)
        if va != vb: results.append(None)
        else: results.append(holds(va, op, val, name))
    if any(r is False for r in results): return "false"
    if any(r is None for r in results): return "undetermined"
    return "true"

def main():
    path = os.path.join(HERE, "cases.json")
    doc = json.load(open(path))
    bad = 0
    for c in doc["cases"]:
        got = label(c)
        if "--write" in sys.argv:
            c["label"] = got
        elif c.get("label") != got:
            bad += 1
            print(f"MISMATCH {c['id']}: committed {c.get('label')} oracle {got}")
    doc["files"] = {}
    for name in sorted(os.listdir(FILES)):
        a, b = facts(name)
        doc["files"][name] = {"pillow": a, "imagemagick": b}
    if "--write" in sys.argv:
        with open(path, "w") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
            f.write("\n")
    counts = {}
    for c in doc["cases"]: counts[c["label"] if "--write" in sys.argv else c.get("label")] = counts.get(c.get("label"), 0) + 1
    print(len(doc["cases"]), "cases", counts, "mismatches", bad)
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
