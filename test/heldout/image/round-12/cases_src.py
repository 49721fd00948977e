#!/usr/bin/env python3
"""Held-out image set, round 12: makes files/ and cases_src.json (claims with a machine-readable predicate, no label).

Written from the public documentation only. Files are made with Pillow, ImageMagick (convert), libwebp tools
(webpmux) and byte-level edits whose checksums are recomputed. Labels come from oracle.py, never from the service.
Run: python3 cases_src.py && python3 oracle.py
"""
import io
import json
import os
import struct
import subprocess
import zlib

from PIL import Image, ImageCms, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
os.makedirs(FILES, exist_ok=True)
for f in os.listdir(FILES):
    os.remove(os.path.join(FILES, f))

CASES = []
SRGB = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()


def path(name):
    return os.path.join(FILES, name)


def put(name, data):
    with open(path(name), "wb") as fh:
        fh.write(data)


def get(name):
    with open(path(name), "rb") as fh:
        return fh.read()


def sh(*args):
    subprocess.run(args, check=True, cwd=FILES, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def claim(file, group, text, pred, content_type=None):
    c = {"file": file, "group": group, "claim": text, "pred": pred}
    if content_type:
        c["content_type"] = content_type
    CASES.append(c)


def scene(w, h, seed=0, mode="RGB"):
    """A picture with gradients and shapes (so lossy codecs have real data)."""
    im = Image.new("RGB", (w, h))
    px = im.load()
    for y in range(h):
        for x in range(w):
            px[x, y] = ((x * 255 // max(1, w - 1) + seed * 40) % 256, (y * 255 // max(1, h - 1)) % 256, (x * y + seed * 17) % 256)
    d = ImageDraw.Draw(im)
    d.ellipse([w // 5, h // 5, w // 2, h // 2], fill=(250, 240, 20))
    d.rectangle([w // 2, h // 2, w - w // 6, h - h // 8], fill=(20, 60, 200))
    return im.convert(mode) if mode != "RGB" else im


# ---------------------------------------------------------------- byte helpers
PNG_SIG = b"\x89PNG\r\n\x1a\n"


def png_chunks(data):
    assert data[:8] == PNG_SIG
    out, i = [], 8
    while i < len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        out.append([data[i + 4:i + 8], data[i + 8:i + 8 + n]])
        i += 12 + n
    return out


def png_build(chunks):
    b = bytearray(PNG_SIG)
    for t, body in chunks:
        b += struct.pack(">I", len(body)) + t + body + struct.pack(">I", zlib.crc32(t + body) & 0xFFFFFFFF)
    return bytes(b)


def png_merge_idat(chunks):
    """One IDAT holding all image data (fine by the spec), so edits are simple."""
    data = b"".join(b for t, b in chunks if t == b"IDAT")
    out, done = [], False
    for t, b in chunks:
        if t == b"IDAT":
            if not done:
                out.append([b"IDAT", data])
                done = True
        else:
            out.append([t, b])
    return out


def png_set_ihdr(data, w=None, h=None, depth=None, ctype=None, interlace=None):
    ch = png_chunks(data)
    body = bytearray(ch[0][1])
    if w is not None:
        body[0:4] = struct.pack(">I", w)
    if h is not None:
        body[4:8] = struct.pack(">I", h)
    if depth is not None:
        body[8] = depth
    if ctype is not None:
        body[9] = ctype
    if interlace is not None:
        body[12] = interlace
    ch[0][1] = bytes(body)
    return png_build(ch)


def jpeg_segments(data):
    """(marker, offset) for every marker up to the first SOS, then every SOS/EOI found by scanning."""
    out, i = [], 2
    while i < len(data):
        if data[i] != 0xFF:
            i += 1
            continue
        m = data[i + 1]
        if m in (0x00, 0xFF) or 0xD0 <= m <= 0xD7:
            i += 1 if m == 0xFF else 2
            continue
        out.append((m, i))
        if m == 0xD9:
            i += 2
            continue
        n = struct.unpack(">H", data[i + 2:i + 4])[0]
        i += 2 + n
    return out


def jpeg_set_sof(data, w, h):
    b = bytearray(data)
    for m, off in jpeg_segments(data):
        if m in (0xC0, 0xC1, 0xC2):
            b[off + 5:off + 7] = struct.pack(">H", h)
            b[off + 7:off + 9] = struct.pack(">H", w)
            return bytes(b)
    raise ValueError("no SOF")


def gif_blocks(data):
    """Offsets of image descriptors (0x2C) and of graphic control extensions in a GIF."""
    i = 13
    flags = data[10]
    if flags & 0x80:
        i += 3 * (2 << (flags & 7))
    descs, gces = [], []
    while i < len(data):
        b = data[i]
        if b == 0x3B:
            break
        if b == 0x21:
            if data[i + 1] == 0xF9:
                gces.append(i)
            i += 2
            while data[i]:
                i += data[i] + 1
            i += 1
        elif b == 0x2C:
            descs.append(i)
            fl = data[i + 9]
            i += 10
            if fl & 0x80:
                i += 3 * (2 << (fl & 7))
            i += 1  # LZW minimum code size
            while data[i]:
                i += data[i] + 1
            i += 1
        else:
            raise ValueError("bad GIF block %x at %d" % (b, i))
    return descs, gces


def riff_chunks(data):
    out, i = [], 12
    while i + 8 <= len(data):
        n = struct.unpack("<I", data[i + 4:i + 8])[0]
        out.append((data[i:i + 4], i, n))
        i += 8 + n + (n & 1)
    return out


def u24(v):
    return struct.pack("<I", v)[:3]


# ================================================================ ordinary files
scene(640, 360).save(path("dashboard_capture.png"))
claim("dashboard_capture.png", "ordinary", "The screenshot is 640x360 pixels.", ["size", 640, 360])
claim("dashboard_capture.png", "ordinary", "This screenshot has a 16:9 aspect ratio.", ["aspect", 16, 9])
claim("dashboard_capture.png", "ordinary", "The uploaded screenshot is 1280 pixels wide (a retina capture).", ["width", "==", 1280])
claim("dashboard_capture.png", "ordinary", "This PNG has no alpha channel.", ["alpha", False])

im = scene(128, 128).convert("RGBA")
a = Image.new("L", (128, 128), 0)
ImageDraw.Draw(a).ellipse([8, 8, 120, 120], fill=255)
im.putalpha(a)
im.save(path("app_icon_rgba.png"))
claim("app_icon_rgba.png", "ordinary", "The app icon is 128×128 with a transparent background.", ["and", ["size", 128, 128], ["alpha", True]])
claim("app_icon_rgba.png", "ordinary", "The icon is 256x256, the size the App Store asks for.", ["size", 256, 256])
claim("app_icon_rgba.png", "ordinary", "It's a square PNG.", ["and", ["square"], ["format", "PNG"]])

scene(300, 200, 1, "L").save(path("xray_grey.png"))
claim("xray_grey.png", "ordinary", "The scan is a grayscale PNG, 300 pixels across and 200 tall.", ["and", ["grey", True], ["size", 300, 200]])
claim("xray_grey.png", "ordinary", "This scan is in landscape orientation.", ["landscape"])
claim("xray_grey.png", "ordinary", "The image is in full colour (RGB).", ["grey", False])

sh("convert", "-size", "256x100", "gradient:black-white", "-depth", "16", "-define", "png:color-type=0", "depth16_grey.png")
claim("depth16_grey.png", "ordinary", "This is a 16-bit greyscale PNG.", ["and", ["depth", 16], ["grey", True]])
claim("depth16_grey.png", "ordinary", "The gradient image is 256 by 100 px.", ["size", 256, 100])
claim("depth16_grey.png", "ordinary", "The PNG uses 8 bits per channel.", ["depth", 8])

sh("convert", "-size", "90x60", "gradient:red-blue", "-depth", "16", "PNG48:hdr_rgb48.png")
claim("hdr_rgb48.png", "ordinary", "The file is a 48-bit RGB PNG (16 bits per channel) at 90x60.", ["and", ["depth", 16], ["size", 90, 60]])
claim("hdr_rgb48.png", "ordinary", "The height of the image is at most 50 pixels.", ["height", "<=", 50])

scene(200, 50, 2).quantize(16).save(path("nav_palette16.png"), bits=4)
claim("nav_palette16.png", "ordinary", "The banner is an indexed-colour (palette) PNG.", ["palette", True])
claim("nav_palette16.png", "ordinary", "The banner's width is exactly four times its height.", ["aspect", 4, 1])
claim("nav_palette16.png", "ordinary", "The banner is 200 px wide and 60 px tall.", ["size", 200, 60])

sh("convert", "-size", "48x48", "xc:none", "-fill", "#e03030", "-draw", "circle 24,24 24,6", "PNG8:favicon_48.png")
claim("favicon_48.png", "ordinary", "The favicon is 48x48 and has transparency.", ["and", ["size", 48, 48], ["alpha", True]])
claim("favicon_48.png", "ordinary", "The favicon is 32x32.", ["size", 32, 32])
claim("favicon_48.png", "ordinary", "The favicon uses a colour palette rather than truecolour.", ["palette", True])

sh("convert", "-size", "320x240", "plasma:fractal", "-seed", "4", "-interlace", "PNG", "interlaced_320.png")
claim("interlaced_320.png", "ordinary", "The PNG is interlaced (Adam7).", ["interlaced", True])
claim("interlaced_320.png", "ordinary", "This image measures 320 × 240.", ["size", 320, 240])
claim("interlaced_320.png", "ordinary", "The image is non-interlaced.", ["interlaced", False])

Image.new("1", (64, 32), 1).save(path("mono_64x32.png"))
claim("mono_64x32.png", "ordinary", "This is a 1-bit black-and-white PNG.", ["depth", 1])
claim("mono_64x32.png", "ordinary", "The picture is exactly twice as wide as it is tall.", ["aspect", 2, 1])

scene(400, 300, 3).save(path("brand_icc.png"), icc_profile=SRGB)
claim("brand_icc.png", "ordinary", "The graphic has an embedded ICC colour profile.", ["icc", True])
claim("brand_icc.png", "ordinary", "The graphic is 400x300 and has a 4:3 aspect ratio.", ["and", ["size", 400, 300], ["aspect", 4, 3]])

scene(800, 600, 4).save(path("product_photo.jpg"), quality=85)
claim("product_photo.jpg", "ordinary", "The product photo is a baseline JPEG, 800×600.", ["and", ["format", "JPEG"], ["interlaced", False], ["size", 800, 600]])
claim("product_photo.jpg", "ordinary", "The photo is wider than 1000 pixels.", ["width", ">", 1000])
claim("product_photo.jpg", "ordinary", "The photo's height is at least 600px.", ["height", ">=", 600])

scene(1024, 768, 5).save(path("hero_progressive.jpg"), quality=80, progressive=True)
claim("hero_progressive.jpg", "ordinary", "The hero image is saved as a progressive JPEG.", ["interlaced", True])
claim("hero_progressive.jpg", "ordinary", "The hero image is 1024x768 pixels.", ["size", 1024, 768])
claim("hero_progressive.jpg", "ordinary", "The hero image is a PNG.", ["format", "PNG"])

scene(500, 500, 6, "L").save(path("portrait_bw.jpg"), quality=90)
claim("portrait_bw.jpg", "ordinary", "The photo is black and white (single-channel grayscale JPEG).", ["grey", True])
claim("portrait_bw.jpg", "ordinary", "The photo is 500 pixels square.", ["size", 500, 500])

scene(120, 80, 7).convert("CMYK").save(path("print_cmyk.jpg"), quality=90)
claim("print_cmyk.jpg", "ordinary", "The file is a 120x80 JPEG.", ["and", ["format", "JPEG"], ["size", 120, 80]])
claim("print_cmyk.jpg", "ordinary", "The JPEG is taller than it is wide.", ["portrait"])

scene(300, 450, 8).save(path("poster_icc.jpg"), quality=85, icc_profile=SRGB)
claim("poster_icc.jpg", "ordinary", "The poster has an embedded sRGB ICC profile and is in portrait orientation.", ["and", ["icc", True], ["portrait"]])
claim("poster_icc.jpg", "ordinary", "The poster is 450 pixels wide.", ["width", "==", 450])

scene(150, 150, 9).quantize(64).save(path("sticker_static.gif"))
claim("sticker_static.gif", "ordinary", "The sticker is a static GIF, not animated.", ["and", ["format", "GIF"], ["animated", False]])
claim("sticker_static.gif", "ordinary", "The GIF is 150x150.", ["size", 150, 150])
claim("sticker_static.gif", "ordinary", "The GIF has 2 frames.", ["frames", "==", 2])

sh("convert", "-size", "32x32", "xc:none", "-fill", "blue", "-draw", "rectangle 8,8 23,23", "cursor_trans.gif")
claim("cursor_trans.gif", "ordinary", "The 32x32 GIF has a transparent background.", ["and", ["size", 32, 32], ["alpha", True]])
claim("cursor_trans.gif", "ordinary", "This GIF is fully opaque.", ["alpha", False])

scene(1200, 630, 10).save(path("og_banner.webp"), quality=70)
claim("og_banner.webp", "ordinary", "The Open Graph banner is 1200x630 WebP.", ["and", ["format", "WEBP"], ["size", 1200, 630]])
claim("og_banner.webp", "ordinary", "The banner is 1200 by 628.", ["size", 1200, 628])
claim("og_banner.webp", "ordinary", "The banner is wider than 1000 pixels.", ["width", ">", 1000])

im = scene(256, 256, 11).convert("RGBA")
im.putalpha(a.resize((256, 256)))
im.save(path("avatar_lossless.webp"), lossless=True)
claim("avatar_lossless.webp", "ordinary", "The avatar is a lossless WebP with an alpha channel.", ["and", ["format", "WEBP"], ["alpha", True]])
claim("avatar_lossless.webp", "ordinary", "The avatar is 256 pixels square.", ["size", 256, 256])
claim("avatar_lossless.webp", "ordinary", "The avatar is animated.", ["animated", True])

im = scene(200, 100, 12).convert("RGBA")
im.putalpha(a.resize((200, 100)))
im.save(path("badge_lossy_alpha.webp"), quality=60)
claim("badge_lossy_alpha.webp", "ordinary", "The badge is 200x100 and supports transparency.", ["and", ["size", 200, 100], ["alpha", True]])
claim("badge_lossy_alpha.webp", "ordinary", "The badge is in portrait orientation.", ["portrait"])

Image.new("RGB", (1, 1), (255, 255, 255)).save(path("pixel.gif"))
claim("pixel.gif", "ordinary", "This is a 1x1 tracking pixel GIF.", ["and", ["size", 1, 1], ["format", "GIF"]])

# ================================================================ EXIF, orientation, camera, GPS
e = Image.Exif()
e[0x0112] = 6
e[0x010F] = "Canon"
e[0x0110] = "Canon EOS R6"
scene(800, 600, 13).save(path("phone_rot6.jpg"), quality=85, exif=e.tobytes())
claim("phone_rot6.jpg", "exif", "The photo is 800 pixels wide.", ["width", "==", 800])
claim("phone_rot6.jpg", "exif", "The photo was taken with a Canon camera.", ["make", "Canon"])
claim("phone_rot6.jpg", "exif", "The photo is at least 500 px in both dimensions.", ["and", ["width", ">=", 500], ["height", ">=", 500]])
claim("phone_rot6.jpg", "exif", "The image is 1000 pixels tall.", ["height", "==", 1000])
claim("phone_rot6.jpg", "exif", "The EXIF orientation tag is 6 (rotate 90° clockwise).", ["exif_orientation", 6])
claim("phone_rot6.jpg", "exif", "The camera model was a Nikon Z6.", ["model", "Nikon Z6"])

e = Image.Exif()
e[0x0112] = 3
scene(640, 480, 14).save(path("upside_down_rot3.jpg"), quality=85, exif=e.tobytes())
claim("upside_down_rot3.jpg", "exif", "The photo is 640x480 (landscape).", ["and", ["size", 640, 480], ["landscape"]])
claim("upside_down_rot3.jpg", "exif", "The photo is in portrait orientation.", ["portrait"])

e = Image.Exif()
e[0x0112] = 8
scene(300, 200, 15).save(path("scan_rot8.png"), exif=e.tobytes())
claim("scan_rot8.png", "exif", "The scan is 300×200.", ["size", 300, 200])
claim("scan_rot8.png", "exif", "The scan has a 3:2 aspect ratio.", ["aspect", 3, 2])
claim("scan_rot8.png", "exif", "The scan is smaller than 100 pixels on its longest side.", ["and", ["width", "<", 100], ["height", "<", 100]])

e = Image.Exif()
e[0x010F] = "NIKON CORPORATION"
e[0x0110] = "NIKON D750"
e[0x8825] = {1: "N", 2: (48.0, 51.0, 30.0), 3: "E", 4: (2.0, 17.0, 40.0)}
scene(600, 400, 16).save(path("trip_gps.jpg"), quality=85, exif=e.tobytes())
claim("trip_gps.jpg", "exif", "The photo has GPS coordinates embedded in its EXIF data.", ["gps", True])
claim("trip_gps.jpg", "exif", "This picture was shot on a NIKON D750.", ["model", "NIKON D750"])
claim("trip_gps.jpg", "exif", "The photo contains no location metadata.", ["gps", False])

e = Image.Exif()
e[0x0112] = 6
scene(100, 100, 17).save(path("square_rot6.jpg"), quality=85, exif=e.tobytes())
claim("square_rot6.jpg", "exif", "The thumbnail is 100x100.", ["size", 100, 100])
claim("square_rot6.jpg", "exif", "The thumbnail is square.", ["square"])

# ================================================================ animations
fr = [scene(100, 80, s) for s in range(5)]
fr[0].save(path("loader_5f.gif"), save_all=True, append_images=fr[1:], duration=80, loop=0, optimize=False, disposal=1)
claim("loader_5f.gif", "animation", "The animated GIF has 5 frames.", ["frames", "==", 5])
claim("loader_5f.gif", "animation", "The animation loops forever.", ["loop", 0])
claim("loader_5f.gif", "animation", "Each frame is displayed for 80 ms.", ["delay_all", 80])
claim("loader_5f.gif", "animation", "Each frame is 100x80 pixels.", ["frame_size", "each", 100, 80])
claim("loader_5f.gif", "animation", "The GIF has more than 8 frames.", ["frames", ">", 8])

# sub-frames at offsets: made with ImageMagick -page
sh("convert", "-size", "120x90", "xc:white",
   "-page", "+10+10", "-size", "40x30", "xc:red",
   "-page", "+60+40", "-size", "40x30", "xc:green",
   "-page", "+70+50", "-size", "50x40", "xc:blue",
   "-set", "delay", "25", "-set", "dispose", "None", "-loop", "3", "sprites_offsets.gif")
claim("sprites_offsets.gif", "animation", "The animation's canvas is 120x90.", ["size", 120, 90])
claim("sprites_offsets.gif", "animation", "The GIF animation contains four frames.", ["frames", "==", 4])
claim("sprites_offsets.gif", "animation", "The second frame is 40x30 pixels.", ["frame_size", 1, 40, 30])
claim("sprites_offsets.gif", "animation", "The GIF loops exactly 3 times.", ["loop", 3])
claim("sprites_offsets.gif", "animation", "Every frame of the GIF is 120x90.", ["frame_size", "each", 120, 90])

fr = [scene(64, 64, s) for s in range(3)]
fr[0].save(path("timing_mixed.gif"), save_all=True, append_images=fr[1:], duration=[100, 200, 500], loop=0, disposal=1)
claim("timing_mixed.gif", "animation", "All frames of the GIF have the same 100 ms delay.", ["delay_all", 100])
claim("timing_mixed.gif", "animation", "The animation's first frame is 64x64.", ["frame_size", 0, 64, 64])
claim("timing_mixed.gif", "animation", "The GIF is animated with three frames.", ["and", ["animated", True], ["frames", "==", 3]])

fr = [scene(64, 64, s).convert("RGBA") for s in range(3)]
fr[0].save(path("spinner_apng.png"), save_all=True, append_images=fr[1:], duration=100, loop=0)
claim("spinner_apng.png", "animation", "This is an animated PNG (APNG) with 3 frames.", ["and", ["animated", True], ["frames", "==", 3]])
claim("spinner_apng.png", "animation", "The APNG is 64 pixels square.", ["size", 64, 64])
claim("spinner_apng.png", "animation", "The APNG is a static, single-frame PNG.", ["animated", False])
claim("spinner_apng.png", "animation", "Each frame of the APNG lasts 100 ms.", ["delay_all", 100])

base = Image.new("RGBA", (100, 100), (255, 255, 255, 255))
fr = [base.copy()]
for k, (x, y) in enumerate([(10, 10), (60, 20), (30, 70)]):
    f = fr[-1].copy()
    ImageDraw.Draw(f).rectangle([x, y, x + 19, y + 11], fill=(200, 30 * k, 40, 255))
    fr.append(f)
fr[0].save(path("apng_subframes.png"), save_all=True, append_images=fr[1:], duration=150, loop=2)
claim("apng_subframes.png", "animation", "The APNG canvas is 100x100 and it has 4 frames.", ["and", ["size", 100, 100], ["frames", "==", 4]])
claim("apng_subframes.png", "animation", "The last frame of the APNG is 100x100.", ["frame_size", -1, 100, 100])
claim("apng_subframes.png", "animation", "The APNG plays twice and then stops.", ["loop", 2])

fr = [scene(160, 120, s) for s in range(4)]
fr[0].save(path("clip_anim.webp"), save_all=True, append_images=fr[1:], duration=120, loop=0, quality=60, minimize_size=False, allow_mixed=False)
claim("clip_anim.webp", "animation", "The animated WebP has 4 frames at 160x120.", ["and", ["frames", "==", 4], ["size", 160, 120]])
claim("clip_anim.webp", "animation", "The WebP is a still image.", ["animated", False])
claim("clip_anim.webp", "animation", "Frames in this WebP change every 120 milliseconds.", ["delay_all", 120])

Image.new("RGB", (40, 30), (200, 0, 0)).save(path("_f1.webp"), lossless=True)
Image.new("RGB", (60, 20), (0, 200, 0)).save(path("_f2.webp"), lossless=True)
Image.new("RGB", (30, 50), (0, 0, 200)).save(path("_f3.webp"), lossless=True)
sh("webpmux", "-frame", "_f1.webp", "+200+0+0", "-frame", "_f2.webp", "+200+40+10", "-frame", "_f3.webp", "+200+90+30",
   "-loop", "0", "-bgcolor", "255,255,255,255", "-o", "anmf_offsets.webp")
for f in ("_f1.webp", "_f2.webp", "_f3.webp"):
    os.remove(path(f))
claim("anmf_offsets.webp", "animation", "The animated WebP has 3 frames.", ["frames", "==", 3])
claim("anmf_offsets.webp", "animation", "The first frame of the animation is 40x30.", ["frame_size", 0, 40, 30])
claim("anmf_offsets.webp", "animation", "The WebP animation is 60 pixels wide.", ["width", "==", 60])

Image.new("RGB", (50, 50), "orange").save(path("_one.gif"))
sh("convert", "_one.gif", "-loop", "0", "single_loop.gif")
os.remove(path("_one.gif"))
claim("single_loop.gif", "animation", "The GIF is animated.", ["animated", True])
claim("single_loop.gif", "animation", "It's a single-frame 50x50 GIF.", ["and", ["frames", "==", 1], ["size", 50, 50]])

Image.new("RGBA", (80, 40), (0, 128, 255, 255)).save(path("apng_one_frame.png"), save_all=True, append_images=[], duration=500, default_image=False)
claim("apng_one_frame.png", "animation", "The PNG contains exactly one frame.", ["frames", "==", 1])
claim("apng_one_frame.png", "animation", "The PNG is 80 wide by 40 high.", ["size", 80, 40])

# ---- lying animations
fr = [scene(60, 60, s).convert("RGBA") for s in range(3)]
fr[0].save(path("_apng3.png"), save_all=True, append_images=fr[1:], duration=100, loop=0)
ch = png_chunks(get("_apng3.png"))
for c in ch:
    if c[0] == b"acTL":
        c[1] = struct.pack(">II", 6, 0)
put("actl_says6_has3.png", png_build(ch))
claim("actl_says6_has3.png", "anim-lie", "The APNG has 6 frames.", ["frames", "==", 6])
claim("actl_says6_has3.png", "anim-lie", "This is a 60x60 animated PNG.", ["and", ["size", 60, 60], ["animated", True]])
claim("actl_says6_has3.png", "anim-lie", "The APNG has 3 frames.", ["frames", "==", 3])

fr = [scene(60, 60, s).convert("RGBA") for s in range(4)]
fr[0].save(path("_apng4.png"), save_all=True, append_images=fr[1:], duration=100, loop=0)
ch = png_chunks(get("_apng4.png"))
for c in ch:
    if c[0] == b"acTL":
        c[1] = struct.pack(">II", 2, 0)
put("actl_says2_has4.png", png_build(ch))
claim("actl_says2_has4.png", "anim-lie", "The animated PNG is made of two frames.", ["frames", "==", 2])
claim("actl_says2_has4.png", "anim-lie", "The image is 60 × 60.", ["size", 60, 60])

# fcTL delay 50/0 (den 0 means 1/100 s): 500 ms per frame, not 50
ch = png_chunks(get("_apng3.png"))
for c in ch:
    if c[0] == b"fcTL":
        b = bytearray(c[1])
        b[20:22] = struct.pack(">H", 50)
        b[22:24] = struct.pack(">H", 0)
        c[1] = bytes(b)
put("fctl_den0.png", png_build(ch))
os.remove(path("_apng3.png"))
os.remove(path("_apng4.png"))
claim("fctl_den0.png", "anim-lie", "Each frame of the APNG is shown for half a second.", ["delay_all", 500])
claim("fctl_den0.png", "anim-lie", "The frame delay is 50 ms.", ["delay_all", 50])
claim("fctl_den0.png", "anim-lie", "It has three frames.", ["frames", "==", 3])

fr = [scene(48, 48, s).quantize(32) for s in range(4)]
fr[0].save(path("zero_delay.gif"), save_all=True, append_images=fr[1:], duration=0, loop=0, disposal=1)
claim("zero_delay.gif", "anim-lie", "The GIF's frame delay is 0 ms.", ["delay_all", 0])
claim("zero_delay.gif", "anim-lie", "The GIF advances at 10 frames per second (100 ms per frame).", ["delay_all", 100])
claim("zero_delay.gif", "anim-lie", "The GIF has 4 frames.", ["frames", "==", 4])

fr = [scene(70, 50, s).quantize(64) for s in range(5)]
fr[0].save(path("_cut5.gif"), save_all=True, append_images=fr[1:], duration=100, loop=0, disposal=1)
g = get("_cut5.gif")
descs, _ = gif_blocks(g)
put("gif_cut_mid_frame3.gif", g[:descs[2] + 40])
os.remove(path("_cut5.gif"))
claim("gif_cut_mid_frame3.gif", "anim-lie", "The animation has five frames.", ["frames", "==", 5])
claim("gif_cut_mid_frame3.gif", "anim-lie", "The GIF is 70x50.", ["size", 70, 50])
claim("gif_cut_mid_frame3.gif", "anim-lie", "This is an animated GIF.", ["and", ["format", "GIF"], ["animated", True]])

# ANMF frame header 3000x2000 inside a 160x120 canvas
w = get("clip_anim.webp")
b = bytearray(w)
for t, off, n in riff_chunks(w):
    if t == b"ANMF":
        b[off + 8 + 6:off + 8 + 9] = u24(3000 - 1)
        b[off + 8 + 9:off + 8 + 12] = u24(2000 - 1)
        break
put("anmf_frame_lies.webp", bytes(b))
claim("anmf_frame_lies.webp", "anim-lie", "The animated WebP has 4 frames.", ["frames", "==", 4])
claim("anmf_frame_lies.webp", "anim-lie", "The first frame is 3000x2000.", ["frame_size", 0, 3000, 2000])
claim("anmf_frame_lies.webp", "anim-lie", "The WebP is 160 pixels wide.", ["width", "==", 160])

# VP8X canvas 9000x9000 around the same frames
b = bytearray(w)
for t, off, n in riff_chunks(w):
    if t == b"VP8X":
        b[off + 8 + 4:off + 8 + 7] = u24(9000 - 1)
        b[off + 8 + 7:off + 8 + 10] = u24(9000 - 1)
put("anim_canvas_9000.webp", bytes(b))
claim("anim_canvas_9000.webp", "anim-lie", "The animated WebP is 9000x9000 pixels.", ["size", 9000, 9000])
claim("anim_canvas_9000.webp", "anim-lie", "The animation is bigger than 4K in both dimensions.", ["and", ["width", ">", 3840], ["height", ">", 2160]])

# ================================================================ lying headers over valid containers
# PNG IHDR 4096x3072 over the IDAT of a 256x192 image (CRC recomputed)
scene(256, 192, 20).save(path("_p.png"))
p = get("_p.png")
put("ihdr_4096_over_256.png", png_set_ihdr(p, 4096, 3072))
claim("ihdr_4096_over_256.png", "header-lie", "The image is 4096 × 3072 pixels.", ["size", 4096, 3072])
claim("ihdr_4096_over_256.png", "header-lie", "This PNG is 256x192.", ["size", 256, 192])
claim("ihdr_4096_over_256.png", "header-lie", "The PNG has a 4:3 aspect ratio.", ["aspect", 4, 3])
claim("ihdr_4096_over_256.png", "header-lie", "It is a PNG file.", ["format", "PNG"])

# IHDR smaller than the data: 128x96 over a 256x192 IDAT (data left after the last row)
put("ihdr_128_over_256.png", png_set_ihdr(p, 128, 96))
claim("ihdr_128_over_256.png", "header-lie", "The PNG is 128 by 96 pixels.", ["size", 128, 96])
claim("ihdr_128_over_256.png", "header-lie", "The picture is 256 wide.", ["width", "==", 256])

# corrupt IDAT (bytes flipped inside the deflate data), CRC recomputed
ch = png_merge_idat(png_chunks(p))
for c in ch:
    if c[0] == b"IDAT":
        d = bytearray(c[1])
        for k in range(len(d) // 3, len(d) // 3 + 24):
            d[k] ^= 0x5A
        c[1] = bytes(d)
put("idat_scrambled.png", png_build(ch))
claim("idat_scrambled.png", "header-lie", "The image is 256x192.", ["size", 256, 192])
claim("idat_scrambled.png", "header-lie", "This is a valid PNG image.", ["format", "PNG"])

# IDAT cut to 40 % with length and CRC recomputed, IEND kept
ch = png_merge_idat(png_chunks(p))
for c in ch:
    if c[0] == b"IDAT":
        c[1] = c[1][: len(c[1]) * 2 // 5]
put("idat_short_crc_ok.png", png_build(ch))
claim("idat_short_crc_ok.png", "header-lie", "The image measures 256 by 192.", ["size", 256, 192])
claim("idat_short_crc_ok.png", "header-lie", "The screenshot is wider than 200 pixels.", ["width", ">", 200])

# IHDR says 16-bit, data is 8-bit
put("ihdr_depth16_lie.png", png_set_ihdr(p, depth=16))
claim("ihdr_depth16_lie.png", "header-lie", "The PNG is 16 bits per channel.", ["depth", 16])
claim("ihdr_depth16_lie.png", "header-lie", "The PNG is 256x192.", ["size", 256, 192])

# IHDR says RGBA, data is RGB
put("ihdr_rgba_lie.png", png_set_ihdr(p, ctype=6))
claim("ihdr_rgba_lie.png", "header-lie", "The PNG has an alpha channel.", ["alpha", True])
claim("ihdr_rgba_lie.png", "header-lie", "The image is in landscape orientation.", ["landscape"])

# IHDR says interlaced, data is not
put("ihdr_interlace_lie.png", png_set_ihdr(p, interlace=1))
claim("ihdr_interlace_lie.png", "header-lie", "This PNG uses Adam7 interlacing.", ["interlaced", True])
claim("ihdr_interlace_lie.png", "header-lie", "The image is 256 pixels wide.", ["width", "==", 256])

# IHDR width beyond libpng's limit
put("ihdr_width_2e6.png", png_set_ihdr(p, 2000000, 1))
claim("ihdr_width_2e6.png", "header-lie", "The panorama is 2,000,000 pixels wide and 1 pixel tall.", ["size", 2000000, 1])
os.remove(path("_p.png"))

# JPEG SOF 60000x40000 over a 64x48 scan
scene(64, 48, 21).save(path("_j.jpg"), quality=90)
j = get("_j.jpg")
put("sof_60000x40000.jpg", jpeg_set_sof(j, 60000, 40000))
claim("sof_60000x40000.jpg", "header-lie", "The photo is 60000x40000 pixels.", ["size", 60000, 40000])
claim("sof_60000x40000.jpg", "header-lie", "The image is a JPEG.", ["format", "JPEG"])
claim("sof_60000x40000.jpg", "header-lie", "The JPEG is 64 by 48.", ["size", 64, 48])
os.remove(path("_j.jpg"))

# JPEG SOF 24x24 over a 640x480 scan
scene(640, 480, 22).save(path("_j.jpg"), quality=90)
j = get("_j.jpg")
put("sof_24x24_over_640.jpg", jpeg_set_sof(j, 24, 24))
claim("sof_24x24_over_640.jpg", "header-lie", "The image is a tiny 24x24 JPEG.", ["size", 24, 24])
claim("sof_24x24_over_640.jpg", "header-lie", "The JPEG is 640×480.", ["size", 640, 480])

# baseline JPEG cut inside the scan
put("jpeg_cut_scan.jpg", j[: len(j) // 2])
claim("jpeg_cut_scan.jpg", "truncated", "The photo is 640x480.", ["size", 640, 480])
claim("jpeg_cut_scan.jpg", "truncated", "This is a JPEG photo.", ["format", "JPEG"])

# scan complete, EOI missing
put("jpeg_no_eoi.jpg", j[:-2])
claim("jpeg_no_eoi.jpg", "truncated", "The image is 640 pixels wide.", ["width", "==", 640])
claim("jpeg_no_eoi.jpg", "truncated", "The JPEG is in landscape format.", ["landscape"])
os.remove(path("_j.jpg"))

# progressive JPEG stopped after its first two scans, EOI appended
scene(400, 300, 23).save(path("_pj.jpg"), quality=85, progressive=True)
pj = get("_pj.jpg")
sos = [off for m, off in jpeg_segments(pj) if m == 0xDA]
put("progressive_2scans.jpg", pj[: sos[2]] + b"\xff\xd9")
claim("progressive_2scans.jpg", "truncated", "The progressive JPEG is 400x300.", ["size", 400, 300])
claim("progressive_2scans.jpg", "truncated", "The JPEG is progressive.", ["interlaced", True])
# progressive JPEG with its first scan cut in the middle
put("progressive_cut_dc.jpg", pj[: sos[0] + (sos[1] - sos[0]) // 2])
claim("progressive_cut_dc.jpg", "truncated", "The JPEG is 400 by 300 px.", ["size", 400, 300])
os.remove(path("_pj.jpg"))

# GIF logical screen 30000x30000 over a 10x10 frame
Image.new("P", (10, 10), 1).save(path("_g.gif"))
g = bytearray(get("_g.gif"))
g[6:10] = struct.pack("<HH", 30000, 30000)
put("gif_screen_30000.gif", bytes(g))
claim("gif_screen_30000.gif", "header-lie", "The GIF is 30000x30000.", ["size", 30000, 30000])
claim("gif_screen_30000.gif", "header-lie", "The GIF is a single frame.", ["frames", "==", 1])
os.remove(path("_g.gif"))

# GIF frame reaching outside its logical screen
fr = [scene(80, 60, s).quantize(32) for s in range(2)]
fr[0].save(path("_o.gif"), save_all=True, append_images=fr[1:], duration=100, loop=0, disposal=1)
g = bytearray(get("_o.gif"))
descs, _ = gif_blocks(bytes(g))
g[6:10] = struct.pack("<HH", 50, 40)
put("gif_frame_outside.gif", bytes(g))
os.remove(path("_o.gif"))
claim("gif_frame_outside.gif", "header-lie", "The GIF is 50x40.", ["size", 50, 40])
claim("gif_frame_outside.gif", "header-lie", "The GIF has 2 frames.", ["frames", "==", 2])
claim("gif_frame_outside.gif", "header-lie", "The GIF is 80x60.", ["size", 80, 60])

# GIF with scrambled LZW data
scene(90, 90, 24).quantize(64).save(path("_l.gif"))
g = bytearray(get("_l.gif"))
descs, _ = gif_blocks(bytes(g))
start = descs[0] + 10 + 2 + 30
for k in range(start, start + 40):
    g[k] = (g[k] * 7 + 0x33) & 0xFF
put("gif_lzw_garbage.gif", bytes(g))
os.remove(path("_l.gif"))
claim("gif_lzw_garbage.gif", "header-lie", "The GIF is 90x90.", ["size", 90, 90])
claim("gif_lzw_garbage.gif", "header-lie", "This is a static GIF image.", ["and", ["format", "GIF"], ["animated", False]])

# WebP VP8 frame header 12000x9000 over partitions coded for 320x200
scene(320, 200, 25).save(path("_w.webp"), quality=70)
w = bytearray(get("_w.webp"))
for t, off, n in riff_chunks(bytes(w)):
    if t == b"VP8 ":
        d = off + 8
        assert w[d + 3:d + 6] == b"\x9d\x01\x2a"
        w[d + 6:d + 8] = struct.pack("<H", 12000)
        w[d + 8:d + 10] = struct.pack("<H", 9000)
put("vp8_header_12000.webp", bytes(w))
claim("vp8_header_12000.webp", "header-lie", "The WebP is 12000x9000.", ["size", 12000, 9000])
claim("vp8_header_12000.webp", "header-lie", "The WebP image is 320x200.", ["size", 320, 200])
claim("vp8_header_12000.webp", "header-lie", "The file is a lossy WebP.", ["format", "WEBP"])

w0 = get("_w.webp")
put("webp_cut.webp", w0[: len(w0) * 2 // 3])
claim("webp_cut.webp", "truncated", "The WebP image is 320 by 200.", ["size", 320, 200])
claim("webp_cut.webp", "truncated", "The picture is in WebP format.", ["format", "WEBP"])
os.remove(path("_w.webp"))

# VP8X still image whose canvas says 2000x2000 over a 100x100 VP8L bitstream
scene(100, 100, 26).save(path("_x.webp"), lossless=True, icc_profile=SRGB)
w = bytearray(get("_x.webp"))
for t, off, n in riff_chunks(bytes(w)):
    if t == b"VP8X":
        w[off + 8 + 4:off + 8 + 7] = u24(2000 - 1)
        w[off + 8 + 7:off + 8 + 10] = u24(2000 - 1)
put("vp8x_canvas_lie.webp", bytes(w))
claim("vp8x_canvas_lie.webp", "header-lie", "The WebP is 2000x2000 pixels.", ["size", 2000, 2000])
claim("vp8x_canvas_lie.webp", "header-lie", "The WebP has an embedded ICC profile.", ["icc", True])

# VP8L header claims 50x50 over a bitstream coded for 100x100
w = bytearray(get("_x.webp"))
for t, off, n in riff_chunks(bytes(w)):
    if t == b"VP8L":
        d = off + 8
        bits = struct.unpack("<I", w[d + 1:d + 5])[0]
        bits = (bits & ~((1 << 28) - 1)) | (49) | (49 << 14)
        w[d + 1:d + 5] = struct.pack("<I", bits)
    if t == b"VP8X":
        w[off + 8 + 4:off + 8 + 7] = u24(50 - 1)
        w[off + 8 + 7:off + 8 + 10] = u24(50 - 1)
put("vp8l_header_50.webp", bytes(w))
claim("vp8l_header_50.webp", "header-lie", "The image is a 50x50 WebP.", ["size", 50, 50])
claim("vp8l_header_50.webp", "header-lie", "The WebP is 100x100.", ["size", 100, 100])
os.remove(path("_x.webp"))

# ================================================================ truncated files
scene(500, 300, 27).save(path("_t.png"))
t = get("_t.png")
put("png_half.png", t[: len(t) // 2])
claim("png_half.png", "truncated", "The PNG is 500x300.", ["size", 500, 300])
claim("png_half.png", "truncated", "The image is a PNG with a 5:3 aspect ratio.", ["and", ["format", "PNG"], ["aspect", 5, 3]])
put("png_no_iend.png", t[:-12])
claim("png_no_iend.png", "truncated", "The image is 500 pixels wide.", ["width", "==", 500])
os.remove(path("_t.png"))

scene(200, 120, 28).quantize(64).save(path("_s.gif"))
s = get("_s.gif")
assert s[-1] == 0x3B
put("gif_no_trailer.gif", s[:-1])
claim("gif_no_trailer.gif", "truncated", "The GIF is 200x120.", ["size", 200, 120])
claim("gif_no_trailer.gif", "truncated", "The GIF is not animated.", ["animated", False])
os.remove(path("_s.gif"))

# ================================================================ magic vs name / declared type
scene(180, 120, 29).save(path("_m.png"))
put("export_really_png.jpg", get("_m.png"))
claim("export_really_png.jpg", "magic", "The file is a JPEG.", ["format", "JPEG"])
claim("export_really_png.jpg", "magic", "The image is actually a PNG, 180x120.", ["and", ["format", "PNG"], ["size", 180, 120]], "image/png")
scene(180, 120, 30).save(path("_m.jpg"), quality=85)
put("photo_really_jpeg.png", get("_m.jpg"))
claim("photo_really_jpeg.png", "magic", "This is a PNG image.", ["format", "PNG"])
claim("photo_really_jpeg.png", "magic", "The upload is a 180x120 JPEG.", ["and", ["format", "JPEG"], ["size", 180, 120]], "application/octet-stream")

# PNG signature stuck on a JPEG
put("png_sig_on_jpeg.png", PNG_SIG + get("_m.jpg"))
claim("png_sig_on_jpeg.png", "magic", "It is a PNG.", ["format", "PNG"])
claim("png_sig_on_jpeg.png", "magic", "The image is 180x120.", ["size", 180, 120])

# RIFF/WEBP box around a PNG
pdata = get("_m.png")
body = b"WEBP" + b"VP8L" + struct.pack("<I", len(pdata)) + pdata + (b"\0" if len(pdata) & 1 else b"")
put("riff_wrapped_png.webp", b"RIFF" + struct.pack("<I", len(body)) + body)
claim("riff_wrapped_png.webp", "magic", "The file is a WebP image.", ["format", "WEBP"])
claim("riff_wrapped_png.webp", "magic", "The WebP is 180x120.", ["size", 180, 120])
os.remove(path("_m.png"))
os.remove(path("_m.jpg"))

scene(64, 64, 31).save(path("_k.webp"), quality=70)
put("sticker_really_webp.gif", get("_k.webp"))
claim("sticker_really_webp.gif", "magic", "The sticker is a GIF.", ["format", "GIF"], "application/octet-stream")
claim("sticker_really_webp.gif", "magic", "The sticker is 64x64.", ["size", 64, 64], "application/octet-stream")
os.remove(path("_k.webp"))

Image.new("P", (16, 16), 3).save(path("_n.gif"))
put("favicon_really_gif.webp", get("_n.gif"))
claim("favicon_really_gif.webp", "magic", "The favicon is a 16x16 GIF.", ["and", ["format", "GIF"], ["size", 16, 16]], "image/gif")
os.remove(path("_n.gif"))


# baseline scan under an SOF2 (progressive) marker
scene(160, 120, 32).save(path("_b.jpg"), quality=85)
b = bytearray(get("_b.jpg"))
for m, off in jpeg_segments(bytes(b)):
    if m == 0xC0:
        b[off + 1] = 0xC2
        break
put("sof2_over_baseline.jpg", bytes(b))
os.remove(path("_b.jpg"))
claim("sof2_over_baseline.jpg", "header-lie", "The image is a progressive JPEG.", ["interlaced", True])
claim("sof2_over_baseline.jpg", "header-lie", "The JPEG is 160x120 pixels.", ["size", 160, 120])

# EXIF PixelXDimension/PixelYDimension saying 4032x3024 on a 403x302 photo
e = Image.Exif()
e[0x010F] = "Apple"
e[0x0110] = "iPhone 12"
e[0x8769] = {0xA002: 4032, 0xA003: 3024}
scene(403, 302, 33).save(path("exif_dims_4032.jpg"), quality=85, exif=e.tobytes())
claim("exif_dims_4032.jpg", "exif", "The iPhone photo is 4032x3024 pixels.", ["size", 4032, 3024])
claim("exif_dims_4032.jpg", "exif", "It was taken with an iPhone 12.", ["model", "iPhone 12"])
claim("exif_dims_4032.jpg", "exif", "The photo is under 500 pixels wide.", ["width", "<", 500])

# VP8X says alpha, the lossy bitstream has no ALPH chunk
scene(120, 90, 34).save(path("_a.webp"), quality=70, icc_profile=SRGB)
w = bytearray(get("_a.webp"))
for t, off, n in riff_chunks(bytes(w)):
    if t == b"VP8X":
        w[off + 8] |= 0x10
put("vp8x_alpha_flag_only.webp", bytes(w))
os.remove(path("_a.webp"))
claim("vp8x_alpha_flag_only.webp", "header-lie", "The WebP is 120x90.", ["size", 120, 90])
claim("vp8x_alpha_flag_only.webp", "header-lie", "This WebP has an alpha channel.", ["alpha", True])

# ================================================================ subjects that are not the file
claim("dashboard_capture.png", "subject", "The logo in the top-left corner is 64x64 pixels.", ["content"])
claim("dashboard_capture.png", "subject", "The chart in the screenshot is 300 pixels wide.", ["content"])
claim("product_photo.jpg", "subject", "The face in the photo is about 200x200 pixels.", ["content"])
claim("og_banner.webp", "subject", "The text on the banner is 40 px tall.", ["content"])
claim("app_icon_rgba.png", "subject", "The glyph inside the icon is 96x96.", ["content"])
claim("hero_progressive.jpg", "subject", "The thumbnail in the corner of the hero image is 100x75.", ["content"])
claim("hero_progressive.jpg", "subject", "The hero image is 1024x768 but the logo is 300 pixels wide.", ["content"])
claim("og_banner.webp", "subject", "The cropped banner is 1200x630.", ["size", 1200, 630])
claim("xray_grey.png", "subject", "The uploaded scan's width is 300 pixels.", ["width", "==", 300])
claim("favicon_48.png", "subject", "It is a 48x48 favicon.", ["size", 48, 48])
claim("loader_5f.gif", "subject", "The spinner inside the animation is 100x80.", ["content"])
claim("sprites_offsets.gif", "subject", "The sprite sheet is 120x90.", ["size", 120, 90])
claim("portrait_bw.jpg", "subject", "The dog in the picture takes up 500x500 pixels.", ["content"])
claim("trip_gps.jpg", "subject", "The photograph measures 600×400.", ["size", 600, 400])
claim("clip_anim.webp", "subject", "The first frame of the clip is 160x120.", ["frame_size", 0, 160, 120])

with open(os.path.join(HERE, "cases_src.json"), "w") as fh:
    json.dump({"cases": CASES}, fh, indent=1)
print(len(CASES), "claims on", len(os.listdir(FILES)), "files")
