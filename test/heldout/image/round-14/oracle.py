#!/usr/bin/env python3
"""Independent labelling of the held-out image set, round 14. Regenerates cases.json.

Every file is decoded by two decoders, fully:
  1. Pillow: open, then seek to every frame and load() it (LOAD_TRUNCATED_IMAGES off, so a short or corrupt stream raises);
  2. ImageMagick 6 `identify -regard-warnings` (reads every frame's pixels; a warning is an error), which also gives the
     format, each frame's rectangle and the page (canvas), the interlace scheme, EXIF orientation, make and model;
plus, where relevant, `webpinfo` (WebP: chunk and bitstream header checks) and `ffprobe -count_frames` (APNG frame
count, since ImageMagick 6 reads only an APNG's default image). A file counts as decodable only when every decoder
that ran accepts it and they agree on the format and the frame count; otherwise every claim about it is labelled
`undecodable` (the expected answer is INCONCLUSIVE or a 4xx; anything but SUPPORTED is sound, REFUTED is flagged).

On a decodable file a claim's predicate (cases_src.CASES) is evaluated against the decoded facts:
  true / false   the decoders agree and the docs say the property is decided;
  undetermined   the docs say it is not decided (hedges, ranges, alternatives, records, bit depth, palette, loop count,
                 GIF/WebP interlace or alpha, a PNG with tRNS), the two readings of a turned photo (EXIF Orientation 5-8)
                 or of frame sizes disagree, an aspect ratio within 1 %, or the decoders disagree on the size;
  vlm            the docs say a vision model is needed (content nouns, unchecked modifiers, transparency of a file that
                 can hold transparent pixels).
Usage: python3 oracle.py  (after python3 cases_src.py built files/). Prints every disagreement with the author's hand label.
"""
import json, os, shutil, subprocess, sys, warnings
from collections import Counter
from fractions import Fraction

import PIL
from PIL import Image, ImageFile

import cases_src

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
ImageFile.LOAD_TRUNCATED_IMAGES = False
Image.MAX_IMAGE_PIXELS = None  # size limits are not what is measured here; a failed decode still fails


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def pillow(path):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            im = Image.open(path)
            fmt, size = im.format, im.size
            n = getattr(im, "n_frames", 1)
            for i in range(n):
                im.seek(i)
                im.load()
            im.seek(0)
            info = dict(im.info)
            ex = im.getexif()
            return dict(ok=True, fmt=fmt, size=size, frames=n, mode=im.mode,
                        interlace=bool(info.get("interlace")) if fmt == "PNG" else bool(info.get("progressive") or info.get("progression")) if fmt == "JPEG" else None,
                        orientation=ex.get(0x0112), make=ex.get(0x010F), model=ex.get(0x0110))
    except Exception as e:  # noqa: BLE001
        return dict(ok=False, error=f"{type(e).__name__}: {e}".replace(path, os.path.basename(path))[:200])


def magick(path):
    fmt = "%m|%w|%h|%W|%H|%X|%Y|%[interlace]|%[orientation]\\n"
    rc, out, err = run(["identify", "-regard-warnings", "-format", fmt, path])
    err = err.replace(path, os.path.basename(path))
    if rc != 0 or not out.strip():
        return dict(ok=False, error=(err.strip() or f"rc {rc}")[:200])
    rows = [r.split("|") for r in out.strip().splitlines()]
    r0 = rows[0]
    # EXIF make and model: a second call, as an absent property is itself a warning
    _, ex, _ = run(["identify", "-format", "%[EXIF:Make]|%[EXIF:Model]\\n", path + "[0]"])
    r0 = r0 + (ex.strip().splitlines() or ["|"])[0].split("|")[:2]
    r0 += [""] * (11 - len(r0))
    return dict(ok=True, fmt=r0[0], size=(int(r0[3]), int(r0[4])), frames=len(rows),
                rects=[(int(r[1]), int(r[2])) for r in rows], interlace=r0[7],
                orientation=r0[8], make=r0[9] or None, model=r0[10] or None, warn=err.strip()[:200])


