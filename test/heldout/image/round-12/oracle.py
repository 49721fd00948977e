#!/usr/bin/env python3
"""Oracle for the held-out image set, round 12: labels every claim of cases_src.json from independent decoders and
writes cases.json (labels plus every decoder's output). Never asks the service.

Decoders (each must decode the WHOLE file, every frame, to count):
  pillow       Pillow: open, seek to every frame and load() it (LOAD_TRUNCATED_IMAGES off, default bomb limit).
  imagemagick  `convert -regard-warnings FILE null:` must exit 0 (all frames, warnings are failures); facts from
               `identify -format` and `identify -verbose`. ImageMagick 6 reads only the default image of an APNG
               (its APNG coder is ffmpeg), so it has no vote on the animation facts of an APNG.
  ffmpeg       GIF and APNG only (animations): `ffmpeg -v error -i FILE -f null -` must print nothing and exit 0;
               facts from `ffprobe -show_frames -show_streams`. (ffmpeg 5.1 cannot read animated WebP.)
  libwebp      WebP only: `webpinfo` must report "No error detected." and, for a still image, `dwebp` must decode
               it; facts from webpinfo (canvas, ANMF frames, durations, loop count, flags). For an animated WebP this
               is a full structural check of every chunk and bitstream header, not a pixel decode.

Label of a claim: each applicable decoder that decoded the file evaluates the predicate to True, False, None (it
cannot tell: the subject is content, or the two readings of an EXIF-turned photo differ) or n/a (it does not report
that property).
  undecodable   no decoder decodes the file;
  true / false  every decoder decodes it, at least two report the property, and all of those agree;
  undetermined  otherwise (decoders disagree, one decodes and another does not, fewer than two report the property,
                or one of them cannot tell).
"""
import json
import os
import re
import subprocess
import warnings
from fractions import Fraction

from PIL import Image

warnings.simplefilter("ignore")
HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
NA = "n/a"
ORIENT = {"TopLeft": 1, "TopRight": 2, "BottomRight": 3, "BottomLeft": 4, "LeftTop": 5, "RightTop": 6,
          "RightBottom": 7, "LeftBottom": 8}


def clean(text):
    """Decoder messages name the file without the machine's folder."""
    return text.replace(FILES + os.sep, "").replace(FILES, "files")


def run(args, timeout=120):
    try:
        p = subprocess.run(args, capture_output=True, timeout=timeout)
        return p.returncode, clean(p.stdout.decode("utf-8", "replace")), clean(p.stderr.decode("utf-8", "replace"))
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"


def magic(data):
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if data.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "GIF"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WEBP"
    return None


# ------------------------------------------------------------------ decoders
def pillow(fn):
    out = {"decoder": "pillow"}
    try:
        im = Image.open(fn)
        out["format"] = {"MPO": "JPEG"}.get(im.format, im.format)
        out["w"], out["h"] = im.size
        out["mode"] = im.mode
        rawmode = im.tile[0].args if im.tile else None
        rawmode = rawmode if isinstance(rawmode, str) else (rawmode[0] if isinstance(rawmode, tuple) and rawmode and isinstance(rawmode[0], str) else None)
        out["rawmode"] = rawmode
        info = dict(im.info)
        out["icc"] = bool(info.get("icc_profile"))
        out["interlaced"] = bool(info.get("interlace") or info.get("progressive") or info.get("progression"))
        out["loop"] = info.get("loop", 1 if im.format == "GIF" else None)
        out["alpha"] = ("A" in im.mode) or ("transparency" in info)
        n = getattr(im, "n_frames", 1)
        out["frames"] = n
        out["animated"] = bool(getattr(im, "is_animated", False))
        delays, sizes = [], []
        for i in range(n):
            im.seek(i)
            im.load()
            d = im.info.get("duration")
            delays.append(None if d is None else float(d))
            sizes.append(list(im.size))
        out["delays_ms"] = delays if out["animated"] else None
        out["frame_sizes"] = sizes
        ex = im.getexif()
        out["exif_orientation"] = ex.get(0x0112)
        out["make"] = ex.get(0x010F)
        out["model"] = ex.get(0x0110)
        out["gps"] = bool(ex.get_ifd(0x8825))
        mode = out["mode"]
        out["grey"] = mode in ("1", "L", "LA", "La", "I", "I;16", "I;16B", "I;16L")
        out["palette"] = mode in ("P", "PA")
        if mode == "1":
            out["depth"] = 1
        elif rawmode and re.search(r";16", rawmode):
            out["depth"] = 16
        elif rawmode and re.search(r";(1|2|4)\b", rawmode):
            out["depth"] = int(re.search(r";(1|2|4)\b", rawmode).group(1))
        elif mode.startswith("I;16"):
            out["depth"] = 16
        else:
            out["depth"] = 8
        out["ok"] = True
    except Exception as e:  # noqa: BLE001
        out["ok"] = False
        out["error"] = clean(f"{type(e).__name__}: {e}")[:300]
    return out


