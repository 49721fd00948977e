#!/usr/bin/env python3
"""Held-out image set, round 9: makes every file in files/ and writes claims.json (claims with machine-checkable
predicates, no labels). Labels come from oracle.py, which decodes every file with independent decoders.

Needs Pillow, ImageMagick 6 (`convert` on PATH must be ImageMagick's), libwebp tools (cwebp, img2webp).
Deterministic: fixed seeds, no timestamps (ImageMagick is told to strip dates).
Run: python3 cases_src.py && python3 oracle.py
"""
import io
import json
import os
import random
import shutil
import struct
import subprocess
import tempfile
import zlib

from PIL import Image, ImageCms, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
TMP = tempfile.mkdtemp(prefix="hw-image9-")

FILE_ROWS = []  # (file, group, note, content_type or None)
CLAIMS = []  # dicts: file, claim, check


def add(name, data, group, note, claims, content_type=None):
    with open(os.path.join(FILES, name), "wb") as f:
        f.write(data)
    FILE_ROWS.append({"file": name, "group": group, "note": note, "content_type": content_type})
    for text, check in claims:
        CLAIMS.append({"file": name, "group": group, "claim": text, "check": list(check), "content_type": content_type})


def run(*cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def im(*args):
    run("convert", *args)


def tmp(name):
    return os.path.join(TMP, name)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def pil_bytes(img, fmt, **kw):
    b = io.BytesIO()
    img.save(b, fmt, **kw)
    return b.getvalue()


def picture(w, h, seed=1, mode="RGB"):
    """A deterministic picture with gradients and shapes (compresses like a real image, not like noise)."""
    rnd = random.Random(seed)
    img = Image.new("RGB", (w, h))
    px = img.load()
    for y in range(h):
        for x in range(w):
            px[x, y] = ((x * 255) // max(1, w - 1), (y * 255) // max(1, h - 1), ((x + y) * 3 + seed * 40) % 256)
    d = ImageDraw.Draw(img)
    for _ in range(6):
        x0, y0 = rnd.randrange(w), rnd.randrange(h)
        d.ellipse([x0, y0, x0 + rnd.randrange(1, max(2, w // 3)), y0 + rnd.randrange(1, max(2, h // 3))],
                  fill=(rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)))
    return img.convert(mode) if mode != "RGB" else img


# ---------------------------------------------------------------- PNG helpers
SIG = b"\x89PNG\r\n\x1a\n"


def png_chunks(data):
    assert data[:8] == SIG
    i, out = 8, []
    while i < len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        out.append([data[i + 4:i + 8], bytearray(data[i + 8:i + 8 + n])])
        i += 12 + n
    return out


def png_build(chunks):
    out = bytearray(SIG)
    for t, body in chunks:
        out += struct.pack(">I", len(body)) + t + bytes(body) + struct.pack(">I", zlib.crc32(t + bytes(body)) & 0xFFFFFFFF)
    return bytes(out)


def png_patch_ihdr(data, w=None, h=None):
    ch = png_chunks(data)
    ihdr = ch[0][1]
    if w is not None:
        ihdr[0:4] = struct.pack(">I", w)
    if h is not None:
        ihdr[4:8] = struct.pack(">I", h)
    return png_build(ch)


def png_merge_idat(chunks):
    """One IDAT holding the whole zlib stream (makes surgery on the stream simple)."""
    out, idat, placed = [], bytearray(), False
    for t, b in chunks:
        if t == b"IDAT":
            idat += b
            if not placed:
                out.append([b"IDAT", idat])
                placed = True
        else:
            out.append([t, b])
    return out


# ---------------------------------------------------------------- JPEG helpers
def jpeg_sof(data):
    i = 2
    while i < len(data):
        assert data[i] == 0xFF, "bad marker walk"
        m = data[i + 1]
        n = struct.unpack(">H", data[i + 2:i + 4])[0]
        if m in (0xC0, 0xC1, 0xC2):
            return i
        i += 2 + n
    raise ValueError("no SOF")


def jpeg_patch_sof(data, w=None, h=None):
    b = bytearray(data)
    i = jpeg_sof(b)
    if h is not None:
        b[i + 5:i + 7] = struct.pack(">H", h)
    if w is not None:
        b[i + 7:i + 9] = struct.pack(">H", w)
    return bytes(b)


def jpeg_scan_start(data, nth=1):
    """Offset of the entropy-coded data after the nth SOS."""
    i, seen = 2, 0
    while i < len(data):
        m = data[i + 1]
        n = struct.unpack(">H", data[i + 2:i + 4])[0]
        if m == 0xDA:
            seen += 1
            if seen == nth:
                return i + 2 + n
            # skip entropy data to next marker that is not RST / stuffed
            j = i + 2 + n
            while not (data[j] == 0xFF and data[j + 1] not in (0x00,) and not (0xD0 <= data[j + 1] <= 0xD7)):
                j += 1
            i = j
            continue
        i += 2 + n
    raise ValueError("no SOS")


# ---------------------------------------------------------------- WebP helpers
def riff(chunks, size_override=None):
    payload = b"WEBP"
    for t, body in chunks:
        body = bytes(body)
        payload += t + struct.pack("<I", len(body)) + body + (b"\0" if len(body) % 2 else b"")
    size = len(payload) if size_override is None else size_override
    return b"RIFF" + struct.pack("<I", size) + payload


def riff_chunks(data):
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    i, out = 12, []
    while i + 8 <= len(data):
        t = data[i:i + 4]
        n = struct.unpack("<I", data[i + 4:i + 8])[0]
        out.append([t, bytearray(data[i + 8:i + 8 + n])])
        i += 8 + n + (n & 1)
    return out


def u24(n):
    return struct.pack("<I", n)[:3]


# ================================================================= files
def main():
    if os.path.isdir(FILES):
        shutil.rmtree(FILES)
    os.makedirs(FILES)
    strip = ["-strip", "-define", "png:exclude-chunks=date,time"]

    # ---------------- ordinary files ----------------
    add("holiday_banner.png", pil_bytes(picture(640, 480, 1), "PNG"), "ordinary", "8-bit RGB PNG 640x480", [
        ("This is a PNG image that is 640 by 480 pixels.", ("size", 640, 480)),
        ("The image has a 4:3 aspect ratio.", ("aspect", 4, 3)),
        ("The picture is in portrait orientation.", ("orientation", "portrait")),
    ])
    rgba = picture(300, 300, 2, "RGBA")
    rgba.putalpha(Image.linear_gradient("L").resize((300, 300)))
    add("logo_transparent.png", pil_bytes(rgba, "PNG"), "ordinary", "RGBA PNG 300x300 with a gradient alpha", [
        ("The logo is a square image, 300x300.", ("size", 300, 300)),
        ("It's a JPEG file.", ("format", "JPEG")),
        ("The PNG has an alpha channel (transparency).", ("alpha", True)),
    ])
    g16 = Image.new("I;16", (256, 128))
    g16.putdata([(x * 257) % 65536 for y in range(128) for x in range(256)])
    add("depth_map_16bit.png", pil_bytes(g16, "PNG"), "ordinary", "16-bit greyscale PNG 256x128", [
        ("The depth map is 256 pixels wide.", ("width", "==", 256)),
        ("The image height is more than 128 px.", ("height", ">", 128)),
        ("This is a grayscale image.", ("grey", True)),
    ])
    picture(200, 150, 3).save(tmp("rgb16_src.png"))
    im(tmp("rgb16_src.png"), *strip, "-depth", "16", "PNG48:" + tmp("rgb16.png"))
    add("scan_rgb48.png", read(tmp("rgb16.png")), "ordinary", "16-bit-per-channel RGB PNG 200x150 (ImageMagick)", [
        ("The scan measures 200 × 150 pixels.", ("size", 200, 150)),
        ("The image is at least 150 pixels tall.", ("height", ">=", 150)),
    ])
    pal = picture(120, 80, 4).quantize(16)
    add("icon_palette16.png", pil_bytes(pal, "PNG", bits=4), "ordinary", "4-bit palette PNG 120x80", [
        ("This palette PNG is 120x80.", ("size", 120, 80)),
        ("The icon is wider than it is tall.", ("orientation", "landscape")),
        ("The image is taller than 100 pixels.", ("height", ">", 100)),
    ])
    picture(333, 222, 5).save(tmp("inter_src.png"))
    im(tmp("inter_src.png"), *strip, "-interlace", "PNG", tmp("inter.png"))
    add("chart_interlaced.png", read(tmp("inter.png")), "ordinary", "Adam7-interlaced PNG 333x222 (ImageMagick)", [
        ("The chart is 333 pixels wide and 222 pixels high.", ("size", 333, 222)),
        ("The aspect ratio of this image is 3:2.", ("aspect", 3, 2)),
        ("The image is 222 pixels wide.", ("width", "==", 222)),
    ])
    bw = Image.new("1", (64, 64))
    ImageDraw.Draw(bw).rectangle([8, 8, 40, 50], fill=1)
    add("qr_like_1bit.png", pil_bytes(bw, "PNG"), "ordinary", "1-bit PNG 64x64", [
        ("The image is 64×64 pixels.", ("size", 64, 64)),
        ("It is a square image.", ("orientation", "square")),
    ])
    srgb = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    srgb[24:36] = struct.pack(">6H", 2020, 1, 1, 0, 0, 0)  # fixed creation date (lcms writes "now")
    srgb[84:100] = bytes(16)  # profile ID 0 = not computed (valid in ICC v4)
    srgb = bytes(srgb)
    add("product_icc.png", pil_bytes(picture(500, 250, 6), "PNG", icc_profile=srgb), "ordinary",
        "RGB PNG 500x250 with an sRGB iCCP profile", [
            ("The product shot is 500 px wide by 250 px tall.", ("size", 500, 250)),
            ("The aspect ratio is 2:1.", ("aspect", 2, 1)),
            ("This is a GIF.", ("format", "GIF")),
        ])
    add("pixel.png", pil_bytes(Image.new("RGB", (1, 1), (255, 0, 0)), "PNG"), "ordinary", "1x1 PNG", [
        ("This is a single-pixel (1x1) PNG.", ("size", 1, 1)),
        ("The image is larger than 1 pixel in width.", ("width", ">", 1)),
    ])
    add("infographic_tall.png", pil_bytes(picture(100, 1000, 7), "PNG"), "ordinary", "PNG 100x1000", [
        ("The infographic is portrait oriented.", ("orientation", "portrait")),
        ("Its height is 1000 px.", ("height", "==", 1000)),
        ("The image is wider than 100 pixels.", ("width", ">", 100)),
    ])
    rgba16 = picture(90, 60, 8, "RGBA")
    rgba16.save(tmp("rgba16_src.png"))
    im(tmp("rgba16_src.png"), *strip, "-depth", "16", "PNG64:" + tmp("rgba16.png"))
    add("sprite_rgba64.png", read(tmp("rgba16.png")), "ordinary", "16-bit RGBA PNG 90x60 (ImageMagick)", [
        ("The sprite is 90 by 60 pixels.", ("size", 90, 60)),
        ("The image is no more than 60 pixels tall.", ("height", "<=", 60)),
    ])

    add("street_photo.jpg", pil_bytes(picture(800, 600, 9), "JPEG", quality=88), "ordinary", "baseline JPEG 800x600", [
        ("This is a JPEG photo, 800x600.", ("size", 800, 600)),
        ("The image format is JPEG.", ("format", "JPEG")),
        ("The photo has an aspect ratio of 16:9.", ("aspect", 16, 9)),
    ])
    add("hero_progressive.jpg", pil_bytes(picture(1024, 768, 10), "JPEG", quality=80, progressive=True), "ordinary",
        "progressive JPEG 1024x768", [
            ("The hero image is 1024 pixels wide.", ("width", "==", 1024)),
            ("The image is a progressive JPEG.", ("progressive", True)),
            ("It is at least 800 pixels high.", ("height", ">=", 800)),
        ])
    add("xray_grey.jpg", pil_bytes(picture(321, 123, 11, "L"), "JPEG", quality=90), "ordinary",
        "greyscale JPEG 321x123", [
            ("The X-ray is a 321x123 grayscale JPEG.", ("size", 321, 123)),
            ("The image is in grayscale.", ("grey", True)),
        ])
    picture(150, 100, 12).save(tmp("cmyk_src.png"))
    im(tmp("cmyk_src.png"), *strip, "-colorspace", "CMYK", "-quality", "85", tmp("cmyk.jpg"))
    add("print_cmyk.jpg", read(tmp("cmyk.jpg")), "ordinary", "CMYK JPEG 150x100 (ImageMagick)", [
        ("This print-ready JPEG is 150×100 pixels.", ("size", 150, 100)),
        ("The image is taller than it is wide.", ("orientation", "portrait")),
    ])
    exif = Image.Exif()
    exif[0x010F] = "Fujifilm"
    exif[0x0110] = "X-T30"
    exif[0x0112] = 1
    add("camera_fuji.jpg", pil_bytes(picture(400, 300, 13), "JPEG", quality=85, exif=exif.tobytes()), "exif",
        "JPEG 400x300, EXIF Make Fujifilm, Model X-T30, Orientation 1", [
            ("The photo was taken with a Fujifilm camera.", ("exif_make", "Fujifilm")),
            ("EXIF says the camera model is a Canon EOS R5.", ("exif_model", "Canon EOS R5")),
            ("The image is 400 pixels wide and 300 pixels tall.", ("size", 400, 300)),
        ])
    exif6 = Image.Exif()
    exif6[0x010F] = "Apple"
    exif6[0x0110] = "iPhone 13"
    exif6[0x0112] = 6
    add("phone_rotated.jpg", pil_bytes(picture(400, 300, 14), "JPEG", quality=85, exif=exif6.tobytes()), "exif",
        "JPEG stored 400x300 with EXIF Orientation 6 (displayed 300x400)", [
            ("The EXIF orientation tag is 6 (rotate 90° clockwise).", ("exif_orientation", 6)),
            ("The photo was taken on an iPhone 13.", ("exif_model", "iPhone 13")),
            ("The image is 400 pixels wide.", ("width", "==", 400)),
            ("The image is at least 300 pixels on each side.", ("min_side", ">=", 300)),
        ])
    exif3 = Image.Exif()
    exif3[0x010F] = "NIKON CORPORATION"
    exif3[0x0112] = 3
    add("upside_down.jpg", pil_bytes(picture(360, 240, 15), "JPEG", quality=85, exif=exif3.tobytes()), "exif",
        "JPEG 360x240 with EXIF Orientation 3 (rotate 180, dimensions unchanged)", [
            ("This is a 360x240 image.", ("size", 360, 240)),
            ("The camera maker recorded in EXIF is Nikon (NIKON CORPORATION).", ("exif_make", "NIKON CORPORATION")),
            ("The EXIF orientation is 1 (normal).", ("exif_orientation", 1)),
        ])
    add("brochure_icc.jpg", pil_bytes(picture(480, 320, 16), "JPEG", quality=85, icc_profile=srgb), "ordinary",
        "JPEG 480x320 with an sRGB ICC profile", [
            ("The brochure image is 480x320 pixels.", ("size", 480, 320)),
            ("The image is less than 300 pixels high.", ("height", "<", 300)),
        ])
    add("avatar_square.jpg", pil_bytes(picture(512, 512, 17), "JPEG", quality=75, subsampling=0), "ordinary",
        "JPEG 512x512 4:4:4", [
            ("The avatar is a 512x512 square.", ("size", 512, 512)),
            ("It is a PNG.", ("format", "PNG")),
        ])

    add("badge_static.gif", pil_bytes(picture(200, 100, 18).quantize(64), "GIF"), "ordinary", "static GIF 200x100", [
        ("The badge is a static GIF, not animated.", ("animated", False)),
        ("The GIF is 200 × 100 px.", ("size", 200, 100)),
        ("The image has exactly one frame.", ("frames", "==", 1)),
    ])
    frames = [picture(160, 120, 20 + i).quantize(32) for i in range(5)]
    add("spinner_5f.gif", pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0),
        "animation", "animated GIF 160x120, 5 frames of 100 ms", [
            ("This GIF is animated.", ("animated", True)),
            ("The animation has 5 frames.", ("frames", "==", 5)),
            ("The GIF contains more than 6 frames.", ("frames", ">", 6)),
            ("Each frame is shown for 100 ms.", ("delay_each_ms", 100)),
            ("The full loop lasts 0.5 seconds.", ("duration_ms", 500)),
        ])
    for i in range(3):
        picture(90, 90, 30 + i).save(tmp(f"imf{i}.png"))
    im("-delay", "20", tmp("imf0.png"), "-delay", "50", tmp("imf1.png"), "-delay", "120", tmp("imf2.png"),
       "-loop", "0", "-colors", "64", tmp("im3.gif"))
    add("reaction_3f.gif", read(tmp("im3.gif")), "animation",
        "animated GIF 90x90 (ImageMagick), 3 frames of 200/500/1200 ms", [
            ("The reaction GIF has three frames.", ("frames", "==", 3)),
            ("The total animation duration is 1.9 seconds.", ("duration_ms", 1900)),
            ("The GIF is 90 pixels square.", ("size", 90, 90)),
        ])
    picture(250, 180, 19).quantize(64).save(tmp("gi.png"))
    im(tmp("gi.png"), *strip, "-interlace", "GIF", tmp("gi.gif"))
    add("map_interlaced.gif", read(tmp("gi.gif")), "ordinary", "interlaced GIF 250x180 (ImageMagick)", [
        ("The map is a 250 by 180 GIF.", ("size", 250, 180)),
        ("This GIF is animated.", ("animated", True)),
    ])

    picture(256, 192, 21).save(tmp("w1.png"))
    run("cwebp", "-quiet", "-q", "80", "-metadata", "none", tmp("w1.png"), "-o", tmp("w1.webp"))
    add("thumb_lossy.webp", read(tmp("w1.webp")), "ordinary", "lossy WebP 256x192 (cwebp)", [
        ("The thumbnail is a WebP image.", ("format", "WEBP")),
        ("Its resolution is 256×192.", ("size", 256, 192)),
        ("The image is wider than 300 px.", ("width", ">", 300)),
    ])
    wa = picture(100, 50, 22, "RGBA")
    wa.putalpha(Image.linear_gradient("L").resize((100, 50)))
    wa.save(tmp("w2.png"))
    run("cwebp", "-quiet", "-lossless", "-metadata", "none", tmp("w2.png"), "-o", tmp("w2.webp"))
    add("sticker_lossless.webp", read(tmp("w2.webp")), "ordinary", "lossless WebP 100x50 with alpha (cwebp)", [
        ("The sticker is 100x50 pixels.", ("size", 100, 50)),
        ("The sticker has transparency.", ("alpha", True)),
        ("The aspect ratio is 2:1.", ("aspect", 2, 1)),
    ])
    run("cwebp", "-quiet", "-q", "70", "-alpha_q", "90", "-metadata", "none", tmp("w2.png"), "-o", tmp("w3.webp"))
    add("sticker_lossy_alpha.webp", read(tmp("w3.webp")), "ordinary", "lossy WebP with ALPH 100x50 (cwebp)", [
        ("This lossy WebP is 100 pixels wide and 50 tall.", ("size", 100, 50)),
        ("The image is animated.", ("animated", True)),
    ])
    for i in range(4):
        picture(120, 80, 40 + i).save(tmp(f"wf{i}.png"))
    run("img2webp", "-loop", "0", "-lossy", "-d", "150", tmp("wf0.png"), tmp("wf1.png"), tmp("wf2.png"), tmp("wf3.png"),
        "-o", tmp("wa.webp"))
    add("loader_4f.webp", read(tmp("wa.webp")), "animation", "animated WebP 120x80, 4 frames of 150 ms (img2webp)", [
        ("This is an animated WebP.", ("animated", True)),
        ("It has 4 frames.", ("frames", "==", 4)),
        ("The animation is 120x80 pixels.", ("size", 120, 80)),
        ("It contains at least 5 frames.", ("frames", ">=", 5)),
    ])
    apng = [picture(64, 48, 50 + i, "RGBA") for i in range(3)]
    apng_bytes = pil_bytes(apng[0], "PNG", save_all=True, append_images=apng[1:], duration=[100, 200, 300], loop=0)
    add("confetti_3f.apng.png", apng_bytes, "animation", "APNG 64x48, 3 frames of 100/200/300 ms (Pillow)", [
        ("This PNG is animated (APNG).", ("animated", True)),
        ("The APNG has 3 frames.", ("frames", "==", 3)),
        ("The image is 64x48.", ("size", 64, 48)),
        ("The animation runs for 600 milliseconds in total.", ("duration_ms", 600)),
    ])
    add("legacy.bmp", pil_bytes(picture(64, 32, 51), "BMP"), "format-other", "BMP 64x32 (no PNG/JPEG/GIF/WebP signature)", [
        ("This is a 64x32 BMP file.", ("size", 64, 32)),
        ("The file is a PNG image.", ("format", "PNG")),
    ])
    add("scan_page.tif", pil_bytes(picture(80, 120, 52), "TIFF"), "format-other", "TIFF 80x120", [
        ("The scanned page is 80 pixels wide and 120 pixels tall.", ("size", 80, 120)),
    ])

    # ---------------- lying headers over valid containers ----------------
    base = pil_bytes(picture(210, 90, 60), "PNG")
    add("banner_ihdr_4000x3000.png", png_patch_ihdr(base, 4000, 3000), "lying-header",
        "PNG: IHDR says 4000x3000, IDAT holds 210x90 rows, CRCs recomputed", [
            ("The banner is 4000x3000 pixels.", ("size", 4000, 3000)),
            ("This is a high-resolution image, over 10 megapixels.", ("megapixels", ">", 10)),
            ("It's a PNG file.", ("format", "PNG")),
        ])
    big = pil_bytes(picture(64, 64, 61), "PNG")
    add("thumb_ihdr_16x16.png", png_patch_ihdr(big, 16, 16), "lying-header",
        "PNG: IHDR says 16x16 over IDAT rows of 64x64 (data left after the last row), CRCs recomputed", [
            ("The thumbnail is 16×16 pixels.", ("size", 16, 16)),
            ("The image is 64 pixels wide.", ("width", "==", 64)),
            ("This is a PNG.", ("format", "PNG")),
        ])
    add("strip_ihdr_w211.png", png_patch_ihdr(base, 211, None), "lying-header",
        "PNG: IHDR width 211 over 210-pixel rows, CRC recomputed", [
            ("The image is 211 pixels wide.", ("width", "==", 211)),
            ("The image is 90 px tall.", ("height", "==", 90)),
        ])
    add("poster_ihdr_height_only.png", png_patch_ihdr(base, None, 400), "lying-header",
        "PNG: IHDR height 400 over 90 rows, CRC recomputed", [
            ("The poster is 210x400 (portrait).", ("size", 210, 400)),
            ("The poster is in portrait orientation.", ("orientation", "portrait")),
        ])
    ch = png_merge_idat(png_chunks(pil_bytes(picture(180, 120, 62), "PNG")))
    for t, b in ch:
        if t == b"IDAT":
            mid = len(b) // 2
            for k in range(mid, mid + 24):
                b[k] ^= 0x5A
    add("photo_idat_garbled.png", png_build(ch), "corrupt-data",
        "PNG 180x120: 24 bytes in the middle of the zlib stream flipped, IDAT CRC recomputed", [
            ("The photo is 180x120 pixels.", ("size", 180, 120)),
            ("This is a PNG image.", ("format", "PNG")),
        ])
    ch = png_merge_idat(png_chunks(pil_bytes(picture(180, 120, 63), "PNG")))
    for t, b in ch:
        if t == b"IDAT":
            del b[len(b) * 3 // 5:]
    add("photo_idat_short.png", png_build(ch), "corrupt-data",
        "PNG 180x120: zlib stream cut to 60 % inside a complete IDAT with a good CRC, IEND present", [
            ("The image is 180 by 120 pixels.", ("size", 180, 120)),
            ("The image is wider than it is tall.", ("orientation", "landscape")),
        ])
    ch = png_merge_idat(png_chunks(pil_bytes(picture(120, 90, 64), "PNG")))
    for t, b in ch:
        if t == b"IDAT":
            b[-1] ^= 0xFF  # Adler-32 wrong
    add("chart_bad_adler.png", png_build(ch), "corrupt-data",
        "PNG 120x90: zlib Adler-32 wrong, IDAT CRC recomputed", [
            ("The chart is 120x90 px.", ("size", 120, 90)),
        ])
    ch = png_merge_idat(png_chunks(pil_bytes(picture(120, 90, 65), "PNG")))
    # re-compress so that an extra zero row... instead: inflate, change a row's filter byte to 7 (illegal), deflate
    for t, b in ch:
        if t == b"IDAT":
            raw = bytearray(zlib.decompress(bytes(b)))
            raw[(1 + 120 * 3) * 40] = 7
            b[:] = zlib.compress(bytes(raw), 9)
    add("chart_bad_filter.png", png_build(ch), "corrupt-data",
        "PNG 120x90: row 40 has filter type 7, stream recompressed, CRC recomputed", [
            ("The image dimensions are 120×90.", ("size", 120, 90)),
            ("This is a PNG file.", ("format", "PNG")),
        ])
    tiny = png_chunks(pil_bytes(Image.new("RGB", (8, 8)), "PNG"))
    tiny[0][1][0:8] = struct.pack(">II", 100000, 100000)
    add("bomb_100000px.png", png_build(tiny), "huge-declared",
        "PNG: IHDR 100000x100000 over an 8x8 zlib stream, CRCs recomputed", [
            ("This is a massive 100000 x 100000 pixel image.", ("size", 100000, 100000)),
            ("The image is larger than 8 pixels on each side.", ("min_side", ">", 8)),
        ])
    small_png = png_chunks(pil_bytes(picture(40, 30, 66), "PNG"))
    add("header_only.png", png_build([c for c in small_png if c[0] != b"IDAT"]), "corrupt-data",
        "PNG: IHDR and IEND, no IDAT at all", [
            ("The image is 40x30.", ("size", 40, 30)),
            ("It's a PNG image.", ("format", "PNG")),
        ])
    pl = Image.new("P", (16, 16))
    pl.putpalette([255, 0, 0, 0, 255, 0, 0, 0, 255])
    pl.putdata([(x // 4) % 4 for y in range(16) for x in range(16)])  # index 3 used, PLTE has 3 entries
    chp = png_chunks(pil_bytes(pl, "PNG", bits=2))
    for c in chp:
        if c[0] == b"PLTE":
            c[1] = c[1][:9]
        if c[0] == b"tRNS":
            c[1] = c[1][:3]
    add("swatch_short_plte.png", png_build(chp), "corrupt-data",
        "2-bit palette PNG 16x16 whose pixels use index 3 while PLTE has 3 entries", [
            ("The swatch is a 16x16 PNG.", ("size", 16, 16)),
        ])
    good = pil_bytes(picture(150, 100, 67), "PNG")
    add("cut_before_iend.png", good[:-12], "truncated", "PNG 150x100 with its IEND chunk cut off", [
        ("The image is 150 x 100 pixels.", ("size", 150, 100)),
        ("This is a PNG.", ("format", "PNG")),
    ])
    add("cut_mid_idat.png", good[:len(good) // 2], "truncated", "PNG 150x100 cut in the middle of IDAT", [
        ("This image is 150px wide.", ("width", "==", 150)),
        ("The PNG is landscape.", ("orientation", "landscape")),
    ])
    add("trailing_after_iend.png", good + b"GARBAGE-AFTER-IEND" * 20, "ordinary",
        "PNG 150x100 with 360 bytes after IEND", [
            ("The image is 150x100 pixels.", ("size", 150, 100)),
            ("The image is exactly 100 pixels tall.", ("height", "==", 100)),
        ])
    chc = png_chunks(good)
    bad_crc = bytearray(png_build(chc))
    # flip the stored CRC of the first IDAT (data intact)
    i = 8
    while True:
        n = struct.unpack(">I", bad_crc[i:i + 4])[0]
        if bad_crc[i + 4:i + 8] == b"IDAT":
            bad_crc[i + 8 + n] ^= 0xFF
            break
        i += 12 + n
    add("idat_crc_wrong.png", bytes(bad_crc), "corrupt-data", "PNG 150x100, IDAT data intact but its CRC wrong", [
        ("This PNG is 150 by 100.", ("size", 150, 100)),
    ])

    jbase = pil_bytes(picture(64, 64, 70), "JPEG", quality=85)
    add("sof_64000x61000.jpg", jpeg_patch_sof(jbase, 64000, 61000), "huge-declared",
        "JPEG: SOF0 says 64000x61000 over entropy data for 64x64", [
            ("The JPEG is 64000 by 61000 pixels.", ("size", 64000, 61000)),
            ("This is a JPEG image.", ("format", "JPEG")),
            ("The image is in landscape orientation.", ("orientation", "landscape")),
        ])
    j256 = pil_bytes(picture(240, 240, 71), "JPEG", quality=85)
    add("sof_24x24.jpg", jpeg_patch_sof(j256, 24, 24), "lying-header",
        "JPEG: SOF0 says 24x24 over entropy data for 240x240", [
            ("The icon is 24x24 pixels.", ("size", 24, 24)),
            ("It is a 240x240 JPEG.", ("size", 240, 240)),
            ("The file is a JPEG.", ("format", "JPEG")),
        ])
    j800 = pil_bytes(picture(800, 600, 72), "JPEG", quality=85)
    add("sof_width_808.jpg", jpeg_patch_sof(j800, 808, None), "lying-header",
        "JPEG: SOF0 width 808 over data for 800x600 (one more MCU column)", [
            ("The photo is 808 pixels wide.", ("width", "==", 808)),
            ("The image is 800x600.", ("size", 800, 600)),
        ])
    add("sof_height_double.jpg", jpeg_patch_sof(j800, None, 1200), "lying-header",
        "JPEG: SOF0 height 1200 over data for 800x600", [
            ("The image is 800x1200, portrait.", ("size", 800, 1200)),
            ("The photo is at least 1000 px tall.", ("height", ">=", 1000)),
        ])
    jb = bytearray(pil_bytes(picture(320, 240, 73), "JPEG", quality=85))
    s = jpeg_scan_start(jb)
    rnd = random.Random(73)
    for k in range(s + 200, len(jb) - 2):
        if rnd.random() < 0.05 and jb[k] != 0xFF and jb[k - 1] != 0xFF:
            v = rnd.randrange(0, 0xFF)
            jb[k] = v
    add("entropy_scrambled.jpg", bytes(jb), "corrupt-data",
        "JPEG 320x240: 5 % of entropy-coded bytes replaced (no 0xFF introduced)", [
            ("The photo is 320x240.", ("size", 320, 240)),
            ("This is a JPEG.", ("format", "JPEG")),
        ])
    jt = pil_bytes(picture(500, 400, 74), "JPEG", quality=85)
    add("half_jpeg.jpg", jt[:len(jt) // 2], "truncated", "JPEG 500x400 cut in half", [
        ("The picture measures 500 by 400 pixels.", ("size", 500, 400)),
        ("It's landscape.", ("orientation", "landscape")),
    ])
    add("no_eoi.jpg", jt[:-2], "truncated", "JPEG 500x400 without its EOI marker", [
        ("The image is 500x400.", ("size", 500, 400)),
    ])
    add("trailing_after_eoi.jpg", jt + b"\x00" * 64 + b"thumbnail-junk", "ordinary",
        "JPEG 500x400 with 78 bytes after EOI", [
            ("The image is 500 pixels wide and 400 tall.", ("size", 500, 400)),
            ("The JPEG is more than 450 pixels wide.", ("width", ">", 450)),
        ])
    jp = pil_bytes(picture(240, 160, 75), "JPEG", quality=85, progressive=True)
    # keep the first three scans, then EOI
    k = jpeg_scan_start(jp, 4)
    sos4 = jp.rfind(b"\xff\xda", 0, k)
    # step back over any tables (DHT) placed between scan 3 and SOS 4
    cut = sos4
    while True:
        prev = jp.rfind(b"\xff\xc4", 0, cut)
        if prev > jpeg_scan_start(jp, 3) and jp[prev:cut].count(b"\xff\xda") == 0:
            cut = prev
        else:
            break
    add("progressive_first_scans.jpg", jp[:cut] + b"\xff\xd9", "truncated",
        "progressive JPEG 240x160 ending after its third scan, EOI appended", [
            ("The image is 240 by 160 pixels.", ("size", 240, 160)),
            ("This is a progressive JPEG.", ("progressive", True)),
        ])
    ja = bytearray(jt)
    sof = jpeg_sof(ja)
    ja[sof] , ja[sof + 1] = 0xFF, 0xC3  # lossless frame marker, data baseline
    add("sof3_marker.jpg", bytes(ja), "corrupt-data",
        "JPEG 500x400 whose SOF0 marker was changed to SOF3 (lossless) over baseline data", [
            ("The JPEG is 500x400.", ("size", 500, 400)),
        ])

    # GIF
    g = Image.new("P", (100, 100))
    g.putpalette([i % 256 for i in range(768)])
    g.putdata([(x + y) % 64 for y in range(100) for x in range(100)])
    gb = bytearray(pil_bytes(g, "GIF"))
    gb[6:10] = struct.pack("<HH", 5000, 5000)
    add("gif_screen_5000.gif", bytes(gb), "huge-declared",
        "GIF: logical screen 5000x5000 holding one 100x100 frame at (0,0)", [
            ("The GIF canvas is 5000×5000.", ("size", 5000, 5000)),
            ("The GIF is only 100x100 pixels.", ("size", 100, 100)),
            ("The GIF is a single-frame image.", ("frames", "==", 1)),
        ])
    gb2 = bytearray(pil_bytes(g, "GIF"))
    gb2[6:10] = struct.pack("<HH", 40, 40)
    add("gif_frame_outside.gif", bytes(gb2), "lying-header",
        "GIF: logical screen 40x40, its only frame is 100x100", [
            ("The GIF is 40x40 pixels.", ("size", 40, 40)),
            ("The image is a GIF.", ("format", "GIF")),
            ("It is not animated.", ("animated", False)),
        ])
    gf = [picture(80, 60, 80 + i).quantize(16) for i in range(5)]
    g5 = pil_bytes(gf[0], "GIF", save_all=True, append_images=gf[1:], duration=80, loop=0)
    # cut after the second frame's image data block terminator: find third image descriptor
    idx, pos = [], 0
    while True:
        pos = g5.find(b"\x21\xf9\x04", pos)
        if pos < 0:
            break
        idx.append(pos)
        pos += 1
    add("gif_cut_after_2f.gif", g5[:idx[2]], "truncated",
        "animated GIF 80x60 (5 frames of 80 ms) cut just before the third frame (no trailer)", [
            ("The GIF has 5 frames.", ("frames", "==", 5)),
            ("It is an animated GIF.", ("animated", True)),
            ("The GIF is 80x60.", ("size", 80, 60)),
        ])
    gm = bytearray(g5)
    # damage LZW data of frame 3: set bytes inside its first data sub-block to 0xFF (codes beyond the table)
    img3 = g5.find(b"\x2c", idx[2] + 8)
    packed = g5[img3 + 9]
    lct = 3 * (2 ** ((packed & 7) + 1)) if packed & 0x80 else 0
    lzw = img3 + 10 + lct + 1  # after the descriptor, the local colour table and the LZW minimum code size
    assert 0 < g5[lzw] <= 255  # first data sub-block size
    for k in range(lzw + 1, lzw + 1 + min(40, g5[lzw])):
        gm[k] = 0xFF
    add("gif_lzw_garbage.gif", bytes(gm), "corrupt-data",
        "animated GIF 80x60, 5 frames: the third frame's LZW data overwritten with 0xFF (codes past the table)", [
            ("The animation has 5 frames.", ("frames", "==", 5)),
            ("The GIF is 80 by 60 pixels.", ("size", 80, 60)),
        ])
    add("gif_delay_claims.gif", g5, "animation", "animated GIF 80x60, 5 frames of 80 ms", [
        ("The animation loops over 5 frames.", ("frames", "==", 5)),
        ("Each frame lasts 0.1 s.", ("delay_each_ms", 100)),
        ("The GIF is wider than it is tall.", ("orientation", "landscape")),
    ])

    # APNG with lying acTL
    ap = [picture(48, 32, 90 + i, "RGBA") for i in range(3)]
    ab = pil_bytes(ap[0], "PNG", save_all=True, append_images=ap[1:], duration=150, loop=0)
    cha = png_chunks(ab)
    for c in cha:
        if c[0] == b"acTL":
            c[1][0:4] = struct.pack(">I", 10)
    add("apng_actl_10_of_3.png", png_build(cha), "animation-lying",
        "APNG 48x32 with 3 frames but acTL num_frames 10, CRC recomputed", [
            ("The APNG has 10 frames.", ("frames", "==", 10)),
            ("This animated PNG has 3 frames.", ("frames", "==", 3)),
            ("The image is 48x32.", ("size", 48, 32)),
        ])
    ap4 = [picture(48, 32, 95 + i, "RGBA") for i in range(4)]
    ab4 = pil_bytes(ap4[0], "PNG", save_all=True, append_images=ap4[1:], duration=150, loop=0)
    cha = png_chunks(ab4)
    for c in cha:
        if c[0] == b"acTL":
            c[1][0:4] = struct.pack(">I", 2)
    add("apng_actl_2_of_4.png", png_build(cha), "animation-lying",
        "APNG 48x32 with 4 frames but acTL num_frames 2, CRC recomputed", [
            ("The animation has 4 frames.", ("frames", "==", 4)),
            ("The animated PNG contains exactly 2 frames.", ("frames", "==", 2)),
        ])
    cha = png_chunks(ab4)
    fctl = [c for c in cha if c[0] == b"fcTL"]
    fctl[1][1][4:8] = struct.pack(">I", 200)  # second frame's width 200 on a 48-wide canvas
    add("apng_frame_too_wide.png", png_build(cha), "animation-lying",
        "APNG 48x32, 4 frames: second fcTL says width 200 (outside the canvas), CRC recomputed", [
            ("The APNG has 4 frames.", ("frames", "==", 4)),
            ("The image is 48x32 pixels.", ("size", 48, 32)),
        ])
    cha = png_chunks(ab4)
    fctl = [c for c in cha if c[0] == b"fcTL"]
    fctl[2][1][20:22] = struct.pack(">H", 5)  # delay_num 5 / delay_den (Pillow writes 1000) -> 5 ms
    add("apng_delay_patched.png", png_build(cha), "animation",
        "APNG 48x32, 4 frames of 150 ms except the third whose fcTL delay is 5/1000 s, CRC recomputed", [
            ("The APNG has 4 frames.", ("frames", "==", 4)),
            ("Every frame of this animation is shown for 150 ms.", ("delay_each_ms", 150)),
            ("The animation plays for 455 ms in total.", ("duration_ms", 455)),
        ])

    # WebP lying headers
    wl = riff_chunks(read(tmp("wa.webp")))
    for c in wl:
        if c[0] == b"ANMF":
            c[1][6:9] = u24(12345 - 1)
            c[1][9:12] = u24(9876 - 1)
            break
    add("webp_anmf_12345x9876.webp", riff(wl), "animation-lying",
        "animated WebP 120x80: first ANMF header says 12345x9876", [
            ("The animation is 12345x9876 pixels.", ("size", 12345, 9876)),
            ("The animated WebP has 4 frames.", ("frames", "==", 4)),
            ("This is a WebP.", ("format", "WEBP")),
        ])
    picture(64, 64, 100).save(tmp("w64.png"))
    run("cwebp", "-quiet", "-q", "80", "-metadata", "none", tmp("w64.png"), "-o", tmp("w64.webp"))
    w64 = riff_chunks(read(tmp("w64.webp")))
    vp8 = bytearray(w64[0][1])
    vp8[6:8] = struct.pack("<H", 15000)
    vp8[8:10] = struct.pack("<H", 12000)
    add("webp_vp8_15000x12000.webp", riff([[b"VP8 ", vp8]]), "huge-declared",
        "lossy WebP: VP8 frame header says 15000x12000 over partitions coded for 64x64", [
            ("The WebP is 15000×12000 pixels.", ("size", 15000, 12000)),
            ("It's a WebP image.", ("format", "WEBP")),
        ])
    vp8b = bytearray(w64[0][1])
    vp8b[6:8] = struct.pack("<H", 48)
    vp8b[8:10] = struct.pack("<H", 48)
    add("webp_vp8_48.webp", riff([[b"VP8 ", vp8b]]), "lying-header",
        "lossy WebP: VP8 frame header says 48x48 over partitions coded for 64x64", [
            ("The image is 48x48.", ("size", 48, 48)),
            ("The WebP is 64 pixels square.", ("size", 64, 64)),
        ])
    vp8x = bytearray(10)
    vp8x[4:7] = u24(14000 - 1)
    vp8x[7:10] = u24(9000 - 1)
    add("webp_vp8x_canvas_14000x9000.webp", riff([[b"VP8X", vp8x], [b"VP8 ", bytes(w64[0][1])]]), "huge-declared",
        "extended WebP: VP8X canvas 14000x9000 around a 64x64 VP8 still", [
            ("The canvas is 14000 by 9000 pixels.", ("size", 14000, 9000)),
            ("The image is 64x64.", ("size", 64, 64)),
        ])
    wt = read(tmp("w1.webp"))
    add("webp_cut.webp", wt[:len(wt) * 2 // 3], "truncated",
        "lossy WebP 256x192 cut to two thirds (RIFF size larger than the file)", [
            ("The WebP thumbnail is 256x192.", ("size", 256, 192)),
            ("This is a WebP file.", ("format", "WEBP")),
        ])
    wd = riff_chunks(read(tmp("wa.webp")))
    n = 0
    for c in wd:
        if c[0] == b"ANMF":
            c[1][12:15] = u24([40, 40, 40, 1000][n])
            n += 1
    add("webp_delays_patched.webp", riff(wd), "animation",
        "animated WebP 120x80, 4 frames with ANMF durations 40/40/40/1000 ms", [
            ("The animated WebP lasts 1.12 seconds.", ("duration_ms", 1120)),
            ("All frames have a 150 ms delay.", ("delay_each_ms", 150)),
            ("The WebP has 4 frames.", ("frames", "==", 4)),
        ])
    wv = riff_chunks(read(tmp("wa.webp")))
    wv[0][1][0] &= ~0x02  # clear the animation flag in VP8X while ANIM/ANMF follow
    add("webp_anim_flag_cleared.webp", riff(wv), "animation-lying",
        "animated WebP 120x80 (4 frames) whose VP8X animation flag is cleared", [
            ("This WebP is animated.", ("animated", True)),
            ("The image is 120x80.", ("size", 120, 80)),
        ])

    # magic vs name / declared type
    add("really_jpeg.png", pil_bytes(picture(300, 200, 110), "JPEG", quality=85), "magic-mismatch",
        "JPEG data named .png, sent as application/octet-stream", [
            ("This is a PNG image.", ("format", "PNG")),
            ("The file is actually a JPEG.", ("format", "JPEG")),
            ("The image is 300x200.", ("size", 300, 200)),
        ], content_type="application/octet-stream")
    add("really_png.jpg", pil_bytes(picture(220, 110, 111), "PNG"), "magic-mismatch",
        "PNG data named .jpg and declared image/jpeg", [
            ("The image is 220x110.", ("size", 220, 110)),
            ("This is a PNG.", ("format", "PNG")),
        ])
    add("really_gif.webp", pil_bytes(picture(70, 70, 112).quantize(32), "GIF"), "magic-mismatch",
        "GIF data named .webp, sent as application/octet-stream", [
            ("It is a WebP image.", ("format", "WEBP")),
            ("The image is a 70x70 GIF.", ("size", 70, 70)),
        ], content_type="application/octet-stream")
    add("riff_around_png.webp", riff([[b"VP8L", pil_bytes(picture(40, 40, 113), "PNG")]]), "magic-mismatch",
        "RIFF/WEBP container whose VP8L chunk holds a whole PNG file", [
            ("This is a 40x40 WebP.", ("size", 40, 40)),
            ("The image is a WebP.", ("format", "WEBP")),
        ])
    pj = pil_bytes(picture(60, 60, 114), "JPEG", quality=85)
    add("png_sig_on_jpeg.png", SIG + pj, "magic-mismatch",
        "PNG signature followed by a whole JPEG file", [
            ("This PNG is 60x60.", ("size", 60, 60)),
            ("The image format is PNG.", ("format", "PNG")),
        ])
    add("notes.png", b"These are meeting notes, not an image.\nItem 1: ship it.\n", "magic-mismatch",
        "plain text named .png", [
            ("The image is a PNG.", ("format", "PNG")),
        ])

    with open(os.path.join(HERE, "claims.json"), "w") as f:
        json.dump({"files": FILE_ROWS, "claims": CLAIMS}, f, indent=1)
    shutil.rmtree(TMP)
    print(f"{len(FILE_ROWS)} files, {len(CLAIMS)} claims")


if __name__ == "__main__":
    main()
