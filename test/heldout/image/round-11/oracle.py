#!/usr/bin/env python3
"""Oracle for the held-out image set, round 11: labels every claim of cases_src.json from independent decoders.

Decoders (each run on every file, every output recorded in oracle_outputs.json):
  pillow  - Pillow: Image.open, then seek and load() every frame (LOAD_TRUNCATED_IMAGES off, default bomb limit,
            warnings turned into errors). Properties: format, size, mode, frames, durations, EXIF, ICC, interlace.
  magick  - ImageMagick 6: `convert -regard-warnings FILE null:` must succeed (every frame decoded, no warning);
            properties from `identify` (format, canvas %W×%H, frames = number of images, delays, alpha, channels,
            depth, interlace) and `identify -format %[exif:*]` (EXIF), `convert FILE icc:-` (ICC profile).
  ffprobe - only for frame, animation and delay claims on GIF and APNG (ffmpeg 5.1 has no animated-WebP decoder):
            `ffprobe -v error -count_frames -show_frames` must print no error; frames = nb_read_frames.

A decoder that does not implement a property (ImageMagick 6 reads only the default image of an APNG; ffprobe on
WebP animations) gives no value for it and is left out for that property, never counted as agreeing.

Label of a claim:
  undecodable   no decoder decodes the whole file;
  undetermined  some decode and some do not, or they decode but disagree on a property the claim reads, or (EXIF
                Orientation 5-8 reported by any decoder) the claim about size/width/height/aspect/shape holds for
                one reading of the turned photo and fails for the other;
  true / false  every decoder decodes the whole file, they agree on every property the claim reads, and the check
                holds / fails (for Orientation 5-8: for both readings, stored and displayed).
Run: python3 oracle.py  (reads cases_src.json, writes cases.json and oracle_outputs.json)
"""
import json
import os
import subprocess
import warnings

from PIL import Image, ImageFile

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
BIN = "/usr/bin/" if os.path.exists("/usr/bin/convert-im6.q16") else ""
CONVERT = BIN + "convert-im6.q16" if BIN else "convert"
IDENTIFY = BIN + "identify-im6.q16" if BIN else "identify"
LIMITS = ["-limit", "memory", "1GiB", "-limit", "map", "2GiB", "-limit", "disk", "0", "-limit", "time", "60"]
ImageFile.LOAD_TRUNCATED_IMAGES = False


def run(cmd, timeout=120):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"


def sniff(path):
    with open(path, "rb") as f:
        head = f.read(64)
        rest = head + f.read()
    if head.startswith(b"\x89PNG"):
        return "apng" if b"acTL" in rest else "png"
    if head[:3] == b"GIF":
        return "gif"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    if head[:2] == b"\xff\xd8":
        return "jpeg"
    return "other"


def pillow(path):
    out = {"decoder": "Pillow " + Image.__version__}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with Image.open(path) as im:
                out.update(format=im.format, width=im.size[0], height=im.size[1], mode=im.mode)
                n = getattr(im, "n_frames", 1)
                durs = []
                for i in range(n):
                    im.seek(i)
                    im.load()
                    durs.append(im.info.get("duration"))
                im.seek(0)
                # size after decoding every frame (GIF may grow its canvas)
                out.update(width=im.size[0], height=im.size[1], frames=n, durations_ms=durs)
                info = im.info
                out["interlaced"] = bool(info.get("interlace") or info.get("progressive") or info.get("progression"))
                out["icc"] = bool(info.get("icc_profile"))
                out["alpha"] = im.mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in info
                out["grey"] = im.mode in ("1", "L", "LA", "I", "I;16", "I;16B", "F")
                out["palette"] = im.mode in ("P", "PA")
                out["depth"] = 16 if im.mode.startswith("I;16") else (1 if im.mode == "1" and im.format != "PNG" else None)
                if im.mode == "I;16":
                    out["depth"] = 16
                elif im.mode in ("L", "RGB", "RGBA", "LA", "CMYK", "YCbCr"):
                    out["depth"] = 8
                ex = im.getexif()
                out["orientation"] = ex.get(0x0112)
                out["make"] = ex.get(0x010F)
                out["model"] = ex.get(0x0110)
                try:
                    out["gps"] = bool(ex.get_ifd(0x8825))
                except Exception:  # noqa: BLE001
                    out["gps"] = False
        out["decodes"] = True
    except BaseException as e:  # noqa: BLE001 - any failure is "does not decode"
        out["decodes"] = False
        out["error"] = f"{type(e).__name__}: {e}"[:300]
    return out