def imagemagick(fn, is_apng):
    out = {"decoder": "imagemagick"}
    rc, so, se = run(["convert", "-regard-warnings", fn, "null:"])
    if rc != 0:
        out["ok"] = False
        out["error"] = (se.strip() or f"exit {rc}")[:300]
        return out
    rc, so, se = run(["identify", "-format", "%m|%W|%H|%w|%h|%X|%Y|%T|%z|%A|%[colorspace]|%[orientation]\n", fn])
    lines = [l.split("|") for l in so.strip().splitlines() if l.count("|") == 11]
    if rc != 0 or not lines:
        out["ok"] = False
        out["error"] = ("identify: " + se.strip())[:300]
        return out
    f0 = lines[0]
    out["format"] = {"JPG": "JPEG"}.get(f0[0], f0[0])
    out["w"], out["h"] = int(f0[1]), int(f0[2])
    out["frames"] = len(lines)
    out["animated"] = len(lines) > 1
    out["frame_sizes"] = [[int(l[3]), int(l[4])] for l in lines]
    out["frame_offsets"] = [[l[5], l[6]] for l in lines]
    out["delays_ms"] = [int(l[7]) * 10 for l in lines] if len(lines) > 1 else None
    out["alpha"] = f0[9].strip().lower() in ("true", "blend")
    out["grey"] = f0[10] in ("Gray", "GRAY")
    out["exif_orientation"] = ORIENT.get(f0[11], None)
    rc, v, se = run(["identify", "-verbose", fn])
    prop = lambda k: (re.search(r"^\s*" + re.escape(k) + r": (.*)$", v, re.M) or [None, None])[1]
    out["interlaced"] = (prop("Interlace") or "None") != "None"
    out["icc"] = bool(re.search(r"Profile-icc:", v))
    it = prop("Iterations")
    out["loop"] = int(it) if it and it.isdigit() else None
    out["make"] = prop("exif:Make")
    out["model"] = prop("exif:Model")
    out["gps"] = bool(re.search(r"exif:GPS(Latitude|Longitude)", v))
    if out["format"] == "PNG":
        ct, bd = prop("png:IHDR.color-type-orig"), prop("png:IHDR.bit-depth-orig")
        out["palette"] = ct == "3"
        out["depth"] = int(bd) if bd and bd.isdigit() else int(f0[8])
    else:
        out["palette"] = out["format"] == "GIF"
        out["depth"] = int(f0[8]) if out["format"] != "GIF" else None
    out["apng_default_image_only"] = is_apng
    out["ok"] = True
    return out


def ffmpeg(fn):
    out = {"decoder": "ffmpeg"}
    rc, so, se = run(["ffmpeg", "-nostdin", "-v", "error", "-i", fn, "-f", "null", "-"])
    if rc != 0 or se.strip():
        out["ok"] = False
        out["error"] = (se.strip() or f"exit {rc}")[:300]
        return out
    rc, so, se = run(["ffprobe", "-v", "error", "-show_frames", "-show_streams", "-of", "json", fn])
    try:
        d = json.loads(so)
        st = d["streams"][0]
        frames = d.get("frames", [])
    except Exception as e:  # noqa: BLE001
        out["ok"] = False
        out["error"] = f"ffprobe: {e} {se.strip()}"[:300]
        return out
    out["format"] = {"gif": "GIF", "apng": "PNG", "png": "PNG"}.get(st.get("codec_name"), st.get("codec_name"))
    out["w"], out["h"] = int(st["width"]), int(st["height"])
    out["frames"] = len(frames)
    out["animated"] = len(frames) > 1
    out["frame_sizes"] = [[int(f["width"]), int(f["height"])] for f in frames]
    durs = [f.get("pkt_duration_time") or f.get("duration_time") for f in frames]
    out["delays_ms"] = [round(float(x) * 1000, 3) if x not in (None, "N/A") else None for x in durs] if len(frames) > 1 else None
    out["ok"] = True
    return out


