#!/usr/bin/env python3
"""Oracle for the round-10 held-out image set: labels every claim from independent decoders, never from the service.

Decoders (every one must decode the WHOLE file; a warning counts as a failure where the tool can report one):
  pillow     Pillow: Image.open, then load() of every frame (seek 0..n-1); LOAD_TRUNCATED_IMAGES off.
  magick     ImageMagick 6 `convert -regard-warnings FILE info:` (all frames decoded; warnings are errors).
  dwebp      libwebp `dwebp` for still WebP files (full decode of the still image).
  ffprobe    `ffprobe -v error -count_frames` for GIF and APNG (frame count; any error output = failure).
Labels: "true"/"false" when every decoder that tries the file decodes it whole and all the decoders that can read the
claim's properties agree; "undecodable" when none decodes the file; "undetermined" when they disagree (one decodes,
another fails, or they report different values). EXIF Orientation 5-8: size/width/height/aspect/orientation claims are
evaluated for the stored (w x h) and displayed (h x w) readings; if the two give different answers the label is
"undetermined". Every decoder's output is recorded in oracle.json. Writes cases.json (claims + labels).
"""
import json, os, re, subprocess, sys, warnings
from fractions import Fraction
from PIL import Image, ImageFile, ExifTags

HERE = os.path.dirname(os.path.abspath(__file__))
os.chdir(HERE)
FILES = "files"  # relative, so that no machine path lands in oracle.json
ImageFile.LOAD_TRUNCATED_IMAGES = False
warnings.simplefilter("ignore")

def run(args, timeout=60):
    try:
        r = subprocess.run(args, capture_output=True, timeout=timeout)
        return r.returncode, r.stdout.decode("utf8", "replace"), r.stderr.decode("utf8", "replace")
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"

def pillow(path):
    try:
        with Image.open(path) as im:
            fmt = im.format
            n = getattr(im, "n_frames", 1)
            durs, sizes = [], []
            for i in range(n):
                im.seek(i); im.load()
                durs.append(im.info.get("duration")); sizes.append(list(im.size))
            im.seek(0)
            ex = im.getexif()
            gps = ex.get_ifd(0x8825) if hasattr(ex, "get_ifd") else {}
            mode = im.mode
            return {"ok": True, "format": "WEBP" if fmt == "WEBP" else fmt, "w": im.size[0], "h": im.size[1], "frames": n,
                    "durations_ms": durs if n > 1 else None, "mode": mode,
                    "alpha": mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in im.info,
                    "grey": mode in ("1", "L", "LA", "I", "I;16", "I;16B", "F"),
                    "depth16": mode.startswith("I;16") or mode == "I",
                    "palette": mode == "P", "interlaced": bool(im.info.get("interlace")),
                    "progressive": bool(im.info.get("progressive")), "icc": bool(im.info.get("icc_profile")),
                    "orientation": ex.get(0x0112), "make": ex.get(0x010F), "model": ex.get(0x0110), "gps": bool(gps)}
    except BaseException as e:  # DecompressionBombError, OSError, SyntaxError, ValueError ...
        return {"ok": False, "error": f"{type(e).__name__}: {e}"[:300]}

