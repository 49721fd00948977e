#!/usr/bin/env python3
"""Held-out image set, round 13: builds files/ and cases_src.json (claims with oracle predicates, no labels).

Written from the public documentation only. Files are made with Pillow, ImageMagick (convert) and libwebp's
webpmux / exiftool, then some are edited byte by byte (headers that lie under recomputed CRCs, truncation,
wrong magic). Labels are NOT set here: oracle.py decodes every file with Pillow, ImageMagick and (animations)
ffprobe, and evaluates each claim's predicate against what every decoder reports.

Run: python3 cases_src.py && python3 oracle.py
"""
import io
import json
import os
import random
import struct
import subprocess
import zlib

from PIL import Image, ImageCms, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
os.makedirs(FILES, exist_ok=True)
random.seed(13)


def p(name):
    return os.path.join(FILES, name)


def run(*cmd):
    subprocess.run(cmd, check=True, capture_output=True)


def noise(w, h, mode="RGB", seed=0):
    rnd = random.Random(seed)
    im = Image.new(mode, (w, h))
    d = ImageDraw.Draw(im)
    for _ in range(40):
        x0, y0 = rnd.randrange(w), rnd.randrange(h)
        x1, y1 = x0 + rnd.randrange(1, w), y0 + rnd.randrange(1, h)
        if mode == "L":
            col = rnd.randrange(256)
        elif mode == "RGBA":
            col = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256), 255)
        else:
            col = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
        d.rectangle([x0, y0, x1, y1], fill=col)
    return im


# ---------- PNG chunk helpers ----------
def png_chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    out, i = [], 8
    while i < len(data):
        (n,) = struct.unpack(">I", data[i : i + 4])
        out.append([data[i + 4 : i + 8], data[i + 8 : i + 8 + n]])
        i += 12 + n
    return out


def png_build(chunks):
    b = b"\x89PNG\r\n\x1a\n"
    for t, d in chunks:
        b += struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return b


def gif_first_image(d):
    """Offset of the first image descriptor (0x2C) of a GIF, skipping the colour table and extensions."""
    i = 13 + (3 * (2 << (d[10] & 7)) if d[10] & 0x80 else 0)
    while d[i] == 0x21:
        i += 2
        while d[i]:
            i += d[i] + 1
        i += 1
    assert d[i] == 0x2C
    return i


def write(name, data):
    with open(p(name), "wb") as f:
        f.write(data)


def read(name):
    with open(p(name), "rb") as f:
        return f.read()


CASES = []


def claim(file, group, text, expr, subject="file", content_type=None, note=""):
    """expr: python expression over decoder facts (see oracle.py); None = content no decoder reads."""
    CASES.append(
        {"file": file, "group": group, "claim": text, "expr": expr, "subject": subject,
         **({"content_type": content_type} if content_type else {}), **({"note": note} if note else {})}
    )


# =====================================================================================================
# 1. Ordinary files of every format and mode
# =====================================================================================================
noise(320, 200, seed=1).save(p("o_rgb_chart.png"))
G = "ordinary"
claim("o_rgb_chart.png", G, "The PNG is 320x200 pixels.", "w==320 and h==200")
claim("o_rgb_chart.png", G, "This image has a width of 320px and a height of 240px.", "w==320 and h==240")
claim("o_rgb_chart.png", G, "The uploaded picture is in landscape orientation with a 16:10 aspect ratio.", "w>h and w*10==h*16")
claim("o_rgb_chart.png", G, "The file is a JPEG photo.", "fmt=='JPEG'")

im = Image.new("RGBA", (128, 128), (0, 0, 0, 0))
ImageDraw.Draw(im).ellipse([16, 16, 111, 111], fill=(220, 40, 40, 255))
im.save(p("o_rgba_icon.png"))
claim("o_rgba_icon.png", G, "The icon is 128 × 128 and has an alpha channel.", "w==128 and h==128 and alpha")
claim("o_rgba_icon.png", G, "This PNG has a transparent background.", "transparent")
claim("o_rgba_icon.png", G, "The image is fully opaque, with no transparency at all.", "not transparent")
claim("o_rgba_icon.png", G, "The logo in the corner is 128x128 pixels.", None)

run("convert", "-size", "64x48", "gradient:black-white", "-colorspace", "Gray", "-depth", "16", p("o_grey16.png"))
claim("o_grey16.png", G, "The scan is a 16-bit grayscale PNG.", "depth==16 and grey and fmt=='PNG'")
claim("o_grey16.png", G, "It's an 8-bit image, 64 pixels wide.", "depth==8 and w==64")
claim("o_grey16.png", G, "The image is 64x48 and has no alpha channel.", "w==64 and h==48 and not alpha")

noise(90, 60, seed=2).quantize(colors=16).save(p("o_palette16.png"))
claim("o_palette16.png", G, "The graphic uses an indexed (palette) color mode.", "palette")
claim("o_palette16.png", G, "The PNG is 90 by 60 pixels.", "w==90 and h==60")
claim("o_palette16.png", G, "This picture is taller than it is wide.", "h>w")

run("convert", noise(200, 150, seed=3).save(p("tmp.png")) or p("tmp.png"), "-depth", "8", "-interlace", "PNG", p("o_adam7.png"))
os.remove(p("tmp.png"))
claim("o_adam7.png", G, "The PNG is interlaced (Adam7).", "interlaced")
claim("o_adam7.png", G, "This is a non-interlaced PNG of 200x150.", "(not interlaced) and w==200 and h==150")
claim("o_adam7.png", G, "The image is exactly 200 pixels wide.", "w==200")