def libwebp(fn):
    out = {"decoder": "libwebp"}
    rc, info, se = run(["webpinfo", fn])
    if "No error detected." not in info:
        out["ok"] = False
        out["error"] = ("webpinfo: " + " ".join(info.strip().splitlines()[-3:]) + " " + se.strip())[:300]
        return out
    anmf = re.findall(r"Chunk ANMF.*?\n((?:\s+.*\n)+?)Chunk", info + "Chunk")
    canvas = re.search(r"Canvas size (\d+) x (\d+)", info)
    animated = bool(re.search(r"Animation: 1", info)) and "Chunk ANIM" in info
    if not animated:
        rc, so, se = run(["dwebp", "-quiet", fn, "-ppm", "-o", "/dev/null"])
        if rc != 0:
            out["ok"] = False
            out["error"] = ("dwebp: " + se.strip())[:300]
            return out
    if canvas:
        out["w"], out["h"] = int(canvas.group(1)), int(canvas.group(2))
    else:
        m = re.search(r"Width: (\d+)\s+Height: (\d+)", info)
        out["w"], out["h"] = int(m.group(1)), int(m.group(2))
    out["format"] = "WEBP"
    out["animated"] = animated
    if animated:
        fr = re.findall(r"Chunk ANMF[^\n]*\n\s+Offset_X: (\d+)\s+Offset_Y: (\d+)\s+Width: (\d+)\s+Height: (\d+)\s+Duration: (\d+)", info)
        out["frames"] = len(fr)
        out["frame_sizes"] = [[int(f[2]), int(f[3])] for f in fr]
        out["delays_ms"] = [float(f[4]) for f in fr]
        lc = re.search(r"Loop count\s*: (\d+)", info)
        out["loop"] = int(lc.group(1)) if lc else None
    else:
        out["frames"] = 1
        out["frame_sizes"] = [[out["w"], out["h"]]]
        out["delays_ms"] = None
    out["alpha"] = bool(re.search(r"Alpha: 1", info)) or "Chunk ALPH" in info
    out["icc"] = bool(re.search(r"ICCP: 1", info))
    out["ok"] = True
    return out


# ------------------------------------------------------------------ predicates
def cmp(a, op, b):
    return {"==": a == b, ">": a > b, ">=": a >= b, "<": a < b, "<=": a <= b}[op]


def readings(f):
    """(w, h) as decoded, and as displayed when EXIF orientation 5-8 turns it."""
    r = [(f["w"], f["h"])]
    if f.get("exif_orientation") in (5, 6, 7, 8):
        r.append((f["h"], f["w"]))
    return r


def both(f, test):
    vals = {bool(test(w, h)) for w, h in readings(f)}
    return vals.pop() if len(vals) == 1 else None


SIZE_PREDS = {"size", "width", "height", "square", "landscape", "portrait", "aspect"}
ANIM_PREDS = {"frames", "animated", "delay_all", "loop", "frame_size"}


