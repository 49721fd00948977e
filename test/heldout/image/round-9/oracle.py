#!/usr/bin/env python3
"""Oracle for the held-out image set, round 9: decodes every file in files/ with independent decoders and labels every
claim of claims.json, writing oracle.json (every decoder's output per file) and cases.json (claims with labels).

Decoders (each must decode the WHOLE file, every frame, without error or warning, to count as "decoded"):
  pillow       Pillow: open, then seek() and load() every frame (LOAD_TRUNCATED_IMAGES off, default bomb limit)
  imagemagick  ImageMagick 6 `identify -regard-warnings` (reads every frame's pixels; any warning is a failure)
  ffprobe      FFmpeg `ffprobe -v error -count_frames` + per-frame durations (GIF and APNG only; any message is a failure)
  dwebp        libwebp `dwebp` to a null PAM (still WebP only)
A decoder that does not apply to the bytes (ffprobe on a JPEG) is not asked. ImageMagick 6 reads an APNG as its
default image only, so it is not asked about frames, animation or durations of a file with an acTL chunk.

Label of a claim:
  undecodable   no asked decoder decodes the file
  undetermined  some decode and some fail, or the decoders that decode disagree on the claim, or (EXIF orientation 5-8)
                the claim's truth differs between stored and displayed dimensions
  true / false  every asked decoder decodes the whole file and all that report the claimed property agree (at least two)
"""
import json
import os
import re
import subprocess
import warnings

from PIL import Image, ImageFile

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
ImageFile.LOAD_TRUNCATED_IMAGES = False


def sniff(b):
    if b[:8] == b"\x89PNG\r\n\x1a\n":
        return "PNG"
    if b[:3] == b"\xff\xd8\xff":
        return "JPEG"
    if b[:6] in (b"GIF87a", b"GIF89a"):
        return "GIF"
    if b[:4] == b"RIFF" and b[8:12] == b"WEBP":
        return "WEBP"
    if b[:2] == b"BM":
        return "BMP"
    if b[:4] in (b"II*\0", b"MM\0*"):
        return "TIFF"
    return None


def is_apng(b):
    return sniff(b) == "PNG" and b"acTL" in b[:4096]


def dec_pillow(path):
    out = {"decoder": "pillow"}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            im = Image.open(path)
            out["format"] = {"MPO": "JPEG"}.get(im.format, im.format)
            out["width"], out["height"] = im.size
            n = getattr(im, "n_frames", 1)
            durs = []
            modes = set()
            alpha = False
            for i in range(n):
                im.seek(i)
                im.load()
                durs.append(im.info.get("duration"))
                modes.add(im.mode)
                if im.mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in im.info:
                    alpha = True
            im.seek(0)
            out["frames"] = n
            out["animated"] = n > 1
            out["durations_ms"] = [None if d is None else int(round(d)) for d in durs] if n > 1 else None
            out["mode"] = sorted(modes)
            out["alpha"] = alpha
            out["grey"] = all(m in ("L", "LA", "I;16", "I;16B", "I", "1") for m in modes)
            if out["format"] == "JPEG":
                out["progressive"] = bool(im.info.get("progressive") or im.info.get("progression"))
            ex = im.getexif()
            out["exif"] = {"make": ex.get(0x010F), "model": ex.get(0x0110), "orientation": ex.get(0x0112)}
            out["ok"] = True
    except Exception as e:  # noqa: BLE001 - any failure means "does not decode"
        out["ok"] = False
        out["error"] = f"{type(e).__name__}: {e}"[:300]
    return out


