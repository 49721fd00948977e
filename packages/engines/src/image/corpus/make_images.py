"""Generates the image corpus with ImageMagick and records ImageMagick's own reading of every file.

Usage: python3 make_images.py   (needs ImageMagick 6 or 7: `apt-get install -y imagemagick`)
Writes files/*.{png,jpg,gif,webp} and expected.json. For each well-formed file ImageMagick's `identify` gives the
format, width, height and frame count (the oracle for the claims the test makes). Each file is then damaged in
ways a structural check must catch (cut after 40 bytes, cut in half, last byte dropped, a PNG byte flipped inside a
chunk), and `identify -regard-warnings` records whether ImageMagick itself still reads it. The engine must never
confirm or refute a claim from a damaged file.
"""
import json
import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")


def tool(name):
    # Prefer the Debian binaries: a wrapper earlier on PATH may only implement part of the CLI.
    for path in (f"/usr/bin/{name}", shutil.which(name)):
        if path and os.path.exists(path):
            return path
    raise SystemExit(f"ImageMagick `{name}` not found: apt-get install -y imagemagick")


CONVERT = tool("convert")
IDENTIFY = tool("identify")

# name, ImageMagick arguments producing the image (output path appended)
SOURCES = [
    ("png-640x480", ["-size", "640x480", "gradient:navy-gold"]),
    ("png-1x1", ["-size", "1x1", "xc:white"]),
    ("png-33x17", ["-seed", "1", "-size", "33x17", "plasma:fractal"]),
    ("png-portrait-480x640", ["-size", "480x640", "xc:teal"]),
    ("png-square-96", ["-size", "96x96", "radial-gradient:white-black", "-colors", "16"]),
    ("png-1920x1080", ["-size", "1920x1080", "xc:gray50"]),
    ("png-alpha-100x50", ["-size", "100x50", "xc:none", "-fill", "red", "-draw", "circle 25,25 25,5"]),
    ("png-16bit-64x64", ["-size", "64x64", "gradient:", "-depth", "16"]),
    ("png-palette-90x30", ["-size", "90x30", "xc:orange", "-colors", "4", "-type", "Palette", "PNG8:"]),
    ("png-interlaced-120x80", ["-size", "120x80", "gradient:red-blue", "-interlace", "PNG"]),
    ("jpeg-640x480", ["-size", "640x480", "gradient:khaki-maroon", "-quality", "40"]),
    ("jpeg-progressive-300x200", ["-size", "300x200", "gradient:white-green", "-interlace", "Plane", "-quality", "50"]),
    ("jpeg-gray-75x75", ["-size", "75x75", "gradient:", "-colorspace", "Gray", "-quality", "60"]),
    ("jpeg-portrait-200x400", ["-size", "200x400", "xc:salmon", "-quality", "70"]),
    ("gif-static-160x90", ["-size", "160x90", "xc:purple"]),
    ("gif-animated-3f-48x48", ["-delay", "10", "-size", "48x48", "xc:red", "xc:green", "xc:blue", "-loop", "0"]),
    ("webp-lossy-128x96", ["-size", "128x96", "gradient:yellow-black", "-quality", "50"]),
    ("webp-lossless-64x32", ["-size", "64x32", "xc:crimson", "-define", "webp:lossless=true"]),
    ("webp-animated-2f-40x40", ["-delay", "20", "-size", "40x40", "xc:red", "xc:blue", "-loop", "0"]),
]
EXT = {"png": "png", "jpeg": "jpg", "gif": "gif", "webp": "webp"}


def identify(path, strict=False):
    args = [IDENTIFY] + (["-regard-warnings"] if strict else []) + ["-format", "%m %w %h\\n", path]
    r = subprocess.run(args, capture_output=True, text=True, check=False)
    lines = [line.split() for line in r.stdout.splitlines() if line.strip()]
    return r.returncode, lines


def main():
    shutil.rmtree(FILES, ignore_errors=True)
    os.makedirs(FILES)
    cases = []
    for name, args in SOURCES:
        kind = name.split("-")[0]
        path = os.path.join(FILES, f"{name}.{EXT[kind]}")
        out = list(args)
        if out[-1].endswith(":") and out[-1].isupper():  # a format prefix such as PNG8: goes on the output name
            prefix = out.pop()
            target = prefix + path
        else:
            target = path
        subprocess.run([CONVERT, *out, "-strip", target], check=True)
        rc, lines = identify(path)
        assert rc == 0 and lines, f"identify failed on {name}"
        fmt, w, h = lines[0][0], int(lines[0][1]), int(lines[0][2])
        with open(path, "rb") as fh:
            data = fh.read()
        cases.append({"file": os.path.basename(path), "valid": True, "format": fmt, "width": w, "height": h, "frames": len(lines), "size": len(data)})
        damaged = [("cut40", data[:40]), ("half", data[: len(data) // 2]), ("minus1", data[:-1])]
        if kind == "png":
            flipped = bytearray(data)
            flipped[16] ^= 0x01  # inside IHDR's width: the chunk's CRC no longer matches
            damaged.append(("flip", bytes(flipped)))
        for suffix, blob in damaged:
            bad = os.path.join(FILES, f"{name}.{suffix}.{EXT[kind]}")
            with open(bad, "wb") as fh:
                fh.write(blob)
            rc, lines = identify(bad, strict=True)
            cases.append({"file": os.path.basename(bad), "valid": False, "of": os.path.basename(path), "imagemagick_reads": rc == 0, "size": len(blob)})
    version = subprocess.run([CONVERT, "-version"], capture_output=True, text=True, check=False).stdout.splitlines()[0]
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump({"imagemagick": version, "cases": cases}, fh, indent=1)
        fh.write("\n")
    total = sum(c["size"] for c in cases)
    print(f"{len(cases)} files ({total} bytes) with {version}")


if __name__ == "__main__":
    main()
