#!/usr/bin/python3
"""Labels every claim of cases.json from two independent decoders, Pillow and ImageMagick, and writes labels.json.

    python3 oracle.py          # regenerates labels.json; exits 1 when a label or a kept/dropped decision changed

A file DECODES when both
  - Pillow opens it and loads every frame (Image.open, then seek(i) + load() for each of n_frames) with
    ImageFile.LOAD_TRUNCATED_IMAGES = False and the default decompression-bomb limit, and
  - ImageMagick's `convert -regard-warnings FILE null:` exits 0 (any warning is an error).
It does NOT decode when both fail. When one decoder succeeds and the other fails, or both succeed but report a
different format, size (Pillow's size against ImageMagick's canvas of the first frame), frame count or EXIF facts,
the file is DROPPED: it is kept in files/ for the record but no claim about it is scored.

Facts of a decoded file are Pillow's: format, size (width, height), n_frames, and EXIF from getexif() (IFD0 Make 0x010F,
Model 0x0110, the GPS IFD 0x8825). A claim's label is TRUE or FALSE from those facts; every claim about a file that
does not decode is UNDECIDABLE. For a JPEG whose EXIF Orientation swaps the axes (5-8), a dimension, aspect or
orientation claim is evaluated under both readings (stored pixels and displayed picture) and must get the same label
under both, else the script stops: such a claim would be ambiguous and does not belong in the set.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import warnings
from fractions import Fraction

import PIL
from PIL import Image, ImageFile

ImageFile.LOAD_TRUNCATED_IMAGES = False
HERE = os.path.dirname(os.path.abspath(__file__))
CONVERT = shutil.which("convert")
IDENTIFY = shutil.which("identify")
if CONVERT is None or IDENTIFY is None:
    sys.exit("ImageMagick's convert and identify are needed")


def clean(s):
    return str(s).replace("\x00", "").strip()


def pil_facts(path):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with Image.open(path) as im:
                fmt = im.format
                size = im.size
                n = getattr(im, "n_frames", 1)
                for i in range(n):
                    im.seek(i)
                    im.load()
                im.seek(0)
                exif = im.getexif()
                gps = exif.get_ifd(0x8825)
                return {
                    "ok": True,
                    "format": fmt.lower(),
                    "width": size[0],
                    "height": size[1],
                    "frames": n,
                    "has_exif": len(exif) > 0,
                    "has_gps": len(gps) > 0,
                    "make": clean(exif[0x010F]) if 0x010F in exif else None,
                    "model": clean(exif[0x0110]) if 0x0110 in exif else None,
                    "orientation": int(exif.get(0x0112, 1)),
                }
    except Exception as e:  # noqa: BLE001 - any failure to decode is the answer
        return {"ok": False, "error": f"{type(e).__name__}: {e}".replace(path, os.path.basename(path))}


def magick_facts(path):
    name = os.path.basename(path)
    r = subprocess.run([CONVERT, "-regard-warnings", path, "null:"], capture_output=True, text=True, timeout=300)
    err = r.stderr.replace(path, name).strip()
    if r.returncode != 0:
        return {"ok": False, "error": " / ".join(err.splitlines()) if err else f"exit {r.returncode}"}
    r = subprocess.run([IDENTIFY, "-format", "%m|%W|%H|%w|%h\\n", path], capture_output=True, text=True, timeout=300)
    frames = [ln.split("|") for ln in r.stdout.split("\n") if ln.count("|") == 4]
    if r.returncode != 0 or not frames:
        return {"ok": False, "error": "identify: " + (r.stderr.replace(path, name).strip() or f"exit {r.returncode}")}
    r = subprocess.run([IDENTIFY, "-format", "%[EXIF:*]", path + "[0]"], capture_output=True, text=True, timeout=300)
    exif = dict(ln.split("=", 1) for ln in r.stdout.splitlines() if ln.startswith("exif:") and "=" in ln)
    first = frames[0]
    return {
        "ok": True,
        "format": {"JPEG": "jpeg", "PNG": "png", "GIF": "gif", "WEBP": "webp"}.get(first[0], first[0].lower()),
        "canvas": [int(first[1]), int(first[2])],
        "first_frame": [int(first[3]), int(first[4])],
        "frames": len(frames),
        "has_exif": len(exif) > 0,
        "has_gps": any(k.startswith("exif:GPS") and k != "exif:GPSInfo" for k in exif),
        "make": clean(exif["exif:Make"]) if "exif:Make" in exif else None,
        "model": clean(exif["exif:Model"]) if "exif:Model" in exif else None,
    }


def disagreement(p, m, wants_exif):
    if p["format"] != m["format"]:
        return f"format: Pillow {p['format']}, ImageMagick {m['format']}"
    if [p["width"], p["height"]] != m["canvas"]:
        return f"size: Pillow {p['width']}x{p['height']}, ImageMagick canvas {m['canvas'][0]}x{m['canvas'][1]}"
    if p["frames"] != m["frames"]:
        return f"frames: Pillow {p['frames']}, ImageMagick {m['frames']}"
    if wants_exif:
        for k in ("has_exif", "has_gps", "make", "model"):
            if p[k] != m[k]:
                return f"EXIF {k}: Pillow {p[k]!r}, ImageMagick {m[k]!r}"
    return None


def holds(a, f, w, h):
    """The truth of one `asserts` object for decoded facts f, with (w, h) the reading of the dimensions."""
    if "all" in a:
        return all(holds(x, f, w, h) for x in a["all"])
    (k, v), = a.items()
    if k == "format":
        return f["format"] == v
    if k == "dims":
        return [w, h] == v
    if k == "width":
        return w == v
    if k == "height":
        return h == v
    if k == "width_gt":
        return w > v
    if k == "aspect":
        return Fraction(w, h) == Fraction(v[0], v[1]) if h else False
    if k == "orientation":
        return {"landscape": w > h, "portrait": h > w, "square": w == h}[v]
    if k == "animated":
        return (f["frames"] > 1) == v
    if k == "frames":
        return f["frames"] == v
    if k in ("has_exif", "has_gps"):
        return f[k] == v
    if k in ("make", "model"):
        return f[k] is not None and f[k].lower() == v.lower()
    raise ValueError(a)


def wants_exif(case):
    def walk(a):
        if "all" in a:
            return any(walk(x) for x in a["all"])
        return next(iter(a)) in ("has_exif", "has_gps", "make", "model")
    return any(walk(c["asserts"]) for c in case["claims"])


def main():
    with open(os.path.join(HERE, "cases.json")) as fh:
        cases = json.load(fh)["files"]
    files, labels = {}, {}
    for case in cases:
        path = os.path.join(HERE, case["file"])
        p, m = pil_facts(path), magick_facts(path)
        entry = {"pillow": p, "imagemagick": m}
        if p["ok"] and m["ok"]:
            why = disagreement(p, m, wants_exif(case))
            entry.update(decodes=True, kept=why is None, drop_reason=why)
        elif not p["ok"] and not m["ok"]:
            entry.update(decodes=False, kept=True, drop_reason=None)
        else:
            entry.update(decodes=None, kept=False,
                         drop_reason="Pillow decodes, ImageMagick does not" if p["ok"]
                         else "ImageMagick decodes, Pillow does not")
        files[case["id"]] = entry
        if not entry["kept"]:
            continue
        for c in case["claims"]:
            if not entry["decodes"]:
                labels[c["id"]] = "UNDECIDABLE"
                continue
            w, h = p["width"], p["height"]
            label = holds(c["asserts"], p, w, h)
            if case["file"].endswith(".jpg") and p["orientation"] in (5, 6, 7, 8):
                if holds(c["asserts"], p, h, w) != label:
                    sys.exit(f"{c['id']}: ambiguous under EXIF rotation: {c['text']}")
            labels[c["id"]] = "TRUE" if label else "FALSE"
    version = subprocess.run([CONVERT, "-version"], capture_output=True, text=True).stdout.splitlines()[0]
    out = {
        "oracle": {"pillow": PIL.__version__, "imagemagick": version,
                   "rule": "decodes = Pillow loads every frame AND convert -regard-warnings succeeds; "
                           "labels from Pillow's facts; UNDECIDABLE when neither decodes; dropped when they disagree"},
        "files": files,
        "labels": labels,
    }
    target = os.path.join(HERE, "labels.json")
    changed = []
    if os.path.exists(target):
        with open(target) as fh:
            old = json.load(fh)
        for cid in sorted(set(old["labels"]) | set(labels)):
            if old["labels"].get(cid) != labels.get(cid):
                changed.append(f"{cid}: committed {old['labels'].get(cid)}, oracle {labels.get(cid)}")
        for fid in sorted(set(old["files"]) | set(files)):
            a, b = old["files"].get(fid, {}).get("kept"), files.get(fid, {}).get("kept")
            if a != b:
                changed.append(f"{fid}: committed kept={a}, oracle kept={b}")
    with open(target, "w") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    kept = [f for f in files.values() if f["kept"]]
    n_dec = sum(1 for f in kept if f["decodes"])
    counts = {k: sum(1 for v in labels.values() if v == k) for k in ("TRUE", "FALSE", "UNDECIDABLE")}
    print(f"{len(files)} files: {len(kept)} kept ({n_dec} decode, {len(kept) - n_dec} do not), "
          f"{len(files) - len(kept)} dropped; {len(labels)} claims {counts}")
    for fid, f in files.items():
        if not f["kept"]:
            print(f"  dropped {fid}: {f['drop_reason']}")
    if changed:
        print("labels differ from the committed labels.json:\n  " + "\n  ".join(changed))
        sys.exit(1)


if __name__ == "__main__":
    main()
