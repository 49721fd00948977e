#!/usr/bin/python3
"""Builds the held-out image set: every file under files/ and cases.json (files, upload names, claims).

Run with a Python that has Pillow (9.4 was used) and with ImageMagick's `convert` on PATH:

    python3 make_images.py

Ordinary files are written by Pillow or ImageMagick; crafted files are assembled byte by byte here (zlib, struct) so
that their containers are well formed (PNG CRCs recomputed, JPEG markers in place, GIF blocks terminated, RIFF sizes
recomputed) while their content lies or cannot be decoded. Labels are not written here: `oracle.py` decodes every
file with Pillow and ImageMagick and derives each claim's label from what the decoders find.

Each claim carries `asserts`, a machine-readable form of what the sentence says, which `oracle.py` evaluates against
the decoded facts:
    {"format": "png"}            the file is a PNG (png, jpeg, gif, webp)
    {"dims": [w, h]}             width w and height h
    {"width": w} / {"height": h}
    {"width_gt": n}              width strictly greater than n
    {"aspect": [a, b]}           width / height == a / b exactly
    {"orientation": o}           landscape (w > h), portrait (h > w), square (w == h)
    {"animated": bool}           more than one frame
    {"frames": n}                exactly n frames
    {"has_exif": bool} {"has_gps": bool} {"make": s} {"model": s}   EXIF (IFD0 Make/Model, GPS IFD)
    {"all": [a, b, ...]}         every part holds
"""

import io
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import zlib

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
CONVERT = shutil.which("convert")
if CONVERT is None:
    sys.exit("ImageMagick's convert is needed")

CASES = []  # {"id", "file", "upload_name", "content_type", "group", "construction", "claims"}
MIME = {"png": "image/png", "jpg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}


# ------------------------------------------------------------------------------------------------------------ helpers

def picture(w, h, seed, mode="RGB"):
    """A deterministic picture: a background, a gradient and a few shapes."""
    rnd = random.Random(seed)
    im = Image.new("RGB", (w, h), tuple(rnd.randrange(256) for _ in range(3)))
    grad = Image.linear_gradient("L").resize((w, h)).convert("RGB")
    im = Image.blend(im, grad, 0.35)
    d = ImageDraw.Draw(im)
    for _ in range(10):
        x0, x1 = sorted(rnd.randrange(w + 1) for _ in range(2))
        y0, y1 = sorted(rnd.randrange(h + 1) for _ in range(2))
        color = tuple(rnd.randrange(256) for _ in range(3))
        if rnd.random() < 0.5:
            d.rectangle([x0, y0, x1, y1], fill=color)
        else:
            d.ellipse([x0, y0, x1, y1], fill=color)
    if mode == "RGBA":
        a = Image.radial_gradient("L").resize((w, h))
        im.putalpha(a)
        return im
    if mode == "LA":
        return Image.merge("LA", (im.convert("L"), Image.radial_gradient("L").resize((w, h))))
    if mode == "P":
        return im.quantize(colors=64, dither=Image.Dither.NONE)
    return im.convert(mode)


def save_pil(im, fmt, **kw):
    b = io.BytesIO()
    im.save(b, fmt, **kw)
    return b.getvalue()


def magick(args, data=None):
    """Runs convert with the given arguments (input from stdin as `data` when given) and returns stdout bytes."""
    args = args[:-1] + ["-define", "png:exclude-chunks=date,time", "+set", "date:create", "+set", "date:modify",
                        args[-1]]
    return subprocess.run([CONVERT] + args, input=data, stdout=subprocess.PIPE, check=True).stdout


def srgb_profile():
    """Little CMS's sRGB profile with its creation date fixed, so the file is the same on every run."""
    from PIL import ImageCms
    icc = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    icc[24:36] = struct.pack(">6H", 2024, 1, 1, 0, 0, 0)
    return bytes(icc)


def add(cid, ext, data, claims, construction, group, upload_name=None, content_type=None):
    name = f"{cid}.{ext}"
    with open(os.path.join(FILES, name), "wb") as f:
        f.write(data)
    out = []
    for i, (text, asserts) in enumerate(claims, 1):
        out.append({"id": f"{cid}-{i}", "text": text, "asserts": asserts})
    CASES.append({
        "id": cid,
        "file": f"files/{name}",
        "upload_name": upload_name or f"image-{len(CASES) + 1:03d}.{ext}",  # neutral: the name says nothing
        "content_type": content_type or MIME[ext],
        "group": group,
        "construction": construction,
        "claims": out,
    })


# ------------------------------------------------------------------------------------------------------------ PNG

def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


def ihdr(w, h, depth, ctype, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace))


def png_rows(im):
    """Raw scanlines with filter byte 0, and (colour type, bit depth) for an 8-bit Pillow image."""
    ctype = {"L": 0, "RGB": 2, "P": 3, "LA": 4, "RGBA": 6}[im.mode]
    w, h = im.size
    px = im.tobytes()
    stride = len(px) // h
    raw = b"".join(b"\x00" + px[y * stride:(y + 1) * stride] for y in range(h))
    return raw, ctype, 8


def png(w, h, depth, ctype, raw=None, idat=None, interlace=0, plte=None, split=None, extra=(), after=b""):
    """A PNG with the given IHDR over the given raw scanlines (or a ready IDAT stream), CRCs all valid."""
    if idat is None:
        idat = zlib.compress(raw, 9)
    out = b"\x89PNG\r\n\x1a\n" + ihdr(w, h, depth, ctype, interlace)
    for e in extra:
        out += e
    if plte is not None:
        out += chunk(b"PLTE", plte)
    if split:
        for i in range(0, len(idat), split):
            out += chunk(b"IDAT", idat[i:i + split])
    else:
        out += chunk(b"IDAT", idat)
    return out + chunk(b"IEND", b"") + after


def palette_bytes(im):
    return bytes(im.getpalette()[: 3 * 64])


# ------------------------------------------------------------------------------------------------------------ EXIF

def tiff(ifd0, gps=None, big_endian=False):
    """A TIFF structure for an EXIF APP1: ifd0 and gps are lists of (tag, type, value)."""
    e = ">" if big_endian else "<"
    sizes = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8}

    def encode(typ, value):
        if typ == 2:
            v = value.encode() + b"\x00"
            return v, len(v)
        if typ == 1:
            return bytes(value), len(value)
        if typ == 3:
            return b"".join(struct.pack(e + "H", x) for x in value), len(value)
        if typ == 4:
            return b"".join(struct.pack(e + "I", x) for x in value), len(value)
        if typ == 5:
            return b"".join(struct.pack(e + "II", n, d) for n, d in value), len(value)
        raise ValueError(typ)

    def ifd(entries, start):
        entries = sorted(entries)
        head = struct.pack(e + "H", len(entries))
        data_at = start + 2 + 12 * len(entries) + 4
        data = b""
        for tag, typ, value in entries:
            v, count = encode(typ, value)
            if len(v) <= 4:
                head += struct.pack(e + "HHI", tag, typ, count) + v.ljust(4, b"\x00")
            else:
                head += struct.pack(e + "HHII", tag, typ, count, data_at + len(data))
                data += v + (b"\x00" if len(v) % 2 else b"")
        return head + struct.pack(e + "I", 0) + data

    header = (b"MM\x00\x2a" if big_endian else b"II\x2a\x00") + struct.pack(e + "I", 8)
    entries = list(ifd0)
    if gps is not None:
        entries.append((0x8825, 4, [0]))
        size0 = len(ifd(entries, 8))
        entries[-1] = (0x8825, 4, [8 + size0])
        body = ifd(entries, 8)
        body += ifd(gps, 8 + len(body))
    else:
        body = ifd(entries, 8)
    return header + body


def exif_app1(make=None, model=None, orientation=None, gps=None, big_endian=False, software=None):
    ifd0 = []
    if make is not None:
        ifd0.append((0x010F, 2, make))
    if model is not None:
        ifd0.append((0x0110, 2, model))
    if orientation is not None:
        ifd0.append((0x0112, 3, [orientation]))
    if software is not None:
        ifd0.append((0x0131, 2, software))
    gps_ifd = None
    if gps is not None:
        lat, lon = gps

        def dms(x):
            x = abs(x)
            d = int(x)
            m = int((x - d) * 60)
            s = round(((x - d) * 60 - m) * 60 * 100)
            return [(d, 1), (m, 1), (s, 100)]

        gps_ifd = [
            (0x0000, 1, [2, 3, 0, 0]),
            (0x0001, 2, "N" if lat >= 0 else "S"),
            (0x0002, 5, dms(lat)),
            (0x0003, 2, "E" if lon >= 0 else "W"),
            (0x0004, 5, dms(lon)),
        ]
    return b"Exif\x00\x00" + tiff(ifd0, gps_ifd, big_endian)


# ------------------------------------------------------------------------------------------------------------ JPEG

def jpeg_split(data):
    """[(marker, whole segment bytes)] before the first SOS, and the rest (SOS onwards, to the end of the file)."""
    assert data[:2] == b"\xff\xd8"
    pos = 2
    segs = []
    while True:
        assert data[pos] == 0xFF, pos
        marker = data[pos + 1]
        if marker == 0xDA:
            return segs, data[pos:]
        length = struct.unpack(">H", data[pos + 2:pos + 4])[0]
        segs.append((marker, data[pos:pos + 2 + length]))
        pos += 2 + length


def jpeg_join(segs, rest):
    return b"\xff\xd8" + b"".join(s for _, s in segs) + rest


