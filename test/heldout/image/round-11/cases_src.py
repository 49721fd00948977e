#!/usr/bin/env python3
"""Held-out image set, round 11: generates files/ and cases_src.json (claims with a machine-readable check, no label).

Written from the public documentation only. Files are made with Pillow and ImageMagick, then some are edited byte by
byte (headers that lie with checksums recomputed, truncations, wrong magic). Labels come from oracle.py, which decodes
every file with Pillow, ImageMagick and (for animations) ffprobe. Deterministic: fixed seeds, no timestamps.

Run: python3 cases_src.py && python3 oracle.py
"""
import io
import json
import os
import struct
import subprocess
import zlib

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
MAGICK = "/usr/bin/convert-im6.q16" if os.path.exists("/usr/bin/convert-im6.q16") else "convert"
rng = np.random.default_rng(1111)
CASES = []


def picture(w, h, mode="RGB", seed=0):
    """A smooth gradient with some noise, so that codecs have real data to code."""
    r = np.random.default_rng(seed)
    y, x = np.mgrid[0:h, 0:w]
    base = np.stack([(x * 255 // max(1, w - 1)), (y * 255 // max(1, h - 1)), ((x + y) * 127 // max(1, w + h))], -1)
    arr = np.clip(base + r.integers(-20, 20, base.shape), 0, 255).astype(np.uint8)
    im = Image.fromarray(arr, "RGB")
    if mode == "RGBA":
        a = Image.fromarray(((x * 255) // max(1, w - 1)).astype(np.uint8), "L")
        im = im.convert("RGBA")
        im.putalpha(a)
    elif mode != "RGB":
        im = im.convert(mode)
    return im


def save(name, data):
    with open(os.path.join(FILES, name), "wb") as f:
        f.write(data)


def pil_bytes(im, fmt, **kw):
    b = io.BytesIO()
    im.save(b, fmt, **kw)
    return b.getvalue()


def magick(args, out):
    # no date/time chunks, so that the files are the same on every run
    subprocess.run([MAGICK, *args, "-define", "png:exclude-chunks=date,time", os.path.join(FILES, out)], check=True)


def claim(file, group, text, check, content_type=None):
    c = {"file": file, "group": group, "claim": text, "check": check}
    if content_type:
        c["content_type"] = content_type
    CASES.append(c)


# ---- PNG chunk helpers --------------------------------------------------------------------------------------------
def png_chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    out, i = [], 8
    while i < len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        out.append([data[i + 4:i + 8], data[i + 8:i + 8 + n]])
        i += 12 + n
    return out


def png_build(chunks):
    b = b"\x89PNG\r\n\x1a\n"
    for t, d in chunks:
        b += struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return b


def ihdr(w, h, depth=8, ctype=2, interlace=0):
    return struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace)


def raw_png(w, h, rows, depth=8, ctype=2, extra=()):
    """rows: the filtered scanline bytes (filter byte included) of the whole image."""
    return png_build([[b"IHDR", ihdr(w, h, depth, ctype)], *extra, [b"IDAT", zlib.compress(rows, 9)], [b"IEND", b""]])


def rgb_rows(w, h, seed=0, filt=0):
    arr = np.asarray(picture(w, h, seed=seed))
    return b"".join(bytes([filt]) + arr[y].tobytes() for y in range(h))


# ---- JPEG helpers -------------------------------------------------------------------------------------------------
def jpeg_patch_sof(data, w=None, h=None):
    i = 2
    while i < len(data):
        assert data[i] == 0xFF
        m = data[i + 1]
        n = struct.unpack(">H", data[i + 2:i + 4])[0]
        if m in (0xC0, 0xC1, 0xC2):
            b = bytearray(data)
            if h is not None:
                b[i + 5:i + 7] = struct.pack(">H", h)
            if w is not None:
                b[i + 7:i + 9] = struct.pack(">H", w)
            return bytes(b)
        i += 2 + n
    raise ValueError("no SOF")


# ---- RIFF/WebP helpers --------------------------------------------------------------------------------------------
def riff_chunks(data):
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    out, i = [], 12
    while i + 8 <= len(data):
        t, n = data[i:i + 4], struct.unpack("<I", data[i + 4:i + 8])[0]
        out.append([t, data[i + 8:i + 8 + n]])
        i += 8 + n + (n & 1)
    return out


def riff_build(chunks, size_delta=0):
    body = b"WEBP"
    for t, d in chunks:
        body += t + struct.pack("<I", len(d)) + d + (b"\0" if len(d) & 1 else b"")
    return b"RIFF" + struct.pack("<I", len(body) + size_delta) + body


def u24(v):
    return struct.pack("<I", v)[:3]


def main():
    os.makedirs(FILES, exist_ok=True)
    for f in os.listdir(FILES):
        os.remove(os.path.join(FILES, f))

    # ============ ordinary files, every format and mode =============================================================
    g = "ordinary"
    save("sunset_640x480.png", pil_bytes(picture(640, 480, seed=1), "PNG"))
    claim("sunset_640x480.png", g, "The image is a 640×480 PNG.", {"all": [{"p": "format", "v": "PNG"}, {"p": "size", "w": 640, "h": 480}]})
    claim("sunset_640x480.png", g, "This screenshot has a 4:3 aspect ratio.", {"p": "aspect", "a": 4, "b": 3})
    claim("sunset_640x480.png", g, "The picture is 480 pixels wide.", {"p": "width", "op": "==", "v": 480})

    save("logo_rgba_300x200.png", pil_bytes(picture(300, 200, "RGBA", seed=2), "PNG"))
    claim("logo_rgba_300x200.png", g, "The logo PNG has a transparent background (it has an alpha channel).", {"p": "alpha", "v": True})
    claim("logo_rgba_300x200.png", g, "It's in landscape orientation, wider than it is tall.", {"p": "shape", "v": "landscape"})
    claim("logo_rgba_300x200.png", g, "The image height is at least 250 pixels.", {"p": "height", "op": ">=", "v": 250})

    g16 = (np.mgrid[0:96, 0:128][1] * 500).astype(np.uint16)
    save("scan_grey16_128x96.png", pil_bytes(Image.fromarray(g16), "PNG"))
    claim("scan_grey16_128x96.png", g, "This is a 16-bit grayscale PNG.", {"all": [{"p": "grey", "v": True}, {"p": "depth", "v": 16}]})
    claim("scan_grey16_128x96.png", g, "The scan measures 128 x 96 px.", {"p": "size", "w": 128, "h": 96})
    claim("scan_grey16_128x96.png", g, "It is a colour (RGB) image.", {"p": "grey", "v": False})

    picture(200, 150, seed=3).save(os.path.join(FILES, "tmp_src.png"))
    magick([os.path.join(FILES, "tmp_src.png"), "-depth", "16", "-define", "png:color-type=2"], "render_rgb16_200x150.png")
    os.remove(os.path.join(FILES, "tmp_src.png"))
    claim("render_rgb16_200x150.png", g, "The render is 200 pixels wide and 150 tall.", {"p": "size", "w": 200, "h": 150})
    claim("render_rgb16_200x150.png", g, "This file is a JPEG.", {"p": "format", "v": "JPEG"})

    save("icon_palette_64x64.png", pil_bytes(picture(64, 64, seed=4).quantize(16), "PNG"))
    claim("icon_palette_64x64.png", g, "The icon is a square 64x64 image.", {"all": [{"p": "size", "w": 64, "h": 64}]})
    claim("icon_palette_64x64.png", g, "It uses an indexed (palette) colour mode.", {"p": "palette", "v": True})
    claim("icon_palette_64x64.png", g, "This icon is animated.", {"p": "animated", "v": True})

    pal = picture(90, 60, seed=5).quantize(8)
    save("badge_palette_trns_90x60.png", pil_bytes(pal, "PNG", transparency=0))
    claim("badge_palette_trns_90x60.png", g, "The badge has transparency.", {"p": "alpha", "v": True})
    claim("badge_palette_trns_90x60.png", g, "The image is exactly 90 pixels across and 60 high.", {"p": "size", "w": 90, "h": 60})

    save("chart_interlaced_320x240.png", pil_bytes(picture(320, 240, seed=6), "PNG"))
    magick([os.path.join(FILES, "chart_interlaced_320x240.png"), "-interlace", "PNG"], "chart_interlaced_320x240.png")
    claim("chart_interlaced_320x240.png", g, "The chart is an interlaced (Adam7) PNG.", {"p": "interlaced", "v": True})
    claim("chart_interlaced_320x240.png", g, "It is less than 300 pixels wide.", {"p": "width", "op": "<", "v": 300})
    claim("chart_interlaced_320x240.png", g, "The chart is 320 px wide.", {"p": "width", "op": "==", "v": 320})

    save("stamp_1bit_100x40.png", pil_bytes(picture(100, 40, seed=7).convert("1"), "PNG"))
    claim("stamp_1bit_100x40.png", g, "It's a black-and-white image of 100 by 40 pixels.", {"all": [{"p": "grey", "v": True}, {"p": "size", "w": 100, "h": 40}]})
    claim("stamp_1bit_100x40.png", g, "The aspect ratio is 5:2.", {"p": "aspect", "a": 5, "b": 2})

    save("pixel_1x1.png", pil_bytes(Image.new("RGB", (1, 1), (200, 10, 10)), "PNG"))
    claim("pixel_1x1.png", g, "The tracking pixel is a 1x1 image.", {"p": "size", "w": 1, "h": 1})
    claim("pixel_1x1.png", g, "This image is square.", {"p": "shape", "v": "square"})

    save("street_800x600.jpg", pil_bytes(picture(800, 600, seed=8), "JPEG", quality=88))
    claim("street_800x600.jpg", g, "The photo is a JPEG at 800x600 resolution.", {"all": [{"p": "format", "v": "JPEG"}, {"p": "size", "w": 800, "h": 600}]})
    claim("street_800x600.jpg", g, "The photograph is taller than 600 pixels.", {"p": "height", "op": ">", "v": 600})
    claim("street_800x600.jpg", g, "This JPEG is a progressive JPEG.", {"p": "interlaced", "v": True})

    save("harbour_prog_1024x768.jpg", pil_bytes(picture(1024, 768, seed=9), "JPEG", quality=85, progressive=True))
    claim("harbour_prog_1024x768.jpg", g, "It's a progressive JPEG.", {"p": "interlaced", "v": True})
    claim("harbour_prog_1024x768.jpg", g, "The image dimensions are 1024 × 768.", {"p": "size", "w": 1024, "h": 768})
    claim("harbour_prog_1024x768.jpg", g, "The image is at most 1000 pixels wide.", {"p": "width", "op": "<=", "v": 1000})

    save("xray_grey_250x250.jpg", pil_bytes(picture(250, 250, "L", seed=10), "JPEG", quality=90))
    claim("xray_grey_250x250.jpg", g, "The X-ray is a grayscale JPEG.", {"all": [{"p": "format", "v": "JPEG"}, {"p": "grey", "v": True}]})
    claim("xray_grey_250x250.jpg", g, "It is a 250 pixel square.", {"p": "size", "w": 250, "h": 250})

    save("print_cmyk_120x80.jpg", pil_bytes(picture(120, 80, seed=11).convert("CMYK"), "JPEG", quality=90))
    claim("print_cmyk_120x80.jpg", g, "This print file is 120 pixels wide and 80 pixels tall.", {"p": "size", "w": 120, "h": 80})
    claim("print_cmyk_120x80.jpg", g, "The file is a GIF.", {"p": "format", "v": "GIF"})

    save("crop_odd_333x221.jpg", pil_bytes(picture(333, 221, seed=12), "JPEG", quality=80, subsampling=2))
    claim("crop_odd_333x221.jpg", g, "The crop is 333 wide by 221 high.", {"p": "size", "w": 333, "h": 221})
    claim("crop_odd_333x221.jpg", g, "The crop has a width of more than 332 pixels.", {"p": "width", "op": ">", "v": 332})

    from PIL import ImageCms
    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    save("product_icc_400x300.jpg", pil_bytes(picture(400, 300, seed=13), "JPEG", quality=85, icc_profile=srgb))
    claim("product_icc_400x300.jpg", g, "The product shot has an embedded ICC colour profile.", {"p": "icc", "v": True})
    claim("product_icc_400x300.jpg", g, "The product photo is 400×300 pixels.", {"p": "size", "w": 400, "h": 300})
    save("swatch_icc_180x120.png", pil_bytes(picture(180, 120, seed=14), "PNG", icc_profile=srgb))
    claim("swatch_icc_180x120.png", g, "The swatch PNG carries an ICC profile.", {"p": "icc", "v": True})
    claim("swatch_icc_180x120.png", g, "The swatch is portrait oriented.", {"p": "shape", "v": "portrait"})

    save("banner_1920x1080.jpg", pil_bytes(picture(1920, 1080, seed=15), "JPEG", quality=75))
    claim("banner_1920x1080.jpg", g, "The banner is Full HD (1920×1080).", {"p": "size", "w": 1920, "h": 1080})
    claim("banner_1920x1080.jpg", g, "The banner has a 16:9 aspect ratio.", {"p": "aspect", "a": 16, "b": 9})
    claim("banner_1920x1080.jpg", g, "The banner's aspect ratio is 4:3.", {"p": "aspect", "a": 4, "b": 3})

    pg = picture(150, 100, seed=16).quantize(32)
    save("sticker_150x100.gif", pil_bytes(pg, "GIF"))
    claim("sticker_150x100.gif", g, "The sticker is a static GIF, not animated.", {"all": [{"p": "format", "v": "GIF"}, {"p": "animated", "v": False}]})
    claim("sticker_150x100.gif", g, "The GIF is 150 pixels wide.", {"p": "width", "op": "==", "v": 150})
    save("map_interlaced_200x120.gif", pil_bytes(picture(200, 120, seed=17).quantize(64), "GIF", interlace=True))
    claim("map_interlaced_200x120.gif", g, "The map GIF is 200x120 pixels.", {"p": "size", "w": 200, "h": 120})
    claim("map_interlaced_200x120.gif", g, "This map has exactly one frame.", {"p": "frames", "op": "==", "v": 1})

    save("meadow_lossy_512x384.webp", pil_bytes(picture(512, 384, seed=18), "WEBP", quality=80))
    claim("meadow_lossy_512x384.webp", g, "The meadow picture is a WebP image of 512 by 384.", {"all": [{"p": "format", "v": "WEBP"}, {"p": "size", "w": 512, "h": 384}]})
    claim("meadow_lossy_512x384.webp", g, "The image is larger than 600 pixels in height.", {"p": "height", "op": ">", "v": 600})
    save("ui_lossless_256x128.webp", pil_bytes(picture(256, 128, "RGBA", seed=19), "WEBP", lossless=True))
    claim("ui_lossless_256x128.webp", g, "The UI asset is a lossless WebP with transparency.", {"all": [{"p": "format", "v": "WEBP"}, {"p": "alpha", "v": True}]})
    claim("ui_lossless_256x128.webp", g, "It has a 2:1 aspect ratio.", {"p": "aspect", "a": 2, "b": 1})
    save("thumb_alpha_160x90.webp", pil_bytes(picture(160, 90, "RGBA", seed=20), "WEBP", quality=70))
    claim("thumb_alpha_160x90.webp", g, "The thumbnail is 160×90.", {"p": "size", "w": 160, "h": 90})
    claim("thumb_alpha_160x90.webp", g, "The thumbnail is at least 100 px tall.", {"p": "height", "op": ">=", "v": 100})

    # ============ EXIF: orientation, camera, GPS =====================================================================
    g = "exif"

    def exif_jpeg(name, w, h, orient, make=None, model=None, gps=False, seed=0):
        im = picture(w, h, seed=seed)
        ex = Image.Exif()
        ex[0x0112] = orient
        if make:
            ex[0x010F] = make
        if model:
            ex[0x0110] = model
        if gps:
            ex.get_ifd(0x8825).update({1: "N", 2: (48.0, 51.0, 29.0), 3: "E", 4: (2.0, 17.0, 40.0)})
        save(name, pil_bytes(im, "JPEG", quality=88, exif=ex.tobytes()))

    exif_jpeg("phone_o6_80x60.jpg", 80, 60, 6, "Canon", "Canon EOS R6", seed=21)
    claim("phone_o6_80x60.jpg", g, "The photo is 80 pixels wide.", {"p": "width", "op": "==", "v": 80})
    claim("phone_o6_80x60.jpg", g, "The photo is at least 50 pixels wide.", {"p": "width", "op": ">=", "v": 50})
    claim("phone_o6_80x60.jpg", g, "The photo is 100 pixels wide.", {"p": "width", "op": "==", "v": 100})
    claim("phone_o6_80x60.jpg", g, "It was taken with a Canon camera.", {"p": "make", "v": "Canon"})
    claim("phone_o6_80x60.jpg", g, "The camera model was a Canon EOS R5.", {"p": "model", "v": "Canon EOS R5"})
    exif_jpeg("portrait_o8_200x100.jpg", 200, 100, 8, "Apple", "iPhone 15 Pro", seed=22)
    claim("portrait_o8_200x100.jpg", g, "The image is in landscape orientation.", {"p": "shape", "v": "landscape"})
    claim("portrait_o8_200x100.jpg", g, "The photo is no taller than 200 pixels.", {"p": "height", "op": "<=", "v": 200})
    claim("portrait_o8_200x100.jpg", g, "The EXIF orientation tag is 8 (rotate 270° CW).", {"p": "orientation", "v": 8})
    claim("portrait_o8_200x100.jpg", g, "Shot on an iPhone 15 Pro.", {"p": "model", "v": "iPhone 15 Pro"})
    exif_jpeg("upside_o3_120x90.jpg", 120, 90, 3, "NIKON CORPORATION", "NIKON D750", seed=23)
    claim("upside_o3_120x90.jpg", g, "The photo is 120x90 (landscape).", {"all": [{"p": "size", "w": 120, "h": 90}, {"p": "shape", "v": "landscape"}]})
    claim("upside_o3_120x90.jpg", g, "The image is 90 pixels wide.", {"p": "width", "op": "==", "v": 90})
    exif_jpeg("trail_gps_640x427.jpg", 640, 427, 1, "FUJIFILM", "X-T5", gps=True, seed=24)
    claim("trail_gps_640x427.jpg", g, "The photo contains GPS location data.", {"p": "gps", "v": True})
    claim("trail_gps_640x427.jpg", g, "The camera maker was Fujifilm.", {"p": "make", "v": "FUJIFILM"})
    claim("street_800x600.jpg", g, "This photo has GPS coordinates embedded in its EXIF.", {"p": "gps", "v": True})
    pe = Image.Exif()
    pe[0x0112] = 6
    save("screen_exif_o6_100x50.png", pil_bytes(picture(100, 50, seed=25), "PNG", exif=pe.tobytes()))
    claim("screen_exif_o6_100x50.png", g, "The PNG is 100 pixels wide.", {"p": "width", "op": "==", "v": 100})
    claim("screen_exif_o6_100x50.png", g, "The PNG is at least 40 pixels tall.", {"p": "height", "op": ">=", "v": 40})

    # ============ animations ===========================================================================================
    g = "animation"
    frames = [picture(96, 64, seed=30 + i).quantize(32) for i in range(6)]
    save("spinner_6f.gif", pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0))
    claim("spinner_6f.gif", g, "The spinner is an animated GIF with 6 frames.", {"all": [{"p": "animated", "v": True}, {"p": "frames", "op": "==", "v": 6}]})
    claim("spinner_6f.gif", g, "Each frame of the spinner lasts 100 ms.", {"p": "delay_ms", "v": 100})
    claim("spinner_6f.gif", g, "The animation loops over 8 frames.", {"p": "frames", "op": "==", "v": 8})
    frames = [picture(120, 120, seed=40 + i).quantize(16) for i in range(12)]
    save("loader_12f.gif", pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=[40, 80] * 6, loop=0))
    claim("loader_12f.gif", g, "The loader GIF has more than 10 frames.", {"p": "frames", "op": ">", "v": 10})
    claim("loader_12f.gif", g, "The loader has fewer than 12 frames.", {"p": "frames", "op": "<", "v": 12})
    claim("loader_12f.gif", g, "It's a 120 px square animated GIF.", {"all": [{"p": "size", "w": 120, "h": 120}, {"p": "animated", "v": True}]})
    frames = [picture(80, 80, seed=50 + i).quantize(16) for i in range(5)]
    save("blink_delay0_5f.gif", pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=0, loop=0))
    claim("blink_delay0_5f.gif", g, "Each frame of this GIF is displayed for 100 milliseconds.", {"p": "delay_ms", "v": 100})
    claim("blink_delay0_5f.gif", g, "The blink animation has 5 frames.", {"p": "frames", "op": "==", "v": 5})

    frames = [picture(100, 60, "RGBA", seed=60 + i) for i in range(4)]
    apng = pil_bytes(frames[0], "PNG", save_all=True, append_images=frames[1:], duration=150, loop=0)
    save("wave_apng_4f.png", apng)
    claim("wave_apng_4f.png", g, "This is an animated PNG (APNG) with 4 frames.", {"all": [{"p": "animated", "v": True}, {"p": "frames", "op": "==", "v": 4}]})
    claim("wave_apng_4f.png", g, "The APNG is 100×60.", {"p": "size", "w": 100, "h": 60})
    claim("wave_apng_4f.png", g, "The animation has only 3 frames.", {"p": "frames", "op": "==", "v": 3})

    # acTL claims 6 frames, only 4 are present (CRCs recomputed)
    ch = png_chunks(apng)
    for c in ch:
        if c[0] == b"acTL":
            c[1] = struct.pack(">II", 6, 0)
    save("wave_actl6_over4.png", png_build(ch))
    claim("wave_actl6_over4.png", g, "The APNG animation has 6 frames.", {"p": "frames", "op": "==", "v": 6})
    claim("wave_actl6_over4.png", g, "It is an animated PNG with 4 frames.", {"p": "frames", "op": "==", "v": 4})
    claim("wave_actl6_over4.png", g, "The image is 100 pixels wide.", {"p": "width", "op": "==", "v": 100})
    # acTL claims 2 frames, 4 are present
    ch = png_chunks(apng)
    for c in ch:
        if c[0] == b"acTL":
            c[1] = struct.pack(">II", 2, 0)
    save("wave_actl2_over4.png", png_build(ch))
    claim("wave_actl2_over4.png", g, "The animated PNG contains 2 frames.", {"p": "frames", "op": "==", "v": 2})
    claim("wave_actl2_over4.png", g, "The animation has at least 4 frames.", {"p": "frames", "op": ">=", "v": 4})
    # fcTL delays: first frame's delay patched to 0/0 and sequence numbers left intact
    ch = png_chunks(apng)
    for c in ch:
        if c[0] == b"fcTL":
            d = bytearray(c[1])
            d[20:24] = struct.pack(">HH", 1, 1)  # 1/1 s
            c[1] = bytes(d)
    save("wave_apng_1s.png", png_build(ch))
    claim("wave_apng_1s.png", g, "Every frame of this APNG is shown for one second.", {"p": "delay_ms", "v": 1000})
    claim("wave_apng_1s.png", g, "The APNG has four frames.", {"p": "frames", "op": "==", "v": 4})

    frames = [picture(128, 96, seed=70 + i) for i in range(5)]
    awebp = pil_bytes(frames[0], "WEBP", save_all=True, append_images=frames[1:], duration=120, loop=0, quality=70)
    save("clouds_anim_5f.webp", awebp)
    claim("clouds_anim_5f.webp", g, "The WebP is animated and has 5 frames.", {"all": [{"p": "animated", "v": True}, {"p": "frames", "op": "==", "v": 5}]})
    claim("clouds_anim_5f.webp", g, "The animation is 128x96.", {"p": "size", "w": 128, "h": 96})
    claim("clouds_anim_5f.webp", g, "This WebP is a still image.", {"p": "animated", "v": False})

    # ANMF frame header lies: the third frame says 16000×16000 (outside the canvas)
    ch = riff_chunks(awebp)
    k = 0
    for c in ch:
        if c[0] == b"ANMF":
            k += 1
            if k == 3:
                d = bytearray(c[1])
                d[6:9] = u24(16000 - 1)
                d[9:12] = u24(16000 - 1)
                c[1] = bytes(d)
    save("clouds_anmf16000.webp", riff_build(ch))
    claim("clouds_anmf16000.webp", g, "The animated WebP has 5 frames.", {"p": "frames", "op": "==", "v": 5})
    claim("clouds_anmf16000.webp", g, "The animation is 128 pixels wide.", {"p": "width", "op": "==", "v": 128})
    claim("clouds_anmf16000.webp", g, "One of the frames is 16000x16000.", {"p": "size", "w": 16000, "h": 16000})
    # the last ANMF frame's bitstream removed, its header kept (frame count 5 declared by the file's structure)
    ch = riff_chunks(awebp)
    anmf = [c for c in ch if c[0] == b"ANMF"]
    anmf[-1][1] = anmf[-1][1][:16 + 8 + 10]
    save("clouds_lastframe_cut.webp", riff_build(ch))
    claim("clouds_lastframe_cut.webp", g, "The WebP animation has five frames.", {"p": "frames", "op": "==", "v": 5})
    claim("clouds_lastframe_cut.webp", g, "This is an animated WebP.", {"p": "animated", "v": True})

    # GIF truncated inside frame 5 of 8
    frames = [picture(90, 90, seed=80 + i).quantize(32) for i in range(8)]
    gif8 = pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=90, loop=0)
    starts = [i for i in range(len(gif8)) if gif8[i] == 0x2C and gif8[i - 8:i - 7] == b"!"]
    save("confetti_8f_cut.gif", gif8[:starts[4] + 200])
    claim("confetti_8f_cut.gif", g, "The confetti GIF has 8 frames.", {"p": "frames", "op": "==", "v": 8})
    claim("confetti_8f_cut.gif", g, "The GIF has at least 4 frames.", {"p": "frames", "op": ">=", "v": 4})
    claim("confetti_8f_cut.gif", g, "The GIF is 90x90.", {"p": "size", "w": 90, "h": 90})
    save("confetti_8f.gif", gif8)
    claim("confetti_8f.gif", g, "The animated GIF consists of eight frames.", {"p": "frames", "op": "==", "v": 8})
    claim("confetti_8f.gif", g, "The animation has 9 or more frames.", {"p": "frames", "op": ">=", "v": 9})

    # a frame reaching outside the logical screen: the second frame's left position moved to 60 on a 90-wide screen
    b = bytearray(gif8)
    b[starts[1] + 1:starts[1] + 3] = struct.pack("<H", 60)
    save("confetti_offscreen.gif", bytes(b))
    claim("confetti_offscreen.gif", g, "The GIF is 90 pixels wide.", {"p": "width", "op": "==", "v": 90})
    claim("confetti_offscreen.gif", g, "The GIF animation has 8 frames.", {"p": "frames", "op": "==", "v": 8})

    # ============ headers that lie, containers valid =================================================================
    g = "lying-header"
    rows = rgb_rows(200, 100, seed=90)
    save("ihdr_4000x3000_over_200x100.png", png_build([[b"IHDR", ihdr(4000, 3000)], [b"IDAT", zlib.compress(rows, 9)], [b"IEND", b""]]))
    claim("ihdr_4000x3000_over_200x100.png", g, "The PNG is 4000x3000 pixels.", {"p": "size", "w": 4000, "h": 3000})
    claim("ihdr_4000x3000_over_200x100.png", g, "The image is 200 pixels wide.", {"p": "width", "op": "==", "v": 200})
    claim("ihdr_4000x3000_over_200x100.png", g, "This is a PNG file.", {"p": "format", "v": "PNG"})
    save("ihdr_100x50_over_200x100.png", png_build([[b"IHDR", ihdr(100, 50)], [b"IDAT", zlib.compress(rows, 9)], [b"IEND", b""]]))
    claim("ihdr_100x50_over_200x100.png", g, "The image is 100 by 50 pixels.", {"p": "size", "w": 100, "h": 50})
    claim("ihdr_100x50_over_200x100.png", g, "The image is wider than it is tall.", {"p": "shape", "v": "landscape"})
    save("ihdr_1e6_square.png", png_build([[b"IHDR", ihdr(1000000, 1000000)], [b"IDAT", zlib.compress(rows, 9)], [b"IEND", b""]]))
    claim("ihdr_1e6_square.png", g, "A gigantic image of 1,000,000 × 1,000,000 pixels.", {"p": "size", "w": 1000000, "h": 1000000})
    claim("ihdr_1e6_square.png", g, "The image is square.", {"p": "shape", "v": "square"})
    z = bytearray(zlib.compress(rows, 9))
    for off in range(len(z) // 3, len(z) // 3 + 40):
        z[off] ^= 0x5A
    save("idat_scrambled_200x100.png", png_build([[b"IHDR", ihdr(200, 100)], [b"IDAT", bytes(z)], [b"IEND", b""]]))
    claim("idat_scrambled_200x100.png", g, "The PNG is 200x100.", {"p": "size", "w": 200, "h": 100})
    claim("idat_scrambled_200x100.png", g, "It's a PNG image.", {"p": "format", "v": "PNG"})
    z = zlib.compress(rows, 9)
    save("idat_halved_200x100.png", png_build([[b"IHDR", ihdr(200, 100)], [b"IDAT", z[:len(z) // 2]], [b"IEND", b""]]))
    claim("idat_halved_200x100.png", g, "The image measures 200 × 100 px.", {"p": "size", "w": 200, "h": 100})
    claim("idat_halved_200x100.png", g, "The image is at least 150 pixels wide.", {"p": "width", "op": ">=", "v": 150})
    # short rows: the zlib stream is complete but holds only 60 of the 100 rows
    save("idat_60rows_of_100.png", png_build([[b"IHDR", ihdr(200, 100)], [b"IDAT", zlib.compress(rows[:60 * 601], 9)], [b"IEND", b""]]))
    claim("idat_60rows_of_100.png", g, "The PNG is 100 pixels high.", {"p": "height", "op": "==", "v": 100})
    claim("idat_60rows_of_100.png", g, "The image is 200 wide.", {"p": "width", "op": "==", "v": 200})
    # a filter type of 7 on row 10
    bad = bytearray(rows)
    bad[10 * 601] = 7
    save("filter7_200x100.png", png_build([[b"IHDR", ihdr(200, 100)], [b"IDAT", zlib.compress(bytes(bad), 9)], [b"IEND", b""]]))
    claim("filter7_200x100.png", g, "The image is 200×100 pixels.", {"p": "size", "w": 200, "h": 100})
    # palette 4-bit with PLTE of 3 entries, indices up to 9
    idx = (np.mgrid[0:40, 0:40][1] // 4) % 10
    packed = b"".join(b"\0" + bytes((int(idx[y, x]) << 4) | int(idx[y, x + 1]) for x in range(0, 40, 2)) for y in range(40))
    save("plte3_indices9_40x40.png", png_build([[b"IHDR", ihdr(40, 40, 4, 3)], [b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255])],
                                              [b"IDAT", zlib.compress(packed, 9)], [b"IEND", b""]]))
    claim("plte3_indices9_40x40.png", g, "The palette image is 40x40.", {"p": "size", "w": 40, "h": 40})
    claim("plte3_indices9_40x40.png", g, "It is a palette-based PNG.", {"p": "palette", "v": True})
    # IHDR bit depth 16 over 8-bit data
    save("ihdr_depth16_over8.png", png_build([[b"IHDR", ihdr(200, 100, 16, 2)], [b"IDAT", zlib.compress(rows, 9)], [b"IEND", b""]]))
    claim("ihdr_depth16_over8.png", g, "The PNG is 200 pixels wide.", {"p": "width", "op": "==", "v": 200})
    claim("ihdr_depth16_over8.png", g, "The PNG is 100 pixels tall.", {"p": "height", "op": "==", "v": 100})
    # IHDR says interlaced, data is not
    save("ihdr_adam7_over_flat.png", png_build([[b"IHDR", ihdr(200, 100, 8, 2, 1)], [b"IDAT", zlib.compress(rows, 9)], [b"IEND", b""]]))
    claim("ihdr_adam7_over_flat.png", g, "The image is an interlaced PNG of 200 by 100.", {"all": [{"p": "interlaced", "v": True}, {"p": "size", "w": 200, "h": 100}]})

    jb = pil_bytes(picture(640, 480, seed=91), "JPEG", quality=85)
    save("sof_65000.jpg", jpeg_patch_sof(jb, 65000, 65000))
    claim("sof_65000.jpg", g, "The JPEG is 65000 x 65000 pixels.", {"p": "size", "w": 65000, "h": 65000})
    claim("sof_65000.jpg", g, "The image is larger than 10000 pixels wide.", {"p": "width", "op": ">", "v": 10000})
    claim("sof_65000.jpg", g, "The file is a JPEG image.", {"p": "format", "v": "JPEG"})
    save("sof_16x16.jpg", jpeg_patch_sof(jb, 16, 16))
    claim("sof_16x16.jpg", g, "The JPEG is a tiny 16×16 image.", {"p": "size", "w": 16, "h": 16})
    claim("sof_16x16.jpg", g, "The picture is 640 pixels wide.", {"p": "width", "op": "==", "v": 640})
    save("sof_width1280.jpg", jpeg_patch_sof(jb, 1280, None))
    claim("sof_width1280.jpg", g, "The image is 1280x480.", {"p": "size", "w": 1280, "h": 480})
    claim("sof_width1280.jpg", g, "The JPEG has a width of at least 1000 pixels.", {"p": "width", "op": ">=", "v": 1000})
    save("sof_height240.jpg", jpeg_patch_sof(jb, None, 240))
    claim("sof_height240.jpg", g, "The photo is 640x240.", {"p": "size", "w": 640, "h": 240})
    save("baseline_640x480.jpg", jb)
    claim("baseline_640x480.jpg", g, "The unedited JPEG is 640x480.", {"p": "size", "w": 640, "h": 480})
    jp = pil_bytes(picture(640, 480, seed=92), "JPEG", quality=85, progressive=True)
    save("prog_sof_16000.jpg", jpeg_patch_sof(jp, 16000, 16000))
    claim("prog_sof_16000.jpg", g, "This progressive JPEG is 16000 pixels wide.", {"p": "width", "op": "==", "v": 16000})
    claim("prog_sof_16000.jpg", g, "The image is square.", {"p": "shape", "v": "square"})

    wb = pil_bytes(picture(64, 48, seed=93), "WEBP", quality=75)
    ch = riff_chunks(wb)
    assert ch[0][0] == b"VP8 "
    d = bytearray(ch[0][1])
    d[6:8] = struct.pack("<H", 16000)
    d[8:10] = struct.pack("<H", 16000)
    save("vp8_frame16000.webp", riff_build([[b"VP8 ", bytes(d)]]))
    claim("vp8_frame16000.webp", g, "The WebP image is 16000x16000.", {"p": "size", "w": 16000, "h": 16000})
    claim("vp8_frame16000.webp", g, "The WebP is at least 64 pixels wide.", {"p": "width", "op": ">=", "v": 64})
    save("vp8_64x48.webp", wb)
    claim("vp8_64x48.webp", g, "The small WebP is 64 by 48 pixels.", {"p": "size", "w": 64, "h": 48})
    vp8x = bytes([0, 0, 0, 0]) + u24(4000 - 1) + u24(3000 - 1)
    save("vp8x_canvas4000_over64.webp", riff_build([[b"VP8X", vp8x], ch[0]]))
    claim("vp8x_canvas4000_over64.webp", g, "The WebP canvas is 4000x3000.", {"p": "size", "w": 4000, "h": 3000})
    claim("vp8x_canvas4000_over64.webp", g, "The image is 64 px wide.", {"p": "width", "op": "==", "v": 64})
    wl = pil_bytes(picture(64, 48, seed=94), "WEBP", lossless=True)
    ch = riff_chunks(wl)
    assert ch[0][0] == b"VP8L"
    d = bytearray(ch[0][1])
    bits = int.from_bytes(d[1:5], "little")
    bits = (bits & ~0x3FFF) | (640 - 1)  # width 640 instead of 64
    d[1:5] = bits.to_bytes(4, "little")
    save("vp8l_width640.webp", riff_build([[b"VP8L", bytes(d)]]))
    claim("vp8l_width640.webp", g, "The lossless WebP is 640 pixels wide.", {"p": "width", "op": "==", "v": 640})
    claim("vp8l_width640.webp", g, "The image is 48 pixels tall.", {"p": "height", "op": "==", "v": 48})

    g8 = pil_bytes(picture(40, 30, seed=95).quantize(16), "GIF")
    b = bytearray(g8)
    b[6:10] = struct.pack("<HH", 65535, 65535)
    save("gif_screen65535.gif", bytes(b))
    claim("gif_screen65535.gif", g, "The GIF is 65535 by 65535 pixels.", {"p": "size", "w": 65535, "h": 65535})
    claim("gif_screen65535.gif", g, "It's a GIF.", {"p": "format", "v": "GIF"})
    b = bytearray(g8)
    pos = b.index(b"\x2c", 13 + 3 * 16)  # image descriptor after the global colour table
    lzw_start = pos + 10 + 2  # min code size byte, then first sub-block length
    for off in range(lzw_start + 5, lzw_start + 60):
        b[off] = 0xFF
    save("gif_lzw_garbage.gif", bytes(b))
    claim("gif_lzw_garbage.gif", g, "The GIF is 40x30.", {"p": "size", "w": 40, "h": 30})
    claim("gif_lzw_garbage.gif", g, "It is a single-frame GIF.", {"p": "frames", "op": "==", "v": 1})

    # ============ truncated files ======================================================================================
    g = "truncated"
    pb = pil_bytes(picture(300, 200, seed=96), "PNG")
    save("cut_before_iend.png", pb[:-12])
    claim("cut_before_iend.png", g, "The PNG is 300×200.", {"p": "size", "w": 300, "h": 200})
    save("cut_half.png", pb[:len(pb) // 2])
    claim("cut_half.png", g, "The PNG is 300 pixels wide.", {"p": "width", "op": "==", "v": 300})
    claim("cut_half.png", g, "This PNG is under 100 pixels wide.", {"p": "width", "op": "<", "v": 100})
    jt = pil_bytes(picture(500, 400, seed=97), "JPEG", quality=85)
    save("cut_half.jpg", jt[:len(jt) // 2])
    claim("cut_half.jpg", g, "The photo is 500x400.", {"p": "size", "w": 500, "h": 400})
    claim("cut_half.jpg", g, "The photo is portrait.", {"p": "shape", "v": "portrait"})
    save("no_eoi.jpg", jt[:-2])
    claim("no_eoi.jpg", g, "The JPEG is 500 pixels wide.", {"p": "width", "op": "==", "v": 500})
    save("cut_60bytes.jpg", jt[:60])
    claim("cut_60bytes.jpg", g, "It is a JPEG.", {"p": "format", "v": "JPEG"})
    wt = pil_bytes(picture(300, 300, seed=98), "WEBP", quality=80)
    save("cut_tail.webp", wt[:len(wt) - 300])
    claim("cut_tail.webp", g, "The WebP is 300x300.", {"p": "size", "w": 300, "h": 300})
    gt = pil_bytes(picture(120, 80, seed=99).quantize(32), "GIF")
    save("no_trailer.gif", gt[:-1])
    claim("no_trailer.gif", g, "The GIF is 120 × 80.", {"p": "size", "w": 120, "h": 80})
    save("trailing_junk.png", pb + b"\0" * 64 + b"garbage after IEND")
    claim("trailing_junk.png", g, "The PNG is 300x200.", {"p": "size", "w": 300, "h": 200})
    claim("trailing_junk.png", g, "The PNG is 200 pixels wide.", {"p": "width", "op": "==", "v": 200})

    # ============ magic that disagrees with the name or the declared type =============================================
    g = "magic"
    save("holiday_actually_png.jpg", pil_bytes(picture(300, 200, seed=100), "PNG"))
    claim("holiday_actually_png.jpg", g, "The holiday photo is a JPEG.", {"p": "format", "v": "JPEG"})
    claim("holiday_actually_png.jpg", g, "The image is 300 by 200 pixels.", {"p": "size", "w": 300, "h": 200}, "application/octet-stream")
    save("diagram_actually_jpeg.png", pil_bytes(picture(220, 160, seed=101), "JPEG", quality=85))
    claim("diagram_actually_jpeg.png", g, "The diagram is a PNG file.", {"p": "format", "v": "PNG"})
    claim("diagram_actually_jpeg.png", g, "This image is a JPEG, 220 by 160.", {"all": [{"p": "format", "v": "JPEG"}, {"p": "size", "w": 220, "h": 160}]}, "application/octet-stream")
    save("anim_actually_gif.webp", pil_bytes(picture(60, 60, seed=102).quantize(8), "GIF"))
    claim("anim_actually_gif.webp", g, "The file is a GIF image.", {"p": "format", "v": "GIF"}, "image/gif")
    claim("anim_actually_gif.webp", g, "This is a WebP image.", {"p": "format", "v": "WEBP"}, "application/octet-stream")
    # RIFF/WEBP around PNG bytes
    inner = pil_bytes(picture(64, 64, seed=103), "PNG")
    save("riff_around_png.webp", riff_build([[b"VP8L", inner]]))
    claim("riff_around_png.webp", g, "This is a 64x64 image.", {"p": "size", "w": 64, "h": 64})
    claim("riff_around_png.webp", g, "The file is a WebP.", {"p": "format", "v": "WEBP"})
    # a PNG signature over JPEG data
    save("pngsig_over_jpeg.png", b"\x89PNG\r\n\x1a\n" + pil_bytes(picture(64, 64, seed=104), "JPEG"))
    claim("pngsig_over_jpeg.png", g, "The image is a PNG.", {"p": "format", "v": "PNG"})
    claim("pngsig_over_jpeg.png", g, "The image is 64 pixels wide.", {"p": "width", "op": "==", "v": 64})
    # a GIF header over PNG data
    save("gifsig_over_png.gif", b"GIF89a" + pil_bytes(picture(50, 50, seed=105), "PNG")[8:])
    claim("gifsig_over_png.gif", g, "This GIF is 50x50.", {"p": "size", "w": 50, "h": 50})
    # declared image/png over a real WebP
    save("photo_webp_sent_as_png.webp", pil_bytes(picture(150, 150, seed=106), "WEBP", quality=80))
    claim("photo_webp_sent_as_png.webp", g, "The image is a 150x150 PNG.", {"all": [{"p": "format", "v": "PNG"}, {"p": "size", "w": 150, "h": 150}]}, "image/png")
    claim("photo_webp_sent_as_png.webp", g, "The image is a square WebP.", {"all": [{"p": "format", "v": "WEBP"}, {"p": "shape", "v": "square"}]})

    for i, c in enumerate(CASES, 1):
        c["id"] = f"img11-{i:03d}"
    with open(os.path.join(HERE, "cases_src.json"), "w") as f:
        json.dump([{"id": c["id"], **{k: v for k, v in c.items() if k != "id"}} for c in CASES], f, indent=1)
    print(f"{len(os.listdir(FILES))} files, {len(CASES)} claims")


if __name__ == "__main__":
    main()
