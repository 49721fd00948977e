#!/usr/bin/python3
"""Builds files/ and cases.json for the image held-out set, round 5.

Run with Debian's /usr/bin/python3 (Pillow 9.4) and ImageMagick 6 on PATH. Deterministic: a fixed seed, no timestamps
(PNG/GIF/WebP written by Pillow carry none; ImageMagick files are written with -strip and -define png:exclude-chunk).
Labels are NOT written here: oracle.py decodes every file with Pillow and ImageMagick and derives them.
"""
import io, json, os, random, struct, subprocess, tempfile, zlib
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")
os.makedirs(OUT, exist_ok=True)
for f in os.listdir(OUT):
    os.remove(os.path.join(OUT, f))
TMP = tempfile.mkdtemp()
CASES = []


def picture(mode, w, h, seed=0):
    """A deterministic picture with gradients and noise (so that the compressed data is not trivial)."""
    r = random.Random(seed + w * 7 + h)
    im = Image.new("RGB", (w, h))
    px = im.load()
    for y in range(h):
        for x in range(w):
            px[x, y] = ((x * 255) // max(1, w - 1), (y * 255) // max(1, h - 1), r.randrange(256))
    d = ImageDraw.Draw(im)
    if w > 8 and h > 8:
        d.ellipse([w // 5, h // 5, w * 3 // 5, h * 4 // 5], fill=(240, 30, 60))
    if mode == "RGB":
        return im
    if mode == "RGBA":
        im = im.convert("RGBA")
        a = Image.new("L", (w, h), 255)
        ImageDraw.Draw(a).rectangle([0, 0, w // 2, h // 2], fill=0)
        im.putalpha(a)
        return im
    if mode == "P":
        return im.quantize(colors=64)
    return im.convert(mode)


def save(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def pil_bytes(im, fmt, **kw):
    b = io.BytesIO()
    im.save(b, fmt, **kw)
    return b.getvalue()


def magick(args, name):
    subprocess.run(["convert", *args, os.path.join(OUT, name)], check=True)


def claim(file, text, prop, ctype=None, note=""):
    CASES.append({"id": f"c{len(CASES) + 1:03d}", "file": file, "claim": text, "prop": prop,
                  "content_type": ctype or CTYPE[file.rsplit(".", 1)[1]], "note": note})


CTYPE = {"png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
         "bin": "application/octet-stream"}


# ---------- PNG chunk helpers ----------
def chunks(png):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    i, out = 8, []
    while i < len(png):
        n = struct.unpack(">I", png[i:i + 4])[0]
        out.append([png[i + 4:i + 8], png[i + 8:i + 8 + n]])
        i += 12 + n
    return out


def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)


def build(cs):
    return b"\x89PNG\r\n\x1a\n" + b"".join(chunk(t, d) for t, d in cs)


def idat_of(cs):
    return b"".join(d for t, d in cs if t == b"IDAT")


def with_idat(cs, data):
    out, done = [], False
    for t, d in cs:
        if t == b"IDAT":
            if not done:
                out.append([b"IDAT", data])
                done = True
        else:
            out.append([t, d])
    return out


def set_ihdr(cs, w=None, h=None):
    for c in cs:
        if c[0] == b"IHDR":
            ow, oh = struct.unpack(">II", c[1][:8])
            c[1] = struct.pack(">II", w or ow, h or oh) + c[1][8:]
    return cs


# ================= ordinary PNG =================
save("p01_rgb.png", pil_bytes(picture("RGB", 640, 480, 1), "PNG"))
claim("p01_rgb.png", "The image is 640x480 pixels.", {"k": "size", "w": 640, "h": 480})
claim("p01_rgb.png", "This is a PNG image.", {"k": "format", "v": "PNG"})
claim("p01_rgb.png", "The image is 480 pixels wide.", {"k": "width", "op": "==", "v": 480}, note="width/height swapped")
claim("p01_rgb.png", "The image is in landscape orientation.", {"k": "orient", "v": "landscape"})

save("p02_rgba.png", pil_bytes(picture("RGBA", 300, 200, 2), "PNG"))
claim("p02_rgba.png", "The PNG has a transparent region (alpha channel).", {"k": "transparent", "v": True})
claim("p02_rgba.png", "Its height is 200 px.", {"k": "height", "op": "==", "v": 200})
claim("p02_rgba.png", "The image is a JPEG.", {"k": "format", "v": "JPEG"})

save("p03_one_pixel.png", pil_bytes(Image.new("L", (1, 1), 128), "PNG"))
claim("p03_one_pixel.png", "The image is a single pixel, 1x1.", {"k": "size", "w": 1, "h": 1})
claim("p03_one_pixel.png", "The image is at least 2 pixels wide.", {"k": "width", "op": ">=", "v": 2})

save("p04_palette.png", pil_bytes(picture("P", 257, 33, 4), "PNG"))
claim("p04_palette.png", "The image width is more than 256 pixels.", {"k": "width", "op": ">", "v": 256})
claim("p04_palette.png", "The image measures 257 by 33 pixels.", {"k": "size", "w": 257, "h": 33})
claim("p04_palette.png", "The image is animated.", {"k": "animated", "v": True})

im16 = Image.new("I;16", (50, 70))
im16.putdata([(x * 1000 + y * 37) % 65536 for y in range(70) for x in range(50)])
save("p05_grey16.png", pil_bytes(im16, "PNG"))
claim("p05_grey16.png", "The image is 50 pixels wide and 70 pixels tall.", {"k": "size", "w": 50, "h": 70})
claim("p05_grey16.png", "It is a portrait-oriented image.", {"k": "orient", "v": "portrait"})

picture("RGB", 123, 45, 6).save(os.path.join(TMP, "src.ppm"))
magick([os.path.join(TMP, "src.ppm"), "-strip", "-interlace", "PNG", "-define", "png:exclude-chunk=date,time"], "p06_adam7_im.png")
claim("p06_adam7_im.png", "The interlaced PNG is 123x45.", {"k": "size", "w": 123, "h": 45})
claim("p06_adam7_im.png", "Height: at most 40 pixels.", {"k": "height", "op": "<=", "v": 40})

save("p07_bilevel.png", pil_bytes(picture("1", 100, 10, 7), "PNG"))
claim("p07_bilevel.png", "The image is 100 px wide.", {"k": "width", "op": "==", "v": 100})
claim("p07_bilevel.png", "The aspect ratio is 10:1.", {"k": "aspect", "w": 10, "h": 1})

save("p08_tall.png", pil_bytes(picture("RGB", 20, 900, 8), "PNG"))
claim("p08_tall.png", "The image is taller than it is wide.", {"k": "orient", "v": "portrait"})
claim("p08_tall.png", "The image height is 900 pixels.", {"k": "height", "op": "==", "v": 900})

save("p09_la.png", pil_bytes(picture("LA", 64, 32, 9), "PNG"))
claim("p09_la.png", "The image is 64x32.", {"k": "size", "w": 64, "h": 32})
claim("p09_la.png", "The image is grayscale.", {"k": "grey", "v": True})

magick(["-size", "256x256", "gradient:navy-orange", "-strip", "-define", "png:exclude-chunk=date,time"], "p10_square_im.png")
claim("p10_square_im.png", "The image is square.", {"k": "orient", "v": "square"})
claim("p10_square_im.png", "The image is 256 x 256 pixels.", {"k": "size", "w": 256, "h": 256})

# trailing bytes after IEND: decoders ignore them
save("p11_trailing.png", pil_bytes(picture("RGB", 90, 60, 11), "PNG") + b"\x00" * 64 + b"garbage after the end")
claim("p11_trailing.png", "The image is 90x60 pixels.", {"k": "size", "w": 90, "h": 60})
claim("p11_trailing.png", "The file is a PNG.", {"k": "format", "v": "PNG"})

# APNG, 3 frames, written by Pillow
frames = [picture("RGB", 48, 48, 20 + i) for i in range(3)]
save("p12_apng.png", pil_bytes(frames[0], "PNG", save_all=True, append_images=frames[1:], duration=100, loop=0))
claim("p12_apng.png", "The image is 48x48.", {"k": "size", "w": 48, "h": 48})
claim("p12_apng.png", "The animated PNG has 3 frames.", {"k": "frames", "op": "==", "v": 3})

# ================= crafted PNG (CRCs recomputed) =================
base = chunks(pil_bytes(picture("RGB", 120, 80, 30), "PNG"))
save("x01_png_ihdr_huge.png", build(set_ihdr([c[:] for c in base], 12000, 9000)))
claim("x01_png_ihdr_huge.png", "The image resolution is 12000x9000.", {"k": "size", "w": 12000, "h": 9000})
claim("x01_png_ihdr_huge.png", "This is a PNG file.", {"k": "format", "v": "PNG"})
claim("x01_png_ihdr_huge.png", "The image is wider than 5000 pixels.", {"k": "width", "op": ">", "v": 5000})

save("x02_png_one_row_short.png", build(set_ihdr([c[:] for c in base], None, 81)))
claim("x02_png_one_row_short.png", "The image is 120x81.", {"k": "size", "w": 120, "h": 81})
claim("x02_png_one_row_short.png", "The image height is 81 pixels.", {"k": "height", "op": "==", "v": 81})

save("x03_png_narrower.png", build(set_ihdr([c[:] for c in base], 119, None)))
claim("x03_png_narrower.png", "The image is 119 pixels wide.", {"k": "width", "op": "==", "v": 119})
claim("x03_png_narrower.png", "The PNG is 119x80.", {"k": "size", "w": 119, "h": 80})

raw = zlib.decompress(idat_of(base))
comp = zlib.compress(raw, 9)
save("x04_png_idat_truncated.png", build(with_idat([c[:] for c in base], comp[: len(comp) * 2 // 3])))
claim("x04_png_idat_truncated.png", "The picture is 120x80 pixels.", {"k": "size", "w": 120, "h": 80})
claim("x04_png_idat_truncated.png", "It's a PNG image.", {"k": "format", "v": "PNG"})

bad = bytearray(comp)
for i in range(len(bad) // 3, len(bad) // 3 + 40):
    bad[i] ^= 0x5A
save("x05_png_idat_corrupt.png", build(with_idat([c[:] for c in base], bytes(bad))))
claim("x05_png_idat_corrupt.png", "The image is 120 pixels wide.", {"k": "width", "op": "==", "v": 120})
claim("x05_png_idat_corrupt.png", "The image is not animated.", {"k": "animated", "v": False})

rowlen = 1 + 120 * 3
rb = bytearray(raw)
rb[rowlen * 40] = 9  # filter type 9 does not exist
save("x06_png_bad_filter.png", build(with_idat([c[:] for c in base], zlib.compress(bytes(rb), 9))))
claim("x06_png_bad_filter.png", "The image is 120x80.", {"k": "size", "w": 120, "h": 80})
claim("x06_png_bad_filter.png", "The image is in landscape format.", {"k": "orient", "v": "landscape"})

# extra rows: IDAT inflates to more data than the header needs
save("x07_png_extra_rows.png", build(set_ihdr([c[:] for c in base], None, 60)))
claim("x07_png_extra_rows.png", "The image is 120x60.", {"k": "size", "w": 120, "h": 60})
claim("x07_png_extra_rows.png", "This image is a PNG.", {"k": "format", "v": "PNG"})

full = pil_bytes(picture("RGB", 200, 150, 31), "PNG")
save("x08_png_cut_mid_idat.png", full[: len(full) // 2])
claim("x08_png_cut_mid_idat.png", "The image is 200x150.", {"k": "size", "w": 200, "h": 150})
claim("x08_png_cut_mid_idat.png", "The height is at least 100 pixels.", {"k": "height", "op": ">=", "v": 100})

save("x09_png_cut_after_ihdr.png", full[:41])
claim("x09_png_cut_after_ihdr.png", "The image is 200 pixels wide.", {"k": "width", "op": "==", "v": 200})
claim("x09_png_cut_after_ihdr.png", "The file is a PNG image.", {"k": "format", "v": "PNG"})

crcbad = bytearray(pil_bytes(picture("RGB", 70, 70, 32), "PNG"))
# flip one byte inside IDAT data, do NOT recompute the CRC
pos = crcbad.find(b"IDAT") + 4 + 20
crcbad[pos] ^= 0x01
save("x10_png_bad_crc.png", bytes(crcbad))
claim("x10_png_bad_crc.png", "The image is 70 by 70 pixels.", {"k": "size", "w": 70, "h": 70})

# palette image: PLTE of 4 entries, 8-bit indices up to 200 (out of range)
pal_raw = b"".join(b"\x00" + bytes((x * 5 + y) % 201 for x in range(40)) for y in range(30))
save("x11_png_short_plte.png", build([[b"IHDR", struct.pack(">IIBBBBB", 40, 30, 8, 3, 0, 0, 0)],
                                      [b"PLTE", bytes([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255])],
                                      [b"IDAT", zlib.compress(pal_raw, 9)], [b"IEND", b""]]))
claim("x11_png_short_plte.png", "The image is 40x30 pixels.", {"k": "size", "w": 40, "h": 30})
claim("x11_png_short_plte.png", "The image is a PNG.", {"k": "format", "v": "PNG"})

# APNG whose acTL promises 5 frames but holds 3
ap = chunks(open(os.path.join(OUT, "p12_apng.png"), "rb").read())
for c in ap:
    if c[0] == b"acTL":
        c[1] = struct.pack(">II", 5, 0)
save("x12_apng_actl_five.png", build(ap))
claim("x12_apng_actl_five.png", "The animation has 5 frames.", {"k": "frames", "op": "==", "v": 5})
claim("x12_apng_actl_five.png", "The image is 48x48.", {"k": "size", "w": 48, "h": 48})

# empty zlib stream for a 16x16 image
save("x13_png_empty_stream.png", build([[b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 2, 0, 0, 0)],
                                        [b"IDAT", zlib.compress(b"")], [b"IEND", b""]]))
claim("x13_png_empty_stream.png", "The image is 16x16 pixels.", {"k": "size", "w": 16, "h": 16})

# ================= ordinary JPEG =================
save("j01_baseline.jpg", pil_bytes(picture("RGB", 800, 600, 40), "JPEG", quality=85))
claim("j01_baseline.jpg", "The photo is 800x600.", {"k": "size", "w": 800, "h": 600})
claim("j01_baseline.jpg", "The image is a JPEG file.", {"k": "format", "v": "JPEG"})
claim("j01_baseline.jpg", "The image is a PNG file.", {"k": "format", "v": "PNG"})
claim("j01_baseline.jpg", "The aspect ratio is 4:3.", {"k": "aspect", "w": 4, "h": 3})

save("j02_grey.jpeg", pil_bytes(picture("L", 333, 111, 41), "JPEG", quality=90))
claim("j02_grey.jpeg", "The JPEG is 333 pixels wide and 111 pixels high.", {"k": "size", "w": 333, "h": 111})
claim("j02_grey.jpeg", "The image is black and white (grayscale).", {"k": "grey", "v": True})
claim("j02_grey.jpeg", "The image has an aspect ratio of 3:1.", {"k": "aspect", "w": 3, "h": 1})

save("j03_progressive.jpg", pil_bytes(picture("RGB", 400, 300, 42), "JPEG", quality=80, progressive=True))
claim("j03_progressive.jpg", "The progressive JPEG is 400x300.", {"k": "size", "w": 400, "h": 300})
claim("j03_progressive.jpg", "The width is less than 300 pixels.", {"k": "width", "op": "<", "v": 300})

save("j04_odd.jpg", pil_bytes(picture("RGB", 17, 9, 43), "JPEG", quality=75, subsampling=2))
claim("j04_odd.jpg", "The image is 17x9 pixels.", {"k": "size", "w": 17, "h": 9})
claim("j04_odd.jpg", "The image height is 9 px.", {"k": "height", "op": "==", "v": 9})

picture("RGB", 120, 80, 44).save(os.path.join(TMP, "cmyk.ppm"))
magick([os.path.join(TMP, "cmyk.ppm"), "-strip", "-colorspace", "CMYK", "-quality", "88"], "j05_cmyk_im.jpg")
claim("j05_cmyk_im.jpg", "The CMYK JPEG is 120x80 pixels.", {"k": "size", "w": 120, "h": 80})
claim("j05_cmyk_im.jpg", "The image is a JPEG.", {"k": "format", "v": "JPEG"})

save("j06_one_pixel.jpg", pil_bytes(Image.new("RGB", (1, 1), (10, 200, 30)), "JPEG"))
claim("j06_one_pixel.jpg", "The JPEG is 1 pixel by 1 pixel.", {"k": "size", "w": 1, "h": 1})

picture("RGB", 1024, 768, 45).save(os.path.join(TMP, "big.ppm"))
magick([os.path.join(TMP, "big.ppm"), "-strip", "-quality", "70", "-sampling-factor", "2x2"], "j07_im_1024.jpg")
claim("j07_im_1024.jpg", "The image resolution is 1024 x 768.", {"k": "size", "w": 1024, "h": 768})
claim("j07_im_1024.jpg", "The image is at least 1000 pixels wide.", {"k": "width", "op": ">=", "v": 1000})
claim("j07_im_1024.jpg", "The image is an animated GIF.", {"k": "format", "v": "GIF"})

# ================= crafted JPEG =================
def sof_set(data, w, h):
    b = bytearray(data)
    for m in (b"\xff\xc0", b"\xff\xc1", b"\xff\xc2"):
        i = b.find(m)
        if i >= 0:
            b[i + 5:i + 7] = struct.pack(">H", h)
            b[i + 7:i + 9] = struct.pack(">H", w)
            return bytes(b)
    raise ValueError("no SOF")


jb = pil_bytes(picture("RGB", 64, 48, 50), "JPEG", quality=85)
save("y01_jpeg_sof_large.jpg", sof_set(jb, 40000, 30000))
claim("y01_jpeg_sof_large.jpg", "The image is 40000x30000 pixels.", {"k": "size", "w": 40000, "h": 30000})
claim("y01_jpeg_sof_large.jpg", "It is a JPEG image.", {"k": "format", "v": "JPEG"})

save("y02_jpeg_sof_small.jpg", sof_set(pil_bytes(picture("RGB", 320, 240, 51), "JPEG", quality=85), 32, 24))
claim("y02_jpeg_sof_small.jpg", "The image is 32x24.", {"k": "size", "w": 32, "h": 24})
claim("y02_jpeg_sof_small.jpg", "The image is 32 pixels wide.", {"k": "width", "op": "==", "v": 32})

save("y03_jpeg_sof_plus16.jpg", sof_set(jb, 64, 64))
claim("y03_jpeg_sof_plus16.jpg", "The image is 64x64.", {"k": "size", "w": 64, "h": 64})

jfull = pil_bytes(picture("RGB", 500, 375, 52), "JPEG", quality=90)
save("y04_jpeg_cut_half.jpg", jfull[: len(jfull) // 2])
claim("y04_jpeg_cut_half.jpg", "The JPEG is 500x375.", {"k": "size", "w": 500, "h": 375})
claim("y04_jpeg_cut_half.jpg", "This is a JPEG.", {"k": "format", "v": "JPEG"})

save("y05_jpeg_cut_half_eoi.jpg", jfull[: len(jfull) // 2] + b"\xff\xd9")
claim("y05_jpeg_cut_half_eoi.jpg", "The picture is 500 pixels wide.", {"k": "width", "op": "==", "v": 500})
claim("y05_jpeg_cut_half_eoi.jpg", "The image is a JPEG photo.", {"k": "format", "v": "JPEG"})

jc = bytearray(jfull)
sos = jc.find(b"\xff\xda")
start = sos + 2 + struct.unpack(">H", jc[sos + 2:sos + 4])[0]
for i in range(start + 200, start + 260):
    if jc[i] != 0xFF and jc[i - 1] != 0xFF:
        jc[i] = (jc[i] * 7 + 13) & 0x7F
save("y06_jpeg_scan_garbled.jpg", bytes(jc))
claim("y06_jpeg_scan_garbled.jpg", "The image is 500x375.", {"k": "size", "w": 500, "h": 375})

jp = pil_bytes(picture("RGB", 240, 160, 53), "JPEG", quality=85, progressive=True)
sos_pos = [i for i in range(len(jp) - 1) if jp[i] == 0xFF and jp[i + 1] == 0xDA]
save("y07_jpeg_prog_three_scans.jpg", jp[: sos_pos[3]] + b"\xff\xd9")
claim("y07_jpeg_prog_three_scans.jpg", "The progressive image is 240x160.", {"k": "size", "w": 240, "h": 160})
claim("y07_jpeg_prog_three_scans.jpg", "It is a JPEG.", {"k": "format", "v": "JPEG"})

save("y08_jpeg_headers_only.jpg", jb[: jb.find(b"\xff\xda")] + b"\xff\xd9")
claim("y08_jpeg_headers_only.jpg", "The image is 64x48 pixels.", {"k": "size", "w": 64, "h": 48})
claim("y08_jpeg_headers_only.jpg", "The file is a JPEG image.", {"k": "format", "v": "JPEG"})

save("y09_jpeg_cut_20.jpg", jb[:20])
claim("y09_jpeg_cut_20.jpg", "This is a JPEG image.", {"k": "format", "v": "JPEG"})

# ================= ordinary GIF =================
save("g01_static.gif", pil_bytes(picture("P", 200, 150, 60), "GIF"))
claim("g01_static.gif", "The GIF is 200x150.", {"k": "size", "w": 200, "h": 150})
claim("g01_static.gif", "The GIF is animated.", {"k": "animated", "v": True})
claim("g01_static.gif", "The image is a GIF.", {"k": "format", "v": "GIF"})

gf = [picture("RGB", 64, 64, 61 + i).quantize(colors=32) for i in range(4)]
save("g02_anim4.gif", pil_bytes(gf[0], "GIF", save_all=True, append_images=gf[1:], duration=80, loop=0))
claim("g02_anim4.gif", "The GIF animation has 4 frames.", {"k": "frames", "op": "==", "v": 4})
claim("g02_anim4.gif", "The image is animated.", {"k": "animated", "v": True})
claim("g02_anim4.gif", "The animation contains 3 frames.", {"k": "frames", "op": "==", "v": 3})
claim("g02_anim4.gif", "The GIF is 64 pixels square.", {"k": "size", "w": 64, "h": 64})

magick(["-size", "40x30", "xc:red", "-size", "40x30", "xc:none", "-size", "40x30", "xc:blue", "-size", "40x30", "xc:green",
        "-size", "40x30", "xc:yellow", "-set", "delay", "20", "-loop", "0", "-strip"], "g03_im_anim5.gif")
claim("g03_im_anim5.gif", "The animated GIF has five frames.", {"k": "frames", "op": "==", "v": 5})
claim("g03_im_anim5.gif", "The GIF is 40 x 30 pixels.", {"k": "size", "w": 40, "h": 30})
claim("g03_im_anim5.gif", "The GIF has more than 2 frames.", {"k": "frames", "op": ">", "v": 2})

tg = Image.new("P", (50, 50), 0)
tg.putpalette([255, 255, 255, 0, 0, 0] + [0] * 762)
ImageDraw.Draw(tg).rectangle([10, 10, 39, 39], fill=1)
save("g04_transparent.gif", pil_bytes(tg, "GIF", transparency=0))
claim("g04_transparent.gif", "The GIF has a transparent background.", {"k": "transparent", "v": True})
claim("g04_transparent.gif", "The GIF is 50x50.", {"k": "size", "w": 50, "h": 50})

save("g05_one_pixel.gif", pil_bytes(Image.new("P", (1, 1), 0), "GIF"))
claim("g05_one_pixel.gif", "The GIF is a single 1x1 pixel.", {"k": "size", "w": 1, "h": 1})
claim("g05_one_pixel.gif", "The GIF has exactly one frame.", {"k": "frames", "op": "==", "v": 1})

# ================= crafted GIF =================
def gif_first_image(data):
    """offset of the first image descriptor (0x2C) after header, global table and extensions"""
    flags = data[10]
    i = 13 + (3 * (2 ** ((flags & 7) + 1)) if flags & 0x80 else 0)
    while data[i] == 0x21:
        i += 2
        while data[i]:
            i += data[i] + 1
        i += 1
    assert data[i] == 0x2C
    return i


g = pil_bytes(picture("P", 120, 90, 70), "GIF")
save("z01_gif_cut.gif", g[: len(g) * 3 // 5])
claim("z01_gif_cut.gif", "The GIF is 120x90.", {"k": "size", "w": 120, "h": 90})
claim("z01_gif_cut.gif", "This is a GIF image.", {"k": "format", "v": "GIF"})

gb = bytearray(g)
d = gif_first_image(g)
lflags = gb[d + 9]
p = d + 10 + (3 * (2 ** ((lflags & 7) + 1)) if lflags & 0x80 else 0) + 1  # LZW min size byte, then first block
for i in range(p + 5, p + 60):
    gb[i] = 0xFF
save("z02_gif_lzw_garbled.gif", bytes(gb))
claim("z02_gif_lzw_garbled.gif", "The GIF image is 120 pixels wide.", {"k": "width", "op": "==", "v": 120})
claim("z02_gif_lzw_garbled.gif", "The image is a GIF.", {"k": "format", "v": "GIF"})

gs = bytearray(g)
gs[6:8] = struct.pack("<H", 6000)
gs[8:10] = struct.pack("<H", 4000)
save("z03_gif_screen_large.gif", bytes(gs))
claim("z03_gif_screen_large.gif", "The GIF is 6000x4000.", {"k": "size", "w": 6000, "h": 4000})
claim("z03_gif_screen_large.gif", "The image is a GIF file.", {"k": "format", "v": "GIF"})

ga = pil_bytes(gf[0], "GIF", save_all=True, append_images=gf[1:], duration=80, loop=0)
# cut inside the third frame, then add a trailer
descs = [i for i in range(len(ga)) if ga[i] == 0x2C and ga[i - 1] == 0x00 and i > 13]
save("z04_gif_anim_cut_frame3.gif", ga[: descs[2] + 40] + b"\x00\x3b")
claim("z04_gif_anim_cut_frame3.gif", "The animated GIF has 4 frames.", {"k": "frames", "op": "==", "v": 4})
claim("z04_gif_anim_cut_frame3.gif", "The GIF is animated.", {"k": "animated", "v": True})

# a frame reaching outside the logical screen
gi = Image.new("P", (50, 50), 1)
gi.putpalette([0, 0, 0, 200, 100, 50] + [0] * 762)
gx = bytearray(pil_bytes(gi, "GIF"))
gd = gif_first_image(bytes(gx))
gx[6:8] = struct.pack("<H", 60)
gx[8:10] = struct.pack("<H", 60)
gx[gd + 1:gd + 3] = struct.pack("<H", 30)
gx[gd + 3:gd + 5] = struct.pack("<H", 30)
save("z05_gif_frame_outside.gif", bytes(gx))
claim("z05_gif_frame_outside.gif", "The GIF is 60x60.", {"k": "size", "w": 60, "h": 60})
claim("z05_gif_frame_outside.gif", "It is a GIF.", {"k": "format", "v": "GIF"})

# ================= ordinary WebP =================
save("w01_lossy.webp", pil_bytes(picture("RGB", 320, 240, 80), "WEBP", quality=80))
claim("w01_lossy.webp", "The WebP image is 320x240.", {"k": "size", "w": 320, "h": 240})
claim("w01_lossy.webp", "The image is in WebP format.", {"k": "format", "v": "WEBP"})
claim("w01_lossy.webp", "The image is 240 pixels tall.", {"k": "height", "op": "==", "v": 240})

save("w02_lossless_rgba.webp", pil_bytes(picture("RGBA", 150, 150, 81), "WEBP", lossless=True))
claim("w02_lossless_rgba.webp", "The lossless WebP is 150x150.", {"k": "size", "w": 150, "h": 150})
claim("w02_lossless_rgba.webp", "The image has transparency.", {"k": "transparent", "v": True})
claim("w02_lossless_rgba.webp", "The image is a PNG.", {"k": "format", "v": "PNG"})

wf = [picture("RGB", 80, 60, 82 + i) for i in range(4)]
save("w03_anim4.webp", pil_bytes(wf[0], "WEBP", save_all=True, append_images=wf[1:], duration=100, loop=0, quality=70))
claim("w03_anim4.webp", "The animated WebP has 4 frames.", {"k": "frames", "op": "==", "v": 4})
claim("w03_anim4.webp", "The WebP is animated.", {"k": "animated", "v": True})
claim("w03_anim4.webp", "The image is 80x60.", {"k": "size", "w": 80, "h": 60})

picture("RGB", 99, 201, 83).save(os.path.join(TMP, "w.ppm"))
magick([os.path.join(TMP, "w.ppm"), "-strip", "-quality", "75"], "w04_im_lossy.webp")
claim("w04_im_lossy.webp", "The image is 99 pixels wide by 201 pixels tall.", {"k": "size", "w": 99, "h": 201})
claim("w04_im_lossy.webp", "The image is landscape.", {"k": "orient", "v": "landscape"})

save("w05_rgba_lossy.webp", pil_bytes(picture("RGBA", 96, 64, 84), "WEBP", quality=80))
claim("w05_rgba_lossy.webp", "The WebP is 96x64.", {"k": "size", "w": 96, "h": 64})
claim("w05_rgba_lossy.webp", "The image is not animated.", {"k": "animated", "v": False})

# ================= crafted WebP =================
def riff_chunks(data):
    i, out = 12, []
    while i + 8 <= len(data):
        t, n = data[i:i + 4], struct.unpack("<I", data[i + 4:i + 8])[0]
        out.append((t, i))
        i += 8 + n + (n & 1)
    return out


wl = bytearray(open(os.path.join(OUT, "w01_lossy.webp"), "rb").read())
vp8 = dict(riff_chunks(bytes(wl)))[b"VP8 "] + 8
wa = bytearray(wl)
wa[vp8 + 6:vp8 + 8] = struct.pack("<H", 9000)
wa[vp8 + 8:vp8 + 10] = struct.pack("<H", 7000)
save("v01_webp_vp8_large.webp", bytes(wa))
claim("v01_webp_vp8_large.webp", "The WebP is 9000x7000.", {"k": "size", "w": 9000, "h": 7000})
claim("v01_webp_vp8_large.webp", "This is a WebP image.", {"k": "format", "v": "WEBP"})

wb = bytearray(wl)
wb[vp8 + 6:vp8 + 8] = struct.pack("<H", 160)
wb[vp8 + 8:vp8 + 10] = struct.pack("<H", 120)
save("v02_webp_vp8_half.webp", bytes(wb))
claim("v02_webp_vp8_half.webp", "The image is 160x120.", {"k": "size", "w": 160, "h": 120})

ll = bytearray(pil_bytes(picture("RGB", 100, 100, 85), "WEBP", lossless=True))
vl = dict(riff_chunks(bytes(ll)))[b"VP8L"] + 8
bits = struct.unpack("<I", ll[vl + 1:vl + 5])[0]
bits = (bits & ~0x3FFF) | (399 & 0x3FFF)  # width-1 = 399
ll[vl + 1:vl + 5] = struct.pack("<I", bits)
save("v03_webp_vp8l_width.webp", bytes(ll))
claim("v03_webp_vp8l_width.webp", "The WebP image is 400 pixels wide.", {"k": "width", "op": "==", "v": 400})
claim("v03_webp_vp8l_width.webp", "The image is a WebP.", {"k": "format", "v": "WEBP"})

wx = bytearray(open(os.path.join(OUT, "w05_rgba_lossy.webp"), "rb").read())
x8 = dict(riff_chunks(bytes(wx)))[b"VP8X"] + 8
wx[x8 + 4:x8 + 7] = (1999).to_bytes(3, "little")
wx[x8 + 7:x8 + 10] = (1499).to_bytes(3, "little")
save("v04_webp_vp8x_canvas.webp", bytes(wx))
claim("v04_webp_vp8x_canvas.webp", "The image is 2000x1500.", {"k": "size", "w": 2000, "h": 1500})
claim("v04_webp_vp8x_canvas.webp", "It is a WebP file.", {"k": "format", "v": "WEBP"})

save("v05_webp_cut.webp", bytes(wl[: len(wl) // 2]))
claim("v05_webp_cut.webp", "The WebP is 320x240 pixels.", {"k": "size", "w": 320, "h": 240})

wt = bytearray(wl[: len(wl) * 2 // 3])
wt[4:8] = struct.pack("<I", len(wt) - 8)
wt[vp8 - 4:vp8] = struct.pack("<I", len(wt) - vp8)
save("v06_webp_cut_sizes_fixed.webp", bytes(wt))
claim("v06_webp_cut_sizes_fixed.webp", "The image is 320x240.", {"k": "size", "w": 320, "h": 240})
claim("v06_webp_cut_sizes_fixed.webp", "The file is a WebP image.", {"k": "format", "v": "WEBP"})

# animated WebP: drop the last two ANMF chunks, RIFF size fixed
an = open(os.path.join(OUT, "w03_anim4.webp"), "rb").read()
anmf = [o for t, o in riff_chunks(an) if t == b"ANMF"]
ad = bytearray(an[: anmf[2]])
ad[4:8] = struct.pack("<I", len(ad) - 8)
save("v07_webp_anim_two_frames.webp", bytes(ad))
claim("v07_webp_anim_two_frames.webp", "The animated WebP has 4 frames.", {"k": "frames", "op": "==", "v": 4})
claim("v07_webp_anim_two_frames.webp", "The animation has 2 frames.", {"k": "frames", "op": "==", "v": 2})

# ================= magic vs extension / declared type =================
pngb = pil_bytes(picture("RGB", 210, 140, 90), "PNG")
save("m01_png_named_jpg.jpg", pngb)
claim("m01_png_named_jpg.jpg", "This JPEG is 210x140.", {"k": "all", "of": [{"k": "format", "v": "JPEG"}, {"k": "size", "w": 210, "h": 140}]}, ctype="image/jpeg",
      note="PNG bytes, .jpg name, declared image/jpeg")
save("m02_png_as_octet.bin", pngb)
claim("m02_png_as_octet.bin", "The image is a JPEG.", {"k": "format", "v": "JPEG"}, note="PNG bytes, no declared format")
claim("m02_png_as_octet.bin", "The image is a PNG of 210x140.", {"k": "all", "of": [{"k": "format", "v": "PNG"}, {"k": "size", "w": 210, "h": 140}]})
jpgb = pil_bytes(picture("RGB", 150, 100, 91), "JPEG", quality=80)
save("m03_jpeg_named_png.png", jpgb)
claim("m03_jpeg_named_png.png", "The file is a PNG image.", {"k": "format", "v": "PNG"}, ctype="application/octet-stream",
      note="JPEG bytes, .png name")
claim("m03_jpeg_named_png.png", "The image is 150x100.", {"k": "size", "w": 150, "h": 100}, ctype="application/octet-stream")
save("m04_png_sig_on_jpeg.png", b"\x89PNG\r\n\x1a\n" + jpgb[8:])
claim("m04_png_sig_on_jpeg.png", "The image is a PNG.", {"k": "format", "v": "PNG"})
claim("m04_png_sig_on_jpeg.png", "The image is 150x100 pixels.", {"k": "size", "w": 150, "h": 100})
rp = b"RIFF" + struct.pack("<I", 4 + 8 + len(pngb) + (len(pngb) & 1)) + b"WEBP" + b"VP8L" + struct.pack("<I", len(pngb)) + pngb + (b"\0" if len(pngb) & 1 else b"")
save("m05_riff_around_png.webp", rp)
claim("m05_riff_around_png.webp", "This is a WebP image.", {"k": "format", "v": "WEBP"})
claim("m05_riff_around_png.webp", "The image is 210x140.", {"k": "size", "w": 210, "h": 140})
save("m06_gif_header_on_png.gif", b"GIF89a" + pngb[6:])
claim("m06_gif_header_on_png.gif", "The GIF is 210 pixels wide.", {"k": "width", "op": "==", "v": 210})
save("m07_png_sig_only.png", pngb[:10])
claim("m07_png_sig_only.png", "The file is a PNG.", {"k": "format", "v": "PNG"})

# ================= larger files =================
big = Image.new("L", (2400, 1600))
big.putdata([(x // 8 + y // 8) & 255 for y in range(1600) for x in range(2400)])
save("l01_grey_2400x1600.png", pil_bytes(big, "PNG"))
claim("l01_grey_2400x1600.png", "The image is 2400x1600 pixels.", {"k": "size", "w": 2400, "h": 1600})
claim("l01_grey_2400x1600.png", "The image has an aspect ratio of 3:2.", {"k": "aspect", "w": 3, "h": 2})
save("l02_photo_1920.jpg", pil_bytes(picture("RGB", 1920, 1080, 95), "JPEG", quality=92))
claim("l02_photo_1920.jpg", "The image is Full HD, 1920x1080.", {"k": "size", "w": 1920, "h": 1080})
claim("l02_photo_1920.jpg", "The image has a 16:9 aspect ratio.", {"k": "aspect", "w": 16, "h": 9})
claim("l02_photo_1920.jpg", "The image is 1080 pixels wide.", {"k": "width", "op": "==", "v": 1080})

# ---------- more phrasings (ordinary files above) ----------
claim("p01_rgb.png", "Dimensions: 640 × 480 px", {"k": "size", "w": 640, "h": 480})
claim("p01_rgb.png", "The image is grayscale.", {"k": "grey", "v": True})
claim("j01_baseline.jpg", "The JPEG has a transparent background.", {"k": "transparent", "v": True})
claim("l01_grey_2400x1600.png", "The image is in full colour.", {"k": "grey", "v": False})
claim("w01_lossy.webp", "It's a 320×240 WebP.", {"k": "all", "of": [{"k": "format", "v": "WEBP"}, {"k": "size", "w": 320, "h": 240}]})
claim("j03_progressive.jpg", "The image is 300 pixels high and 400 wide.", {"k": "size", "w": 400, "h": 300})
claim("p08_tall.png", "The image is 900x20.", {"k": "size", "w": 900, "h": 20}, note="width/height swapped")
claim("w04_im_lossy.webp", "The image is in portrait orientation.", {"k": "orient", "v": "portrait"})
claim("g03_im_anim5.gif", "This is a still (non-animated) image.", {"k": "animated", "v": False})

with open(os.path.join(HERE, "cases.json"), "w") as f:
    json.dump(CASES, f, indent=1)
print(len(os.listdir(OUT)), "files,", len(CASES), "claims")