im = noise(80, 80, seed=4).quantize(colors=8)
im.info["transparency"] = 0
im.save(p("o_trns_palette.png"), transparency=0)
claim("o_trns_palette.png", G, "The PNG has an alpha channel.", "alpha")
claim("o_trns_palette.png", G, "The image is 80x80.", "w==80 and h==80")

noise(640, 480, seed=5).save(p("o_baseline.jpg"), quality=85)
claim("o_baseline.jpg", G, "The photo is a 640×480 JPEG.", "fmt=='JPEG' and w==640 and h==480")
claim("o_baseline.jpg", G, "The image has a 4:3 aspect ratio.", "w*3==h*4")
claim("o_baseline.jpg", G, "The JPEG uses progressive encoding.", "interlaced")
claim("o_baseline.jpg", G, "This JPEG has transparent areas.", "transparent")
claim("o_baseline.jpg", G, "The face in the photo is 640 pixels wide.", None)

noise(800, 600, seed=6).save(p("o_progressive.jpg"), quality=80, progressive=True)
claim("o_progressive.jpg", G, "This is a progressive JPEG.", "interlaced and fmt=='JPEG'")
claim("o_progressive.jpg", G, "The image measures 800 x 600 px.", "w==800 and h==600")
claim("o_progressive.jpg", G, "The picture is at least 1024 pixels wide.", "w>=1024")

noise(300, 300, mode="L", seed=7).save(p("o_grey.jpg"), quality=90)
claim("o_grey.jpg", G, "The JPEG is grayscale.", "grey")
claim("o_grey.jpg", G, "The photo is square, 300 pixels on each side.", "w==300 and h==300")

run("convert", "-size", "120x90", "plasma:fractal", "-seed", "3", "-colorspace", "CMYK", "-depth", "8", p("o_cmyk.jpg"))
claim("o_cmyk.jpg", G, "The CMYK JPEG is 120x90.", "w==120 and h==90")
claim("o_cmyk.jpg", G, "This image is a PNG.", "fmt=='PNG'")

icc = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
noise(400, 300, seed=8).save(p("o_icc.jpg"), quality=85, icc_profile=icc)
claim("o_icc.jpg", G, "The JPEG has an embedded ICC color profile.", "icc")
claim("o_icc.jpg", G, "The photo's dimensions are 400x300.", "w==400 and h==300")
noise(400, 300, seed=9).save(p("o_noicc.jpg"), quality=85)
claim("o_noicc.jpg", G, "An ICC profile is embedded in this JPEG.", "icc")
claim("o_noicc.jpg", G, "The image is wider than 500 pixels.", "w>500")

noise(48, 48, seed=10).quantize(colors=32).save(p("o_static.gif"))
claim("o_static.gif", G, "The GIF is animated.", "frames>1")
claim("o_static.gif", G, "The GIF is a single 48x48 frame.", "frames==1 and w==48 and h==48")
claim("o_static.gif", G, "The avatar is 48 pixels square.", "w==48 and h==48")

noise(256, 144, seed=11).save(p("o_lossy.webp"), quality=70)
claim("o_lossy.webp", G, "The WebP image is 256x144 (16:9).", "w==256 and h==144")
claim("o_lossy.webp", G, "This is a WebP file with a height of 160 pixels.", "fmt=='WEBP' and h==160")
claim("o_lossy.webp", G, "The thumbnail has more than 1 frame.", "frames>1")

im = Image.new("RGBA", (100, 100), (0, 0, 0, 0))
ImageDraw.Draw(im).rectangle([20, 20, 79, 79], fill=(10, 120, 200, 255))
im.save(p("o_lossless_alpha.webp"), lossless=True)
claim("o_lossless_alpha.webp", G, "The WebP is 100×100 pixels.", "w==100 and h==100")
claim("o_lossless_alpha.webp", G, "The sticker has transparent pixels.", "transparent")

noise(32, 32, mode="RGBA", seed=12).save(p("o_favicon.png"))
claim("o_favicon.png", G, "The favicon is 32x32.", "w==32 and h==32")
claim("o_favicon.png", G, "It is a 16x16 favicon.", "w==16 and h==16")

run("convert", "-size", "70x50", "gradient:gray20-gray80", "-type", "TrueColor", "-depth", "8", "PNG24:" + p("o_greypix_rgb.png"))
claim("o_greypix_rgb.png", G, "The image is greyscale.", "grey")
claim("o_greypix_rgb.png", G, "The graphic is 70 px wide and 50 px tall.", "w==70 and h==50")

Image.new("1", (50, 20), 1).save(p("o_bilevel.png"))
claim("o_bilevel.png", G, "The PNG has a bit depth of 1.", "depth==1")
claim("o_bilevel.png", G, "The image is 50x20 pixels.", "w==50 and h==20")

noise(1366, 768, seed=13).save(p("o_screenshot.png"))
claim("o_screenshot.png", G, "The screenshot is 1366x768.", "w==1366 and h==768")
claim("o_screenshot.png", G, "The screenshot has an exact 16:9 aspect ratio.", "w*9==h*16")
claim("o_screenshot.png", G, "The screenshot is 1920x1080 (Full HD).", "w==1920 and h==1080")
claim("o_screenshot.png", G, "The text in the screenshot is 1366 pixels wide.", None)