def webpinfo(path):
    rc, out, err = run(["webpinfo", "-quiet", path])
    return dict(ok=rc == 0, error=(out + err).replace(path, os.path.basename(path)).strip()[:200])


def ffprobe_apng(path):
    rc, out, err = run(["ffprobe", "-v", "error", "-f", "apng", "-count_frames", "-select_streams", "v",
                        "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", path])
    if rc != 0 or err.strip() or not out.strip():
        return dict(ok=False, error=(err.strip() or f"rc {rc}")[:200])
    w, h, n = out.strip().split(",")[:3]
    return dict(ok=True, size=(int(w), int(h)), frames=int(n))


def png_header(path):
    b = open(path, "rb").read()
    if b[:8] != b"\x89PNG\r\n\x1a\n" or b[12:16] != b"IHDR":
        return None
    ctype, interlace = b[25], b[28]
    return dict(ctype=ctype, trns=b"tRNS" in b[: b.find(b"IDAT")] if b"IDAT" in b else False, apng=b"acTL" in b[: b.find(b"IDAT")])


def facts_of(name):
    path = os.path.join(FILES, name)
    P, M = pillow(path), magick(path)
    dec = dict(pillow=P, imagemagick=M)
    ok, why = P["ok"] and M["ok"], []
    if not P["ok"]:
        why.append("Pillow: " + P["error"])
    if not M["ok"]:
        why.append("ImageMagick: " + M["error"])
    if ok and P["fmt"] != M["fmt"]:
        ok = False; why.append(f"format {P['fmt']} vs {M['fmt']}")
    hdr = png_header(path)
    frames = P.get("frames")
    if ok and P["fmt"] == "WEBP":
        W = webpinfo(path); dec["webpinfo"] = W
        if not W["ok"]:
            ok = False; why.append("webpinfo: " + W["error"])
    if ok and hdr and hdr["apng"]:
        A = ffprobe_apng(path); dec["ffprobe"] = A
        if not A["ok"] or A["frames"] != P["frames"] or A["size"] != P["size"]:
            ok = False; why.append(f"APNG: Pillow {P['frames']} frames {P['size']}, ffprobe {A}")
    elif ok and P["frames"] != M["frames"]:
        ok = False; why.append(f"frames Pillow {P['frames']} vs ImageMagick {M['frames']}")
    if not ok:
        return dict(decodable=False, why="; ".join(why), decoders=dec)
    fmt = P["fmt"]
    size_agree = P["size"] == M["size"]
    orient = P["orientation"]
    if str(orient or "") != "" and M["orientation"] not in ("Undefined", "", None):
        pass
    if fmt == "PNG":
        alpha = True if hdr["ctype"] in (4, 6) else (None if hdr["trns"] else False)
        transp_possible = hdr["ctype"] in (4, 6) or hdr["trns"]
        inter = P["interlace"]
        if (M["interlace"] != "None") != inter:
            inter = None
    elif fmt == "JPEG":
        alpha, transp_possible = False, False
        inter = P["interlace"]
        if (M["interlace"] != "None") != inter:
            inter = None
    else:
        alpha, transp_possible, inter = None, True, None
    w, h = P["size"]
    readings = [(w, h), (h, w)] if orient in (5, 6, 7, 8) else [(w, h)]
    mk = P["make"] if (P["make"] or "").strip() == (M["make"] or "").strip() else "?disagree"
    md = P["model"] if (P["model"] or "").strip() == (M["model"] or "").strip() else "?disagree"
    return dict(decodable=True, fmt=fmt, size=P["size"], size_agree=size_agree, readings=readings, frames=frames,
                rects=M["rects"], alpha=alpha, transp_possible=transp_possible, interlaced=inter,
                orientation=orient, make=mk, model=md, decoders=dec)


OPS = {"==": lambda a, b: a == b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b}
VLM, UND = "vlm", None


def over_readings(f, test):
    if not f["size_agree"]:
        return UND
    vals = {test(w, h) for (w, h) in f["readings"]}
    return vals.pop() if len(vals) == 1 else UND


