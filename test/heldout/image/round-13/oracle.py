#!/usr/bin/env python3
"""Oracle for the held-out image set, round 13: labels every claim from what independent decoders report.

Decoders (each run on every file, independently of the service):
  pillow       Pillow: open, then load every frame (LOAD_TRUNCATED_IMAGES off, its default bomb limit on)
  imagemagick  ImageMagick 6 `identify -regard-warnings` (decodes every frame; a warning is a failure),
               plus `convert -auto-orient` for the displayed size and `icc:-` for the profile
  webpinfo     libwebp's header checker, on WebP only: votes on nothing, but a WebP in which it finds errors
               (an ANMF or VP8X header that disagrees with its bitstream) is not "decoded whole"
  ffprobe      FFmpeg (`-count_frames`, decode errors at -v error are failures), on GIF and APNG only: FFmpeg has
               no decoder for animated WebP, and the brief asks for it on animations

A decoder "decodes the whole file" when it reads every frame without an error or warning.
Label of a claim:
  undecodable   no decoder decodes the whole file
  undetermined  the decoders that ran do not all decode the whole file, or they disagree on the claim, or fewer
                than two of them read the property (e.g. frame delays that only one reports), or the claim is about
                content no decoder reads (the logo, the face: expr None)
  true / false  every decoder decodes the whole file and all that read the property agree (at least two)
Readings inside one decoder: a file whose EXIF orientation is 5-8 is shown turned a quarter, so size claims are
evaluated on both the stored and the displayed size; a decoder whose two readings differ gives no single answer
(undetermined). Frame claims (subject each / frameN / frame_last) read each frame's size as the decoder reports it:
Pillow composes every frame onto the canvas, ImageMagick reports the frame's own rectangle, ffprobe the canvas.
A decoder that does not implement a feature (ImageMagick 6 reads only the default image of an APNG) does not vote
on the frame properties of that feature.

Run: python3 oracle.py   (reads cases_src.json, writes cases.json and oracle_output.json)
"""
import json
import os
import re
import subprocess

from PIL import Image, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
SIZE_VARS = {"w", "h"}


def sh(*cmd, timeout=60):
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=timeout)
        err = r.stderr.decode("utf8", "replace").replace(FILES + os.sep, "")  # no machine paths in the output
        return r.returncode, r.stdout.decode("utf8", "replace"), err
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"


def sniff(path):
    with open(path, "rb") as f:
        b = f.read()
    if b[:8] == b"\x89PNG\r\n\x1a\n":
        return "PNG", b"acTL" in b
    if b[:3] == b"\xff\xd8\xff":
        return "JPEG", False
    if b[:6] in (b"GIF87a", b"GIF89a"):
        return "GIF", True
    if b[:4] == b"RIFF" and b[8:12] == b"WEBP":
        return "WEBP", b"ANIM" in b[:64]
    return None, False


# ------------------------------------------------------------------------------------------------ Pillow
def pillow(path):
    out = {"decoder": "pillow"}
    try:
        if True:
            im = Image.open(path)
            out["fmt"] = im.format
            out["w"], out["h"] = im.size
            out["mode"] = im.mode
            gif_interlace = bool(im.tile[0].args[1]) if im.format == "GIF" and im.tile else None  # (bits, interlace, tr.)
            n = getattr(im, "n_frames", 1)
            out["frames"] = n
            info0 = dict(im.info)
            frames, transparent = [], False
            for i in range(n):
                im.seek(i)
                im.load()
                fr = {"fw": im.size[0], "fh": im.size[1], "delay": im.info.get("duration")}
                if "bbox" in im.info:
                    fr["bbox"] = list(im.info["bbox"])
                frames.append(fr)
                a = im.convert("RGBA").getextrema()[3]
                transparent = transparent or a[0] < 255
            im.seek(0)
            out["frame_list"] = frames
            out["transparent"] = transparent
            m = out["mode"]
            out["alpha"] = m in ("RGBA", "LA", "PA", "La", "RGBa")
            out["grey"] = m in ("1", "L", "LA", "I", "I;16", "I;16B", "I;16L")
            out["palette"] = m in ("P", "PA")
            out["depth"] = 1 if m == "1" else 16 if m.startswith("I;16") or (m == "I" and im.format == "PNG") else 8
            if im.format == "PNG":
                out["interlaced"] = bool(info0.get("interlace"))
            elif im.format == "JPEG":
                out["interlaced"] = bool(info0.get("progressive") or info0.get("progression"))
            elif im.format == "GIF":
                out["interlaced"] = gif_interlace
            out["icc"] = bool(info0.get("icc_profile"))
            out["loop"] = info0.get("loop")
            ex = im.getexif()
            out["orientation"] = ex.get(0x0112)
            out["make"] = ex.get(0x010F)
            out["model"] = ex.get(0x0110)
            out["gps"] = bool(ex.get_ifd(0x8825))
            if out["orientation"] in (5, 6, 7, 8):
                out["dw"], out["dh"] = ImageOps.exif_transpose(im).size
            out["ok"] = True
    except Exception as e:  # noqa: BLE001
        out["ok"] = False
        out["error"] = f"{type(e).__name__}: {e}".replace(FILES + os.sep, "")[:300]
    return out


