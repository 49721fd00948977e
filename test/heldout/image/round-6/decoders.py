"""What Pillow 9.4 and ImageMagick 6.9.11 make of a file: both must decode every frame for the file to count as decodable."""
import subprocess, warnings
from PIL import Image

def pil_probe(path):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # a decompression-bomb warning counts as a failure
            img = Image.open(path)
            fmt = img.format
            n = getattr(img, "n_frames", 1)
            size = img.size
            mode = img.mode
            trans = mode in ("RGBA", "LA", "PA", "La", "RGBa") or "transparency" in img.info
            for i in range(n):
                img.seek(i); img.load()
                if img.mode in ("RGBA", "LA", "PA") or "transparency" in img.info: trans = True
            gray = mode in ("1", "L", "LA", "I", "I;16", "I;16B", "F")
            return {"ok": True, "format": fmt, "width": size[0], "height": size[1], "frames": n,
                    "animated": n > 1, "transparency": trans, "grayscale": gray, "mode": mode}
    except Exception as e:  # noqa: BLE001
        return {"ok": False, "error": f"{type(e).__name__}: {e}"[:200]}

def im_probe(path):
    full = subprocess.run(["convert", "-regard-warnings", path, "null:"], capture_output=True, text=True)
    idf = subprocess.run(["identify", "-regard-warnings", "-format", "%m|%W|%H|%w|%h|%A|%[colorspace]\n", path],
                         capture_output=True, text=True)
    if full.returncode != 0 or idf.returncode != 0:
        return {"ok": False, "error": (full.stderr + idf.stderr).strip()[:200]}
    rows = [r.split("|") for r in idf.stdout.strip().splitlines()]
    m, W, H, w, h, A, cs = rows[0]
    W, H, w, h = int(W), int(H), int(w), int(h)
    width, height = (W, H) if W > 0 and H > 0 else (w, h)
    fmt = {"JPEG": "JPEG", "PNG": "PNG", "GIF": "GIF", "WEBP": "WEBP", "APNG": "PNG"}.get(m, m)
    trans = any(r[5] in ("True", "Blend") for r in rows)
    return {"ok": True, "format": fmt, "width": width, "height": height, "frames": len(rows),
            "animated": len(rows) > 1, "transparency": trans, "grayscale": cs in ("Gray", "LinearGray"),
            "colorspace": cs}

def probe(path):
    p, i = pil_probe(path), im_probe(path)
    return {"decodable": p["ok"] and i["ok"], "pil": p, "im": i}
