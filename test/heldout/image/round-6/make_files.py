#!/usr/bin/python3
"""Regenerates files/ for the image held-out set, round 6 (Pillow 9.4 + ImageMagick 6.9.11).
Ordinary files are drawn with Pillow or ImageMagick; crafted files are edited at byte level with every
PNG CRC, RIFF size and chunk size recomputed so that only the data itself is wrong."""
import io, os, struct, subprocess, zlib, random
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")
os.makedirs(OUT, exist_ok=True)
rnd = random.Random(20261128)

def w(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)

def pil_bytes(img, fmt, **kw):
    b = io.BytesIO(); img.save(b, fmt, **kw); return b.getvalue()

def im(args, name):
    subprocess.run(["convert", *args, "-define", "png:exclude-chunks=date,time", os.path.join(OUT, name)], check=True)

def scene(w_, h_, mode="RGB", seed=0):
    r = random.Random(seed)
    img = Image.new("RGB", (w_, h_), (r.randrange(256), r.randrange(256), r.randrange(256)))
    d = ImageDraw.Draw(img)
    for _ in range(12):
        x0, y0 = r.randrange(w_), r.randrange(h_)
        d.ellipse([x0, y0, x0 + r.randrange(1, w_ + 1), y0 + r.randrange(1, h_ + 1)],
                  fill=(r.randrange(256), r.randrange(256), r.randrange(256)))
    return img.convert(mode) if mode != "RGB" else img

# ---- PNG chunk helpers
def chunks(png):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    i, out = 8, []
    while i < len(png):
        n = struct.unpack(">I", png[i:i+4])[0]
        out.append([png[i+4:i+8], png[i+8:i+8+n]]); i += 12 + n
    return out

def build(chs):
    b = b"\x89PNG\r\n\x1a\n"
    for t, d in chs:
        b += struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    return b

def merged_idat(chs):
    """one IDAT with the whole zlib stream"""
    data = b"".join(d for t, d in chs if t == b"IDAT")
    out, done = [], False
    for t, d in chs:
        if t == b"IDAT":
            if not done: out.append([b"IDAT", data]); done = True
        else: out.append([t, d])
    return out

# ================= ordinary files =================
w("ord_rgb_640x480.png", pil_bytes(scene(640, 480, seed=1), "PNG"))
a = scene(300, 200, seed=2).convert("RGBA"); px = a.load()
for y in range(200):
    for x in range(0, 150): px[x, y] = (px[x, y][0], px[x, y][1], px[x, y][2], 0)