def dec_imagemagick(path, apng):
    out = {"decoder": "imagemagick"}
    fmt = "%m|%w|%h|%W|%H|%T|%A|%[colorspace]|%[interlace]\\n"
    p = subprocess.run(["identify", "-regard-warnings", "-format", fmt, path], capture_output=True, text=True,
                       timeout=120)
    lines = [l for l in p.stdout.splitlines() if l.strip()]
    out["rc"] = p.returncode
    if p.stderr.strip():
        out["stderr"] = p.stderr.strip()[:400]
    if p.returncode != 0 or not lines or p.stderr.strip():
        out["ok"] = False
        return out
    rows = [l.split("|") for l in lines]
    r0 = rows[0]
    out["format"] = {"JPG": "JPEG", "BMP3": "BMP"}.get(r0[0], r0[0])
    fw, fh, pw, ph = int(r0[1]), int(r0[2]), int(r0[3]), int(r0[4])
    # canvas (page) size when set (GIF, animated WebP), else the image size
    out["width"], out["height"] = (pw, ph) if pw > 0 and ph > 0 else (fw, fh)
    out["frame_sizes"] = [[int(r[1]), int(r[2])] for r in rows]
    out["grey"] = all(r[7] in ("Gray",) for r in rows)
    out["alpha"] = any(r[6].lower() in ("blend", "true") for r in rows)
    if out["format"] == "JPEG":
        out["progressive"] = r0[8] not in ("None", "")
    if not apng:
        out["frames"] = len(rows)
        out["animated"] = len(rows) > 1
        out["durations_ms"] = [int(r[5]) * 10 for r in rows] if len(rows) > 1 else None
    # EXIF in a second call without -regard-warnings (a missing tag is a warning, not a decoding problem)
    q = subprocess.run(["identify", "-format", "%[EXIF:*]", path + "[0]"], capture_output=True, text=True, timeout=120)
    tags = dict(l[5:].split("=", 1) for l in q.stdout.splitlines() if l.startswith("exif:") and "=" in l)
    exo = tags.get("Orientation", "").strip()
    out["exif"] = {"make": tags.get("Make", "").strip() or None, "model": tags.get("Model", "").strip() or None,
                   "orientation": int(exo) if exo.isdigit() else None}
    out["ok"] = True
    return out


def dec_ffprobe(path):
    out = {"decoder": "ffprobe"}
    p = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-show_entries",
                        "stream=codec_name,width,height,nb_read_frames:frame=duration_time,pkt_duration_time",
                        "-of", "json", path], capture_output=True, text=True, timeout=120)
    out["rc"] = p.returncode
    if p.stderr.strip():
        out["stderr"] = p.stderr.strip()[:400]
    try:
        j = json.loads(p.stdout or "{}")
    except json.JSONDecodeError:
        j = {}
    st = (j.get("streams") or [{}])[0]
    if p.returncode != 0 or p.stderr.strip() or not st.get("nb_read_frames"):
        out["ok"] = False
        return out
    out["codec"] = st.get("codec_name")
    out["format"] = {"gif": "GIF", "apng": "PNG", "png": "PNG"}.get(st.get("codec_name"))
    out["width"], out["height"] = st.get("width"), st.get("height")
    n = int(st["nb_read_frames"])
    out["frames"] = n
    out["animated"] = n > 1
    durs = []
    for fr in j.get("frames", []):
        d = fr.get("duration_time") or fr.get("pkt_duration_time")
        durs.append(None if d is None else int(round(float(d) * 1000)))
    out["durations_ms"] = durs if n > 1 else None
    out["ok"] = True
    return out


def dec_dwebp(path):
    out = {"decoder": "dwebp"}
    p = subprocess.run(["dwebp", "-pam", path, "-o", os.devnull], capture_output=True, text=True, timeout=120)
    out["rc"] = p.returncode
    msg = (p.stderr + p.stdout).strip()
    out["message"] = msg[:300]
    m = re.search(r"Dimensions?:\s*(\d+)\s*x\s*(\d+)", msg)
    if p.returncode != 0 or not m:
        out["ok"] = False
        return out
    out["format"] = "WEBP"
    out["width"], out["height"] = int(m.group(1)), int(m.group(2))
    out["alpha"] = "with alpha" in msg
    out["frames"] = 1
    out["animated"] = False
    out["ok"] = True
    return out


def decode(name):
    path = name  # relative to files/ (the working directory), so that no machine path reaches oracle.json
    b = open(path, "rb").read()
    kind = sniff(b)
    apng = is_apng(b)
    res = [dec_pillow(path), dec_imagemagick(path, apng)]
    if kind == "GIF" or apng:
        res.append(dec_ffprobe(path))
    if kind == "WEBP" and b"ANIM" not in b[:64]:
        res.append(dec_dwebp(path))
    return {"file": name, "bytes": len(b), "signature": kind, "apng": apng, "decoders": res}


