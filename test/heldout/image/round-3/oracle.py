#!/usr/bin/python3
"""Labels every claim of cases.json from two independent decoders: Pillow and ImageMagick.

    /usr/bin/python3 oracle.py           # recompute; exit 1 if a committed label disagrees
    /usr/bin/python3 oracle.py --write   # recompute and write the labels into cases.json

Needs Debian's Python 3 with Pillow (9.4 used) and ImageMagick 6 `convert` (6.9.11 used).

A file is DECODABLE only when both decoders decode every frame in full:
  - Pillow: Image.open, then seek + load() of every frame (LOAD_TRUNCATED_IMAGES off); any exception or warning fails.
  - ImageMagick: `convert -regard-warnings FILE -coalesce -format ... info:` exits 0 and writes nothing to stderr
    (every libpng/libjpeg/libwebp/GIF warning counts as a failure).
Facts of a decodable file (each must agree between the decoders, else claims that use it are not_supported):
  format (Pillow format / ImageMagick magick), width and height (Pillow size / ImageMagick coalesced canvas),
  frames (Pillow n_frames / number of coalesced frames; for an APNG, ImageMagick 6 reads the default image only, so
  the frame count is Pillow's alone, taken only when ImageMagick decodes that default image), alpha (Pillow mode with
  A or a tRNS/transparency entry / ImageMagick %A), mode grey/colour/cmyk (Pillow mode / ImageMagick colorspace).
Labels:  true           decodable, both decoders agree, the claim holds      -> SUPPORTED expected
         false          decodable, both decoders agree, the claim fails      -> REFUTED expected
         not_supported  not decodable by both, or the decoders disagree on a fact the claim uses: no positive label
                        (a file no decoder decodes makes every claim not_supported)
"""
import json
import os
import subprocess
import sys
import warnings
from fractions import Fraction

from PIL import Image, ImageFile

ImageFile.LOAD_TRUNCATED_IMAGES = False
HERE = os.path.dirname(os.path.abspath(__file__))
GREY = {"1", "L", "LA", "La", "I", "I;16", "I;16B", "I;16L", "F"}


def pil_facts(path):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with Image.open(path) as im:
                fmt = im.format
                size = im.size
                mode = im.mode
                n = getattr(im, "n_frames", 1)
                alpha = "A" in mode or "transparency" in im.info
                for i in range(n):
                    im.seek(i)
                    im.load()
        m = "grey" if mode in GREY else "cmyk" if mode == "CMYK" else "palette" if mode in ("P", "PA") else "colour"
        return {"ok": True, "format": fmt.lower(), "width": size[0], "height": size[1], "frames": n,
                "alpha": alpha, "mode": m}
    except Exception as e:  # noqa: BLE001 - any failure means "does not decode"
        return {"ok": False, "error": f"{type(e).__name__}: {e}"[:160]}


def im_facts(path):
    p = subprocess.run(["convert", "-regard-warnings", os.path.basename(path), "-coalesce", "-format",
                        "%m %w %h %A %[colorspace]\\n", "info:"], capture_output=True, text=True, timeout=120,
                       cwd=os.path.dirname(path))
    if p.returncode != 0 or p.stderr.strip():
        return {"ok": False, "error": (p.stderr.strip().splitlines() or [f"exit {p.returncode}"])[0][:160]}
    lines = [ln.split() for ln in p.stdout.strip().splitlines()]
    fmt, w, h, a, cs = lines[0]
    m = {"Gray": "grey", "CMYK": "cmyk", "sRGB": "colour", "RGB": "colour"}.get(cs, cs)
    return {"ok": True, "format": {"JPEG": "jpeg", "PNG": "png", "GIF": "gif", "WEBP": "webp"}.get(fmt, fmt),
            "width": int(w), "height": int(h), "frames": len(lines), "alpha": a not in ("Undefined", "False"),
            "mode": m}


def is_apng(path):
    with open(path, "rb") as f:
        data = f.read()
    return data[:8] == b"\x89PNG\r\n\x1a\n" and b"acTL" in data[: data.find(b"IDAT")]