w("ord_rgba_300x200.png", pil_bytes(a, "PNG"))
w("ord_gray_1x1.png", pil_bytes(Image.new("L", (1, 1), 77), "PNG"))
w("ord_palette_128x64.png", pil_bytes(scene(128, 64, seed=3).quantize(16), "PNG"))
g16 = Image.new("I;16", (90, 120)); g16.putdata([(i * 531) % 65536 for i in range(90 * 120)])
w("ord_gray16_90x120.png", pil_bytes(g16, "PNG"))
im(["-seed", "4", "-size", "200x150", "plasma:fractal", "-interlace", "PNG"], "ord_interlaced_200x150.png")
la2 = scene(50, 50, seed=5).convert("LA"); la2.putalpha(Image.linear_gradient("L").resize((50, 50)))  # alpha from 2 (top rows) to 253
w("ord_la_50x50.png", pil_bytes(la2, "PNG"))
w("ord_bilevel_333x77.png", pil_bytes(scene(333, 77, seed=6).convert("1"), "PNG"))
w("ord_wide_4000x10.png", pil_bytes(scene(4000, 10, seed=7, mode="L"), "PNG"))
w("ord_tall_7x2500.png", pil_bytes(scene(7, 2500, seed=8), "PNG"))
w("ord_baseline_800x600.jpg", pil_bytes(scene(800, 600, seed=9), "JPEG", quality=85))
w("ord_progressive_1024x768.jpg", pil_bytes(scene(1024, 768, seed=10), "JPEG", quality=80, progressive=True))
w("ord_gray_321x123.jpg", pil_bytes(scene(321, 123, seed=11, mode="L"), "JPEG", quality=90))
w("ord_cmyk_200x100.jpg", pil_bytes(scene(200, 100, seed=12).convert("CMYK"), "JPEG", quality=90))
im(["-size", "255x257", "gradient:red-blue", "-sampling-factor", "2x2", "-quality", "75"], "ord_420_255x257.jpg")
w("ord_1x1.jpg", pil_bytes(Image.new("RGB", (1, 1), (200, 10, 10)), "JPEG"))
w("ord_static_160x90.gif", pil_bytes(scene(160, 90, seed=13).quantize(64), "GIF"))
fr = [scene(64, 64, seed=20 + i).quantize(32) for i in range(5)]
w("ord_anim5_64x64.gif", pil_bytes(fr[0], "GIF", save_all=True, append_images=fr[1:], duration=100, loop=0))
im(["-delay", "20", "-size", "48x36", "xc:red", "xc:green", "xc:blue", "-loop", "0"], "ord_anim3_im_48x36.gif")
t = Image.new("P", (40, 30), 0); t.putpalette([0, 0, 0, 255, 255, 0] + [0] * 762)
ImageDraw.Draw(t).rectangle([10, 5, 30, 25], fill=1)
w("ord_transparent_40x30.gif", pil_bytes(t, "GIF", transparency=0))
w("ord_lossy_400x300.webp", pil_bytes(scene(400, 300, seed=30), "WEBP", quality=80))
la = scene(256, 256, seed=31).convert("RGBA"); la.putalpha(Image.linear_gradient("L").resize((256, 256)))
w("ord_lossless_alpha_256x256.webp", pil_bytes(la, "WEBP", lossless=True))
wf = [scene(120, 80, seed=40 + i) for i in range(4)]
w("ord_anim4_120x80.webp", pil_bytes(wf[0], "WEBP", save_all=True, append_images=wf[1:], duration=80, loop=0, quality=70))
im(["-size", "97x61", "gradient:white-black", "-define", "webp:lossless=true"], "ord_im_lossless_97x61.webp")
af = [scene(100, 50, seed=50 + i) for i in range(3)]
w("ord_apng3_100x50.png", pil_bytes(af[0], "PNG", save_all=True, append_images=af[1:], duration=100, loop=0))
w("ord_trailing_after_iend_60x40.png", pil_bytes(scene(60, 40, seed=60), "PNG") + b"GARBAGE-AFTER-IEND" * 20)
w("ord_trailing_after_eoi_150x150.jpg", pil_bytes(scene(150, 150, seed=61), "JPEG") + b"\x00" * 300)
# format magic disagrees with the extension (sent as application/octet-stream)
w("mis_png_named_jpg_210x90.jpg", pil_bytes(scene(210, 90, seed=62), "PNG"))
w("mis_jpeg_named_png_90x210.png", pil_bytes(scene(90, 210, seed=63), "JPEG"))
w("mis_gif_named_webp_33x44.webp", pil_bytes(scene(33, 44, seed=64).quantize(8), "GIF"))
# format magic disagrees with the declared content type (the docs: a 400)
w("decl_webp_as_png_50x70.webp", pil_bytes(scene(50, 70, seed=65), "WEBP", quality=70))
w("decl_jpeg_as_gif_70x50.jpg", pil_bytes(scene(70, 50, seed=66), "JPEG"))
# a GIF whose logical screen is larger than its single frame (legal)
g = bytearray(pil_bytes(scene(50, 50, seed=67).quantize(16), "GIF"))
g[6:10] = struct.pack("<HH", 900, 700)
w("ord_gif_screen_900x700_frame50.gif", bytes(g))
# one frame with a NETSCAPE loop extension
w("ord_gif_loop_single_frame_80x80.gif",
  pil_bytes(scene(80, 80, seed=68).quantize(16), "GIF", save_all=True, append_images=[], loop=0))

# ================= crafted PNG =================
base = chunks(pil_bytes(scene(100, 80, seed=70), "PNG", compress_level=6)); base = merged_idat(base)
def with_ihdr(chs, wdt, hgt, depth=None, ctype=None):
    out = [list(c) for c in chs]
    ih = bytearray(out[0][1]); ih[0:8] = struct.pack(">II", wdt, hgt)
    if depth is not None: ih[8] = depth
    if ctype is not None: ih[9] = ctype
    out[0][1] = bytes(ih); return out