FMT = "%m|%w|%h|%W|%H|%[channels]|%[colorspace]|%A|%z|%T|%[interlace]\\n"
META = "%[png:IHDR.color-type-orig]|%[png:IHDR.bit-depth-orig]|%[EXIF:Orientation]|%[EXIF:Make]|%[EXIF:Model]|%[EXIF:GPSLatitude]|\\n"
def magick(path):
    rc, out, err = run(["convert", "-regard-warnings", path, "-format", FMT, "info:"])
    if rc != 0 or not out.strip():
        return {"ok": False, "error": (err.strip() or f"rc {rc}")[:300]}
    rows = [l.split("|") for l in out.strip().splitlines()]
    r = rows[0]
    _, mo, _ = run(["convert", path + "[0]", "-format", META, "info:"])  # metadata only, after a clean decode
    r = r + (mo.strip().splitlines() or [""])[0].split("|")
    fmt = r[0]
    w, h = int(r[1]), int(r[2])
    if fmt == "GIF" and int(r[3]) > 0 and int(r[4]) > 0:
        w, h = int(r[3]), int(r[4])  # the logical screen
    rc2, icc, _ = run(["convert", path + "[0]", "icc:-"])
    frames = len(rows)
    return {"ok": True, "format": fmt, "w": w, "h": h, "frames": frames,
            "durations_ms": [int(x[9]) * 10 for x in rows] if frames > 1 else None,
            "alpha": r[7] in ("True", "Blend"), "grey": r[6] == "Gray",
            "depth16": (r[12] == "16") if r[12] else r[8] == "16",
            "palette": (r[11] == "3") if r[11] else None, "interlaced": r[10] not in ("None", "", "Undefined"),
            "progressive": r[10] == "JPEG", "icc": rc2 == 0 and len(icc) > 0,
            "orientation": int(r[13]) if r[13].isdigit() else None, "make": r[14] or None, "model": r[15] or None,
            "gps": bool(r[16]), "raw": out.strip()[:600], "warnings": err.strip()[:300]}

def dwebp(path):
    rc, out, err = run(["dwebp", path, "-pam", "-o", "/dev/null"])
    m = re.search(r"Dimensions: (\d+) x (\d+)", out + err)
    if rc != 0 or not m:
        return {"ok": False, "error": (err.strip() or out.strip())[:300]}
    return {"ok": True, "format": "WEBP", "w": int(m.group(1)), "h": int(m.group(2)), "frames": 1}

def ffprobe(path):
    rc, out, err = run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                        "stream=codec_name,width,height,nb_read_frames", "-of", "json", path])
    if rc != 0 or err.strip():
        return {"ok": False, "error": (err.strip() or f"rc {rc}")[:300]}
    try:
        s = json.loads(out)["streams"][0]
        return {"ok": True, "codec": s["codec_name"], "w": s["width"], "h": s["height"], "frames": int(s["nb_read_frames"])}
    except Exception as e:
        return {"ok": False, "error": f"unparsed: {e}"}

def sniff(b):
    if b[:8] == b"\x89PNG\r\n\x1a\n": return "PNG"
    if b[:3] == b"\xff\xd8\xff": return "JPEG"
    if b[:6] in (b"GIF87a", b"GIF89a"): return "GIF"
    if b[:4] == b"RIFF" and b[8:12] == b"WEBP": return "WEBP"
    return None

def decoders_for(path):
    b = open(path, "rb").read()
    sig = sniff(b)
    out = {"pillow": pillow(path), "magick": magick(path)}
    if sig == "WEBP" and b"ANIM" not in b[:200]:
        out["dwebp"] = dwebp(path)
    if sig == "GIF" or (sig == "PNG" and b"acTL" in b):
        out["ffprobe"] = ffprobe(path)
    return sig, out

SIZE_KEYS = {"size", "w", "h", "w_gt", "w_ge", "w_lt", "w_le", "h_gt", "h_ge", "h_lt", "h_le", "square", "landscape",
             "portrait", "aspect", "px_gt"}
FRAME_KEYS = {"frames", "frames_gt", "animated", "durations_ms"}