noise(1200, 300, seed=14).save(p("o_banner.webp"), quality=60)
claim("o_banner.webp", G, "The banner is 1200 x 300 pixels.", "w==1200 and h==300")
claim("o_banner.webp", G, "The banner's height is 250 pixels.", "h==250")
claim("o_banner.webp", G, "The banner has a 4:1 aspect ratio.", "w==4*h")

# =====================================================================================================
# 2. Containers valid, data lying (headers over other data, every CRC recomputed)
# =====================================================================================================
G = "lying-header"
noise(120, 80, seed=20).save(p("tmp.png"))
ch = png_chunks(read("tmp.png"))
ch[0][1] = struct.pack(">II", 30000, 24000) + ch[0][1][8:]
write("l_ihdr_huge.png", png_build(ch))
claim("l_ihdr_huge.png", G, "The image is 30000x24000 pixels.", "w==30000 and h==24000")
claim("l_ihdr_huge.png", G, "This is a PNG.", "fmt=='PNG'")
claim("l_ihdr_huge.png", G, "The PNG is 120x80.", "w==120 and h==80")

noise(200, 160, seed=21).save(p("tmp.png"))
ch = png_chunks(read("tmp.png"))
ch[0][1] = struct.pack(">II", 100, 80) + ch[0][1][8:]
write("l_ihdr_smaller.png", png_build(ch))
claim("l_ihdr_smaller.png", G, "The PNG is 100 by 80 pixels.", "w==100 and h==80")
claim("l_ihdr_smaller.png", G, "The image is 200x160.", "w==200 and h==160")

