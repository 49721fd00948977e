#!/usr/bin/python3
"""Builds the image files of the round-4 held-out set into files/.

Ordinary files come from Pillow and ImageMagick; crafted files are made by editing those bytes so that headers lie
while checksums and markers stay valid (CRC-32s recomputed, RIFF sizes kept consistent, JPEG markers kept).
Deterministic: run it again and the same bytes come out (ImageMagick's builtin images and gradients have no
randomness; Pillow is seeded by fixed pixel formulas).
"""
import io
import os
import struct
import subprocess
import zlib

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")
os.makedirs(OUT, exist_ok=True)


def put(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def pil_bytes(im, fmt, **kw):
    b = io.BytesIO()
    im.save(b, fmt, **kw)
    return b.getvalue()


def magick(args, name):
    path = os.path.join(OUT, name)
    subprocess.run(["convert", *args, "-define", "png:exclude-chunks=date,time", "+set", "date:create", "+set", "date:modify", path], check=True)
    return open(path, "rb").read()


def pattern(mode, w, h, seed=0):
    im = Image.new("RGB", (w, h))
    px = im.load()
    for y in range(h):
        for x in range(w):
            px[x, y] = ((x * 7 + y * 3 + seed) % 256, (x * y + seed * 5) % 256, (x ^ y) % 256)
    d = ImageDraw.Draw(im)
    d.ellipse((w // 5, h // 5, w - w // 5, h - h // 5), outline=(255, 255, 0))
    return im.convert(mode) if mode != "RGB" else im


# ---------- PNG helpers ----------
SIG = b"\x89PNG\r\n\x1a\n"


def chunk(typ, data):
    return struct.pack(">I", len(data)) + typ + data + struct.pack(">I", zlib.crc32(typ + data) & 0xFFFFFFFF)


def png_chunks(data):
    assert data[:8] == SIG
    i, out = 8, []
    while i < len(data):
        (n,) = struct.unpack(">I", data[i:i + 4])
        out.append((data[i + 4:i + 8], data[i + 8:i + 8 + n]))
        i += 12 + n
    return out


def png_build(chunks):
    return SIG + b"".join(chunk(t, d) for t, d in chunks)


def ihdr(w, h, depth=8, ctype=2, interlace=0):
    return struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace)


def raw_rows(w, h, bpp, rows_filter=0, seed=1):
    out = bytearray()
    for y in range(h):
        out.append(rows_filter)
        out += bytes(((x * 13 + y * 7 + seed) % 251) for x in range(w * bpp))
    return bytes(out)


# ---------- ordinary files: Pillow ----------
put("photo_rgb_640x480.png", pil_bytes(pattern("RGB", 640, 480), "PNG"))
rgba = Image.new("RGBA", (300, 200), (0, 0, 0, 0))
ImageDraw.Draw(rgba).rectangle((40, 30, 260, 170), fill=(200, 30, 60, 255))
put("logo_rgba_300x200.png", pil_bytes(rgba, "PNG"))
put("scan_gray_128x512.png", pil_bytes(pattern("L", 128, 512), "PNG"))
put("icon_palette_256x256.png", pil_bytes(pattern("RGB", 256, 256, 3).convert("P", palette=Image.ADAPTIVE, colors=64), "PNG"))
pt = pattern("RGB", 90, 60, 9).convert("P", palette=Image.ADAPTIVE, colors=16)
put("sprite_palette_trns_90x60.png", pil_bytes(pt, "PNG", transparency=0))
put("mask_1bit_64x48.png", pil_bytes(pattern("L", 64, 48).point(lambda v: 255 if v > 127 else 0).convert("1"), "PNG"))
put("pixel_1x1.png", pil_bytes(Image.new("RGB", (1, 1), (10, 20, 30)), "PNG"))
put("banner_2000x20.png", pil_bytes(pattern("RGB", 2000, 20), "PNG"))
put("column_20x1000.png", pil_bytes(pattern("RGB", 20, 1000), "PNG"))
put("photo_800x600.jpg", pil_bytes(pattern("RGB", 800, 600, 2), "JPEG", quality=85))
put("progressive_1024x768.jpg", pil_bytes(pattern("RGB", 1024, 768, 4), "JPEG", quality=80, progressive=True))
put("portrait_gray_375x500.jpg", pil_bytes(pattern("L", 375, 500, 6), "JPEG", quality=90))
put("print_cmyk_120x80.jpg", pil_bytes(pattern("RGB", 120, 80).convert("CMYK"), "JPEG", quality=90))
put("odd_333x177.jpg", pil_bytes(pattern("RGB", 333, 177, 8), "JPEG", quality=75, subsampling=2))
put("tiny_1x1.jpg", pil_bytes(Image.new("RGB", (1, 1), (200, 100, 50)), "JPEG"))
put("thumb_444_160x90.jpg", pil_bytes(pattern("RGB", 160, 90, 11), "JPEG", quality=95, subsampling=0))
put("still_200x150.gif", pil_bytes(pattern("RGB", 200, 150).convert("P", palette=Image.ADAPTIVE), "GIF"))
frames = [pattern("RGB", 100, 100, s * 40).convert("P", palette=Image.ADAPTIVE) for s in range(4)]
put("spinner_4frames_100x100.gif", pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0))
tg = Image.new("P", (50, 50), 0)
tg.putpalette([0, 0, 0, 255, 0, 0] + [0] * 762)
ImageDraw.Draw(tg).ellipse((5, 5, 45, 45), fill=1)
put("dot_transparent_50x50.gif", pil_bytes(tg, "GIF", transparency=0))
put("landscape_lossy_400x300.webp", pil_bytes(pattern("RGB", 400, 300, 12), "WEBP", quality=80))
la = pattern("RGBA", 256, 128, 13)
la.putalpha(Image.linear_gradient("L").resize((256, 128)))
put("lossless_rgba_256x128.webp", pil_bytes(la, "WEBP", lossless=True))
wf = [pattern("RGB", 120, 90, s * 30) for s in range(3)]
put("anim_3frames_120x90.webp", pil_bytes(wf[0], "WEBP", save_all=True, append_images=wf[1:], duration=120, loop=0))
aw = pattern("RGBA", 160, 120, 14)
aw.putalpha(Image.linear_gradient("L").resize((160, 120)))
put("lossy_alpha_160x120.webp", pil_bytes(aw, "WEBP", quality=70))
af = [pattern("RGB", 80, 60, s * 50) for s in range(3)]
put("apng_3frames_80x60.png", pil_bytes(af[0], "PNG", save_all=True, append_images=af[1:], duration=100, loop=0))

# ---------- ordinary files: ImageMagick ----------
magick(["-size", "333x222", "gradient:navy-orange", "-interlace", "PNG"], "interlaced_333x222.png")
magick(["-size", "200x100", "gradient:", "-depth", "16", "-colorspace", "Gray"], "gray16_200x100.png")
magick(["-size", "250x250", "gradient:red-blue", "-quality", "88"], "square_250x250.jpg")
magick(["rose:"], "rose_70x46.gif")
magick(["logo:", "-resize", "50%"], "logo_320x240.webp")
magick(["-delay", "20", "-size", "64x32", "xc:red", "xc:green", "xc:blue", "-loop", "0"], "traffic_3frames_64x32.gif")
magick(["-size", "48x48", "xc:none", "-fill", "blue", "-draw", "circle 24,24 24,4"], "circle_alpha_48x48.png")

# ---------- crafted: PNG ----------
# 1. header 4096x3072 over 64x48 RGB pixel data (CRCs recomputed)
put("lie_ihdr_big.png", png_build([(b"IHDR", ihdr(4096, 3072)), (b"IDAT", zlib.compress(raw_rows(64, 48, 3))), (b"IEND", b"")]))
# 2. header 100x50 over 40 rows only
put("lie_rows_short.png", png_build([(b"IHDR", ihdr(100, 50)), (b"IDAT", zlib.compress(raw_rows(100, 40, 3))), (b"IEND", b"")]))
# 3. header 50x30 over 60 rows (data left after the last row)
put("lie_rows_extra.png", png_build([(b"IHDR", ihdr(50, 30)), (b"IDAT", zlib.compress(raw_rows(50, 60, 3))), (b"IEND", b"")]))
# 4. deflate stream damaged in the middle, CRC recomputed
z = bytearray(zlib.compress(raw_rows(120, 80, 3, seed=5), 6))
for k in range(len(z) // 2, len(z) // 2 + 6):
    z[k] ^= 0x5A
put("corrupt_idat_crc_ok.png", png_build([(b"IHDR", ihdr(120, 80)), (b"IDAT", bytes(z)), (b"IEND", b"")]))
# 5. zlib stream cut at 60 %, CRC recomputed, IEND present
z = zlib.compress(raw_rows(150, 100, 3, seed=2))
put("truncated_zlib_crc_ok.png", png_build([(b"IHDR", ihdr(150, 100)), (b"IDAT", z[: len(z) * 6 // 10]), (b"IEND", b"")]))
# 6. Adler-32 wrong, CRC recomputed
z = bytearray(zlib.compress(raw_rows(60, 60, 3, seed=3)))
z[-1] ^= 0xFF
put("bad_adler_crc_ok.png", png_build([(b"IHDR", ihdr(60, 60)), (b"IDAT", bytes(z)), (b"IEND", b"")]))
# 7. filter type 7 on every row
put("bad_filter_type.png", png_build([(b"IHDR", ihdr(40, 30)), (b"IDAT", zlib.compress(raw_rows(40, 30, 3, rows_filter=7))), (b"IEND", b"")]))
# 8. palette of 4 entries, 8-bit indices up to 250
put("palette_index_out_of_range.png", png_build([
    (b"IHDR", ihdr(64, 32, 8, 3)), (b"PLTE", bytes([0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255])),
    (b"IDAT", zlib.compress(raw_rows(64, 32, 1))), (b"IEND", b"")]))
# 9. valid small file whose IDAT is split in three chunks (legal)
z = zlib.compress(raw_rows(90, 45, 3, seed=4))
t = len(z) // 3
put("split_idat_90x45.png", png_build([(b"IHDR", ihdr(90, 45)), (b"IDAT", z[:t]), (b"IDAT", z[t:2 * t]), (b"IDAT", z[2 * t:]), (b"IEND", b"")]))
# 10. width 2,000,000 x 1 over 10 pixels of data
put("lie_width_2m.png", png_build([(b"IHDR", ihdr(2000000, 1)), (b"IDAT", zlib.compress(raw_rows(10, 1, 3))), (b"IEND", b"")]))
# 11. APNG whose acTL declares 5 frames, 2 present (CRCs valid)
apng = png_chunks(open(os.path.join(OUT, "apng_3frames_80x60.png"), "rb").read())
new, seen_fctl = [], 0
for typ, data in apng:
    if typ == b"acTL":
        data = struct.pack(">II", 5, 0)
    if typ == b"fcTL":
        seen_fctl += 1
    if seen_fctl >= 3 and typ in (b"fcTL", b"fdAT"):
        continue
    new.append((typ, data))
put("apng_actl_says5_has2.png", png_build(new))
# 12. PNG signature over JPEG data
put("png_sig_over_jpeg.png", SIG + open(os.path.join(OUT, "tiny_1x1.jpg"), "rb").read()[2:])
# 13. PNG bytes inside a RIFF/WEBP box
pb = open(os.path.join(OUT, "pixel_1x1.png"), "rb").read()
body = b"WEBP" + b"VP8L" + struct.pack("<I", len(pb)) + pb + (b"\0" if len(pb) % 2 else b"")
put("riff_webp_around_png.webp", b"RIFF" + struct.pack("<I", len(body)) + body)
# 14. PNG content under a .jpg name
put("really_png_named.jpg", open(os.path.join(OUT, "photo_rgb_640x480.png"), "rb").read())

# ---------- crafted: JPEG ----------
def sof_offset(data):
    i = 2
    while i < len(data):
        assert data[i] == 0xFF
        m = data[i + 1]
        (n,) = struct.unpack(">H", data[i + 2:i + 4])
        if m in (0xC0, 0xC1, 0xC2):
            return i
        i += 2 + n
    raise ValueError("no SOF")


def jpeg_resize_header(src, w, h):
    d = bytearray(src)
    o = sof_offset(d)
    d[o + 5:o + 7] = struct.pack(">H", h)
    d[o + 7:o + 9] = struct.pack(">H", w)
    return bytes(d)


base64 = pil_bytes(pattern("RGB", 64, 64, 20), "JPEG", quality=90)
put("lie_sof_big_3000x2000.jpg", jpeg_resize_header(base64, 3000, 2000))
base256 = pil_bytes(pattern("RGB", 256, 256, 21), "JPEG", quality=90)
put("lie_sof_small_32x32.jpg", jpeg_resize_header(base256, 32, 32))
put("lie_sof_wide_same_blocks.jpg", jpeg_resize_header(pil_bytes(pattern("RGB", 128, 32, 22), "JPEG", quality=90), 32, 128))
ph = open(os.path.join(OUT, "photo_800x600.jpg"), "rb").read()
put("cut_half_800x600.jpg", ph[: len(ph) // 2])
put("cut_no_eoi_800x600.jpg", ph[:-2])
put("cut_after_headers.jpg", ph[:400])
d = bytearray(open(os.path.join(OUT, "odd_333x177.jpg"), "rb").read())
mid = len(d) * 2 // 3
for k in range(mid, mid + 24):
    if d[k] != 0xFF and d[k - 1] != 0xFF:
        d[k] = (d[k] * 37 + 11) % 255
put("scrambled_scan_333x177.jpg", bytes(d))
put("trailing_junk_after_eoi.jpg", open(os.path.join(OUT, "thumb_444_160x90.jpg"), "rb").read() + b"\x00garbage-after-EOI" * 4)

# ---------- crafted: GIF ----------
def gif_blocks(data):
    """Returns (offset of first image descriptor, list of (desc_off, data_start, data_end)) for frames."""
    flags = data[10]
    i = 13 + (3 * (2 << (flags & 7)) if flags & 0x80 else 0)
    frames = []
    while i < len(data):
        b = data[i]
        if b == 0x21:
            i += 2
            while data[i]:
                i += data[i] + 1
            i += 1
        elif b == 0x2C:
            desc = i
            f = data[i + 9]
            i += 10 + (3 * (2 << (f & 7)) if f & 0x80 else 0)
            i += 1  # LZW min code size
            start = i
            while data[i]:
                i += data[i] + 1
            i += 1
            frames.append((desc, start, i))
        elif b == 0x3B:
            break
        else:
            raise ValueError("bad block")
    return frames


g = bytearray(open(os.path.join(OUT, "still_200x150.gif"), "rb").read())
g[6:10] = struct.pack("<HH", 5000, 5000)
put("screen_5000_frame_200x150.gif", bytes(g))
g = bytearray(open(os.path.join(OUT, "still_200x150.gif"), "rb").read())
g[6:10] = struct.pack("<HH", 100, 75)
put("frame_outside_screen.gif", bytes(g))
sp = open(os.path.join(OUT, "spinner_4frames_100x100.gif"), "rb").read()
fr = gif_blocks(sp)
_, s2, e2 = fr[2]
put("frame3_cut_then_trailer.gif", sp[: s2 + (e2 - s2) // 2] + b"\x00\x3b")
g = bytearray(open(os.path.join(OUT, "still_200x150.gif"), "rb").read())
_, s, e = gif_blocks(bytes(g))[0]
k = s + 1 + 20
for j in range(k, k + 40):
    if (j - s) % 256 != 0:
        g[j] = 0xFF
put("lzw_garbage_200x150.gif", bytes(g))
put("gif_no_trailer.gif", sp[:-1])
put("gif_cut_header.gif", sp[:30])

# ---------- crafted: WebP ----------
def riff_chunks(data):
    i, out = 12, []
    while i + 8 <= len(data):
        t = data[i:i + 4]
        (n,) = struct.unpack("<I", data[i + 4:i + 8])
        out.append((t, i + 8, n))
        i += 8 + n + (n & 1)
    return out


lw = bytearray(open(os.path.join(OUT, "landscape_lossy_400x300.webp"), "rb").read())
(t, off, n), = [c for c in riff_chunks(bytes(lw)) if c[0] == b"VP8 "]
lw[off + 6:off + 8] = struct.pack("<H", 3000)
lw[off + 8:off + 10] = struct.pack("<H", 2000)
put("lie_vp8_header_3000x2000.webp", bytes(lw))
ll = bytearray(open(os.path.join(OUT, "lossless_rgba_256x128.webp"), "rb").read())
chs = riff_chunks(bytes(ll))
vp8l = [c for c in chs if c[0] == b"VP8L"]
if vp8l and not [c for c in chs if c[0] == b"VP8X"]:
    _, off, n = vp8l[0]
    bits = int.from_bytes(ll[off + 1:off + 5], "little")
    bits = (bits & ~0x0FFFFFFF) | (1023) | (511 << 14)
    ll[off + 1:off + 5] = bits.to_bytes(4, "little")
put("lie_vp8l_header_1024x512.webp", bytes(ll))
lw = open(os.path.join(OUT, "landscape_lossy_400x300.webp"), "rb").read()
put("webp_cut_60pct.webp", lw[: len(lw) * 6 // 10])
cut = bytearray(lw[: len(lw) * 7 // 10])
# RIFF and VP8 sizes rewritten to the cut length: the boxes agree, the partition runs dry
cut[4:8] = struct.pack("<I", len(cut) - 8)
(t, off, n), = [c for c in riff_chunks(lw) if c[0] == b"VP8 "]
cut[off - 4:off] = struct.pack("<I", len(cut) - off)
put("webp_partition_dry_sizes_ok.webp", bytes(cut))
an = bytearray(open(os.path.join(OUT, "anim_3frames_120x90.webp"), "rb").read())
anmf = [c for c in riff_chunks(bytes(an)) if c[0] == b"ANMF"]
_, off, n = anmf[1]
for k in range(off + n // 2, off + n // 2 + 30):
    an[k] ^= 0xA5
put("anim_frame2_scrambled.webp", bytes(an))
put("webp_named_png.png", open(os.path.join(OUT, "logo_320x240.webp"), "rb").read())
print("files:", len(os.listdir(OUT)))