def aspect_test(a, b):
    def t(w, h):
        if w * b == h * a:
            return True
        return False if abs(Fraction(w * b, h * a) - 1) > Fraction(1, 100) else "near"
    return t


def evaluate(p, f):
    k = p[0]
    if k == "vlm":
        return VLM
    if k == "undet":
        return UND
    if k == "fmt":
        return f["fmt"] == p[1]
    if k == "size":
        return over_readings(f, lambda w, h: (w, h) == (p[1], p[2]))
    if k == "w":
        return over_readings(f, lambda w, h: OPS[p[1]](w, p[2]))
    if k == "h":
        return over_readings(f, lambda w, h: OPS[p[1]](h, p[2]))
    if k == "orient":
        o = lambda w, h: "portrait" if h > w else "landscape" if w > h else "square"  # noqa: E731
        return over_readings(f, lambda w, h: o(w, h) == p[1])
    if k == "aspect":
        r = over_readings(f, aspect_test(p[1], p[2]))
        return UND if r == "near" else r
    if k == "frames":
        return OPS[p[1]](f["frames"], p[2])
    if k == "animated":
        return (f["frames"] > 1) == p[1]
    if k == "interlaced":
        return UND if f["interlaced"] is None else f["interlaced"] == p[1]
    if k == "alpha":
        return UND if f["alpha"] is None else f["alpha"] == p[1]
    if k == "transparent":
        return VLM if f["transp_possible"] else False
    if k in ("make", "model"):
        v = f[k]
        if v == "?disagree":
            return UND
        return (v or "").strip().lower() == p[1].lower()
    if k == "eachframe_w":
        if not f["size_agree"]:
            return UND
        vals = {f["size"][0] == p[1], all(r[0] == p[1] for r in f["rects"])}
        return vals.pop() if len(vals) == 1 else UND
    if k == "and":
        a, b = evaluate(p[1], f), evaluate(p[2], f)
        if a is False or b is False:
            return False
        if a is True and b is True:
            return True
        return VLM if VLM in (a, b) else UND
    raise ValueError(p)


def main():
    facts = {}
    for name in sorted({c["file"] for c in cases_src.CASES}):
        facts[name] = facts_of(name)
    cases, mism = [], []
    for i, c in enumerate(cases_src.CASES, 1):
        f = facts[c["file"]]
        if not f["decodable"]:
            label, reason = "undecodable", "decoders: " + f["why"]
        else:
            r = evaluate(c["pred"], f)
            label = {True: "true", False: "false", UND: "undetermined", VLM: "vlm"}[r]
            reason = c["why"]
        if label != c["hand"]:
            mism.append(f"{i:03d} {c['file']} {c['claim']!r}: hand {c['hand']}, oracle {label} ({reason})")
        cases.append(dict(id=f"img14-{i:03d}", file=c["file"], group=c["group"], claim=c["claim"], label=label,
                          hand_label=c["hand"], label_reason=reason))
    rc, ver, _ = run(["identify", "-version"])
    doc = dict(
        set="held-out image round 14",
        oracle=dict(pillow=PIL.__version__, imagemagick=ver.splitlines()[0] if ver else "?",
                    webpinfo="libwebp webpinfo", ffprobe=run(["ffprobe", "-version"])[1].splitlines()[0]),
        labels=dict(Counter(c["label"] for c in cases)),
        files={n: ({k: v for k, v in f.items() if k not in ("decoders", "readings", "rects")} if f["decodable"] else
                   dict(decodable=False, why=f["why"])) for n, f in facts.items()},
        cases=cases,
    )
    with open(os.path.join(HERE, "cases.json"), "w") as fh:
        json.dump(doc, fh, indent=1, default=list)
        fh.write("\n")
    print(f"{len(cases)} cases on {len(facts)} files: {dict(Counter(c['label'] for c in cases))}")
    for n, f in facts.items():
        if not f["decodable"]:
            print("  undecodable:", n, "-", f["why"][:160])
    print(f"{len(mism)} hand labels changed by the oracle:")
    for m in mism:
        print("  " + m)


if __name__ == "__main__":
    sys.exit(main())