# ------------------------------------------------------------------------------------------------ ImageMagick
IMFMT = "%m|%w|%h|%W|%H|%X|%Y|%T|%[interlace]|%A|%z|%[type]|%[opaque]\\n"


def imagemagick(path, kind, apng):
    out = {"decoder": "imagemagick"}
    rc, so, se = sh("identify", "-regard-warnings", "-format", IMFMT, path)
    out["stderr"] = se.strip()[:300]
    if rc != 0 or not so.strip():
        out["ok"] = False
        out["error"] = (se.strip() or f"rc {rc}")[:300]
        return out
    rows = [r.split("|") for r in so.strip().split("\n")]
    r0 = rows[0]
    out["fmt"] = r0[0]
    out["w"], out["h"] = int(r0[3]), int(r0[4])  # page (canvas) size
    if out["w"] == 0 or out["h"] == 0:
        out["w"], out["h"] = int(r0[1]), int(r0[2])
    out["frames"] = len(rows)
    out["frame_list"] = [
        {"fw": int(r[1]), "fh": int(r[2]), "x": int(r[5]), "y": int(r[6]), "delay": int(r[7]) * 10} for r in rows
    ]
    if kind not in ("GIF",) and not (kind == "WEBP"):
        for fr in out["frame_list"]:
            fr["delay"] = None  # still formats: no delay
    out["interlaced"] = r0[8] != "None" if kind in ("PNG", "JPEG", "GIF") else None
    out["alpha"] = r0[9] not in ("False", "Undefined")
    out["depth"] = int(r0[10])
    out["type"] = r0[11]
    out["grey"] = "Gray" in r0[11] or r0[11] == "Bilevel"
    out["palette"] = "Palette" in r0[11]
    out["transparent"] = any(r[12] == "false" for r in rows)
    # EXIF properties in a second call, without -regard-warnings (a missing EXIF tag is a warning)
    _, sx, _ = sh("identify", "-format", "%[EXIF:*]", path + "[0]")
    exif = dict(l.split("=", 1) for l in sx.splitlines() if "=" in l)
    o = exif.get("exif:Orientation", "").strip()
    out["orientation"] = int(o) if o.isdigit() else None
    out["make"] = exif.get("exif:Make") or None
    out["model"] = exif.get("exif:Model") or None
    out["gps"] = any(k.startswith("exif:GPSLatitude") for k in exif)
    rc2, so2, _ = sh("convert", path + "[0]", "icc:-")
    out["icc"] = rc2 == 0 and len(so2) > 0
    rc3, so3, _ = sh("identify", "-verbose", path + "[0]")
    m = re.search(r"Iterations: (\d+)", so3)
    out["loop"] = int(m.group(1)) if m else None
    if out["orientation"] in (5, 6, 7, 8):
        rc4, so4, _ = sh("convert", path + "[0]", "-auto-orient", "-format", "%w %h", "info:")
        out["dw"], out["dh"] = map(int, so4.split())
    if apng:
        out["no_vote"] = ["frames", "frame_list", "loop"]  # ImageMagick 6 has no APNG decoder: default image only
    out["ok"] = True
    return out


# ------------------------------------------------------------------------------------------------ ffprobe
def ffprobe(path):
    out = {"decoder": "ffprobe"}
    rc, so, se = sh("ffprobe", "-v", "error", "-count_frames", "-show_streams", "-show_frames", "-of", "json", path)
    out["stderr"] = se.strip()[:300]
    try:
        j = json.loads(so)
        st = j["streams"][0]
    except Exception:  # noqa: BLE001
        out["ok"] = False
        out["error"] = (se.strip() or f"rc {rc}")[:300]
        return out
    out["fmt"] = {"gif": "GIF", "apng": "PNG", "png": "PNG"}.get(st.get("codec_name"), st.get("codec_name"))
    out["w"], out["h"] = st.get("width"), st.get("height")
    out["frames"] = int(st.get("nb_read_frames") or 0)
    out["frame_list"] = [{"fw": f.get("width"), "fh": f.get("height")} for f in j.get("frames", [])]
    out["ok"] = rc == 0 and not se.strip() and out["frames"] > 0
    if not out["ok"]:
        out["error"] = out["stderr"] or "no frames"
    return out


# ------------------------------------------------------------------------------------------------ webpinfo
def webpinfo(path):
    """libwebp's own container/bitstream-header checker, on WebP files only. It decodes no pixels, so it votes on
    no property; a file in which it detects errors is not counted as decoded whole (its headers lie)."""
    rc, so, se = sh("webpinfo", path)
    out = {"decoder": "webpinfo", "ok": rc == 0, "summary": (so.strip().splitlines() or [""])[-1]}
    if rc != 0:
        out["error"] = f"rc {rc}: " + " ".join(l.strip() for l in so.splitlines() if "rror" in l or "nvalid" in l)[:300]
    return out