def file_facts(path):
    cwd = os.getcwd()
    os.chdir(os.path.dirname(path))
    try:
        a = pil_facts(os.path.basename(path))
    finally:
        os.chdir(cwd)
    b = im_facts(path)
    out = {"pillow": a, "imagemagick": b, "decodable": a["ok"] and b["ok"], "facts": {}, "disagree": []}
    if not out["decodable"]:
        return out
    for k in ("format", "width", "height", "frames", "alpha", "mode"):
        va, vb = a[k], b[k]
        if k == "frames" and is_apng(path) and vb == 1:
            vb = va  # ImageMagick 6 reads an APNG's default image only
        if va == vb:
            out["facts"][k] = va
        else:
            out["disagree"].append(f"{k}: pillow {va}, imagemagick {vb}")
    return out


class Unknown(Exception):
    pass


def fact(f, k):
    if k not in f:
        raise Unknown(k)
    return f[k]


def holds(check, f):
    """Evaluates a claim's structured meaning against the agreed facts of a decodable file."""
    if "all" in check:
        return all(holds(c, f) for c in check["all"])
    if "not" in check:
        return not holds(check["not"], f)
    ((k, v),) = check.items()
    if k == "format":
        return fact(f, "format") == v
    if k == "size":
        return [fact(f, "width"), fact(f, "height")] == v
    if k == "size_any_order":
        return sorted([fact(f, "width"), fact(f, "height")]) == sorted(v)
    for dim in ("width", "height"):
        if k == dim:
            return fact(f, dim) == v
        if k == dim + "_gt":
            return fact(f, dim) > v
        if k == dim + "_ge":
            return fact(f, dim) >= v
        if k == dim + "_lt":
            return fact(f, dim) < v
        if k == dim + "_le":
            return fact(f, dim) <= v
    if k == "frames":
        return fact(f, "frames") == v
    if k == "frames_ge":
        return fact(f, "frames") >= v
    if k == "animated":
        return (fact(f, "frames") > 1) == v
    if k == "alpha":
        return fact(f, "alpha") == v
    if k == "mode":
        return fact(f, "mode") == v
    if k == "orientation":
        w, h = fact(f, "width"), fact(f, "height")
        return {"landscape": w > h, "portrait": h > w, "square": w == h}[v]
    if k == "aspect":
        return Fraction(fact(f, "width"), fact(f, "height")) == Fraction(v[0], v[1])
    if k == "pixels":
        return fact(f, "width") * fact(f, "height") == v
    raise ValueError(f"unknown check {k}")


def label(check, ff):
    if not ff["decodable"]:
        return "not_supported"
    try:
        return "true" if holds(check, ff["facts"]) else "false"
    except Unknown:
        return "not_supported"


def main():
    write = "--write" in sys.argv
    path = os.path.join(HERE, "cases.json")
    with open(path) as f:
        doc = json.load(f)
    facts = {}
    for name in sorted(doc["files"]):
        facts[name] = file_facts(os.path.join(HERE, "files", name))
    bad = 0
    for c in doc["claims"]:
        lab = label(c["check"], facts[c["file"]])
        if c.get("label") != lab:
            if not write:
                print(f"MISMATCH {c['id']}: committed {c.get('label')}, oracle {lab}")
            bad += 1
            c["label"] = lab
    with open(os.path.join(HERE, "oracle-facts.json"), "w") as f:
        json.dump(facts, f, indent=1, sort_keys=True)
        f.write("\n")
    counts = {}
    for c in doc["claims"]:
        counts[c["label"]] = counts.get(c["label"], 0) + 1
    dec = sum(1 for v in facts.values() if v["decodable"])
    print(f"{len(doc['files'])} files ({dec} decodable by both), {len(doc['claims'])} claims: {counts}")
    if write:
        with open(path, "w") as f:
            f.write(dump(doc))
        print(f"wrote {bad} changed labels")
        return 0
    if bad:
        print(f"{bad} labels disagree with the oracle")
        return 1
    print("all committed labels agree with the oracle")
    return 0


def dump(doc):
    """cases.json with one file and one claim per line."""
    files = ",\n".join(f"    {json.dumps(k)}: {json.dumps(v)}" for k, v in doc["files"].items())
    claims = ",\n".join(f"    {json.dumps(c, ensure_ascii=False)}" for c in doc["claims"])
    head = {k: v for k, v in doc.items() if k not in ("files", "claims")}
    head_s = "".join(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},\n" for k, v in head.items())
    return "{\n" + head_s + '  "files": {\n' + files + "\n  },\n" + '  "claims": [\n' + claims + "\n  ]\n}\n"


if __name__ == "__main__":
    sys.exit(main())