def magick(path, kind):
    out = {"decoder": "ImageMagick " + run([IDENTIFY, "-version"])[1].split("\n")[0].split(" ")[2]}
    rc, so, se = run([CONVERT, *LIMITS, "-regard-warnings", path, "null:"])
    out["convert_rc"] = rc
    out["convert_stderr"] = se.strip()[:400]
    out["decodes"] = rc == 0 and not se.strip()
    fmt = "%m|%w|%h|%W|%H|%z|%[channels]|%A|%T|%[interlace]\\n"
    rc2, so2, se2 = run([IDENTIFY, *LIMITS, "-format", fmt, path])
    out["identify_rc"] = rc2
    out["identify_stderr"] = se2.strip()[:400]
    lines = [ln.split("|") for ln in so2.strip().split("\n") if ln.count("|") == 9]
    if lines:
        m, w, h, W, H, z, ch, a, t, il = lines[0]
        cw, chh = (int(W), int(H)) if int(W) and int(H) else (int(w), int(h))
        out.update(format=m, width=cw, height=chh, frame_sizes=[f"{x[1]}x{x[2]}" for x in lines], depth=int(z),
                   channels=ch, alpha=any(x[7] != "False" for x in lines), interlaced=il != "None",
                   grey=ch.startswith("gray"), durations_ms=[int(x[8]) * 10 for x in lines], frames=len(lines))
        out["palette"] = None  # ImageMagick does not keep a palette class that a format check can read reliably
        if m == "PNG" and kind == "apng":
            out["frames"] = None  # ImageMagick 6 reads only the default image of an APNG
            out["durations_ms"] = None
            out["note"] = "ImageMagick 6 does not decode APNG animation: frames and delays not read"
        if m == "JPEG":
            out["durations_ms"] = None
        rc3, so3, _ = run([IDENTIFY, "-format", "%[exif:*]", path])
        exif = {}
        for ln in so3.split("\n"):
            if ln.startswith("exif:") and "=" in ln:
                k, v = ln[5:].split("=", 1)
                exif[k] = v
        out["exif"] = exif
        out["orientation"] = int(exif["Orientation"]) if exif.get("Orientation", "").isdigit() else None
        out["make"] = exif.get("Make")
        out["model"] = exif.get("Model")
        out["gps"] = any(k.startswith("GPS") and k != "GPSInfo" for k in exif)
        p = subprocess.run([CONVERT, path + "[0]", "icc:-"], capture_output=True, timeout=60)
        out["icc"] = p.returncode == 0 and len(p.stdout) > 0
    return out


def ffprobe(path, kind):
    if kind not in ("gif", "apng"):
        return {"decoder": "ffprobe", "applicable": False}
    fmt = ["-f", "apng"] if kind == "apng" else []
    rc, so, se = run(["ffprobe", "-v", "error", *fmt, "-count_frames", "-select_streams", "v:0", "-show_entries",
                      "stream=codec_name,width,height,nb_read_frames:frame=pkt_duration_time,duration_time",
                      "-of", "json", path])
    out = {"decoder": "ffprobe " + run(["ffprobe", "-version"])[1].split(" ")[2], "applicable": True, "rc": rc,
           "stderr": se.strip()[:400]}
    try:
        j = json.loads(so)
        st = j["streams"][0]
        out["frames"] = int(st["nb_read_frames"])
        out["width"], out["height"] = st.get("width"), st.get("height")
        durs = []
        for fr in j.get("frames", []):
            d = fr.get("duration_time", fr.get("pkt_duration_time"))
            durs.append(round(float(d) * 1000) if d not in (None, "N/A") else None)
        out["durations_ms"] = durs
    except Exception as e:  # noqa: BLE001
        out["parse_error"] = str(e)[:200]
    out["decodes"] = rc == 0 and not se.strip() and "frames" in out and out["frames"] > 0
    return out


FRAME_PROPS = {"frames", "animated", "delay_ms"}
SIZE_PROPS = {"width", "height", "size", "aspect", "shape"}


def props_of(check):
    if "all" in check:
        return set().union(*(props_of(c) for c in check["all"]))
    return {check["p"]}


def cmp(op, a, b):
    return {"==": a == b, ">": a > b, ">=": a >= b, "<": a < b, "<=": a <= b}[op]