def sof_patch(segs, w=None, h=None, precision=None, sampling=None):
    out = []
    for m, s in segs:
        if m in (0xC0, 0xC1, 0xC2):
            s = bytearray(s)
            if precision is not None:
                s[4] = precision
            if h is not None:
                s[5:7] = struct.pack(">H", h)
            if w is not None:
                s[7:9] = struct.pack(">H", w)
            if sampling is not None:
                s[11] = sampling
            s = bytes(s)
        out.append((m, s))
    return out


def sos_split(rest):
    """The SOS segment of a single-scan JPEG, its entropy-coded data and the tail (EOI)."""
    length = struct.unpack(">H", rest[2:4])[0]
    sos = rest[:2 + length]
    assert rest.endswith(b"\xff\xd9")
    return sos, rest[2 + length:-2], rest[-2:]


def garbage(n, seed):
    rnd = random.Random(seed)
    return bytes(rnd.randrange(0, 255) for _ in range(n))  # never 0xFF: no marker inside entropy data


# ------------------------------------------------------------------------------------------------------------ GIF

def lzw(indices, min_size):
    """Valid GIF LZW with the code size held at min_size + 1 (a clear code before the table would grow)."""
    clear, eoi = 1 << min_size, (1 << min_size) + 1
    size = min_size + 1
    room = (1 << size) - (eoi + 1) - 4  # literals per clear, leaving the table below the next code size
    codes = []
    for i in range(0, len(indices), room):
        codes.append(clear)
        codes.extend(indices[i:i + room])
    codes.append(eoi)
    return pack_codes(codes, size)


def pack_codes(codes, size):
    acc = nbits = 0
    out = bytearray()
    for c in codes:
        acc |= c << nbits
        nbits += size
        while nbits >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            nbits -= 8
    if nbits:
        out.append(acc & 0xFF)
    return bytes(out)


def sub_blocks(data):
    out = b""
    for i in range(0, len(data), 255):
        part = data[i:i + 255]
        out += bytes([len(part)]) + part
    return out + b"\x00"


def gif_palette(seed, n=256):
    rnd = random.Random(seed)
    return bytes(rnd.randrange(256) for _ in range(3 * n))


