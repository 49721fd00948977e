#!/usr/bin/python3
"""Labels every claim of cases.json from two independent decoders: Pillow (Debian's /usr/bin/python3, Pillow 9.4) and
ImageMagick 6 (`identify` and `convert` with -regard-warnings). Writes labels.json; when labels.json already exists,
exits non-zero if any label differs from the committed one (so a re-run checks the set).

Labels:
  true         both decoders decode every frame of the file and the claim holds for both
  false        both decoders decode the file and the claim fails for both
  disputed     only one decoder decodes the file, or the two disagree on the claim: no positive label
  undecodable  neither decoder decodes the file: every claim is 'not supported'
"""
import json, os, subprocess, sys, warnings
from PIL import Image, ImageChops, ImageFile

ImageFile.LOAD_TRUNCATED_IMAGES = False
warnings.simplefilter("ignore")
HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")


def pil_facts(path):
    try:
        im = Image.open(path)
        fmt = im.format
        n = getattr(im, "n_frames", 1)
        for i in range(n):
            im.seek(i)
            im.load()
        im.seek(0)
        im.load()
        rgba = im.convert("RGBA")
        rgb = im.convert("RGB")
        r, g, b = rgb.split()
        grey = ImageChops.difference(r, g).getbbox() is None and ImageChops.difference(g, b).getbbox() is None
        return {"format": fmt, "w": im.size[0], "h": im.size[1], "frames": n,
                "transparent": rgba.getextrema()[3][0] < 255, "grey": grey}
    except Exception as e:  # noqa: BLE001 - any failure means: Pillow does not decode it
        return {"error": f"{type(e).__name__}: {e}".replace(path, os.path.basename(path))[:200]}


def run(args):
    p = subprocess.run(args, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def im_facts(path):
    rc, out, err = run(["convert", "-regard-warnings", path, "null:"])
    err = err.replace(path, os.path.basename(path))
    if rc != 0:
        return {"error": ("convert: " + err.strip())[:200]}
    rc, out, err = run(["identify", "-regard-warnings", "-format", "%m|%[opaque]|%[type]\n", path])
    if rc != 0:
        return {"error": ("identify: " + err.strip().replace(path, os.path.basename(path)))[:200]}
    lines = [l.split("|") for l in out.strip().splitlines()]
    rc, out2, err2 = run(["convert", "-regard-warnings", path, "-coalesce", "-format", "%w %h\n", "info:"])
    if rc != 0:
        return {"error": ("convert -coalesce: " + err2.strip().replace(path, os.path.basename(path)))[:200]}
    w, h = map(int, out2.strip().splitlines()[0].split())
    t = lines[0][2]
    return {"format": lines[0][0], "w": w, "h": h, "frames": len(lines),
            "transparent": lines[0][1].strip().lower() == "false",
            "grey": ("Gray" in t or "Bilevel" in t)}


OPS = {"==": lambda a, b: a == b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b,
       "<=": lambda a, b: a <= b}


def holds(prop, f):
    k = prop["k"]
    if k == "all":
        return all(holds(p, f) for p in prop["of"])
    if k == "size":
        return f["w"] == prop["w"] and f["h"] == prop["h"]
    if k == "width":
        return OPS[prop["op"]](f["w"], prop["v"])
    if k == "height":
        return OPS[prop["op"]](f["h"], prop["v"])
    if k == "format":
        return f["format"].upper() == prop["v"]
    if k == "frames":
        return OPS[prop["op"]](f["frames"], prop["v"])
    if k == "animated":
        return (f["frames"] > 1) == prop["v"]
    if k == "orient":
        o = "landscape" if f["w"] > f["h"] else "portrait" if f["h"] > f["w"] else "square"
        return o == prop["v"]
    if k == "aspect":
        return f["w"] * prop["h"] == f["h"] * prop["w"]
    if k == "transparent":
        return f["transparent"] == prop["v"]
    if k == "grey":
        return f["grey"] == prop["v"]
    raise ValueError(k)


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json")))
    facts = {}
    for name in sorted({c["file"] for c in cases}):
        p = os.path.join(FILES, name)
        facts[name] = {"pil": pil_facts(p), "im": im_facts(p)}
    labels = []
    for c in cases:
        fp, fi = facts[c["file"]]["pil"], facts[c["file"]]["im"]
        if "error" in fp and "error" in fi:
            lab = "undecodable"
        elif "error" in fp or "error" in fi:
            lab = "disputed"
        else:
            a, b = holds(c["prop"], fp), holds(c["prop"], fi)
            lab = ("true" if a else "false") if a == b else "disputed"
        labels.append({"id": c["id"], "file": c["file"], "claim": c["claim"], "label": lab})
    out = {"labels": labels, "decoders": facts}
    path = os.path.join(HERE, "labels.json")
    if os.path.exists(path) and "--write" not in sys.argv:
        old = {l["id"]: l["label"] for l in json.load(open(path))["labels"]}
        diff = [l for l in labels if old.get(l["id"]) != l["label"]]
        for l in diff:
            print(f"DIFFERS {l['id']} {l['file']}: committed {old.get(l['id'])}, oracle {l['label']}")
        if diff or len(old) != len(labels):
            sys.exit(1)
        print(f"{len(labels)} labels agree with labels.json")
        return
    json.dump(out, open(path, "w"), indent=1)
    from collections import Counter
    print(Counter(l["label"] for l in labels))


main()
