#!/usr/bin/python3
"""Decoder facts for every file in files/: Pillow (open, then load every frame) and ImageMagick
(`identify -regard-warnings`, which reads the pixels of every frame and fails on any warning)."""
import json, os, subprocess, sys, warnings
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))

def pil_facts(p):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            im = Image.open(p)
            fmt, size = im.format, im.size
            n = getattr(im, "n_frames", 1)
            for i in range(n):
                im.seek(i); im.load()
        return {"ok": True, "format": fmt.lower().replace("jpg", "jpeg"), "w": size[0], "h": size[1], "frames": n}
    except Exception as e:
        return {"ok": False, "error": f"{type(e).__name__}: {e}"[:200]}

def im_facts(p):
    r = subprocess.run(["identify", "-regard-warnings", "-format", "%m %w %h %W %H\n", p], capture_output=True, text=True)
    if r.returncode != 0:
        return {"ok": False, "error": (r.stderr.strip() or f"exit {r.returncode}")[:200]}
    lines = [l.split() for l in r.stdout.strip().splitlines()]
    m, w, h, W, H = lines[0]
    fmt = m.lower()
    if fmt == "gif":   # ImageMagick keeps the logical screen (page) as the GIF's size
        w, h = W, H
    return {"ok": True, "format": fmt, "w": int(w), "h": int(h), "frames": len(lines)}

def facts(p):
    a, b = pil_facts(p), im_facts(p)
    out = {"pil": a, "imagemagick": b}
    out["decodes"] = a["ok"] and b["ok"]
    if out["decodes"]:
        out["format"] = a["format"] if a["format"] == b["format"] else None
        out["size"] = [a["w"], a["h"]] if (a["w"], a["h"]) == (b["w"], b["h"]) else None
        out["frames"] = a["frames"] if a["frames"] == b["frames"] else None
    return out

if __name__ == "__main__":
    for f in sorted(os.listdir(os.path.join(HERE, "files"))):
        print(f, json.dumps(facts(os.path.join(HERE, "files", f))))