# ------------------------------------------------------------------------------------------------ evaluation
NAMES = re.compile(r"[A-Za-z_]\w*")


def evaluate(expr, facts, subject):
    """True/False, or None when this decoder does not read every property of the claim, or 'split' when its
    own readings (stored/displayed size, or frames) give different answers."""
    used = set(NAMES.findall(re.sub(r"'[^']*'", "''", expr))) - {"and", "or", "not"}
    frame_vars = {"fw", "fh", "delay"}
    nv = set(facts.get("no_vote", []))
    if "frames" in used and "frames" in nv:
        return None
    if used & frame_vars and "frame_list" in nv:
        return None

    def one(env):
        for k in used - frame_vars:
            if env.get(k) is None and k not in ("loop",):
                return None
            if k == "loop" and env.get(k) is None:
                return None
        return bool(eval(expr, {}, env))  # noqa: S307  (expressions are ours, from cases_src.py)

    base = {k: facts.get(k) for k in ("fmt", "w", "h", "frames", "alpha", "transparent", "grey", "palette", "depth",
                                       "interlaced", "icc", "loop", "orientation", "make", "model", "gps")}
    envs = [base]
    if facts.get("dw") is not None and used & SIZE_VARS:
        envs.append({**base, "w": facts["dw"], "h": facts["dh"]})
    if used & frame_vars:
        fl = facts.get("frame_list") or []
        if subject == "each":
            sel = fl
        elif subject == "frame_last":
            sel = fl[-1:]
        elif subject.startswith("frame"):
            k = int(subject[5:])
            if k >= len(fl):
                return None
            sel = [fl[k]]
        else:
            sel = fl
        if "delay" in used and any(f.get("delay") is None for f in sel):
            return None
        if not sel:
            return None
        results = set()
        for env in envs:
            rs = [one({**env, **f}) for f in sel]
            if any(r is None for r in rs):
                return None
            results.add(all(rs))
    else:
        results = {one(env) for env in envs}
        if None in results:
            return None
    return results.pop() if len(results) == 1 else "split"


def main():
    cases = json.load(open(os.path.join(HERE, "cases_src.json")))
    decoded = {}
    for name in sorted({c["file"] for c in cases}):
        path = os.path.join(FILES, name)
        kind, anim = sniff(path)
        ds = [pillow(path), imagemagick(path, kind, kind == "PNG" and anim)]
        if kind == "GIF" or (kind == "PNG" and anim):
            ds.append(ffprobe(path))
        if kind == "WEBP":
            ds.append(webpinfo(path))
        decoded[name] = {"signature": kind, "decoders": ds}
    out = []
    for i, c in enumerate(cases):
        ds = decoded[c["file"]]["decoders"]
        oks = [d["ok"] for d in ds]
        votes = {d["decoder"]: (evaluate(c["expr"], d, c["subject"]) if d["ok"] and c["expr"] else None) for d in ds}
        if not any(d["ok"] for d in ds if d["decoder"] != "webpinfo"):  # webpinfo decodes no pixels: it only vetoes
            label, reason = "undecodable", "no decoder decodes the file: " + "; ".join(
                f"{d['decoder']}: {d.get('error', '')[:120]}" for d in ds)
        elif not all(oks):
            label, reason = "undetermined", "decoders disagree on whether the file decodes: " + "; ".join(
                f"{d['decoder']}: {'ok' if d['ok'] else d.get('error', '')[:120]}" for d in ds)
        elif c["expr"] is None:
            label, reason = "undetermined", "about content no decoder reads (not the file's own size/format)"
        else:
            vs = [v for v in votes.values() if v is not None]
            if "split" in vs:
                label, reason = "undetermined", "one decoder's own readings differ (stored vs displayed size, or frames)"
            elif len(vs) < 2:
                label, reason = "undetermined", f"fewer than two decoders read this property: {votes}"
            elif len(set(vs)) > 1:
                label, reason = "undetermined", f"decoders disagree: {votes}"
            else:
                label, reason = ("true" if vs[0] else "false"), f"decoders agree: {votes}"
        out.append({"id": f"r13-{i + 1:03d}", **{k: v for k, v in c.items() if k != "expr"}, "expr": c["expr"],
                    "label": label, "label_reason": reason, "votes": votes})
    doc = {
        "set": "heldout image round 13",
        "provenance": "written from the public documentation only by someone who had not read the engine's code, "
                      "its corpora, its tests, or any other held-out set; labels from oracle.py (Pillow, ImageMagick, "
                      "ffprobe)",
        "cases": out,
    }
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump(doc, f, indent=1)
    with open(os.path.join(HERE, "oracle_output.json"), "w") as f:
        json.dump(decoded, f, indent=1, default=str)
    from collections import Counter
    print(Counter(c["label"] for c in out))
    for g in sorted({c["group"] for c in out}):
        print(g, dict(Counter(c["label"] for c in out if c["group"] == g)))


if __name__ == "__main__":
    main()
