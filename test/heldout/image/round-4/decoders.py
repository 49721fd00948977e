#!/usr/bin/python3
"""What Pillow and ImageMagick see in each file: whether each fully decodes it, and if so its facts."""
import os
import subprocess
import warnings

from PIL import Image, ImageFile

ImageFile.LOAD_TRUNCATED_IMAGES = False
Image.MAX_IMAGE_PIXELS = None
GRAY = {"1", "L", "LA", "I", "I;16", "I;16B", "I;16L", "F"}


def pil_facts(path):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            im = Image.open(path)
            fmt = im.format
            size = im.size
            n = getattr(im, "n_frames", 1)
            mode = im.mode
            alpha = mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in im.info
            for i in range(n):
                im.seek(i)
                im.load()
                if im.mode in ("RGBA", "LA", "PA") or "transparency" in im.info:
                    alpha = True
            im.close()
    except Exception as e:  # any exception or warning: not fully decoded
        return {"ok": False, "error": f"{type(e).__name__}: {e}"[:200]}
    return {"ok": True, "format": fmt, "width": size[0], "height": size[1], "frames": n,
            "alpha": alpha, "gray": mode in GRAY, "palette": mode in ("P", "PA"), "mode": mode}


IM_FMT = {"PNG": "PNG", "JPEG": "JPEG", "GIF": "GIF", "WEBP": "WEBP", "APNG": "PNG"}


def im_facts(path):
    env = dict(os.environ, MAGICK_THREAD_LIMIT="1")
    # PNG:/JPEG: prefixes are not used: the format is what ImageMagick reads from the magic bytes
    dec = subprocess.run(["convert", "-regard-warnings", path, "null:"], capture_output=True, text=True, env=env, timeout=120)
    if dec.returncode != 0 or dec.stderr.strip():
        return {"ok": False, "error": (dec.stderr.strip() or f"exit {dec.returncode}")[:200]}
    r = subprocess.run(["identify", "-regard-warnings", "-format", "%m|%w|%h|%W|%H|%A|%[colorspace]|%r\n", path],
                       capture_output=True, text=True, env=env, timeout=120)
    if r.returncode != 0 or r.stderr.strip():
        return {"ok": False, "error": (r.stderr.strip() or f"exit {r.returncode}")[:200]}
    lines = [l.split("|") for l in r.stdout.strip().splitlines()]
    m, w, h, W, H, A, cs, typ = lines[0]
    w, h, W, H = int(w), int(h), int(W), int(H)
    if m == "GIF" or len(lines) > 1:
        width, height = (W or w), (H or h)
    else:
        width, height = w, h
    alpha = any(l[5].lower() in ("true", "blend") for l in lines)
    return {"ok": True, "format": IM_FMT.get(m, m), "width": width, "height": height, "frames": len(lines),
            "alpha": alpha, "gray": cs.lower() in ("gray", "linear gray") , "palette": "PseudoClass" in typ, "type": typ}


def facts(path):
    return {"pil": pil_facts(path), "im": im_facts(path)}


if __name__ == "__main__":
    import json
    import sys
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "files")
    for f in sorted(os.listdir(d)):
        x = facts(os.path.join(d, f))
        print(f, json.dumps(x))
