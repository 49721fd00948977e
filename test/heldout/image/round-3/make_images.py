#!/usr/bin/python3
"""Writes every file of the round-3 image held-out set into files/.

Run with Debian's Python (Pillow 9.4) and ImageMagick 6 on the PATH:  /usr/bin/python3 make_images.py
Ordinary files are made by Pillow, ImageMagick and libwebp's tools; crafted files are edited byte by byte
from ordinary ones, recomputing every checksum the container has (PNG CRC-32, zlib Adler-32, RIFF sizes),
so only the decoded pixel data can tell that the header lies. The content is deterministic (seeded).
"""
import io
import os
import random
import struct
import subprocess
import zlib

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")
TMP = os.path.join(HERE, ".tmp")
os.makedirs(OUT, exist_ok=True)
os.makedirs(TMP, exist_ok=True)
rng = np.random.default_rng(2503)


def put(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def pil_bytes(img, fmt, **kw):
    b = io.BytesIO()
    img.save(b, fmt, **kw)
    return b.getvalue()


def tmp_png(name, img):
    path = os.path.join(TMP, name)
    img.save(path, "PNG")
    return path


def im(args):
    """Runs ImageMagick convert; returns the output file's bytes (last arg is an output under TMP)."""
    subprocess.run(["convert", *args], check=True)
    with open(args[-1].split(":", 1)[-1], "rb") as f:
        return f.read()


def scene(w, h, seed=0):
    """A smooth picture with some texture: gradients, a disc and low-amplitude noise."""
    y, x = np.mgrid[0:h, 0:w]
    r = (x * 255 // max(w - 1, 1))
    g = (y * 255 // max(h - 1, 1))
    cx, cy = w * 0.6, h * 0.4
    d = ((x - cx) ** 2 + (y - cy) ** 2) < (min(w, h) * 0.3) ** 2
    b = np.where(d, 220, 40)
    noise = np.random.default_rng(seed).integers(0, 24, size=(h, w, 3))
    a = np.stack([r, g, b], axis=-1) + noise
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB")


# ---------------------------------------------------------------- PNG helpers
def png_chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, out = 8, []
    while pos < len(data):
        n = struct.unpack(">I", data[pos:pos + 4])[0]
        t = data[pos + 4:pos + 8]
        out.append([t, data[pos + 8:pos + 8 + n]])
        pos += 12 + n
    return out


def chunk(t, body, crc=None):
    c = zlib.crc32(t + body) & 0xFFFFFFFF if crc is None else crc
    return struct.pack(">I", len(body)) + t + body + struct.pack(">I", c)


def png_build(chunks):
    return b"\x89PNG\r\n\x1a\n" + b"".join(chunk(t, b) for t, b in chunks)


def png_with_idat(chunks, idat_stream, split=None):
    """Replaces all IDAT chunks by one (or several, split every `split` bytes) holding idat_stream."""
    out, done = [], False
    for t, b in chunks:
        if t == b"IDAT":
            if not done:
                step = split or len(idat_stream) or 1
                for i in range(0, max(len(idat_stream), 1), step):
                    out.append([b"IDAT", idat_stream[i:i + step]])
                done = True
            continue
        out.append([t, b])
    return png_build(out)


def idat_of(chunks):
    return b"".join(b for t, b in chunks if t == b"IDAT")


def raw_rows(img):
    """Filter-0 scanlines of an 8-bit RGB/RGBA/L image."""
    a = np.asarray(img)
    h = a.shape[0]
    rows = a.reshape(h, -1)
    return b"".join(b"\x00" + rows[i].tobytes() for i in range(h))


def ihdr(w, h, depth=8, ctype=2, interlace=0):
    return struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace)


# ================================================================ ordinary files
# PNG
put("p01_rgb_640x480.png", pil_bytes(scene(640, 480, 1), "PNG"))
rgba = scene(300, 300, 2).convert("RGBA")
al = np.asarray(rgba).copy()
al[:, :, 3] = np.linspace(0, 255, 300).astype(np.uint8)[None, :]
put("p02_rgba_300x300.png", pil_bytes(Image.fromarray(al, "RGBA"), "PNG"))
put("p03_grey_1x1.png", pil_bytes(Image.new("L", (1, 1), 128), "PNG"))
put("p04_tall_48x1500.png", pil_bytes(scene(48, 1500, 3).convert("L"), "PNG"))
put("p05_palette_trns_257x131.png",
    pil_bytes(scene(257, 131, 4).quantize(16), "PNG", transparency=0))
put("p06_interlaced_im_413x97.png",
    im([tmp_png("src06.png", scene(413, 97, 5)), "-interlace", "PNG", "-define", "png:exclude-chunks=date,time", "PNG24:" + os.path.join(TMP, "o06.png")]))
g16 = (np.linspace(0, 65535, 200 * 150).reshape(150, 200)).astype(np.uint16)
put("p07_grey16_200x150.png", pil_bytes(Image.fromarray(g16, "I;16"), "PNG"))
put("p08_bilevel_1000x25.png", pil_bytes(scene(1000, 25, 6).convert("1"), "PNG"))
put("p09_wide_2400x40.png", pil_bytes(scene(2400, 40, 7), "PNG", compress_level=9))
put("p10_rgba64_im_128x128.png",
    im([tmp_png("src10.png", scene(128, 128, 8)), "-alpha", "set", "-depth", "16", "-define", "png:exclude-chunks=date,time", "PNG64:" + os.path.join(TMP, "o10.png")]))

# JPEG
put("j01_baseline_1280x720.jpg", pil_bytes(scene(1280, 720, 11), "JPEG", quality=80))
put("j02_progressive_800x600.jpg", pil_bytes(scene(800, 600, 12), "JPEG", quality=85, progressive=True))
put("j03_grey_123x457.jpg", pil_bytes(scene(123, 457, 13).convert("L"), "JPEG", quality=90))
put("j04_cmyk_240x160.jpg", pil_bytes(scene(240, 160, 14).convert("CMYK"), "JPEG", quality=90))
put("j05_444_1x1.jpg", pil_bytes(Image.new("RGB", (1, 1), (200, 10, 10)), "JPEG", subsampling=0))
put("j06_im_restart_999x333.jpg",
    im([tmp_png("src06j.png", scene(999, 333, 15)), "-quality", "75", "-define", "jpeg:restart-interval=4",
        os.path.join(TMP, "o06.jpg")]))
put("j07_square_512x512.jpg", pil_bytes(scene(512, 512, 16), "JPEG", quality=70, subsampling=2))

# GIF
put("g01_static_320x200.gif", pil_bytes(scene(320, 200, 21), "GIF"))
frames = [scene(160, 90, 30 + i).quantize(64) for i in range(6)]
put("g02_anim6_160x90.gif", pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=80, loop=0))
t = scene(64, 64, 22).quantize(32)
put("g03_transparent_64x64.gif", pil_bytes(t, "GIF", transparency=3))
put("g04_im_interlaced_97x211.gif",
    im([tmp_png("src04.png", scene(97, 211, 23)), "-interlace", "GIF", os.path.join(TMP, "o04.gif")]))
two = [scene(50, 50, 40 + i).quantize(8) for i in range(2)]
put("g05_anim2_50x50.gif", pil_bytes(two[0], "GIF", save_all=True, append_images=two[1:], duration=500))

# WebP
put("w01_lossy_1024x768.webp", pil_bytes(scene(1024, 768, 51), "WEBP", quality=75))
w2 = np.asarray(scene(333, 222, 52).convert("RGBA")).copy()
w2[:, :, 3] = np.linspace(255, 30, 222).astype(np.uint8)[:, None]
put("w02_lossless_alpha_333x222.webp", pil_bytes(Image.fromarray(w2, "RGBA"), "WEBP", lossless=True))
la = scene(200, 100, 53).convert("RGBA")
aa = np.asarray(la).copy()
aa[:, :100, 3] = 0
put("w03_lossy_alpha_200x100.webp", pil_bytes(Image.fromarray(aa, "RGBA"), "WEBP", quality=80))
wf = [scene(120, 80, 60 + i) for i in range(4)]
put("w04_anim4_120x80.webp", pil_bytes(wf[0], "WEBP", save_all=True, append_images=wf[1:], duration=100, loop=0))
subprocess.run(["cwebp", "-quiet", "-q", "60", tmp_png("src05.png", scene(61, 37, 54)), "-o", os.path.join(TMP, "o05.webp")],
               check=True)
put("w05_cwebp_61x37.webp", open(os.path.join(TMP, "o05.webp"), "rb").read())

# APNG (Pillow writes acTL/fcTL/fdAT)
af = [scene(90, 60, 70 + i) for i in range(3)]
put("a01_apng3_90x60.png", pil_bytes(af[0], "PNG", save_all=True, append_images=af[1:], duration=100, loop=0))

# ================================================ format versus name / declared type
put("x01_jpeg_named.png", pil_bytes(scene(210, 140, 81), "JPEG", quality=80))
put("x02_png_named.jpg", pil_bytes(scene(150, 250, 82), "PNG"))
put("x03_gif_named.webp", pil_bytes(scene(70, 70, 83), "GIF"))
put("x04_webp_declared_png.webp", pil_bytes(scene(88, 44, 84), "WEBP", quality=70))
put("x05_text_named.png", b"This is not an image. Width: 640, height: 480, format PNG.\n")

# ================================================================ crafted PNG
base = pil_bytes(scene(240, 120, 91), "PNG")
ch = png_chunks(base)
stream = idat_of(ch)
raw = zlib.decompress(stream)

# header 3200x2400 over 240x120 pixel data, every CRC recomputed
c = [list(x) for x in ch]
c[0][1] = ihdr(3200, 2400)
put("c01_png_ihdr_3200x2400_over_240x120.png", png_build(c))

# header one row taller than the data (240x121)
c = [list(x) for x in ch]
c[0][1] = ihdr(240, 121)
put("c02_png_ihdr_one_row_short.png", png_build(c))

# header shorter than the data (240x100 over 240x120 rows): data left after the last row
c = [list(x) for x in ch]
c[0][1] = ihdr(240, 100)
put("c03_png_ihdr_fewer_rows_than_data.png", png_build(c))

# header width swapped (120x240 over 240x120 RGB: same byte count per image, different row length)
c = [list(x) for x in ch]
c[0][1] = ihdr(120, 240)
put("c04_png_ihdr_swapped_120x240.png", png_build(c))

# IDAT zlib stream cut to 60 % (CRC recomputed, IEND present)
put("c05_png_idat_truncated_crc_ok.png", png_with_idat(ch, stream[: len(stream) * 6 // 10]))

# IDAT bytes overwritten in the middle, CRC recomputed
bad = bytearray(stream)
for i in range(len(bad) // 2, len(bad) // 2 + 40):
    bad[i] = (bad[i] * 7 + 13) & 0xFF
put("c06_png_idat_corrupt_crc_ok.png", png_with_idat(ch, bytes(bad)))

# Adler-32 of the zlib stream wrong, CRC recomputed
bad = bytearray(stream)
bad[-1] ^= 0x55
put("c07_png_adler_wrong_crc_ok.png", png_with_idat(ch, bytes(bad)))

# a row with filter type 9, stream re-deflated with a correct Adler-32
rb = bytearray(raw)
rowlen = 1 + 240 * 3
rb[rowlen * 50] = 9
put("c08_png_bad_filter_type.png", png_with_idat(ch, zlib.compress(bytes(rb), 9)))

# IDAT CRC wrong (not recomputed): a damaged file
whole = bytearray(base)
p = base.index(b"IDAT")
n = struct.unpack(">I", base[p - 4:p])[0]
whole[p + 4 + n] ^= 0xFF
put("c09_png_idat_crc_wrong.png", bytes(whole))

# file cut in the middle of the IDAT chunk (no IEND)
put("c10_png_cut_mid_idat.png", base[: p + 4 + n // 3])

# file cut right after IHDR
put("c11_png_cut_after_ihdr.png", base[:33])

# file missing only its IEND chunk
put("c12_png_no_iend.png", base[: base.index(b"IEND") - 4])

# PNG signature and IHDR in front of JPEG bytes (no IDAT)
jp = pil_bytes(scene(240, 120, 92), "JPEG")
put("c13_png_signature_over_jpeg.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr(240, 120)) + jp)

# two zlib streams in the IDAT data (second half compressed separately), CRCs recomputed
half = len(raw) // 2
put("c14_png_two_zlib_streams.png", png_with_idat(ch, zlib.compress(raw[:half]) + zlib.compress(raw[half:])))

# an unknown critical chunk ("ZZZz") before IDAT, CRC correct
c = [list(x) for x in ch]
c.insert(1, [b"ZZZz", b"hello"])
put("c15_png_unknown_critical_chunk.png", png_build(c))

# the IDAT split into many small chunks (legal) and bytes after IEND (ignored by decoders)
put("c16_png_idat_split_plus_trailing_bytes.png", png_with_idat(ch, stream, split=97) + b"garbage after IEND\x00\x01")

# palette image whose pixels index beyond a 4-entry PLTE (CRC ok)
pal = Image.fromarray((np.arange(64 * 32).reshape(32, 64) % 16).astype(np.uint8), "P")
pal.putpalette([(i * 16) % 256 for i in range(48)])
pb = pil_bytes(pal, "PNG", bits=8)
pc = [list(x) for x in png_chunks(pb)]
for x in pc:
    if x[0] == b"PLTE":
        x[1] = x[1][:12]
put("c17_png_palette_index_beyond_plte.png", png_build(pc))

# grey image (colour type 0) that carries a PLTE chunk (forbidden), CRC ok
gb = pil_bytes(scene(80, 80, 93).convert("L"), "PNG")
gc = [list(x) for x in png_chunks(gb)]
gc.insert(1, [b"PLTE", bytes(range(9))])
put("c18_png_grey_with_plte.png", png_build(gc))

# APNG whose acTL promises 5 frames over 3
ab = pil_bytes(af[0], "PNG", save_all=True, append_images=af[1:], duration=100, loop=0)
acc = [list(x) for x in png_chunks(ab)]
for x in acc:
    if x[0] == b"acTL":
        x[1] = struct.pack(">II", 5, 0)
put("c19_apng_actl_5_over_3_frames.png", png_build(acc))

# ================================================================ crafted JPEG
jb = pil_bytes(scene(160, 120, 101), "JPEG", quality=85)


def sof_pos(b):
    pos = 2
    while True:
        assert b[pos] == 0xFF
        m = b[pos + 1]
        ln = struct.unpack(">H", b[pos + 2:pos + 4])[0]
        if m in (0xC0, 0xC1, 0xC2):
            return pos
        pos += 2 + ln


def jpeg_size(b, w, h):
    s = sof_pos(b)
    b = bytearray(b)
    b[s + 5:s + 9] = struct.pack(">HH", h, w)
    return bytes(b)


put("c20_jpeg_sof_6000x4000_over_160x120.jpg", jpeg_size(jb, 6000, 4000))
put("c21_jpeg_sof_8x8_over_160x120.jpg", jpeg_size(jb, 8, 8))
put("c22_jpeg_sof_160x136_one_mcu_row_more.jpg", jpeg_size(jb, 160, 136))
put("c23_jpeg_sof_height_0.jpg", jpeg_size(jb, 160, 0))
put("c24_jpeg_cut_half.jpg", jb[: len(jb) // 2])
put("c25_jpeg_no_eoi.jpg", jb[:-2])
sos = jb.index(b"\xff\xda")
scan_start = sos + 2 + struct.unpack(">H", jb[sos + 2:sos + 4])[0]
bj = bytearray(jb)
r = random.Random(7)
for i in range(scan_start + 200, scan_start + 260):
    if bj[i] != 0xFF and bj[i - 1] != 0xFF:
        v = r.randrange(256)
        bj[i] = v if v != 0xFF else 0x00
put("c26_jpeg_scan_bytes_overwritten.jpg", bytes(bj))
pj = pil_bytes(scene(400, 300, 102), "JPEG", quality=85, progressive=True)
sos_all = [i for i in range(len(pj) - 1) if pj[i] == 0xFF and pj[i + 1] == 0xDA]
put("c27_jpeg_progressive_cut_after_2_scans.jpg", pj[: sos_all[2]] + b"\xff\xd9")
put("c28_jpeg_progressive_cut_mid_first_scan.jpg", pj[: sos_all[0] + 300])
put("c29_jpeg_trailing_bytes_after_eoi.jpg", jb + b"\x00" * 64 + b"TRAILER")
# a JPEG (SOI...) inside a file whose first bytes say GIF89a
put("c30_gif_signature_over_jpeg.gif", b"GIF89a" + jb[2:])

# ================================================================ crafted GIF
gb = pil_bytes(scene(40, 30, 111).quantize(16), "GIF")


def gif_screen(b, w, h):
    b = bytearray(b)
    b[6:10] = struct.pack("<HH", w, h)
    return bytes(b)


put("c31_gif_screen_5000x5000_frame_40x30.gif", gif_screen(gb, 5000, 5000))


def gif_first_image_desc(b):
    flags = b[10]
    pos = 13 + (3 * (2 ** ((flags & 7) + 1)) if flags & 0x80 else 0)
    while b[pos] == 0x21:
        pos += 2
        while b[pos]:
            pos += 1 + b[pos]
        pos += 1
    assert b[pos] == 0x2C
    return pos


def gif_frame(b, w, h, left=None, top=None):
    b = bytearray(b)
    d = gif_first_image_desc(b)
    if left is not None:
        b[d + 1:d + 5] = struct.pack("<HH", left, top)
    b[d + 5:d + 9] = struct.pack("<HH", w, h)
    return bytes(b)


put("c32_gif_frame_300x200_in_40x30_screen.gif", gif_frame(gif_screen(gb, 40, 30), 300, 200))
put("c33_gif_frame_offset_outside_screen.gif", gif_frame(gb, 40, 30, 25, 20))
d = gif_first_image_desc(gb)
put("c34_gif_lzw_cut_with_trailer.gif", gb[: d + 10 + 1 + 60] + b"\x00\x3b")
put("c35_gif_no_trailer.gif", gb[:-1])
put("c36_gif_cut_half.gif", gb[: len(gb) // 2])
put("c37_gif_screen_0x0.gif", gif_screen(gb, 0, 0))
# animated GIF with its third frame's LZW data overwritten (sub-block lengths kept)
ag = bytearray(pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=80, loop=0))


def gif_images(b):
    flags = b[10]
    pos = 13 + (3 * (2 ** ((flags & 7) + 1)) if flags & 0x80 else 0)
    out = []
    while b[pos] != 0x3B:
        if b[pos] == 0x21:
            pos += 2
            while b[pos]:
                pos += 1 + b[pos]
            pos += 1
        else:
            desc = pos
            f = b[pos + 9]
            pos += 10 + (3 * (2 ** ((f & 7) + 1)) if f & 0x80 else 0)
            lzw = pos
            pos += 1
            while b[pos]:
                pos += 1 + b[pos]
            pos += 1
            out.append((desc, lzw))
    return out


imgs = gif_images(ag)
_, lzw3 = imgs[2]
first_block = lzw3 + 1
for i in range(first_block + 1, first_block + 1 + ag[first_block]):
    ag[i] = 0xFF
put("c38_gif_anim6_frame3_lzw_garbage.gif", bytes(ag))
# animated GIF cut after its 4th of 6 frames, trailer added
ag_ok = pil_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=80, loop=0)
gce4 = ag_ok.rfind(b"\x21\xf9", 0, gif_images(ag_ok)[4][0])
put("c39_gif_anim6_cut_after_frame4_with_trailer.gif", ag_ok[:gce4] + b"\x3b")

# ================================================================ crafted WebP
def riff(chunks):
    body = b"WEBP" + b"".join(
        t + struct.pack("<I", len(p)) + p + (b"\x00" if len(p) % 2 else b"") for t, p in chunks)
    return b"RIFF" + struct.pack("<I", len(body)) + body


def webp_chunks(b):
    assert b[:4] == b"RIFF" and b[8:12] == b"WEBP"
    pos, out = 12, []
    while pos + 8 <= len(b):
        t = b[pos:pos + 4]
        n = struct.unpack("<I", b[pos + 4:pos + 8])[0]
        out.append([t, b[pos + 8:pos + 8 + n]])
        pos += 8 + n + (n & 1)
    return out


lossy = pil_bytes(scene(176, 144, 121), "WEBP", quality=70)
wc = webp_chunks(lossy)
assert wc[0][0] == b"VP8 "


def vp8_size(p, w, h):
    p = bytearray(p)
    assert p[3:6] == b"\x9d\x01\x2a"
    p[6:10] = struct.pack("<HH", w, h)
    return bytes(p)


put("c40_webp_vp8_header_9000x7000_over_176x144.webp", riff([[b"VP8 ", vp8_size(wc[0][1], 9000, 7000)]]))
put("c41_webp_vp8_header_16x16_over_176x144.webp", riff([[b"VP8 ", vp8_size(wc[0][1], 16, 16)]]))
ll = pil_bytes(scene(100, 70, 122), "WEBP", lossless=True)
lc = webp_chunks(ll)
assert lc[0][0] == b"VP8L"


def vp8l_size(p, w, h):
    p = bytearray(p)
    assert p[0] == 0x2F
    bits = struct.unpack("<I", p[1:5])[0]
    bits = (bits & ~((1 << 28) - 1)) | ((w - 1) & 0x3FFF) | (((h - 1) & 0x3FFF) << 14)
    p[1:5] = struct.pack("<I", bits)
    return bytes(p)


put("c42_webp_vp8l_header_4000x3000_over_100x70.webp", riff([[b"VP8L", vp8l_size(lc[0][1], 4000, 3000)]]))
vp8x = bytes([0, 0, 0, 0]) + struct.pack("<I", 2999)[:3] + struct.pack("<I", 1999)[:3]
put("c43_webp_vp8x_canvas_3000x2000_over_176x144.webp", riff([[b"VP8X", vp8x], [b"VP8 ", wc[0][1]]]))
# RIFF size bigger than the file: the last 40 % of the VP8 data is missing
put("c44_webp_truncated_60pct.webp", lossy[: len(lossy) * 6 // 10])
# RIFF/WEBP box around a PNG image in a VP8L chunk
put("c45_webp_box_around_png.webp", riff([[b"VP8L", pil_bytes(scene(100, 70, 123), "PNG")]]))
# VP8 token partition bytes overwritten (sizes unchanged)
vb = bytearray(wc[0][1])
for i in range(len(vb) * 2 // 3, len(vb) * 2 // 3 + 30):
    vb[i] = (vb[i] * 31 + 7) & 0xFF
put("c46_webp_vp8_data_overwritten.webp", riff([[b"VP8 ", bytes(vb)]]))
# animated WebP whose second ANMF frame lies partly outside the canvas
an = pil_bytes(wf[0], "WEBP", save_all=True, append_images=wf[1:], duration=100, loop=0)
anc = [list(x) for x in webp_chunks(an)]
k = [i for i, x in enumerate(anc) if x[0] == b"ANMF"][1]
fr = bytearray(anc[k][1])
fr[0:3] = struct.pack("<I", 40 // 2)[:3]  # X offset 40 px: 40 + 120 > 120
anc[k][1] = bytes(fr)
put("c47_webp_anim_frame_outside_canvas.webp", riff(anc))
# lossless WebP with its last 10 bytes of VP8L data cut, RIFF and chunk sizes recomputed
put("c48_webp_vp8l_data_short_sizes_fixed.webp", riff([[b"VP8L", lc[0][1][:-10]]]))

for f in os.listdir(TMP):
    os.remove(os.path.join(TMP, f))
os.rmdir(TMP)
print(len(os.listdir(OUT)), "files")