noise(150, 100, seed=22).save(p("tmp.png"))
ch = png_chunks(read("tmp.png"))
idat = [c for c in ch if c[0] == b"IDAT"][0]
d = bytearray(idat[1])
for k in range(len(d) // 3, len(d) // 3 + 40):
    d[k] ^= 0xA5
idat[1] = bytes(d)
write("l_idat_garbled.png", png_build(ch))
claim("l_idat_garbled.png", G, "The picture is 150 × 100.", "w==150 and h==100")
claim("l_idat_garbled.png", G, "The file is a valid PNG image.", "fmt=='PNG'")

noise(150, 100, seed=23).save(p("tmp.png"))
ch = png_chunks(read("tmp.png"))
idat = [c for c in ch if c[0] == b"IDAT"][0]
idat[1] = idat[1][: len(idat[1]) // 2]
write("l_idat_short_crc.png", png_build(ch))
claim("l_idat_short_crc.png", G, "The image is 150 pixels wide and 100 pixels tall.", "w==150 and h==100")
claim("l_idat_short_crc.png", G, "This PNG is not animated.", "frames==1")

# palette PNG with a 4-entry PLTE but indices up to 15 (8-bit depth, unfiltered rows)
rows = b"".join(b"\x00" + bytes((x + y) % 16 for x in range(40)) for y in range(30))
write("l_plte_short.png", png_build([
    [b"IHDR", struct.pack(">IIBBBBB", 40, 30, 8, 3, 0, 0, 0)],
    [b"PLTE", bytes([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255])],
    [b"IDAT", zlib.compress(rows)],
    [b"IEND", b""],
]))
claim("l_plte_short.png", G, "The palette image is 40x30.", "w==40 and h==30")

os.remove(p("tmp.png"))


def jpeg_set_sof(data, w, h):
    b = bytearray(data)
    i = 2
    while i < len(b):
        assert b[i] == 0xFF
        m = b[i + 1]
        (n,) = struct.unpack(">H", b[i + 2 : i + 4])
        if m in (0xC0, 0xC1, 0xC2):
            b[i + 5 : i + 9] = struct.pack(">HH", h, w)
            return bytes(b)
        i += 2 + n
    raise ValueError("no SOF")


buf = io.BytesIO()
noise(64, 48, seed=24).save(buf, "JPEG", quality=80)
write("l_sof_60000.jpg", jpeg_set_sof(buf.getvalue(), 60000, 45000))
claim("l_sof_60000.jpg", G, "The JPEG is 60000x45000 pixels.", "w==60000 and h==45000")
claim("l_sof_60000.jpg", G, "This image is a JPEG.", "fmt=='JPEG'")
claim("l_sof_60000.jpg", G, "The photo is larger than 10000 pixels in width.", "w>10000")

buf = io.BytesIO()
noise(256, 256, seed=25).save(buf, "JPEG", quality=80)
write("l_sof_24.jpg", jpeg_set_sof(buf.getvalue(), 24, 24))
claim("l_sof_24.jpg", G, "The JPEG is a tiny 24x24 image.", "w==24 and h==24")
claim("l_sof_24.jpg", G, "The image is 256 × 256 pixels.", "w==256 and h==256")

buf = io.BytesIO()
noise(320, 240, seed=26).save(buf, "JPEG", quality=80)
write("l_sof_wider.jpg", jpeg_set_sof(buf.getvalue(), 336, 240))
claim("l_sof_wider.jpg", G, "The photo is 336 pixels wide.", "w==336")
claim("l_sof_wider.jpg", G, "The image is 320x240.", "w==320 and h==240")

buf = io.BytesIO()
noise(320, 240, seed=27).save(buf, "JPEG", quality=80, progressive=True)
write("l_sof2_taller.jpg", jpeg_set_sof(buf.getvalue(), 320, 480))
claim("l_sof2_taller.jpg", G, "The progressive JPEG is 320x480, portrait.", "w==320 and h==480")
claim("l_sof2_taller.jpg", G, "This is a progressive JPEG.", "interlaced")


def riff(chunks, form=b"WEBP"):
    body = form
    for t, d in chunks:
        body += t + struct.pack("<I", len(d)) + d + (b"\x00" if len(d) % 2 else b"")
    return b"RIFF" + struct.pack("<I", len(body)) + body


def riff_chunks(data):
    out, i = [], 12
    while i + 8 <= len(data):
        t = data[i : i + 4]
        (n,) = struct.unpack("<I", data[i + 4 : i + 8])
        out.append([t, data[i + 8 : i + 8 + n]])
        i += 8 + n + (n & 1)
    return out


buf = io.BytesIO()
noise(160, 120, seed=28).save(buf, "WEBP", quality=70)
ch = riff_chunks(buf.getvalue())
vp8 = [c for c in ch if c[0] == b"VP8 "][0]
d = bytearray(vp8[1])
d[6:10] = struct.pack("<HH", 15000, 12000)  # 14-bit sizes, scale 0
vp8[1] = bytes(d)
write("l_vp8_15000.webp", riff(ch))
claim("l_vp8_15000.webp", G, "The WebP image is 15000 x 12000.", "w==15000 and h==12000")
claim("l_vp8_15000.webp", G, "This file is a WebP.", "fmt=='WEBP'")
claim("l_vp8_15000.webp", G, "The image is 160x120.", "w==160 and h==120")

buf = io.BytesIO()
noise(100, 100, seed=29).save(buf, "WEBP", lossless=True)
ch = riff_chunks(buf.getvalue())
vp8l = [c for c in ch if c[0] == b"VP8L"][0]
d = bytearray(vp8l[1])
(bits,) = struct.unpack("<I", d[1:5])
bits = (bits & ~0x3FFF) | (400 - 1)  # width 400 instead of 100
d[1:5] = struct.pack("<I", bits)
vp8l[1] = bytes(d)
write("l_vp8l_wider.webp", riff(ch))
claim("l_vp8l_wider.webp", G, "The lossless WebP is 400 pixels wide.", "w==400")
claim("l_vp8l_wider.webp", G, "The image is 100x100.", "w==100 and h==100")

buf = io.BytesIO()
noise(100, 100, seed=30).save(buf, "WEBP", lossless=True)
ch = riff_chunks(buf.getvalue())
vp8x = struct.pack("<I", 0) + (5000 - 1).to_bytes(3, "little") + (5000 - 1).to_bytes(3, "little")
write("l_vp8x_canvas.webp", riff([[b"VP8X", vp8x]] + ch))
claim("l_vp8x_canvas.webp", G, "The WebP canvas is 5000x5000.", "w==5000 and h==5000")
claim("l_vp8x_canvas.webp", G, "The picture is 100 by 100 px.", "w==100 and h==100")

noise(20, 20, seed=31).quantize(colors=4).save(p("tmp.gif"))
d = bytearray(read("tmp.gif"))
d[6:10] = struct.pack("<HH", 40000, 40000)
write("l_gif_screen_huge.gif", bytes(d))
claim("l_gif_screen_huge.gif", G, "The GIF is 40000x40000.", "w==40000 and h==40000")
claim("l_gif_screen_huge.gif", G, "This is a GIF image.", "fmt=='GIF'")

d = bytearray(read("tmp.gif"))
d[6:10] = struct.pack("<HH", 8, 8)  # logical screen smaller than its 20x20 frame
write("l_gif_screen_small.gif", bytes(d))
claim("l_gif_screen_small.gif", G, "The GIF is 8x8 pixels.", "w==8 and h==8")
claim("l_gif_screen_small.gif", G, "The GIF is a still image with one frame.", "frames==1")

d = bytearray(read("tmp.gif"))
k = gif_first_image(d)  # image descriptor; LZW data starts after 10 bytes + min code size byte + block length
for j in range(k + 13, min(len(d) - 2, k + 40)):
    d[j] = 0xFF
write("l_gif_lzw_garbage.gif", bytes(d))
claim("l_gif_lzw_garbage.gif", G, "The GIF is 20x20.", "w==20 and h==20")
os.remove(p("tmp.gif"))

# PNG signature in front of JPEG data
buf = io.BytesIO()
noise(60, 40, seed=32).save(buf, "JPEG")
write("l_pngsig_jpeg.png", b"\x89PNG\r\n\x1a\n" + buf.getvalue())
claim("l_pngsig_jpeg.png", G, "This is a PNG image.", "fmt=='PNG'")
claim("l_pngsig_jpeg.png", G, "The image is 60x40.", "w==60 and h==40")

# APNG whose acTL declares more frames than it holds
frames = [noise(60, 60, seed=33 + i) for i in range(3)]
frames[0].save(p("tmp.png"), save_all=True, append_images=frames[1:], duration=100, loop=0)
ch = png_chunks(read("tmp.png"))
actl = [c for c in ch if c[0] == b"acTL"][0]
actl[1] = struct.pack(">II", 6, 0)
write("l_apng_actl6.png", png_build(ch))
claim("l_apng_actl6.png", G, "The APNG animation has 6 frames.", "frames==6")
claim("l_apng_actl6.png", G, "The animated PNG contains 3 frames.", "frames==3")
claim("l_apng_actl6.png", G, "The animation is 60x60.", "w==60 and h==60")
os.remove(p("tmp.png"))

# EXIF record that disagrees with the pixels
noise(160, 120, seed=36).save(p("l_exif_dims.jpg"), quality=85)
run("exiftool", "-q", "-overwrite_original", "-ExifImageWidth=4000", "-ExifImageHeight=3000", p("l_exif_dims.jpg"))
claim("l_exif_dims.jpg", G, "The photo is 4000x3000 pixels.", "w==4000 and h==3000")
claim("l_exif_dims.jpg", G, "The image is 160 pixels wide.", "w==160")

# =====================================================================================================
# 3. Truncated files
# =====================================================================================================
G = "truncated"
noise(180, 120, seed=40).save(p("tmp.png"))
b = read("tmp.png")
write("t_png_half.png", b[: len(b) // 2])
write("t_png_57b.png", b[:57])
write("t_png_noiend.png", b[:-12])
claim("t_png_half.png", G, "The PNG is 180x120.", "w==180 and h==120")
claim("t_png_half.png", G, "This is a PNG file.", "fmt=='PNG'")
claim("t_png_57b.png", G, "The image is 180 pixels wide.", "w==180")
claim("t_png_noiend.png", G, "The screenshot measures 180 by 120.", "w==180 and h==120")
os.remove(p("tmp.png"))

noise(400, 300, seed=41).save(p("tmp.jpg"), quality=90)
b = read("tmp.jpg")
write("t_jpeg_60pct.jpg", b[: int(len(b) * 0.6)])
write("t_jpeg_noeoi.jpg", b[:-2])
claim("t_jpeg_60pct.jpg", G, "The JPEG is 400x300.", "w==400 and h==300")
claim("t_jpeg_60pct.jpg", G, "The photo is in landscape orientation.", "w>h")
claim("t_jpeg_noeoi.jpg", G, "The picture is 400 × 300 pixels.", "w==400 and h==300")
os.remove(p("tmp.jpg"))

noise(400, 300, seed=42).save(p("tmp.jpg"), quality=90, progressive=True)
b = read("tmp.jpg")
sos = [i for i in range(len(b) - 1) if b[i] == 0xFF and b[i + 1] == 0xDA]
write("t_prog_3scans.jpg", b[: sos[3]])
claim("t_prog_3scans.jpg", G, "The progressive JPEG is 400x300.", "w==400 and h==300")
claim("t_prog_3scans.jpg", G, "The image is a JPEG.", "fmt=='JPEG'")
os.remove(p("tmp.jpg"))

fr = [noise(64, 64, seed=43 + i).quantize(colors=64) for i in range(4)]
fr[0].save(p("tmp.gif"), save_all=True, append_images=fr[1:], duration=120, loop=0)
b = read("tmp.gif")
write("t_gif_cut.gif", b[: int(len(b) * 0.55)])
claim("t_gif_cut.gif", G, "The GIF animation has 4 frames.", "frames==4")
claim("t_gif_cut.gif", G, "The GIF is 64x64.", "w==64 and h==64")
os.remove(p("tmp.gif"))

noise(240, 160, seed=47).save(p("tmp.webp"), quality=80)
b = read("tmp.webp")
write("t_webp_cut.webp", b[: int(len(b) * 0.7)])
claim("t_webp_cut.webp", G, "The WebP is 240x160.", "w==240 and h==160")
os.remove(p("tmp.webp"))

# =====================================================================================================
# 4. Magic that disagrees with the name or the declared type
# =====================================================================================================
G = "magic"
noise(72, 54, seed=50).save(p("m_png_as.jpg"), format="PNG")
claim("m_png_as.jpg", G, "The file is a JPEG.", "fmt=='JPEG'")
claim("m_png_as.jpg", G, "The image is a 72x54 PNG.", "fmt=='PNG' and w==72 and h==54", content_type="application/octet-stream")
claim("m_png_as.jpg", G, "This picture is 72 by 54 pixels.", "w==72 and h==54", content_type="image/png")

noise(72, 54, seed=51).save(p("m_jpeg_as.png"), format="JPEG")
claim("m_jpeg_as.png", G, "The attachment is a PNG image.", "fmt=='PNG'", content_type="application/octet-stream")
claim("m_jpeg_as.png", G, "The image is a JPEG.", "fmt=='JPEG'", content_type="image/jpeg")

noise(90, 90, seed=52).save(p("m_webp_as.gif"), format="WEBP", quality=70)
claim("m_webp_as.gif", G, "The upload is a GIF.", "fmt=='GIF'", content_type="application/octet-stream")
claim("m_webp_as.gif", G, "The image is 90x90.", "w==90 and h==90", content_type="image/webp")

write("m_html.png", b"<!DOCTYPE html><html><head><title>404 Not Found</title></head><body>Not Found</body></html>\n")
claim("m_html.png", G, "The PNG is 404x404 pixels.", "w==404 and h==404")

buf = io.BytesIO()
noise(50, 50, seed=53).save(buf, "PNG")
write("m_riff_png.webp", riff([[b"VP8L", buf.getvalue()]]))
claim("m_riff_png.webp", G, "This is a WebP image.", "fmt=='WEBP'")
claim("m_riff_png.webp", G, "The image is 50x50.", "w==50 and h==50")

buf = io.BytesIO()
noise(30, 30, seed=54).save(buf, "GIF")
write("m_gif_in_jpeg.jpg", b"\xff\xd8\xff\xe0" + buf.getvalue())
claim("m_gif_in_jpeg.jpg", G, "The JPEG is 30x30.", "w==30 and h==30")

# =====================================================================================================
# 5. Animations (sub-frames, offsets, delays, loop counts)
# =====================================================================================================
G = "animation"
cmd = ["convert", "-dispose", "none", "-loop", "0"]
for i, (x, y, dl) in enumerate([(0, 0, 10), (40, 30, 20), (80, 60, 30), (10, 50, 40)]):
    cmd += ["(", "-size", "40x30", f"xc:rgb({60*i},100,{200-40*i})", "-set", "delay", str(dl), "-set", "page", f"120x90+{x}+{y}", ")"]
cmd += [p("a_gif_subframes.gif")]
run(*cmd)
claim("a_gif_subframes.gif", G, "The GIF canvas is 120x90 and it has 4 frames.", "w==120 and h==90 and frames==4")
claim("a_gif_subframes.gif", G, "Each frame is 40x30.", "fw==40 and fh==30", subject="each")
claim("a_gif_subframes.gif", G, "Every frame of the animation is 120 pixels wide.", "fw==120", subject="each")
claim("a_gif_subframes.gif", G, "The first frame is 50 pixels tall.", "fh==50", subject="frame0")
claim("a_gif_subframes.gif", G, "The second frame has a delay of 200 ms.", "delay==200", subject="frame1")
claim("a_gif_subframes.gif", G, "The GIF loops forever.", "loop==0")
claim("a_gif_subframes.gif", G, "The animation runs for five frames.", "frames==5")

fr = [noise(64, 64, seed=60 + i).quantize(colors=32) for i in range(5)]
fr[0].save(p("a_gif_loop2.gif"), save_all=True, append_images=fr[1:], duration=80, loop=2)
claim("a_gif_loop2.gif", G, "This animated GIF has 5 frames.", "frames==5")
claim("a_gif_loop2.gif", G, "The GIF has more than six frames.", "frames>6")
claim("a_gif_loop2.gif", G, "Each frame is shown for 80 ms.", "delay==80", subject="each")
claim("a_gif_loop2.gif", G, "The animation plays exactly twice and then stops.", "loop==2")
claim("a_gif_loop2.gif", G, "All frames are 64x64.", "fw==64 and fh==64", subject="each")
claim("a_gif_loop2.gif", G, "The GIF is 64 pixels square and animated.", "w==64 and h==64 and frames>1")

# APNG: Pillow writes changed regions as sub-frames at offsets
base = Image.new("RGBA", (100, 80), (255, 255, 255, 255))
f1 = base.copy(); ImageDraw.Draw(f1).rectangle([10, 10, 59, 49], fill=(255, 0, 0, 255))
f2 = f1.copy(); ImageDraw.Draw(f2).rectangle([50, 40, 89, 69], fill=(0, 0, 255, 255))
base.save(p("a_apng_sub.png"), save_all=True, append_images=[f1, f2], duration=[500, 250, 250], loop=0, disposal=0, blend=0)
claim("a_apng_sub.png", G, "The APNG has 3 frames.", "frames==3")
claim("a_apng_sub.png", G, "The animated PNG is 100x80.", "w==100 and h==80")
claim("a_apng_sub.png", G, "The last frame is 40x30 pixels.", "fw==40 and fh==30", subject="frame_last")
claim("a_apng_sub.png", G, "The PNG is a still image, not animated.", "frames==1")
claim("a_apng_sub.png", G, "The first frame lasts half a second.", "delay==500", subject="frame0")

fr = [noise(48, 32, mode="RGBA", seed=65 + i) for i in range(4)]
fr[0].save(p("a_apng_full.png"), save_all=True, append_images=fr[1:], duration=100, loop=3)
claim("a_apng_full.png", G, "The animation is 48x32 with four frames.", "w==48 and h==32 and frames==4")
claim("a_apng_full.png", G, "The APNG loops 3 times.", "loop==3")
claim("a_apng_full.png", G, "The PNG has an alpha channel.", "alpha")

# animated WebP with ANMF frames smaller than the canvas at offsets
for i, (w, h) in enumerate([(160, 120), (60, 40), (60, 40)]):
    noise(w, h, seed=70 + i).save(p(f"tmp{i}.webp"), lossless=True)
run("webpmux", "-frame", p("tmp0.webp"), "+100+0+0+0-b", "-frame", p("tmp1.webp"), "+150+20+30+0-b",
    "-frame", p("tmp2.webp"), "+150+90+70+0-b", "-loop", "0", "-o", p("a_webp_anmf.webp"))
for i in range(3):
    os.remove(p(f"tmp{i}.webp"))
claim("a_webp_anmf.webp", G, "The animated WebP has 3 frames.", "frames==3")
claim("a_webp_anmf.webp", G, "The WebP canvas is 160x120.", "w==160 and h==120")
claim("a_webp_anmf.webp", G, "The second frame is 60x40.", "fw==60 and fh==40", subject="frame1")
claim("a_webp_anmf.webp", G, "Each frame is 160 pixels wide.", "fw==160", subject="each")
claim("a_webp_anmf.webp", G, "The animation is a single still frame.", "frames==1")

fr = [noise(80, 80, seed=75 + i) for i in range(6)]
fr[0].save(p("a_webp_6.webp"), save_all=True, append_images=fr[1:], duration=[40, 40, 40, 40, 40, 400], loop=0, lossless=True)
claim("a_webp_6.webp", G, "This WebP animation has six frames.", "frames==6")
claim("a_webp_6.webp", G, "The animation has at least 8 frames.", "frames>=8")
claim("a_webp_6.webp", G, "The last frame is held for 400ms.", "delay==400", subject="frame_last")
claim("a_webp_6.webp", G, "The animated WebP is 80x80.", "w==80 and h==80")

# ANMF whose header says a larger frame than its bitstream
b = read("a_webp_6.webp")
ch = riff_chunks(b)
anmf = [c for c in ch if c[0] == b"ANMF"][1]
d = bytearray(anmf[1])
d[6:9] = (120 - 1).to_bytes(3, "little")
anmf[1] = bytes(d)
vp8x = [c for c in ch if c[0] == b"VP8X"][0]
dd = bytearray(vp8x[1]); dd[4:7] = (120 - 1).to_bytes(3, "little"); vp8x[1] = bytes(dd)
write("a_webp_anmf_lie.webp", riff(ch))
claim("a_webp_anmf_lie.webp", G, "The animated WebP has 6 frames.", "frames==6")
claim("a_webp_anmf_lie.webp", G, "The WebP is 120 pixels wide.", "w==120")

# GIF with a NETSCAPE loop block but one frame
noise(40, 40, seed=80).quantize(colors=16).save(p("a_gif_oneframe_loop.gif"), save_all=True, loop=0, duration=100)
claim("a_gif_oneframe_loop.gif", G, "The GIF is animated.", "frames>1")
claim("a_gif_oneframe_loop.gif", G, "The GIF has one frame.", "frames==1")

# zero delays
fr = [noise(50, 30, seed=81 + i).quantize(colors=16) for i in range(3)]
fr[0].save(p("a_gif_delay0.gif"), save_all=True, append_images=fr[1:], duration=0, loop=0)
claim("a_gif_delay0.gif", G, "Each frame has a delay of 0 ms.", "delay==0", subject="each")
claim("a_gif_delay0.gif", G, "The GIF has 3 frames and is 50x30.", "frames==3 and w==50 and h==30")
claim("a_gif_delay0.gif", G, "The banner is animated with 3 frames of 50x30.", "frames==3 and fw==50 and fh==30", subject="each")

# GIF frame reaching outside the logical screen
run("convert", "-dispose", "none", "(", "-size", "60x60", "xc:red", "-set", "page", "60x60+0+0", ")",
    "(", "-size", "40x40", "xc:blue", "-set", "page", "60x60+40+40", ")", "-set", "delay", "50", p("a_gif_outside.gif"))
claim("a_gif_outside.gif", G, "The GIF is 60x60.", "w==60 and h==60")
claim("a_gif_outside.gif", G, "The GIF has 2 frames.", "frames==2")

# interlaced GIF
noise(64, 40, seed=83).quantize(colors=16).save(p("a_gif_interlaced.gif"), interlace=True)
run("convert", p("a_gif_interlaced.gif"), "-interlace", "GIF", p("a_gif_interlaced.gif"))
claim("a_gif_interlaced.gif", G, "The GIF is 64x40.", "w==64 and h==40")
claim("a_gif_interlaced.gif", G, "The GIF is interlaced.", "interlaced")
claim("a_gif_loop2.gif", G, "The animated GIF is stored interlaced.", "interlaced")

# =====================================================================================================
# 6. EXIF orientation, camera and GPS
# =====================================================================================================
G = "exif"
for name, (w, h), o in [("e_orient6.jpg", (160, 90), 6), ("e_orient3.jpg", (200, 100), 3), ("e_orient8.jpg", (120, 80), 8)]:
    noise(w, h, seed=90 + o).save(p(name), quality=85)
    run("exiftool", "-q", "-overwrite_original", f"-Orientation#={o}", p(name))
claim("e_orient6.jpg", G, "The photo is 160 pixels wide.", "w==160")
claim("e_orient6.jpg", G, "The photo is at least 80 pixels wide.", "w>=80")
claim("e_orient6.jpg", G, "The image is 300 pixels wide.", "w==300")
claim("e_orient6.jpg", G, "The picture is in portrait orientation.", "h>w")
claim("e_orient6.jpg", G, "The EXIF orientation tag is 6 (rotated 90° CW).", "orientation==6")
claim("e_orient3.jpg", G, "The photo is 200x100 landscape.", "w==200 and h==100")
claim("e_orient3.jpg", G, "The image is 100x200.", "w==100 and h==200")
claim("e_orient8.jpg", G, "The image is 80 pixels wide and 120 pixels tall.", "w==80 and h==120")
claim("e_orient8.jpg", G, "The photo is smaller than 200 pixels on both sides.", "w<200 and h<200")

im = noise(90, 60, seed=95)
ex = Image.Exif(); ex[0x0112] = 6
im.save(p("e_png_exif6.png"), exif=ex)
claim("e_png_exif6.png", G, "The PNG is 90x60.", "w==90 and h==60")
claim("e_png_exif6.png", G, "The image is no larger than 100 pixels in either dimension.", "w<=100 and h<=100")

noise(320, 240, seed=96).save(p("e_camera_gps.jpg"), quality=85)
run("exiftool", "-q", "-overwrite_original", "-Make=Canon", "-Model=Canon EOS 80D", "-GPSLatitude=48.8583",
    "-GPSLatitudeRef=N", "-GPSLongitude=2.2945", "-GPSLongitudeRef=E", p("e_camera_gps.jpg"))
claim("e_camera_gps.jpg", G, "The photo was taken with a Canon EOS 80D.", "model=='Canon EOS 80D'")
claim("e_camera_gps.jpg", G, "The camera make is Nikon.", "make=='Nikon'")
claim("e_camera_gps.jpg", G, "The image contains GPS coordinates.", "gps")
claim("e_camera_gps.jpg", G, "The JPEG is 320x240.", "w==320 and h==240")
claim("o_baseline.jpg", G, "This photo has GPS location data embedded.", "gps")

# =====================================================================================================
# 7. Subjects that are not the whole image
# =====================================================================================================
G = "subject"
claim("o_screenshot.png", G, "The button in the screenshot is 1366 pixels wide.", None)
claim("o_banner.webp", G, "The logo in the corner of the banner is 1200x300.", None)
claim("o_rgb_chart.png", G, "The chart inside the image is 320 x 200.", None)
claim("o_rgb_chart.png", G, "The image is a 320x200 PNG, and the legend box is 640 pixels wide.", None)
claim("o_baseline.jpg", G, "The dog in the photo is 100 pixels tall.", None)
claim("o_favicon.png", G, "The icon in the top-left corner is 16x16.", None)
claim("o_progressive.jpg", G, "The cropped version is 800x600.", "w==800 and h==600")
claim("o_lossy.webp", G, "The frame is 256x144.", "fw==256 and fh==144", subject="frame0")
claim("a_gif_loop2.gif", G, "The first frame is 64x64 pixels.", "fw==64 and fh==64", subject="frame0")
claim("a_gif_loop2.gif", G, "The fifth frame is 64 pixels wide.", "fw==64", subject="frame4")
claim("a_gif_subframes.gif", G, "The third frame is 40 pixels wide.", "fw==40", subject="frame2")
claim("o_rgba_icon.png", G, "The red circle is 96 pixels across.", None)

# =====================================================================================================
# 8. Huge declared dimensions over tiny data
# =====================================================================================================
G = "huge-declared"
noise(8, 8, seed=100).save(p("tmp.png"))
ch = png_chunks(read("tmp.png"))
ch[0][1] = struct.pack(">II", 900000, 900000) + ch[0][1][8:]
write("h_png_900k.png", png_build(ch))
claim("h_png_900k.png", G, "The image is 900000 pixels wide.", "w==900000")
claim("h_png_900k.png", G, "The image is 8x8.", "w==8 and h==8")
ch[0][1] = struct.pack(">II", 2000000, 16) + ch[0][1][8:]
write("h_png_2m.png", png_build(ch))
claim("h_png_2m.png", G, "The PNG is 2000000x16 pixels.", "w==2000000 and h==16")
os.remove(p("tmp.png"))

buf = io.BytesIO()
noise(16, 16, seed=101).save(buf, "JPEG")
write("h_jpeg_65500.jpg", jpeg_set_sof(buf.getvalue(), 65500, 65500))
claim("h_jpeg_65500.jpg", G, "The JPEG measures 65500×65500.", "w==65500 and h==65500")
claim("h_jpeg_65500.jpg", G, "The image is a JPEG.", "fmt=='JPEG'")

buf = io.BytesIO()
noise(30, 30, seed=102).save(buf, "WEBP", lossless=True)
ch = riff_chunks(buf.getvalue())
vp8l = [c for c in ch if c[0] == b"VP8L"][0]
d = bytearray(vp8l[1])
(bits,) = struct.unpack("<I", d[1:5])
bits = (bits & ~((1 << 28) - 1)) | (16383 - 1) << 14 | (16383 - 1)
d[1:5] = struct.pack("<I", bits)
vp8l[1] = bytes(d)
write("h_vp8l_16383.webp", riff(ch))
claim("h_vp8l_16383.webp", G, "The WebP image is 16383x16383 pixels.", "w==16383 and h==16383")
claim("h_vp8l_16383.webp", G, "The image is at least 10000 pixels tall.", "h>=10000")

# GIF whose frame descriptor claims a 3000x3000 frame over 10x10 LZW data
noise(10, 10, seed=103).quantize(colors=4).save(p("tmp.gif"))
d = bytearray(read("tmp.gif"))
d[6:10] = struct.pack("<HH", 3000, 3000)
k = gif_first_image(d)
d[k + 5 : k + 9] = struct.pack("<HH", 3000, 3000)
write("h_gif_3000.gif", bytes(d))
claim("h_gif_3000.gif", G, "The GIF is 3000x3000.", "w==3000 and h==3000")
os.remove(p("tmp.gif"))

with open(os.path.join(HERE, "cases_src.json"), "w") as f:
    json.dump(CASES, f, indent=1)
print(len(CASES), "claims on", len({c["file"] for c in CASES}), "files")