w("bad_png_ihdr_6000x6000_over_100x80.png", build(with_ihdr(base, 6000, 6000)))
w("bad_png_ihdr_one_row_more_100x81.png", build(with_ihdr(base, 100, 81)))
w("bad_png_ihdr_wider_101x80.png", build(with_ihdr(base, 101, 80)))
w("bad_png_ihdr_width0.png", build(with_ihdr(base, 0, 80)))
w("bad_png_rgb_depth4.png", build(with_ihdr(base, 100, 80, depth=4)))
def idat_edit(chs, fn):
    return [[t, fn(d) if t == b"IDAT" else d] for t, d in chs]
def corrupt_mid(d):
    d = bytearray(d); m = len(d) // 2
    for k in range(m, m + 24): d[k] ^= 0x5A
    return bytes(d)
w("bad_png_idat_corrupt_crc_ok_100x80.png", build(idat_edit(base, corrupt_mid)))
w("bad_png_idat_truncated_crc_ok_100x80.png", build(idat_edit(base, lambda d: d[: len(d) * 2 // 3])))
# zlib stream complete but Adler-32 wrong
w("bad_png_adler_wrong_100x80.png", build(idat_edit(base, lambda d: d[:-4] + bytes(x ^ 0xFF for x in d[-4:]))))
# pixel data of 100x160 under a 100x80 header (rows left over)
tall = merged_idat(chunks(pil_bytes(scene(100, 160, seed=71), "PNG")))
w("bad_png_extra_rows_100x80_over_100x160.png", build(with_ihdr(tall, 100, 80)))
full = build(base)
w("cut_png_at_60pct.png", full[: len(full) * 6 // 10])
w("cut_png_after_ihdr.png", full[:33])
w("cut_png_without_iend.png", full[:-12])
# APNG whose acTL says 5 frames over 3
ap = chunks(pil_bytes(af[0], "PNG", save_all=True, append_images=af[1:], duration=100))
ap = [[t, (struct.pack(">II", 5, struct.unpack(">II", d)[1]) if t == b"acTL" else d)] for t, d in ap]
w("bad_apng_actl5_over_3frames_100x50.png", build(ap))
# a JPEG stream wrapped in PNG's signature and chunk framing is not a PNG: PNG signature over JPEG bytes
w("bad_png_signature_over_jpeg.png", b"\x89PNG\r\n\x1a\n" + pil_bytes(scene(64, 64, seed=72), "JPEG"))

# ================= crafted JPEG =================
jb = pil_bytes(scene(400, 300, seed=80), "JPEG", quality=85)
def sof_pos(b):
    i = 2
    while i < len(b):
        assert b[i] == 0xFF
        m = b[i+1]; n = struct.unpack(">H", b[i+2:i+4])[0]
        if m in (0xC0, 0xC1, 0xC2): return i
        i += 2 + n
def set_sof(b, wdt, hgt, marker=None):
    b = bytearray(b); p = sof_pos(b)
    b[p+5:p+9] = struct.pack(">HH", hgt, wdt)
    if marker is not None: b[p+1] = marker
    return bytes(b)
w("bad_jpeg_sof_5000x4000_over_400x300.jpg", set_sof(jb, 5000, 4000))
w("bad_jpeg_sof_24x24_over_400x300.jpg", set_sof(jb, 24, 24))
w("bad_jpeg_sof_400x301.jpg", set_sof(jb, 400, 301))
w("bad_jpeg_sof3_lossless_marker.jpg", set_sof(jb, 400, 300, marker=0xC3))
w("cut_jpeg_at_half.jpg", jb[: len(jb) // 2])
w("cut_jpeg_without_eoi.jpg", jb[:-2])
def corrupt_scan(b):
    b = bytearray(b); sos = b.index(b"\xff\xda"); start = sos + 2 + struct.unpack(">H", b[sos+2:sos+4])[0]
    m = start + (len(b) - start) // 3
    for k in range(m, m + 40):
        if b[k] != 0xFF and b[k] ^ 0x33 != 0xFF and b[k-1] != 0xFF: b[k] ^= 0x33
    return bytes(b)
w("bad_jpeg_scan_bytes_flipped.jpg", corrupt_scan(jb))
pj = pil_bytes(scene(320, 240, seed=81), "JPEG", quality=80, progressive=True)
w("cut_progressive_jpeg_at_40pct.jpg", pj[: len(pj) * 4 // 10])
w("bad_progressive_sof_3200x2400.jpg", set_sof(pj, 3200, 2400))

# ================= crafted GIF =================
gb = bytearray(pil_bytes(scene(50, 50, seed=90).quantize(16), "GIF"))
def img_desc(b):
    i = 13 + (3 * (2 ** ((b[10] & 7) + 1)) if b[10] & 0x80 else 0)
    while b[i] != 0x2C:
        assert b[i] == 0x21; i += 2
        while b[i]: i += b[i] + 1
        i += 1
    return i
def gif_set(b, sw, sh, fw, fh):
    b = bytearray(b); b[6:10] = struct.pack("<HH", sw, sh); d = img_desc(b)
    b[d+5:d+9] = struct.pack("<HH", fw, fh); return bytes(b)
w("bad_gif_frame_200x200_over_50x50_lzw.gif", gif_set(gb, 200, 200, 200, 200))
w("bad_gif_lzw_mincode_12.gif", (lambda b: (b.__setitem__(img_desc(b) + 10, 12), bytes(b))[1])(bytearray(gb)))
ga = pil_bytes(fr[0], "GIF", save_all=True, append_images=fr[1:], duration=100, loop=0)
w("cut_gif_anim_at_70pct.gif", ga[: len(ga) * 7 // 10])
w("cut_gif_without_trailer.gif", bytes(gb[:-1]))

# ================= crafted WebP =================
def riff(chs):
    body = b"WEBP"
    for t, d in chs:
        body += t + struct.pack("<I", len(d)) + d + (b"\x00" if len(d) % 2 else b"")
    return b"RIFF" + struct.pack("<I", len(body)) + body
def riff_chunks(b):
    i, out = 12, []
    while i + 8 <= len(b):
        t = b[i:i+4]; n = struct.unpack("<I", b[i+4:i+8])[0]
        out.append([t, b[i+8:i+8+n]]); i += 8 + n + (n & 1)
    return out
lw = pil_bytes(scene(200, 150, seed=100), "WEBP", quality=75)
vp8 = riff_chunks(lw); assert vp8[0][0] == b"VP8 "
d = bytearray(vp8[0][1]); d[6:10] = struct.pack("<HH", 16000, 12000)
w("bad_webp_vp8_header_16000x12000.webp", riff([[b"VP8 ", bytes(d)]]))
d = bytearray(vp8[0][1]); d[6:10] = struct.pack("<HH", 201, 150)
w("bad_webp_vp8_header_201x150.webp", riff([[b"VP8 ", bytes(d)]]))
w("bad_webp_vp8_truncated_sizes_fixed.webp", riff([[b"VP8 ", vp8[0][1][: len(vp8[0][1]) // 2]]]))
w("cut_webp_at_60pct.webp", lw[: len(lw) * 6 // 10])
ll = riff_chunks(pil_bytes(scene(180, 120, seed=101), "WEBP", lossless=True))
assert ll[0][0] == b"VP8L"
d = bytearray(ll[0][1]); v = struct.unpack("<I", d[1:5])[0] & ~((1 << 28) - 1)
d[1:5] = struct.pack("<I", v | ((4000 - 1) | ((3000 - 1) << 14)))
w("bad_webp_vp8l_header_4000x3000.webp", riff([[b"VP8L", bytes(d)]]))
w("bad_webp_riff_around_png.webp", riff([[b"VP8L", pil_bytes(scene(30, 30, seed=102), "PNG")]]))
wa = pil_bytes(wf[0], "WEBP", save_all=True, append_images=wf[1:], duration=80, quality=70)
ca = riff_chunks(wa)
anmf = [i for i, c in enumerate(ca) if c[0] == b"ANMF"]
# drop the last ANMF frame's bitstream half way, sizes recomputed
last = bytearray(ca[anmf[-1]][1]); inner = riff_chunks(b"RIFF\0\0\0\0WEBP" + bytes(last[16:]))
cut = inner[0][1][: len(inner[0][1]) // 2]
ca[anmf[-1]][1] = bytes(last[:16]) + inner[0][0] + struct.pack("<I", len(cut)) + cut + (b"\x00" if len(cut) % 2 else b"")
w("bad_webp_anim_last_frame_cut_sizes_fixed.webp", riff(ca))
print("files:", len(os.listdir(OUT)))