def evaluate(p, f):
    k = p[0]
    if k == "and":
        vals = [evaluate(q, f) for q in p[1:]]
        if False in vals:
            return False
        if NA in vals:
            return NA
        if None in vals:
            return None
        return True
    if k == "content":
        return None
    if f["decoder"] == "imagemagick" and f.get("apng_default_image_only") and k in ANIM_PREDS:
        return NA
    if f["decoder"] == "ffmpeg" and k not in SIZE_PREDS | ANIM_PREDS | {"format"}:
        return NA
    if f["decoder"] == "libwebp" and k not in SIZE_PREDS | ANIM_PREDS | {"format", "alpha", "icc"}:
        return NA
    if k == "size":
        return both(f, lambda w, h: (w, h) == (p[1], p[2]))
    if k == "width":
        return both(f, lambda w, h: cmp(w, p[1], p[2]))
    if k == "height":
        return both(f, lambda w, h: cmp(h, p[1], p[2]))
    if k == "square":
        return both(f, lambda w, h: w == h)
    if k == "landscape":
        return both(f, lambda w, h: w > h)
    if k == "portrait":
        return both(f, lambda w, h: h > w)
    if k == "aspect":
        return both(f, lambda w, h: Fraction(w, h) == Fraction(p[1], p[2]))
    if k == "format":
        return f.get("format") == p[1]
    if k == "frames":
        return cmp(f["frames"], p[1], p[2])
    if k == "animated":
        return f["animated"] == p[1]
    if k == "frame_size":
        sizes = f.get("frame_sizes")
        if sizes is None:
            return NA
        if p[1] == "each":
            return all(s == [p[2], p[3]] for s in sizes)
        idx = p[1]
        if idx >= len(sizes) or idx < -len(sizes):
            return False
        return sizes[idx] == [p[2], p[3]]
    if k == "delay_all":
        d = f.get("delays_ms")
        if d is None:
            return NA if not f.get("animated") else None
        if any(x is None for x in d):
            return None
        return all(abs(x - p[1]) < 0.5 for x in d)
    if k in ("alpha", "grey", "palette", "interlaced", "icc", "gps"):
        v = f.get(k)
        return NA if v is None else (v == p[1])
    if k == "depth":
        v = f.get("depth")
        return NA if v is None else v == p[1]
    if k == "loop":
        v = f.get("loop")
        return NA if v is None else v == p[1]
    if k in ("make", "model"):
        v = f.get(k)
        return NA if v is None and f["decoder"] != "pillow" and f["decoder"] != "imagemagick" else (v or "").strip() == p[1]
    if k == "exif_orientation":
        v = f.get("exif_orientation")
        return (v or 1) == p[1]
    raise ValueError(p)


def label(pred, decs):
    oks = [d for d in decs if d["ok"]]
    if not oks:
        return "undecodable", "no decoder decodes the file"
    if len(oks) < len(decs):
        return "undetermined", "decoded by " + ", ".join(d["decoder"] for d in oks) + " only"
    vals = {d["decoder"]: evaluate(pred, d) for d in oks}
    voting = {k: v for k, v in vals.items() if v != NA}
    if len(voting) < 2:
        return "undetermined", f"fewer than two decoders report it: {vals}"
    s = set(voting.values())
    if s == {True}:
        return "true", ""
    if s == {False}:
        return "false", ""
    return "undetermined", f"decoders disagree or cannot tell: {vals}"


def main():
    src = json.load(open(os.path.join(HERE, "cases_src.json")))
    decoded = {}
    for fn in sorted(os.listdir(FILES)):
        full = os.path.join(FILES, fn)
        data = open(full, "rb").read()
        m = magic(data)
        is_apng = m == "PNG" and b"acTL" in data[: data.find(b"IDAT") if b"IDAT" in data else len(data)]
        decs = [pillow(full), imagemagick(full, is_apng)]
        if m == "GIF" or is_apng:
            decs.append(ffmpeg(full))
        if m == "WEBP":
            decs.append(libwebp(full))
        decoded[fn] = {"magic": m, "bytes": len(data), "decoders": decs}
    cases = []
    for i, c in enumerate(src["cases"], 1):
        decs = decoded[c["file"]]["decoders"]
        lab, why = label(c["pred"], decs)
        cases.append({"id": f"r12-{i:03d}", **c, "label": lab, "label_reason": why,
                      "decoder_values": {d["decoder"]: (evaluate(c["pred"], d) if d["ok"] else "fails") for d in decs}})
    json.dump({"round": 12, "engine": "image", "route": "POST /v1/verify/image",
               "labels": ["true", "false", "undetermined", "undecodable"], "cases": cases,
               "files": decoded}, open(os.path.join(HERE, "cases.json"), "w"), indent=1)
    from collections import Counter
    print(Counter(c["label"] for c in cases))
    print(Counter((c["group"], c["label"]) for c in cases))


if __name__ == "__main__":
    main()