def ev(check, d, w, h):
    """Evaluate a check against one decoder's output d, with the reading w x h. None = the decoder can't tell."""
    res = []
    for k, v in check.items():
        if k == "format": r = d.get("format") == v
        elif k == "size": r = [w, h] == v
        elif k == "w": r = w == v
        elif k == "h": r = h == v
        elif k == "w_gt": r = w > v
        elif k == "w_ge": r = w >= v
        elif k == "w_lt": r = w < v
        elif k == "w_le": r = w <= v
        elif k == "h_gt": r = h > v
        elif k == "h_ge": r = h >= v
        elif k == "h_lt": r = h < v
        elif k == "h_le": r = h <= v
        elif k == "square": r = (w == h) == v
        elif k == "landscape": r = (w > h) == v
        elif k == "portrait": r = (h > w) == v
        elif k == "aspect": r = Fraction(w, h) == Fraction(v[0], v[1])
        elif k == "px_gt": r = w * h > v
        elif k == "frames": r = d.get("frames") == v if d.get("frames") is not None else None
        elif k == "frames_gt": r = d["frames"] > v if d.get("frames") is not None else None
        elif k == "animated": r = (d["frames"] > 1) == v if d.get("frames") is not None else None
        elif k == "durations_ms": r = d.get("durations_ms") == v if "durations_ms" in d else None
        elif k in ("make", "model"): r = (d.get(k) or "").strip().lower().startswith(v.lower()) if k in d else None
        elif k in ("alpha", "grey", "depth16", "palette", "interlaced", "progressive", "gps", "icc"):
            r = (bool(d.get(k)) == v) if d.get(k) is not None else None
        else: raise KeyError(k)
        res.append(r)
    if any(r is None for r in res): return None
    return all(res)

def applies(name, check, sig, path):
    keys = set(check)
    if name == "ffprobe": return keys <= FRAME_KEYS
    if name == "dwebp": return keys <= SIZE_KEYS | {"format"} | FRAME_KEYS
    if name == "magick" and sig == "PNG" and keys & FRAME_KEYS and b"acTL" in open(path, "rb").read():
        return False  # IM's PNG reader shows an APNG's default image only
    return True

def label(case, sig, dec):
    oks = {n: d["ok"] for n, d in dec.items()}
    if not any(oks.values()): return "undecodable", "no decoder decodes the file"
    if not all(oks.values()): return "undetermined", "decoders disagree on decoding: " + ", ".join(f"{n}={'ok' if o else 'fail'}" for n, o in oks.items())
    check = case["check"]
    vals = {}
    for n, d in dec.items():
        if not applies(n, check, sig, os.path.join(FILES, case["file"])): continue
        w, h = d.get("w"), d.get("h")
        r = ev(check, d, w, h)
        o = dec["pillow"].get("orientation") or dec["magick"].get("orientation")
        if o in (5, 6, 7, 8) and set(check) & SIZE_KEYS:
            r2 = ev(check, d, h, w)
            if r != r2: return "undetermined", f"EXIF orientation {o}: stored and displayed readings differ"
        if r is None: continue
        vals[n] = r
    if not vals: return "undetermined", "no decoder reports this property"
    if len(set(vals.values())) > 1: return "undetermined", "decoders report different values: " + json.dumps(vals)
    return ("true" if list(vals.values())[0] else "false"), "agreed by " + ", ".join(vals)

def main():
    src = json.load(open(os.path.join(HERE, "claims_src.json")))
    cache, cases = {}, []
    for c in src:
        path = os.path.join(FILES, c["file"])
        if c["file"] not in cache:
            cache[c["file"]] = decoders_for(path)
        sig, dec = cache[c["file"]]
        lab, why = label(c, sig, dec)
        cases.append({**c, "label": lab, "why": why})
    json.dump({"decoders": {f: {"signature": s, **d} for f, (s, d) in cache.items()}}, open(os.path.join(HERE, "oracle.json"), "w"), indent=1)
    json.dump({"description": "Held-out image set round 10; labels from oracle.py (Pillow, ImageMagick, dwebp, ffprobe)", "cases": cases},
              open(os.path.join(HERE, "cases.json"), "w"), indent=1)
    from collections import Counter
    print(Counter(c["label"] for c in cases))
    if "-v" in sys.argv:
        for c in cases: print(c["id"], c["file"], c["label"], "|", c["claim"], "|", c["why"])

if __name__ == "__main__":
    main()