def value(d, check):
    """The decoder's value for the claimed property, or None when it does not report it."""
    p = check[0]
    if p in ("size", "aspect", "orientation", "megapixels", "min_side", "width", "height"):
        if d.get("width") is None:
            return None
        return (d["width"], d["height"])
    if p == "format":
        return d.get("format")
    if p in ("frames", "animated", "alpha", "grey", "progressive"):
        return d.get(p)
    if p in ("delay_each_ms", "duration_ms"):
        if "durations_ms" not in d:
            return None
        return tuple(d["durations_ms"]) if d["durations_ms"] else ()
    if p.startswith("exif_"):
        return (d.get("exif") or {}).get(p[5:])
    raise ValueError(p)


OPS = {"==": lambda a, b: a == b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b,
       "<=": lambda a, b: a <= b}


def truth(check, v):
    p = check[0]
    if p == "size":
        return v == (check[1], check[2])
    if p == "width":
        return OPS[check[1]](v[0], check[2])
    if p == "height":
        return OPS[check[1]](v[1], check[2])
    if p == "min_side":
        return OPS[check[1]](min(v), check[2])
    if p == "megapixels":
        return OPS[check[1]](v[0] * v[1] / 1e6, check[2])
    if p == "aspect":
        return abs(v[0] / v[1] - check[1] / check[2]) < 0.01
    if p == "orientation":
        o = "landscape" if v[0] > v[1] else "portrait" if v[1] > v[0] else "square"
        return o == check[1]
    if p == "format":
        return v == check[1]
    if p in ("animated", "alpha", "grey", "progressive"):
        return v == check[1]
    if p == "frames":
        return OPS[check[1]](v, check[2])
    if p == "delay_each_ms":
        return len(v) > 0 and all(x == check[1] for x in v)
    if p == "duration_ms":
        return len(v) > 0 and sum(v) == check[1]
    if p.startswith("exif_"):
        return v is not None and str(v).strip() == str(check[1])
    raise ValueError(p)


def label(info, check):
    ds = info["decoders"]
    ok = [d for d in ds if d["ok"]]
    if not ok:
        return "undecodable", "no decoder decodes the file"
    if len(ok) < len(ds):
        return "undetermined", "decoded by " + ", ".join(d["decoder"] for d in ok) + " only"
    vals = {d["decoder"]: value(d, check) for d in ok}
    vals = {k: v for k, v in vals.items() if v is not None or check[0].startswith("exif_")}
    if check[0].startswith("exif_"):
        vals = {k: v for k, v in vals.items() if k in ("pillow", "imagemagick")}
    if len(vals) < 2:
        return "undetermined", f"fewer than two decoders report {check[0]}"
    truths = {k: truth(check, v) for k, v in vals.items()}
    if len(set(truths.values())) > 1:
        return "undetermined", "decoders disagree: " + json.dumps({k: str(v) for k, v in vals.items()})
    t = next(iter(truths.values()))
    if check[0] in ("size", "aspect", "orientation", "width", "height"):
        ors = {(d.get("exif") or {}).get("orientation") for d in ok}
        if len(ors) == 1 and next(iter(ors)) in (5, 6, 7, 8):
            w, h = next(iter(vals.values()))
            if truth(check, (h, w)) != t:
                return "undetermined", "EXIF orientation 5-8: true of stored and false of displayed size or vice versa"
    return ("true" if t else "false"), "decoders agree: " + json.dumps({k: str(v) for k, v in vals.items()})


def main():
    src = json.load(open(os.path.join(HERE, "claims.json")))
    os.chdir(FILES)
    infos = {f["file"]: decode(f["file"]) for f in src["files"]}
    cases = []
    for i, c in enumerate(src["claims"], 1):
        lab, why = label(infos[c["file"]], c["check"])
        case = {"id": f"img9-{i:03d}", "file": c["file"], "group": c["group"], "claim": c["claim"], "check": c["check"],
                "label": lab, "why": why}
        if c.get("content_type"):
            case["content_type"] = c["content_type"]
        cases.append(case)
    with open(os.path.join(HERE, "oracle.json"), "w") as f:
        json.dump({"files": [dict(infos[r["file"]], group=r["group"], note=r["note"]) for r in src["files"]]}, f,
                  indent=1)
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump({"set": "image round 9", "cases": cases}, f, indent=1)
    counts = {}
    for c in cases:
        counts[c["label"]] = counts.get(c["label"], 0) + 1
    print(len(cases), "claims", counts)


if __name__ == "__main__":
    main()