def frame_indices(w, h, seed, colors=256):
    rnd = random.Random(seed)
    band = max(1, h // 6)
    base = [rnd.randrange(colors) for _ in range(7)]
    return [base[(y // band) % 7] if (x // 7 + y // 5) % 3 else (x * 3 + y) % colors for y in range(h) for x in range(w)]


def gif(screen, frames, loop=False, version=b"GIF89a", palette_seed=1):
    """frames: dicts with left, top, w, h, data (LZW bytes, already in sub-blocks unless raw=True), min_size, delay."""
    sw, sh = screen
    out = version + struct.pack("<HHBBB", sw, sh, 0xF7, 0, 0) + gif_palette(palette_seed)
    if loop:
        out += b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    for f in frames:
        if version == b"GIF89a":
            out += b"\x21\xf9\x04" + bytes([0x04]) + struct.pack("<H", f.get("delay", 10)) + b"\x00\x00"
        out += b"\x2c" + struct.pack("<HHHHB", f["left"], f["top"], f["w"], f["h"], 0)
        out += bytes([f.get("min_size", 8)]) + f["blocks"]
    return out + b"\x3b"


def gif_frame(left, top, w, h, seed, delay=10):
    return {"left": left, "top": top, "w": w, "h": h, "blocks": sub_blocks(lzw(frame_indices(w, h, seed), 8)),
            "delay": delay}


# ------------------------------------------------------------------------------------------------------------ WebP

def riff_chunks(data):
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    pos, out = 12, []
    while pos < len(data):
        kind = data[pos:pos + 4]
        n = struct.unpack("<I", data[pos + 4:pos + 8])[0]
        out.append([kind, data[pos + 8:pos + 8 + n]])
        pos += 8 + n + (n & 1)
    return out


def riff(chunks):
    body = b"WEBP"
    for kind, payload in chunks:
        body += kind + struct.pack("<I", len(payload)) + payload + (b"\x00" if len(payload) & 1 else b"")
    return b"RIFF" + struct.pack("<I", len(body)) + body


def vp8_dims(payload, w, h):
    p = bytearray(payload)
    assert p[3:6] == b"\x9d\x01\x2a"
    p[6:8] = struct.pack("<H", w & 0x3FFF)
    p[8:10] = struct.pack("<H", h & 0x3FFF)
    return bytes(p)


def vp8l_dims(payload, w, h):
    p = bytearray(payload)
    assert p[0] == 0x2F
    bits = struct.unpack("<I", p[1:5])[0]
    bits = (bits & ~((1 << 28) - 1)) | ((w - 1) & 0x3FFF) | (((h - 1) & 0x3FFF) << 14)
    p[1:5] = struct.pack("<I", bits)
    return bytes(p)


def vp8x(flags, w, h):
    return bytes([flags, 0, 0, 0]) + (w - 1).to_bytes(3, "little") + (h - 1).to_bytes(3, "little")


# ------------------------------------------------------------------------------------------------------------ the set

def ordinary():
    g = "ordinary"
    # ---- PNG
    add("png-rgb-640x360", "png", save_pil(picture(640, 360, 11), "PNG"), [
        ("This image is a PNG file.", {"format": "png"}),
        ("The image is 640x360 pixels.", {"dims": [640, 360]}),
        ("It has a 16:9 aspect ratio.", {"aspect": [16, 9]}),
        ("The picture is in portrait orientation.", {"orientation": "portrait"}),
    ], "8-bit RGB PNG written by Pillow", g)
    add("png-rgba-300x450", "png", save_pil(picture(300, 450, 12, "RGBA"), "PNG"), [
        ("The PNG is 450 pixels tall.", {"height": 450}),
        ("The image measures 450 x 300.", {"dims": [450, 300]}),
        ("This is a portrait-oriented image.", {"orientation": "portrait"}),
    ], "8-bit RGBA PNG with a varying alpha channel", g)
    add("png-palette-128", "png", save_pil(picture(128, 128, 13, "P"), "PNG"), [
        ("The icon is 128×128 pixels.", {"dims": [128, 128]}),
        ("The image is square.", {"orientation": "square"}),
        ("The image is animated.", {"animated": True}),
    ], "8-bit palette PNG (64 colours) written by Pillow", g)
    add("png-1bit-800x200", "png", save_pil(picture(800, 200, 14, "1"), "PNG"), [
        ("The image is 800 pixels wide.", {"width": 800}),
        ("Its aspect ratio is 4:1.", {"aspect": [4, 1]}),
        ("This file is a JPEG image.", {"format": "jpeg"}),
    ], "1-bit black-and-white PNG", g)
    add("png-grey-1x1", "png", save_pil(Image.new("L", (1, 1), 77), "PNG"), [
        ("This is a 1x1 pixel image.", {"dims": [1, 1]}),
        ("The image is 2x2 pixels.", {"dims": [2, 2]}),
    ], "a single grey pixel", g)
    grey16 = Image.linear_gradient("L").resize((257, 129)).convert("I")
    grey16 = grey16.point(lambda v: v * 257)
    add("png-grey16-257x129", "png", save_pil(grey16.convert("I;16"), "PNG"), [
        ("The image dimensions are 257 by 129.", {"dims": [257, 129]}),
        ("The file is a GIF.", {"format": "gif"}),
    ], "16-bit greyscale PNG", g)
    add("png-rgb48-200x150", "png",
        magick(["png:-", "-depth", "16", "-define", "png:color-type=2", "png48:-"],
               save_pil(picture(200, 150, 15), "PNG")), [
        ("The image has a 4:3 aspect ratio.", {"aspect": [4, 3]}),
        ("The image is 150 pixels wide.", {"width": 150}),
        ("It is a PNG image.", {"format": "png"}),
    ], "16-bit-per-channel RGB PNG written by ImageMagick", g)
    add("png-interlaced-333x222", "png",
        magick(["png:-", "-interlace", "PNG", "png24:-"], save_pil(picture(333, 222, 16), "PNG")), [
        ("The image is 333x222.", {"dims": [333, 222]}),
        ("The aspect ratio is 3:2.", {"aspect": [3, 2]}),
        ("This is a landscape image.", {"orientation": "landscape"}),
    ], "Adam7-interlaced RGB PNG written by ImageMagick", g)
    add("png-la-96x160", "png", save_pil(picture(96, 160, 17, "LA"), "PNG"), [
        ("The image has an aspect ratio of 3:5.", {"aspect": [3, 5]}),
        ("The image is 160 pixels wide.", {"width": 160}),
        ("The aspect ratio is 5:3.", {"aspect": [5, 3]}),
    ], "greyscale + alpha PNG", g)
    add("png-4bit-50x50", "png", save_pil(picture(50, 50, 18).quantize(colors=16), "PNG", bits=4), [
        ("This is a static image, not an animation.", {"animated": False}),
        ("The image is 50 × 50 pixels.", {"dims": [50, 50]}),
    ], "4-bit palette PNG", g)
    im = picture(512, 64, 19, "P")
    raw, ctype, depth = png_rows(im)
    trns = bytes([0] + [255] * 63)
    text = chunk(b"tEXt", b"Comment\x00held-out set, split IDAT")
    phys = chunk(b"pHYs", struct.pack(">IIB", 2835, 2835, 1))
    data = png(512, 64, 8, 3, raw, plte=palette_bytes(im), split=700, extra=(text, phys))
    data = data.replace(chunk(b"PLTE", palette_bytes(im)), chunk(b"PLTE", palette_bytes(im)) + chunk(b"tRNS", trns))
    add("png-split-idat-512x64", "png", data, [
        ("The banner is 512x64 pixels.", {"dims": [512, 64]}),
        ("The aspect ratio is 8:1.", {"aspect": [8, 1]}),
        ("The image is 65 pixels high.", {"height": 65}),
    ], "palette PNG with tRNS, tEXt, pHYs and its IDAT stream split into 700-byte chunks", g)
    add("png-exif-240x320", "png",
        save_pil(picture(240, 320, 20), "PNG", exif=exif_app1(make="SONY", model="ILCE-7M3")[6:]), [
        ("The PNG contains EXIF metadata.", {"has_exif": True}),
        ("According to its EXIF data, the camera make is SONY.", {"make": "SONY"}),
        ("The image is in portrait orientation.", {"orientation": "portrait"}),
    ], "RGB PNG with an eXIf chunk (Make SONY, Model ILCE-7M3)", g)
    add("png-wide-2048x16", "png", save_pil(picture(2048, 16, 21), "PNG"), [
        ("The strip is 2048 pixels wide and 16 pixels high.", {"dims": [2048, 16]}),
        ("The image is square.", {"orientation": "square"}),
        ("The aspect ratio is 128:1.", {"aspect": [128, 1]}),
    ], "a very wide RGB PNG", g)
    add("png-tall-24x1000", "png", save_pil(picture(24, 1000, 22), "PNG"), [
        ("The image is 24x1000.", {"dims": [24, 1000]}),
        ("The image is landscape.", {"orientation": "landscape"}),
        ("The image is wider than 20 pixels.", {"width_gt": 20}),
    ], "a very tall RGB PNG", g)
    add("png-large-3000x2000", "png", save_pil(picture(3000, 2000, 23, "P"), "PNG"), [
        ("The image is 3000x2000 pixels.", {"dims": [3000, 2000]}),
        ("The image has an aspect ratio of 3:2.", {"aspect": [3, 2]}),
        ("The image is more than 2500 pixels wide.", {"width_gt": 2500}),
    ], "a large palette PNG", g)
    # ---- JPEG
    add("jpeg-420-1280x720", "jpg", save_pil(picture(1280, 720, 31), "JPEG", quality=80), [
        ("This photo is a JPEG.", {"format": "jpeg"}),
        ("The resolution is 1280x720.", {"dims": [1280, 720]}),
        ("The aspect ratio is 16:9.", {"aspect": [16, 9]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "baseline JPEG, 4:2:0 subsampling", g)
    add("jpeg-444-500", "jpg", save_pil(picture(500, 500, 32), "JPEG", quality=95, subsampling=0), [
        ("The image is 500x500 pixels.", {"dims": [500, 500]}),
        ("The image is a square.", {"orientation": "square"}),
        ("It's a PNG file.", {"format": "png"}),
    ], "baseline JPEG, 4:4:4", g)
    add("jpeg-progressive-720x960", "jpg",
        save_pil(picture(720, 960, 33), "JPEG", quality=85, progressive=True), [
        ("The photo is 720 x 960 pixels.", {"dims": [720, 960]}),
        ("It has a 3:4 aspect ratio.", {"aspect": [3, 4]}),
        ("The picture is landscape.", {"orientation": "landscape"}),
    ], "progressive JPEG", g)
    add("jpeg-grey-321x123", "jpg", save_pil(picture(321, 123, 34, "L"), "JPEG", quality=75), [
        ("The image is 321 pixels wide.", {"width": 321}),
        ("The height of the image is 123 pixels.", {"height": 123}),
        ("The JPEG is animated.", {"animated": True}),
    ], "greyscale JPEG (one component), odd dimensions", g)
    add("jpeg-cmyk-400x300", "jpg", save_pil(picture(400, 300, 35).convert("CMYK"), "JPEG", quality=85), [
        ("This is a JPEG file.", {"format": "jpeg"}),
        ("The image is 400x300.", {"dims": [400, 300]}),
        ("The orientation is portrait.", {"orientation": "portrait"}),
    ], "CMYK JPEG (Adobe APP14) written by Pillow", g)
    add("jpeg-exif-canon-600x400", "jpg",
        save_pil(picture(600, 400, 36), "JPEG", quality=85,
                 exif=exif_app1(make="Canon", model="Canon EOS 90D", orientation=1, software="Digital Photo Professional")), [
        ("The EXIF data says the camera make is Canon.", {"make": "Canon"}),
        ("The photo contains GPS location data.", {"has_gps": True}),
        ("The image has a 3:2 aspect ratio.", {"aspect": [3, 2]}),
        ("The photo is 600 by 400 pixels.", {"dims": [600, 400]}),
    ], "JPEG with EXIF (Make Canon, Model Canon EOS 90D, Orientation 1), no GPS", g)
    add("jpeg-exif-gps-480", "jpg",
        save_pil(picture(480, 480, 37), "JPEG", quality=85,
                 exif=exif_app1(make="Apple", model="iPhone 13", orientation=1, gps=(41.3851, 2.1734))), [
        ("The photo has GPS coordinates embedded in it.", {"has_gps": True}),
        ("The camera make recorded in the EXIF is Samsung.", {"make": "Samsung"}),
        ("The EXIF camera model is iPhone 13.", {"model": "iPhone 13"}),
        ("The image is square.", {"orientation": "square"}),
    ], "JPEG with EXIF (Make Apple, Model iPhone 13) and a GPS IFD", g)
    add("jpeg-exif-rot6-640x480", "jpg",
        save_pil(picture(640, 480, 38), "JPEG", quality=85, exif=exif_app1(make="Google", model="Pixel 7", orientation=6)),
        [
            ("The image contains EXIF metadata.", {"has_exif": True}),
            ("The image is a JPEG.", {"format": "jpeg"}),
            ("The image is 1024 pixels wide.", {"width": 1024}),
            ("The image is square.", {"orientation": "square"}),
        ], "JPEG stored 640x480 with EXIF Orientation 6 (shown rotated 90°, 480x640); only claims that hold or fail "
           "under both readings (stored and displayed)", g)
    add("jpeg-exif-rot8-300", "jpg",
        save_pil(picture(300, 300, 39), "JPEG", quality=85,
                 exif=exif_app1(make="NIKON CORPORATION", model="NIKON Z 6", orientation=8)), [
        ("The image is 300x300.", {"dims": [300, 300]}),
        ("The camera make in the EXIF is NIKON CORPORATION.", {"make": "NIKON CORPORATION"}),
        ("The picture is portrait.", {"orientation": "portrait"}),
    ], "square JPEG with EXIF Orientation 8 (rotation keeps the dimensions)", g)
    add("jpeg-exif-rot3-800x600", "jpg",
        save_pil(picture(800, 600, 40), "JPEG", quality=80, exif=exif_app1(make="OLYMPUS", orientation=3)), [
        ("The photo is 800x600.", {"dims": [800, 600]}),
        ("The photo is landscape.", {"orientation": "landscape"}),
        ("The photo is portrait.", {"orientation": "portrait"}),
    ], "JPEG with EXIF Orientation 3 (upside down: the dimensions are the same under both readings)", g)
    add("jpeg-noexif-1000x250", "jpg", save_pil(picture(1000, 250, 41), "JPEG", quality=70), [
        ("The image has EXIF metadata.", {"has_exif": True}),
        ("The aspect ratio is 4:1.", {"aspect": [4, 1]}),
        ("The image includes GPS location information.", {"has_gps": True}),
    ], "plain JFIF JPEG without EXIF", g)
    add("jpeg-tiny-17x9", "jpg", save_pil(picture(17, 9, 42), "JPEG", quality=90), [
        ("The image is 17x9 pixels.", {"dims": [17, 9]}),
        ("The image is 9x17 pixels.", {"dims": [9, 17]}),
    ], "a tiny JPEG whose dimensions are not multiples of the MCU", g)
    add("jpeg-exif-be-gps-900x600", "jpg",
        save_pil(picture(900, 600, 43), "JPEG", quality=80,
                 exif=exif_app1(make="FUJIFILM", model="X-T4", gps=(-33.8688, 151.2093), big_endian=True)), [
        ("The EXIF make is FUJIFILM.", {"make": "FUJIFILM"}),
        ("The image has GPS data.", {"has_gps": True}),
        ("The photo was taken with a Canon camera according to its EXIF make.", {"make": "Canon"}),
    ], "JPEG with big-endian (MM) EXIF: Make FUJIFILM, Model X-T4, GPS IFD", g)
    add("jpeg-icc-640x427", "jpg",
        save_pil(picture(640, 427, 44), "JPEG", quality=85, icc_profile=srgb_profile()), [
        ("The image is 640 pixels wide and 427 pixels tall.", {"dims": [640, 427]}),
        ("The aspect ratio is 16:9.", {"aspect": [16, 9]}),
    ], "JPEG with an embedded ICC profile (APP2)", g)
    add("jpeg-magick-444x555", "jpg",
        magick(["png:-", "-quality", "88", "-sampling-factor", "2x1", "jpeg:-"], save_pil(picture(444, 555, 45), "PNG")), [
        ("The image is 444x555 pixels.", {"dims": [444, 555]}),
        ("This picture is wider than it is tall.", {"orientation": "landscape"}),
        ("The file format is JPEG.", {"format": "jpeg"}),
    ], "baseline JPEG with 4:2:2 subsampling written by ImageMagick", g)
    add("jpeg-phone-1080x1920", "jpg", save_pil(picture(1080, 1920, 46), "JPEG", quality=60), [
        ("The screenshot is 1080x1920.", {"dims": [1080, 1920]}),
        ("The aspect ratio is 9:16.", {"aspect": [9, 16]}),
        ("The image is in landscape orientation.", {"orientation": "landscape"}),
    ], "a phone-screen-sized baseline JPEG", g)
    # ---- GIF
    add("gif-static-200x100", "gif", save_pil(picture(200, 100, 51, "P"), "GIF"), [
        ("This is a GIF image.", {"format": "gif"}),
        ("The GIF is 200x100.", {"dims": [200, 100]}),
        ("The GIF is animated.", {"animated": True}),
        ("The aspect ratio is 2:1.", {"aspect": [2, 1]}),
    ], "single-frame GIF written by Pillow", g)
    frames = [picture(160, 120, 60 + i, "P") for i in range(4)]
    add("gif-anim4-160x120", "gif",
        save_pil(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=120, loop=0), [
        ("The GIF is animated.", {"animated": True}),
        ("The animation has 4 frames.", {"frames": 4}),
        ("The animation has 5 frames.", {"frames": 5}),
        ("The GIF is 160x120 pixels.", {"dims": [160, 120]}),
    ], "looping 4-frame GIF written by Pillow", g)
    frames = [picture(64, 64, 70 + i, "P") for i in range(12)]
    add("gif-anim12-64", "gif",
        save_pil(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=50, loop=0), [
        ("The animated GIF contains 12 frames.", {"frames": 12}),
        ("This is a still image.", {"animated": False}),
        ("The GIF is square.", {"orientation": "square"}),
    ], "looping 12-frame GIF", g)
    add("gif-interlaced-250x400", "gif",
        magick(["png:-", "-interlace", "GIF", "gif:-"], save_pil(picture(250, 400, 52, "P").convert("RGB"), "PNG")), [
        ("The GIF is in portrait orientation.", {"orientation": "portrait"}),
        ("The GIF is 250 pixels wide.", {"width": 250}),
        ("The file is a PNG.", {"format": "png"}),
    ], "interlaced single-frame GIF written by ImageMagick", g)
    f1 = Image.new("P", (90, 30), 0)
    f1.putpalette([0, 0, 0, 255, 0, 0, 0, 255, 0] + [0] * 759)
    ImageDraw.Draw(f1).rectangle([10, 5, 40, 25], fill=1)
    f2 = f1.copy()
    ImageDraw.Draw(f2).rectangle([50, 5, 80, 25], fill=2)
    add("gif-transparent-2f-90x30", "gif",
        save_pil(f1, "GIF", save_all=True, append_images=[f2], duration=300, loop=0, transparency=0), [
        ("The image has a 3:1 aspect ratio.", {"aspect": [3, 1]}),
        ("The GIF has 2 frames.", {"frames": 2}),
        ("The GIF is not animated.", {"animated": False}),
    ], "2-frame GIF with a transparent colour", g)
    add("gif87a-45", "gif",
        magick(["png:-", "gif87:-"], save_pil(picture(45, 45, 53, "P").convert("RGB"), "PNG")), [
        ("The image is a GIF.", {"format": "gif"}),
        ("The image is 45x45 pixels.", {"dims": [45, 45]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "GIF87a written by ImageMagick", g)
    add("gif-1x1", "gif", save_pil(Image.new("P", (1, 1), 0), "GIF"), [
        ("The GIF is a single 1x1 pixel.", {"dims": [1, 1]}),
        ("This is a GIF file.", {"format": "gif"}),
        ("The GIF is animated.", {"animated": True}),
    ], "a 1x1 GIF (tracking-pixel style)", g)
    # ---- WebP
    add("webp-lossy-512x288", "webp", save_pil(picture(512, 288, 81), "WEBP", quality=80), [
        ("The image is in WebP format.", {"format": "webp"}),
        ("The image has a 16:9 aspect ratio.", {"aspect": [16, 9]}),
        ("The image is 512x288.", {"dims": [512, 288]}),
        ("The WebP is animated.", {"animated": True}),
    ], "lossy WebP (simple format, VP8 chunk)", g)
    add("webp-lossless-300x200", "webp", save_pil(picture(300, 200, 82), "WEBP", lossless=True), [
        ("The image is 300 x 200 pixels.", {"dims": [300, 200]}),
        ("The file is a JPEG.", {"format": "jpeg"}),
        ("The aspect ratio is 3:2.", {"aspect": [3, 2]}),
        ("The image is 200 pixels wide.", {"width": 200}),
    ], "lossless WebP (VP8L chunk)", g)
    add("webp-alpha-128x256", "webp", save_pil(picture(128, 256, 83, "RGBA"), "WEBP", quality=75), [
        ("The aspect ratio is 1:2.", {"aspect": [1, 2]}),
        ("The image is in portrait orientation.", {"orientation": "portrait"}),
        ("The image is 128x128.", {"dims": [128, 128]}),
    ], "lossy WebP with alpha (VP8X, ALPH, VP8)", g)
    frames = [picture(100, 80, 90 + i) for i in range(3)]
    add("webp-anim3-100x80", "webp",
        save_pil(frames[0], "WEBP", save_all=True, append_images=frames[1:], duration=200, loop=0, quality=70), [
        ("The WebP is animated.", {"animated": True}),
        ("The animation consists of 3 frames.", {"frames": 3}),
        ("The aspect ratio is 5:4.", {"aspect": [5, 4]}),
        ("The image is static.", {"animated": False}),
    ], "animated lossy WebP, 3 frames", g)
    frames = [picture(48, 48, 100 + i) for i in range(6)]
    add("webp-anim6-lossless-48", "webp",
        save_pil(frames[0], "WEBP", save_all=True, append_images=frames[1:], duration=80, loop=0, lossless=True), [
        ("The animation has 6 frames.", {"frames": 6}),
        ("It is a WebP image.", {"format": "webp"}),
        ("It is a GIF image.", {"format": "gif"}),
        ("The animation has 8 frames.", {"frames": 8}),
    ], "animated lossless WebP, 6 frames", g)
    add("webp-cwebp-750x500", "webp",
        magick(["png:-", "-quality", "60", "webp:-"], save_pil(picture(750, 500, 84), "PNG")), [
        ("The WebP image is 750 pixels wide.", {"width": 750}),
        ("The image height is 500 pixels.", {"height": 500}),
        ("The image is 500 pixels wide.", {"width": 500}),
    ], "lossy WebP written by ImageMagick (libwebp)", g)


    add("webp-lossless-1024x1", "webp", save_pil(picture(1024, 1, 85), "WEBP", lossless=True), [
        ("The image is 1024x1.", {"dims": [1024, 1]}),
        ("The image is square.", {"orientation": "square"}),
    ], "a one-pixel-high lossless WebP", g)


def crafted_png():
    g = "crafted"
    im = picture(160, 120, 201)
    raw, ctype, depth = png_rows(im)
    add("png-ihdr-larger-4800x3600", "png", png(4800, 3600, 8, 2, raw), [
        ("The image is 4800x3600 pixels.", {"dims": [4800, 3600]}),
        ("The image is 160x120 pixels.", {"dims": [160, 120]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
        ("The file is a PNG.", {"format": "png"}),
    ], "IHDR says 4800x3600 over IDAT data for 160x120 RGB (valid zlib, valid CRCs)", g)
    im = picture(300, 200, 202)
    raw, _, _ = png_rows(im)
    add("png-ihdr-huge-30000", "png", png(30000, 30000, 8, 2, raw), [
        ("The image is 30000 × 30000 pixels.", {"dims": [30000, 30000]}),
        ("The image is square.", {"orientation": "square"}),
        ("The image is 300 pixels wide.", {"width": 300}),
    ], "IHDR says 30000x30000 over IDAT data for 300x200 RGB", g)
    im = picture(640, 480, 203)
    raw, _, _ = png_rows(im)
    add("png-ihdr-smaller-64x48", "png", png(64, 48, 8, 2, raw), [
        ("The image is 64x48.", {"dims": [64, 48]}),
        ("The image is 640x480.", {"dims": [640, 480]}),
        ("It is landscape.", {"orientation": "landscape"}),
    ], "IHDR says 64x48 over IDAT data for 640x480 RGB (rows of the wrong length)", g)
    im = picture(200, 150, 204)
    raw, _, _ = png_rows(im)
    add("png-missing-row", "png", png(200, 151, 8, 2, raw), [
        ("The image is 200x151 pixels.", {"dims": [200, 151]}),
        ("The image is 200 pixels wide.", {"width": 200}),
    ], "IHDR height one row more than the IDAT holds (200x151 over 200x150)", g)
    add("png-extra-row", "png", png(200, 149, 8, 2, raw), [
        ("The image is 200x149 pixels.", {"dims": [200, 149]}),
        ("The image height is 150 pixels.", {"height": 150}),
    ], "IHDR height one row less than the IDAT holds (200x149 over 200x150)", g)
    add("png-extra-half-height", "png", png(200, 75, 8, 2, raw), [
        ("The image is 200x75.", {"dims": [200, 75]}),
        ("The aspect ratio is 8:3.", {"aspect": [8, 3]}),
    ], "IHDR says 200x75 over IDAT data for 200x150 (twice the rows)", g)
    add("png-width-plus-one", "png", png(201, 150, 8, 2, raw), [
        ("The image is 201 pixels wide.", {"width": 201}),
        ("The image is 150 pixels tall.", {"height": 150}),
    ], "IHDR width one pixel more than the rows hold", g)
    im = picture(256, 256, 205)
    raw, _, _ = png_rows(im)
    add("png-idat-random", "png", png(256, 256, 8, 2, idat=b"\x78\x9c" + garbage(3000, 206)), [
        ("The image is 256x256.", {"dims": [256, 256]}),
        ("The image is square.", {"orientation": "square"}),
        ("This is a PNG image.", {"format": "png"}),
    ], "IDAT is a zlib header followed by random bytes (CRC valid)", g)
    good = zlib.compress(raw, 9)
    bad = bytearray(good)
    for i in range(len(bad) // 3, len(bad) // 3 + 24):
        bad[i] ^= 0x5A
    add("png-idat-flipped", "png", png(256, 256, 8, 2, idat=bytes(bad)), [
        ("The image is 256 by 256 pixels.", {"dims": [256, 256]}),
        ("The PNG is not animated.", {"animated": False}),
    ], "deflate stream with 24 bytes flipped a third of the way in (CRC recomputed)", g)
    im = picture(320, 240, 207)
    raw, _, _ = png_rows(im)
    good = zlib.compress(raw, 9)
    add("png-idat-truncated", "png", png(320, 240, 8, 2, idat=good[: len(good) * 2 // 5]), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image has a 4:3 aspect ratio.", {"aspect": [4, 3]}),
        ("The image is a PNG.", {"format": "png"}),
    ], "deflate stream cut at 40 % in a single IDAT, IEND follows, CRCs valid", g)
    im = picture(400, 300, 208, "RGBA")
    raw, _, _ = png_rows(im)
    good = zlib.compress(raw, 9)
    parts = [good[i:i + 4096] for i in range(0, len(good), 4096)]
    data = b"\x89PNG\r\n\x1a\n" + ihdr(400, 300, 8, 6) + b"".join(chunk(b"IDAT", p) for p in parts[:-2]) + chunk(b"IEND", b"")
    add("png-idat-last-chunks-dropped", "png", data, [
        ("The image is 400x300 with an alpha channel.", {"dims": [400, 300]}),
        ("The image is 400 pixels wide.", {"width": 400}),
        ("The image is landscape.", {"orientation": "landscape"}),
    ], "RGBA stream split into 4 KB IDAT chunks with the last two chunks left out", g)
    im = picture(120, 90, 209)
    raw, _, _ = png_rows(im)
    rows = bytearray(raw)
    rows[10 * (120 * 3 + 1)] = 7
    add("png-filter-7", "png", png(120, 90, 8, 2, bytes(rows)), [
        ("The image is 120x90.", {"dims": [120, 90]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "row 10 has filter type 7 (valid types are 0-4); zlib and CRCs valid", g)
    rows = bytearray(raw)
    for y in range(90):
        rows[y * (120 * 3 + 1)] = 5
    add("png-filter-5-all", "png", png(120, 90, 8, 2, bytes(rows)), [
        ("The image is 120 pixels wide.", {"width": 120}),
        ("The image is 90 pixels tall.", {"height": 90}),
        ("This is a JPEG.", {"format": "jpeg"}),
    ], "every row has filter type 5", g)
    good = bytearray(zlib.compress(raw, 9))
    good[-4:] = bytes(b ^ 0xFF for b in good[-4:])
    add("png-adler-wrong", "png", png(120, 90, 8, 2, idat=bytes(good)), [
        ("The image is 120 × 90.", {"dims": [120, 90]}),
        ("The image is landscape.", {"orientation": "landscape"}),
    ], "zlib Adler-32 checksum inverted (PNG CRCs valid)", g)
    im = picture(180, 100, 210)
    raw, _, _ = png_rows(im)
    add("png-depth16-over-8", "png", png(180, 100, 16, 2, raw), [
        ("The image is 180x100.", {"dims": [180, 100]}),
        ("The aspect ratio is 9:5.", {"aspect": [9, 5]}),
    ], "IHDR says 16 bits per sample over 8-bit RGB rows (half the bytes per row)", g)
    add("png-rgba-over-rgb", "png", png(180, 100, 8, 6, raw), [
        ("The image is 180 pixels wide.", {"width": 180}),
        ("The image is 100 pixels high.", {"height": 100}),
    ], "IHDR says RGBA over RGB rows", g)
    add("png-interlace-flag-lie", "png", png(180, 100, 8, 2, raw, interlace=1), [
        ("The image is 180x100 pixels.", {"dims": [180, 100]}),
        ("It is a PNG file.", {"format": "png"}),
    ], "IHDR says Adam7 interlaced over non-interlaced rows", g)
    im = picture(150, 150, 211, "P")
    raw, _, _ = png_rows(im)
    add("png-palette-no-plte", "png", png(150, 150, 8, 3, raw), [
        ("The image is 150x150.", {"dims": [150, 150]}),
        ("The image is square.", {"orientation": "square"}),
    ], "palette PNG (colour type 3) without a PLTE chunk", g)
    add("png-idat-empty", "png", png(90, 60, 8, 2, idat=b""), [
        ("The image is 90x60.", {"dims": [90, 60]}),
        ("The aspect ratio is 3:2.", {"aspect": [3, 2]}),
        ("The image is a PNG.", {"format": "png"}),
    ], "one IDAT chunk of length 0 (CRC valid)", g)
    im = picture(90, 60, 212)
    raw, _, _ = png_rows(im)
    add("png-width-zero", "png", png(0, 60, 8, 2, raw), [
        ("The image is 0 pixels wide.", {"width": 0}),
        ("The image is 60 pixels tall.", {"height": 60}),
    ], "IHDR width 0 (invalid) over 90x60 RGB data", g)
    stored = bytearray(zlib.compress(raw, 0))
    stored[3:5] = struct.pack("<H", (struct.unpack("<H", bytes(stored[3:5]))[0] + 1) & 0xFFFF)
    add("png-stored-block-len", "png", png(90, 60, 8, 2, idat=bytes(stored)), [
        ("The image is 90x60 pixels.", {"dims": [90, 60]}),
        ("The image is wider than 80 pixels.", {"width_gt": 80}),
    ], "zlib stream of stored blocks whose first LEN does not match NLEN", g)
    im = picture(240, 180, 213)
    raw, _, _ = png_rows(im)
    add("png-ihdr-12000x9000", "png", png(12000, 9000, 8, 2, raw), [
        ("The image is 12000x9000.", {"dims": [12000, 9000]}),
        ("The image has a 4:3 aspect ratio.", {"aspect": [4, 3]}),
        ("The image is 240x180.", {"dims": [240, 180]}),
    ], "IHDR says 12000x9000 (108 megapixels) over IDAT data for 240x180", g)
    g16 = Image.linear_gradient("L").resize((100, 100)).convert("I").point(lambda v: v * 257).convert("I;16")
    raw16 = b"".join(b"\x00" + g16.tobytes("raw", "I;16B")[y * 200:(y + 1) * 200] for y in range(100))
    add("png-grey8-over-16", "png", png(100, 100, 8, 0, raw16), [
        ("The image is 100x100.", {"dims": [100, 100]}),
        ("The image is square.", {"orientation": "square"}),
    ], "IHDR says 8-bit grey over 16-bit grey rows (twice the bytes per row)", g)
    im = picture(64, 64, 214)
    raw, _, _ = png_rows(im)
    add("png-ihdr-65535-tall", "png", png(64, 65535, 8, 2, raw), [
        ("The image is 64 pixels wide and 65535 pixels tall.", {"dims": [64, 65535]}),
        ("The image is portrait.", {"orientation": "portrait"}),
        ("The image is 64x64.", {"dims": [64, 64]}),
    ], "IHDR height 65535 over data for 64x64", g)


def crafted_jpeg():
    g = "crafted"
    base = save_pil(picture(320, 240, 301), "JPEG", quality=85)
    segs, rest = jpeg_split(base)

    def jp(cid, data, claims, construction):
        add(cid, "jpg", data, claims, construction, g)

    jp("jpeg-sof-larger-3200x2400", jpeg_join(sof_patch(segs, 3200, 2400), rest), [
        ("The photo is 3200x2400.", {"dims": [3200, 2400]}),
        ("The photo is 320x240.", {"dims": [320, 240]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "SOF0 says 3200x2400 over a scan coded for 320x240; markers and EOI valid")
    jp("jpeg-sof-huge-48000x36000", jpeg_join(sof_patch(segs, 48000, 36000), rest), [
        ("The image is 48000 by 36000 pixels.", {"dims": [48000, 36000]}),
        ("The image is landscape.", {"orientation": "landscape"}),
        ("This is a JPEG file.", {"format": "jpeg"}),
    ], "SOF0 says 48000x36000 over a scan coded for 320x240")
    jp("jpeg-sof-smaller-40x30", jpeg_join(sof_patch(segs, 40, 30), rest), [
        ("The image is 40x30 pixels.", {"dims": [40, 30]}),
        ("The image is 320 pixels wide.", {"width": 320}),
    ], "SOF0 says 40x30 over a scan coded for 320x240 (extra entropy data before EOI)")
    jp("jpeg-sof-height-zero", jpeg_join(sof_patch(segs, 320, 0), rest), [
        ("The image height is 0.", {"height": 0}),
        ("The image is 320 pixels wide.", {"width": 320}),
        ("The image is a JPEG.", {"format": "jpeg"}),
    ], "SOF0 height 0 (DNL-style, no DNL marker present)")
    jp("jpeg-sof-width-zero", jpeg_join(sof_patch(segs, 0, 240), rest), [
        ("The image is 0x240.", {"dims": [0, 240]}),
        ("The image is 240 pixels tall.", {"height": 240}),
    ], "SOF0 width 0")
    sos, ecs, eoi = sos_split(rest)
    jp("jpeg-scan-30pct-eoi", jpeg_join(segs, sos + ecs[: len(ecs) * 3 // 10] + b"\xff\xd9"), [
        ("The photo is 320x240.", {"dims": [320, 240]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
        ("The photo is a JPEG.", {"format": "jpeg"}),
    ], "entropy-coded data cut at 30 % and an EOI appended")
    cut = ecs[: len(ecs) // 2]
    if cut.endswith(b"\xff"):
        cut = cut[:-1]
    jp("jpeg-scan-half-eoi", jpeg_join(segs, sos + cut + b"\xff\xd9"), [
        ("The picture is 320 pixels wide.", {"width": 320}),
        ("The picture is 240 pixels high.", {"height": 240}),
    ], "entropy-coded data cut at 50 % and an EOI appended")
    jp("jpeg-huffman-garbage", jpeg_join(segs, sos + garbage(len(ecs), 302) + b"\xff\xd9"), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image is landscape.", {"orientation": "landscape"}),
        ("The image is a JPEG.", {"format": "jpeg"}),
    ], "entropy-coded data replaced by random bytes (no 0xFF, so no false markers); headers and EOI valid")
    jp("jpeg-no-dht", jpeg_join([s for s in segs if s[0] != 0xC4], rest), [
        ("The image is 320x240 pixels.", {"dims": [320, 240]}),
        ("The image is a JPEG.", {"format": "jpeg"}),
    ], "every DHT segment removed: the scan refers to undefined Huffman tables")
    jp("jpeg-no-dqt", jpeg_join([s for s in segs if s[0] != 0xDB], rest), [
        ("The image is 320 by 240.", {"dims": [320, 240]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "every DQT segment removed: the frame refers to undefined quantisation tables")
    jp("jpeg-precision-12", jpeg_join(sof_patch(segs, precision=12), rest), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image is landscape.", {"orientation": "landscape"}),
    ], "SOF0 sample precision changed to 12 over 8-bit data (SOF0 allows only 8)")
    bad_sos = bytearray(sos)
    bad_sos[5] = 9  # first component selector: no such component in the frame
    jp("jpeg-sos-unknown-component", jpeg_join(segs, bytes(bad_sos) + ecs + eoi), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("This is a JPEG.", {"format": "jpeg"}),
    ], "SOS names component 9, which the frame does not have")
    jp("jpeg-no-scan", jpeg_join(segs, b"\xff\xd9"), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image is a JPEG.", {"format": "jpeg"}),
    ], "all headers (APP0, DQT, SOF0, DHT) and EOI, but no SOS and no scan")
    jp("jpeg-sampling-zero", jpeg_join(sof_patch(segs, sampling=0x00), rest), [
        ("The image is 320 pixels wide.", {"width": 320}),
        ("The image is 240 pixels tall.", {"height": 240}),
    ], "SOF0 sampling factors of the first component set to 0x0")
    bogus = []
    for m, s in segs:
        if m == 0xC4:
            s = bytearray(s)
            s[5:21] = bytes([200] * 16)  # code counts sum far above 256 and over-subscribe every length
            s = bytes(s)
        bogus.append((m, s))
    jp("jpeg-dht-bogus", jpeg_join(bogus, rest), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image has a 4:3 aspect ratio.", {"aspect": [4, 3]}),
    ], "DHT code-length counts replaced by 200 each (an impossible Huffman table), segment lengths unchanged")
    jp("jpeg-sof-65500x4", jpeg_join(sof_patch(segs, 65500, 4), rest), [
        ("The image is 65500x4.", {"dims": [65500, 4]}),
        ("The image is 320x240.", {"dims": [320, 240]}),
    ], "SOF0 says 65500x4 over a scan coded for 320x240")
    prog = save_pil(picture(400, 300, 303), "JPEG", quality=85, progressive=True)
    psegs, prest = jpeg_split(prog)
    first_sos_len = struct.unpack(">H", prest[2:4])[0]
    nxt = prest.find(b"\xff\xc4", 2 + first_sos_len)
    nxt2 = prest.find(b"\xff\xda", 2 + first_sos_len)
    stop = min(x for x in (nxt, nxt2) if x > 0)
    jp("jpeg-progressive-dc-only", jpeg_join(psegs, prest[:stop] + b"\xff\xd9"), [
        ("The image is 400x300.", {"dims": [400, 300]}),
        ("The image is 400 pixels wide.", {"width": 400}),
        ("The image is a JPEG.", {"format": "jpeg"}),
    ], "progressive JPEG keeping only its first (DC) scan, then EOI")
    jp("jpeg-progressive-half-scans", jpeg_join(psegs, prest[: prest.find(b"\xff\xda", len(prest) // 2)] + b"\xff\xd9"), [
        ("The image is 400 by 300 pixels.", {"dims": [400, 300]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "progressive JPEG cut before the first scan starting in its second half, then EOI")
    exif_base = save_pil(picture(640, 480, 304), "JPEG", quality=85,
                         exif=exif_app1(make="Panasonic", model="DC-GH5", gps=(35.6762, 139.6503)))
    esegs, erest = jpeg_split(exif_base)
    jp("jpeg-exif-sof-lie-6400x4800", jpeg_join(sof_patch(esegs, 6400, 4800), erest), [
        ("The photo is 6400x4800 pixels.", {"dims": [6400, 4800]}),
        ("The photo contains GPS coordinates.", {"has_gps": True}),
        ("The EXIF camera make is Panasonic.", {"make": "Panasonic"}),
    ], "JPEG with EXIF (Panasonic, GPS) whose SOF0 says 6400x4800 over a 640x480 scan")
    huge_exif = jpeg_join(sof_patch(esegs, 36000, 27000), erest)
    jp("jpeg-exif-sof-huge-36000x27000", huge_exif, [
        ("The photo is 36000x27000 pixels.", {"dims": [36000, 27000]}),
        ("The photo is 640x480 pixels.", {"dims": [640, 480]}),
        ("The photo contains GPS coordinates.", {"has_gps": True}),
    ], "JPEG with EXIF (Panasonic, GPS) whose SOF0 says 36000x27000 over a 640x480 scan")
    lossless = [((0xC3 if m == 0xC0 else m), (s[:1] + b"\xc3" + s[2:]) if m == 0xC0 else s) for m, s in segs]
    jp("jpeg-sof3-over-baseline", jpeg_join(lossless, rest), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image is a JPEG.", {"format": "jpeg"}),
    ], "frame marker changed to SOF3 (lossless process) over baseline Huffman DCT data")
    arith = [((0xC9 if m == 0xC0 else m), (s[:1] + b"\xc9" + s[2:]) if m == 0xC0 else s) for m, s in segs]
    jp("jpeg-sof9-over-huffman", jpeg_join(arith, rest), [
        ("The image is 320 by 240 pixels.", {"dims": [320, 240]}),
        ("The image is landscape.", {"orientation": "landscape"}),
    ], "frame marker changed to SOF9 (arithmetic coding) over Huffman-coded data")
    one = []
    for m, s in segs:
        if m == 0xC0:
            s = s[:2] + struct.pack(">H", 8 + 3) + s[4:9] + b"\x01" + s[10:13]
        one.append((m, s))
    jp("jpeg-sof-one-component", jpeg_join(one, rest), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image is 240 pixels tall.", {"height": 240}),
    ], "SOF0 rewritten to declare one component while the scan codes three")
    p2 = sof_patch(segs)
    p2 = [(0xC2 if m == 0xC0 else m, (s[:1] + b"\xc2" + s[2:]) if m == 0xC0 else s) for m, s in p2]
    jp("jpeg-sof2-over-baseline-scan", jpeg_join(p2, rest), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image is a JPEG.", {"format": "jpeg"}),
    ], "frame marker changed to SOF2 (progressive) over a baseline scan (Ss=0, Se=63)")


def crafted_gif():
    g = "crafted"
    w, h = 100, 80
    add("gif-screen-larger-1000x800", "gif", gif((1000, 800), [gif_frame(0, 0, w, h, 401)]), [
        ("The GIF is 1000x800.", {"dims": [1000, 800]}),
        ("The GIF is 100x80.", {"dims": [100, 80]}),
        ("The image is landscape.", {"orientation": "landscape"}),
    ], "logical screen 1000x800 with a single 100x80 frame at (0,0); valid LZW", g)
    add("gif-frame-outside-screen", "gif", gif((100, 80), [gif_frame(0, 0, 300, 200, 402)]), [
        ("The GIF is 100x80.", {"dims": [100, 80]}),
        ("The GIF is 300x200.", {"dims": [300, 200]}),
        ("The GIF has 1 frame.", {"frames": 1}),
    ], "logical screen 100x80, frame 300x200 at (0,0): the frame extends past the screen", g)
    add("gif-frame-offset-outside", "gif", gif((100, 80), [gif_frame(90, 70, 100, 80, 403)]), [
        ("The GIF is 100x80.", {"dims": [100, 80]}),
        ("This is a GIF.", {"format": "gif"}),
    ], "logical screen 100x80, frame 100x80 placed at (90,70): most of it off-screen", g)
    rnd_blocks = sub_blocks(garbage(2000, 404))
    add("gif-lzw-random", "gif",
        gif((120, 90), [{"left": 0, "top": 0, "w": 120, "h": 90, "blocks": rnd_blocks}]), [
        ("The GIF is 120x90.", {"dims": [120, 90]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
        ("The GIF is not animated.", {"animated": False}),
    ], "image data sub-blocks hold random bytes instead of LZW codes; blocks and trailer valid", g)
    data = lzw(frame_indices(120, 90, 405), 8)
    add("gif-lzw-truncated", "gif",
        gif((120, 90), [{"left": 0, "top": 0, "w": 120, "h": 90, "blocks": sub_blocks(data[: len(data) // 2])}]), [
        ("The GIF is 120 × 90 pixels.", {"dims": [120, 90]}),
        ("This image is a GIF.", {"format": "gif"}),
    ], "LZW data cut at half (no end-of-information code); sub-blocks, terminator and trailer valid", g)
    add("gif-lzw-min-size-13", "gif",
        gif((120, 90), [{"left": 0, "top": 0, "w": 120, "h": 90, "blocks": sub_blocks(data), "min_size": 13}]), [
        ("The GIF is 120x90.", {"dims": [120, 90]}),
        ("The GIF is landscape.", {"orientation": "landscape"}),
    ], "LZW minimum code size 13 (GIF allows at most 8 for data, 12 for codes)", g)
    add("gif-no-frames", "gif", gif((64, 64), []), [
        ("The GIF is 64x64.", {"dims": [64, 64]}),
        ("The image is square.", {"orientation": "square"}),
        ("This is a GIF image.", {"format": "gif"}),
    ], "header, logical screen 64x64, global palette and trailer: no image at all", g)
    add("gif-frame-zero-width", "gif",
        gif((64, 64), [{"left": 0, "top": 0, "w": 0, "h": 64, "blocks": sub_blocks(lzw([], 8))}]), [
        ("The GIF is 64x64.", {"dims": [64, 64]}),
        ("The GIF is static.", {"animated": False}),
    ], "a single image descriptor of width 0", g)
    fr = [gif_frame(0, 0, 96, 64, 406 + i) for i in range(3)]
    d2 = lzw(frame_indices(96, 64, 407), 8)
    fr[1] = dict(fr[1], blocks=sub_blocks(d2[: len(d2) // 3]))
    add("gif-anim-frame2-truncated", "gif", gif((96, 64), fr, loop=True), [
        ("The GIF is animated.", {"animated": True}),
        ("The animation has 3 frames.", {"frames": 3}),
        ("The GIF is 96x64.", {"dims": [96, 64]}),
    ], "3-frame looping GIF whose second frame's LZW data is cut at a third", g)
    add("gif-netscape-single-frame", "gif", gif((96, 64), [gif_frame(0, 0, 96, 64, 409)], loop=True), [
        ("The GIF is animated.", {"animated": True}),
        ("The GIF has exactly 1 frame.", {"frames": 1}),
        ("The GIF is 96x64.", {"dims": [96, 64]}),
        ("The aspect ratio is 3:2.", {"aspect": [3, 2]}),
    ], "a NETSCAPE2.0 looping extension with a single frame (valid file)", g)
    idx = frame_indices(80, 60, 410)
    codes = [256] + idx[:100] + [258 + 120] + idx[100:200] + [257]
    add("gif-lzw-undefined-code", "gif",
        gif((80, 60), [{"left": 0, "top": 0, "w": 80, "h": 60, "blocks": sub_blocks(pack_codes(codes, 9))}]), [
        ("The GIF is 80x60.", {"dims": [80, 60]}),
        ("The GIF is landscape.", {"orientation": "landscape"}),
    ], "LZW stream using a code far beyond the next table entry after 100 literals", g)
    add("gif-screen-zero", "gif", gif((0, 0), [gif_frame(0, 0, 64, 48, 411)]), [
        ("The GIF is 64x48.", {"dims": [64, 48]}),
        ("The GIF is 0x0.", {"dims": [0, 0]}),
    ], "logical screen 0x0 with one 64x48 frame", g)
    fr = [gif_frame(0, 0, 50, 50, 412 + i) for i in range(5)]
    fr[4] = dict(fr[4], blocks=sub_blocks(garbage(300, 417)))
    add("gif-anim-last-frame-garbage", "gif", gif((50, 50), fr, loop=True), [
        ("The GIF has 5 frames.", {"frames": 5}),
        ("The GIF is animated.", {"animated": True}),
        ("The GIF is square.", {"orientation": "square"}),
    ], "5-frame GIF whose last frame's data sub-blocks are random bytes", g)
    fr = [gif_frame(0, 0, 70, 40, 420 + i, delay=20) for i in range(3)]
    add("gif-handmade-anim3-70x40", "gif", gif((70, 40), fr, loop=True), [
        ("The GIF is animated with 3 frames.", {"all": [{"animated": True}, {"frames": 3}]}),
        ("The GIF is 70x40.", {"dims": [70, 40]}),
        ("The aspect ratio is 7:4.", {"aspect": [7, 4]}),
    ], "3-frame GIF assembled here with an LZW stream that never grows past 9-bit codes (valid)", g)


def crafted_webp():
    g = "crafted"
    lossy = save_pil(picture(320, 240, 501), "WEBP", quality=80)
    ch = riff_chunks(lossy)
    assert ch[0][0] == b"VP8 "
    add("webp-vp8-dims-12000x9000", "webp", riff([[b"VP8 ", vp8_dims(ch[0][1], 12000, 9000)]]), [
        ("The WebP is 12000x9000.", {"dims": [12000, 9000]}),
        ("The WebP is 320x240.", {"dims": [320, 240]}),
        ("The image is a WebP.", {"format": "webp"}),
    ], "VP8 key-frame header says 12000x9000 over partitions coded for 320x240; RIFF size valid", g)
    add("webp-vp8-dims-smaller", "webp", riff([[b"VP8 ", vp8_dims(ch[0][1], 64, 48)]]), [
        ("The WebP is 64x48.", {"dims": [64, 48]}),
        ("The WebP is 320x240.", {"dims": [320, 240]}),
    ], "VP8 key-frame header says 64x48 over partitions coded for 320x240", g)
    add("webp-vp8x-canvas-larger", "webp",
        riff([[b"VP8X", vp8x(0x00, 4000, 3000)], [b"VP8 ", ch[0][1]]]), [
        ("The image is 4000x3000.", {"dims": [4000, 3000]}),
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "VP8X canvas 4000x3000 around a 320x240 VP8 frame", g)
    add("webp-vp8x-canvas-smaller", "webp",
        riff([[b"VP8X", vp8x(0x00, 32, 24)], [b"VP8 ", ch[0][1]]]), [
        ("The image is 32x24.", {"dims": [32, 24]}),
        ("The image is 320 pixels wide.", {"width": 320}),
    ], "VP8X canvas 32x24 around a 320x240 VP8 frame", g)
    ll = save_pil(picture(200, 150, 502), "WEBP", lossless=True)
    lch = riff_chunks(ll)
    assert lch[0][0] == b"VP8L"
    add("webp-vp8l-dims-larger", "webp", riff([[b"VP8L", vp8l_dims(lch[0][1], 2000, 1500)]]), [
        ("The WebP is 2000x1500.", {"dims": [2000, 1500]}),
        ("The WebP is 200x150.", {"dims": [200, 150]}),
        ("The aspect ratio is 4:3.", {"aspect": [4, 3]}),
    ], "VP8L header says 2000x1500 over a bitstream coded for 200x150", g)
    add("webp-vp8l-dims-smaller", "webp", riff([[b"VP8L", vp8l_dims(lch[0][1], 20, 15)]]), [
        ("The WebP is 20x15.", {"dims": [20, 15]}),
        ("The WebP is 200 pixels wide.", {"width": 200}),
    ], "VP8L header says 20x15 over a bitstream coded for 200x150", g)
    add("webp-vp8x-vs-vp8l", "webp",
        riff([[b"VP8X", vp8x(0x10, 200, 150)], [b"VP8L", vp8l_dims(lch[0][1], 150, 200)]]), [
        ("The image is 200x150.", {"dims": [200, 150]}),
        ("The image is 150x200.", {"dims": [150, 200]}),
        ("The image is landscape.", {"orientation": "landscape"}),
    ], "VP8X says 200x150 while the VP8L header inside says 150x200 (over data coded for 200x150)", g)
    p = bytearray(ch[0][1])
    for i in range(40, len(p) - 10):
        p[i] = (p[i] * 37 + 11) & 0xFF
    add("webp-vp8-data-scrambled", "webp", riff([[b"VP8 ", bytes(p)]]), [
        ("The image is 320x240.", {"dims": [320, 240]}),
        ("The image is a WebP.", {"format": "webp"}),
    ], "VP8 frame header kept, every partition byte after offset 40 scrambled", g)
    add("webp-vp8-truncated", "webp", riff([[b"VP8 ", ch[0][1][: len(ch[0][1]) * 2 // 5]]]), [
        ("The WebP is 320x240.", {"dims": [320, 240]}),
        ("The image is landscape.", {"orientation": "landscape"}),
        ("The image is a WebP file.", {"format": "webp"}),
    ], "VP8 chunk cut at 40 % with the chunk and RIFF sizes recomputed", g)
    p = bytearray(ch[0][1])
    p[5] = 0x2B
    add("webp-vp8-bad-startcode", "webp", riff([[b"VP8 ", bytes(p)]]), [
        ("The WebP is 320x240.", {"dims": [320, 240]}),
        ("The WebP is not animated.", {"animated": False}),
    ], "VP8 start code 9d 01 2b instead of 9d 01 2a", g)
    pngdata = save_pil(picture(60, 40, 503), "PNG")
    add("webp-vp8l-holding-png", "webp", riff([[b"VP8L", pngdata]]), [
        ("The image is 60x40.", {"dims": [60, 40]}),
        ("The image is a WebP.", {"format": "webp"}),
        ("The image is a PNG.", {"format": "png"}),
    ], "RIFF/WEBP whose VP8L chunk holds a PNG file", g)
    frames = [picture(100, 80, 510 + i) for i in range(3)]
    anim = save_pil(frames[0], "WEBP", save_all=True, append_images=frames[1:], duration=100, loop=0, quality=70)
    ach = riff_chunks(anim)
    kinds = [k for k, _ in ach]
    assert kinds[:2] == [b"VP8X", b"ANIM"] and kinds.count(b"ANMF") == 3, kinds
    big = [list(c) for c in ach]
    anmf = [c for c in big if c[0] == b"ANMF"]
    f = bytearray(anmf[1][1])
    f[6:9] = (400 - 1).to_bytes(3, "little")
    f[9:12] = (300 - 1).to_bytes(3, "little")
    anmf[1][1] = bytes(f)
    add("webp-anim-frame-larger-than-canvas", "webp", riff(big), [
        ("The animated WebP is 100x80.", {"dims": [100, 80]}),
        ("The WebP is animated.", {"animated": True}),
        ("The animation has 3 frames.", {"frames": 3}),
    ], "animated WebP (3 frames, canvas 100x80) whose second ANMF says 400x300", g)
    cut = [list(c) for c in ach]
    anmf = [c for c in cut if c[0] == b"ANMF"]
    inner = anmf[2][1]
    sub = inner[16:]
    assert sub[:4] in (b"VP8 ", b"VP8L", b"ALPH"), sub[:4]
    n = struct.unpack("<I", sub[4:8])[0]
    keep = n // 3
    anmf[2][1] = inner[:16] + sub[:4] + struct.pack("<I", keep) + sub[8:8 + keep] + (b"\x00" if keep & 1 else b"")
    add("webp-anim-frame3-truncated", "webp", riff(cut), [
        ("The WebP animation has 3 frames.", {"frames": 3}),
        ("The WebP is animated.", {"animated": True}),
        ("The image is 100x80.", {"dims": [100, 80]}),
    ], "animated WebP whose third frame's bitstream is cut to a third (every size field recomputed)", g)
    add("webp-vp8x-anim-flag-no-frames", "webp",
        riff([[b"VP8X", vp8x(0x02, 320, 240)], [b"VP8 ", ch[0][1]]]), [
        ("The WebP is animated.", {"animated": True}),
        ("The WebP is 320x240.", {"dims": [320, 240]}),
    ], "VP8X with the animation flag set, no ANIM/ANMF, a plain VP8 chunk", g)
    alpha = save_pil(picture(160, 160, 504, "RGBA"), "WEBP", quality=70)
    xch = [list(c) for c in riff_chunks(alpha)]
    assert [k for k, _ in xch] == [b"VP8X", b"ALPH", b"VP8 "]
    xch[1][1] = xch[1][1][:1] + garbage(len(xch[1][1]) - 1, 505)
    add("webp-alph-garbage", "webp", riff(xch), [
        ("The image is 160x160.", {"dims": [160, 160]}),
        ("The image is square.", {"orientation": "square"}),
    ], "WebP with alpha whose ALPH chunk (compressed, header byte kept) holds random bytes", g)


def crafted_magic():
    g = "crafted"
    jpg = save_pil(picture(420, 280, 601), "JPEG", quality=85)
    add("magic-jpeg-named-png", "jpg", jpg, [
        ("This image is a PNG.", {"format": "png"}),
        ("This image is a JPEG.", {"format": "jpeg"}),
        ("The image is 420x280.", {"dims": [420, 280]}),
    ], "a valid JPEG uploaded as render.png with Content-Type image/png", g,
        upload_name="render.png", content_type="image/png")
    pngd = save_pil(picture(260, 390, 602), "PNG")
    add("magic-png-named-jpg", "png", pngd, [
        ("The photo is a JPEG file.", {"format": "jpeg"}),
        ("The photo is a PNG file.", {"format": "png"}),
        ("The photo is 260 pixels wide.", {"width": 260}),
    ], "a valid PNG uploaded as photo.jpg with Content-Type image/jpeg", g,
        upload_name="photo.jpg", content_type="image/jpeg")
    frames = [picture(72, 72, 603 + i, "P") for i in range(2)]
    gifd = save_pil(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)
    add("magic-gif-named-webp", "gif", gifd, [
        ("The file is a WebP animation.", {"format": "webp"}),
        ("The animation has 2 frames.", {"frames": 2}),
        ("It is a GIF.", {"format": "gif"}),
    ], "a valid 2-frame GIF uploaded as loop.webp with Content-Type image/webp", g,
        upload_name="loop.webp", content_type="image/webp")
    webpd = save_pil(picture(330, 110, 605), "WEBP", quality=75)
    add("magic-webp-named-gif", "webp", webpd, [
        ("This is a GIF image.", {"format": "gif"}),
        ("This is a WebP image.", {"format": "webp"}),
        ("The aspect ratio is 3:1.", {"aspect": [3, 1]}),
    ], "a valid lossy WebP uploaded as banner.gif with Content-Type image/gif", g,
        upload_name="banner.gif", content_type="image/gif")
    pngd2 = save_pil(picture(150, 100, 606), "PNG")
    jpg2 = save_pil(picture(999, 111, 607), "JPEG", quality=60)
    add("polyglot-png-then-jpeg", "png", pngd2 + jpg2, [
        ("The image is a PNG.", {"format": "png"}),
        ("The image is 150x100.", {"dims": [150, 100]}),
        ("The image is 999x111.", {"dims": [999, 111]}),
    ], "a valid 150x100 PNG followed, after IEND, by a complete 999x111 JPEG", g)
    jpg3 = save_pil(picture(210, 140, 608), "JPEG", quality=80)
    png3 = save_pil(picture(500, 500, 609), "PNG")
    add("polyglot-jpeg-then-png", "jpg", jpg3 + png3, [
        ("The image is a JPEG.", {"format": "jpeg"}),
        ("The image is 210x140 pixels.", {"dims": [210, 140]}),
        ("The image is square.", {"orientation": "square"}),
    ], "a valid 210x140 JPEG followed, after EOI, by a complete 500x500 PNG", g)
    jpg4 = save_pil(picture(300, 200, 610), "JPEG", quality=80)
    add("magic-png-sig-jpeg-body", "png", b"\x89PNG\r\n\x1a\n" + jpg4, [
        ("The image is a PNG.", {"format": "png"}),
        ("The image is a JPEG.", {"format": "jpeg"}),
        ("The image is 300x200.", {"dims": [300, 200]}),
    ], "PNG signature followed by a complete JPEG (no PNG chunks)", g)
    png5 = save_pil(picture(128, 96, 611), "PNG")
    add("magic-gif-header-png-body", "gif", b"GIF89a" + png5, [
        ("This is a GIF.", {"format": "gif"}),
        ("The image is 128x96.", {"dims": [128, 96]}),
    ], "GIF89a signature followed by a complete PNG", g)
    jpg6 = save_pil(picture(160, 90, 612), "JPEG", quality=80)
    add("magic-riff-vp8-holding-jpeg", "webp", riff([[b"VP8 ", jpg6]]), [
        ("The image is a WebP.", {"format": "webp"}),
        ("The image is 160x90.", {"dims": [160, 90]}),
        ("The image has a 16:9 aspect ratio.", {"aspect": [16, 9]}),
    ], "RIFF/WEBP container whose VP8 chunk holds a JPEG file", g)
    png7 = save_pil(picture(88, 66, 613), "PNG")
    add("magic-soi-then-png", "jpg", b"\xff\xd8" + png7 + b"\xff\xd9", [
        ("The image is a JPEG.", {"format": "jpeg"}),
        ("The image is 88x66.", {"dims": [88, 66]}),
    ], "JPEG SOI, then a complete PNG, then EOI", g)
    gif8 = gif((40, 30), [gif_frame(0, 0, 40, 30, 614)])
    add("magic-png-chunks-gif-idat", "png", png(40, 30, 8, 2, idat=zlib.compress(gif8)), [
        ("The image is 40x30.", {"dims": [40, 30]}),
        ("The image is a PNG.", {"format": "png"}),
        ("The image is a GIF.", {"format": "gif"}),
    ], "PNG chunks (IHDR 40x30 RGB) whose IDAT inflates to a GIF file instead of scanlines", g)


def main():
    if os.path.isdir(FILES):
        shutil.rmtree(FILES)
    os.makedirs(FILES)
    ordinary()
    crafted_png()
    crafted_jpeg()
    crafted_gif()
    crafted_webp()
    crafted_magic()
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids))
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump({"description": "Held-out image claims, round 1. Labels are in labels.json (oracle.py).",
                   "files": CASES}, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{len(CASES)} files, {sum(len(c['claims']) for c in CASES)} claims")


if __name__ == "__main__":
    main()