def evaluate(check, rec, turned=False):
    """rec: the agreed property values. Returns True/False."""
    if "all" in check:
        return all(evaluate(c, rec, turned) for c in check["all"])
    p = check["p"]
    w, h = (rec.get("height"), rec.get("width")) if turned else (rec.get("width"), rec.get("height"))
    if p == "format":
        return rec["format"] == check["v"]
    if p == "width":
        return cmp(check["op"], w, check["v"])
    if p == "height":
        return cmp(check["op"], h, check["v"])
    if p == "size":
        return (w, h) == (check["w"], check["h"])
    if p == "aspect":
        return w * check["b"] == h * check["a"]
    if p == "shape":
        return {"square": w == h, "landscape": w > h, "portrait": h > w}[check["v"]]
    if p == "frames":
        return cmp(check["op"], rec["frames"], check["v"])
    if p == "animated":
        return (rec["frames"] > 1) == check["v"]
    if p == "delay_ms":
        return all(d == check["v"] for d in rec["durations_ms"])
    if p in ("alpha", "grey", "palette", "interlaced", "icc", "gps"):
        return bool(rec[p]) == check["v"]
    if p == "depth":
        return rec["depth"] == check["v"]
    if p in ("make", "model"):
        return (rec[p] or "").strip() == check["v"]
    if p == "orientation":
        return rec["orientation"] == check["v"]
    raise ValueError(p)


def needed_fields(props):
    f = set()
    for p in props:
        if p in SIZE_PROPS:
            f |= {"width", "height"}
        elif p in ("frames", "animated"):
            f.add("frames")
        elif p == "delay_ms":
            f.add("durations_ms")
        else:
            f.add(p)
    return f


def norm(field, v):
    if field == "format" and v is not None:
        return {"MPO": "JPEG"}.get(v, v)
    if field == "durations_ms" and v is not None:
        return [int(round(x)) if x is not None else 0 for x in v]  # Pillow omits a zero delay on a GIF's first frame
    if field in ("make", "model") and v is not None:
        return str(v).strip().rstrip("\x00")
    return v


def label(case, outputs, kind):
    props = props_of(case["check"])
    decs = [outputs["pillow"], outputs["magick"]]
    if props & FRAME_PROPS and outputs["ffprobe"].get("applicable"):
        decs.append(outputs["ffprobe"])
    ok = [d for d in decs if d.get("decodes")]
    if not ok:
        return "undecodable", "no decoder decodes the whole file"
    if len(ok) < len(decs):
        bad = [d["decoder"] for d in decs if not d.get("decodes")]
        return "undetermined", "decodes in some decoders only; fails in: " + ", ".join(bad)
    rec, why = {}, []
    for f in sorted(needed_fields(props) | ({"orientation"} if props & SIZE_PROPS else set())):
        vals = [(d["decoder"], norm(f, d.get(f))) for d in decs if f in d and d.get(f) is not None]
        if f == "orientation" and "orientation" not in props:
            rec[f] = next((v for _, v in vals if v in (5, 6, 7, 8)), vals[0][1] if vals else None)
            continue
        if f in ("frames", "durations_ms") and len(vals) < 2:
            return "undetermined", f"fewer than two decoders read {f}"
        if not vals:
            return "undetermined", f"no decoder reports {f}"
        if len({json.dumps(v) for _, v in vals}) > 1:
            return "undetermined", f"decoders disagree on {f}: " + "; ".join(f"{n}={v}" for n, v in vals)
        rec[f] = vals[0][1]
        why.append(f"{f}={vals[0][1]}")
    result = evaluate(case["check"], rec)
    if props & SIZE_PROPS and rec.get("orientation") in (5, 6, 7, 8):
        turned = evaluate(case["check"], rec, turned=True)
        if turned != result:
            return "undetermined", f"EXIF Orientation {rec['orientation']}: holds for one reading only (stored {result}, displayed {turned})"
        why.append(f"orientation {rec['orientation']}: same for both readings")
    return ("true" if result else "false"), "decoders agree: " + ", ".join(why)


def main():
    with open(os.path.join(HERE, "cases_src.json")) as fh:
        src = json.load(fh)
    outputs = {}
    os.chdir(FILES)  # decoders see bare file names, so no machine path reaches the recorded outputs
    for f in sorted({c["file"] for c in src}):
        path = f
        kind = sniff(path)
        outputs[f] = {"sniffed": kind, "bytes": os.path.getsize(path), "pillow": pillow(path), "magick": magick(path, kind),
                      "ffprobe": ffprobe(path, kind)}
    cases = []
    for c in src:
        lab, why = label(c, outputs[c["file"]], outputs[c["file"]]["sniffed"])
        cases.append({**c, "label": lab, "oracle": why})
    meta = {"set": "held-out image round 11", "oracle": "oracle.py (Pillow + ImageMagick, ffprobe for GIF/APNG frame claims)",
            "labels": {k: sum(1 for c in cases if c["label"] == k) for k in ("true", "false", "undecodable", "undetermined")}}
    json.dump({**meta, "cases": cases}, open(os.path.join(HERE, "cases.json"), "w"), indent=1, ensure_ascii=False)
    json.dump(outputs, open(os.path.join(HERE, "oracle_outputs.json"), "w"), indent=1, ensure_ascii=False, default=str)
    print(meta["labels"], f"{len(cases)} claims, {len(outputs)} files")


if __name__ == "__main__":
    main()
