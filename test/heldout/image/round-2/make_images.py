#!/usr/bin/python3
"""Writes files/ : honest images made by Pillow and ImageMagick, and crafted copies whose headers, checksums and
streams were edited by hand (CRCs recomputed where said). Labels are NOT made here: oracle.py decodes every file."""
import io, os, random, struct, subprocess, zlib
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(HERE, "files")
os.makedirs(D, exist_ok=True)
rnd = random.Random(2026)

def path(n): return os.path.join(D, n)
def save(n, data): open(path(n), "wb").write(data)
def pic(w, h, mode="RGB", seed=0):
    r = random.Random(seed)
    im = Image.new(mode, (w, h), "white" if mode in ("RGB", "RGBA", "L") else 0)
    d = ImageDraw.Draw(im)
    for _ in range(12):
        x0, y0 = r.randrange(w), r.randrange(h)
        box = [x0, y0, min(w - 1, x0 + r.randrange(1, max(2, w // 2))), min(h - 1, y0 + r.randrange(1, max(2, h // 2)))]
        fill = {"RGB": (r.randrange(256), r.randrange(256), r.randrange(256)), "RGBA": (r.randrange(256), 0, r.randrange(256), r.randrange(256)),
                "L": r.randrange(256), "I;16": r.randrange(65536), "P": r.randrange(16), "1": r.randrange(2)}[mode]
        d.rectangle(box, fill=fill)
    return im
def enc(im, fmt, **kw):
    b = io.BytesIO(); im.save(b, fmt, **kw); return b.getvalue()
def magick(args, out):
    extra = ["-define", "png:exclude-chunk=date,time"] if out.endswith(".png") else []
    subprocess.run(["convert", *args, *extra, path(out)], check=True)

# ---- PNG chunk helpers
def png_chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    i, out = 8, []
    while i < len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        out.append([data[i + 4:i + 8], data[i + 8:i + 8 + n]])
        i += 12 + n
    return out
def png_build(chunks):
    b = b"\x89PNG\r\n\x1a\n"
    for t, body in chunks:
        b += struct.pack(">I", len(body)) + t + body + struct.pack(">I", zlib.crc32(t + body) & 0xffffffff)
    return b
def png_merge_idat(ch):
    idat = b"".join(b for t, b in ch if t == b"IDAT")
    out, done = [], False
    for t, b in ch:
        if t == b"IDAT":
            if not done: out.append([b"IDAT", idat]); done = True
        else: out.append([t, b])
    return out

# ---- honest files
base_png = enc(pic(320, 200, seed=1), "PNG"); save("h01_rgb_320x200.png", base_png)
save("h02_palette_64x64.png", enc(pic(64, 64, "RGB", seed=2).convert("P", palette=Image.ADAPTIVE, colors=16), "PNG"))
magick(["-size", "100x37", "gradient:black-white", "-depth", "16", "-colorspace", "Gray"], "h03_gray16_100x37.png")
magick(["-size", "150x90", "-seed", "7", "plasma:", "-interlace", "PNG"], "h04_interlaced_150x90.png")
save("h05_rgba_1x1.png", enc(Image.new("RGBA", (1, 1), (10, 20, 30, 40)), "PNG"))
base_jpg = enc(pic(640, 480, seed=6), "JPEG", quality=85); save("h06_baseline_640x480.jpg", base_jpg)
save("h07_progressive_333x222.jpg", enc(pic(333, 222, seed=7), "JPEG", quality=80, progressive=True))
magick(["-size", "50x500", "gradient:navy-gold", "-colorspace", "Gray", "-quality", "90"], "h08_gray_50x500.jpg")
save("h09_static_120x80.gif", enc(pic(120, 80, seed=9).convert("P", palette=Image.ADAPTIVE, colors=32), "GIF"))
frames = [pic(60, 60, seed=100 + k).convert("P", palette=Image.ADAPTIVE, colors=16) for k in range(4)]
b = io.BytesIO(); frames[0].save(b, "GIF", save_all=True, append_images=frames[1:], duration=120, loop=0)
anim_gif = b.getvalue(); save("h10_anim4_60x60.gif", anim_gif)
base_webp = enc(pic(300, 150, seed=11), "WEBP", quality=75); save("h11_lossy_300x150.webp", base_webp)
save("h12_lossless_200x200.webp", enc(pic(200, 200, seed=12), "WEBP", lossless=True))
wf = [pic(90, 45, seed=200 + k) for k in range(3)]
b = io.BytesIO(); wf[0].save(b, "WEBP", save_all=True, append_images=wf[1:], duration=100, loop=0, quality=70)
save("h13_anim3_90x45.webp", b.getvalue())
magick(["-size", "1x1", "xc:red"], "h14_tiny_1x1.gif")
save("h15_tiny_1x1.jpg", enc(Image.new("RGB", (1, 1), (0, 128, 255)), "JPEG"))
save("h16_tiny_2x3.webp", enc(Image.new("RGB", (2, 3), (200, 10, 10)), "WEBP", lossless=True))
# large but cheap: one colour, tiny files
save("h17_big_8000x6000_1bit.png", enc(Image.new("1", (8000, 6000), 1), "PNG", optimize=True))
save("h18_big_4000x3000.jpg", enc(Image.new("RGB", (4000, 3000), (90, 90, 90)), "JPEG", quality=50))
magick(["-size", "3000x2000", "xc:#336699"], "h19_big_3000x2000.gif")
magick(["-size", "64x128", "pattern:checkerboard"], "h20_checker_64x128.png")
magick(["-seed", "11", "-size", "250x250", "plasma:", "-quality", "60"], "h21_square_250x250.webp")
magick(["-size", "160x90", "gradient:red-blue", "-quality", "70", "-interlace", "JPEG"], "h22_magick_progressive_160x90.jpg")

# ---- crafted PNG
ch = png_merge_idat(png_chunks(base_png))
ihdr = ch[0][1]
def png_with(ihdr_w=None, ihdr_h=None, idat=None):
    c = [list(x) for x in ch]
    h = bytearray(c[0][1])
    if ihdr_w is not None: h[0:4] = struct.pack(">I", ihdr_w)
    if ihdr_h is not None: h[4:8] = struct.pack(">I", ihdr_h)
    c[0][1] = bytes(h)
    if idat is not None:
        for x in c:
            if x[0] == b"IDAT": x[1] = idat
    return png_build(c)
idat = [b for t, b in ch if t == b"IDAT"][0]
save("c01_png_ihdr_wider_crc_ok.png", png_with(ihdr_w=480))          # header 480x200 over 320x200 rows
save("c02_png_ihdr_shorter_crc_ok.png", png_with(ihdr_h=150))        # header 320x150 over 200 rows (extra data)
save("c03_png_ihdr_huge_crc_ok.png", png_with(ihdr_w=30000, ihdr_h=12000))
save("c04_png_idat_half_crc_ok.png", png_with(idat=idat[: len(idat) // 2]))
bad = bytearray(idat)
for k in range(40, len(bad) - 8, 97): bad[k] ^= 0x5A
save("c05_png_deflate_corrupt_crc_ok.png", png_with(idat=bytes(bad)))
raw = zlib.decompress(idat)
save("c06_png_rows_short_crc_ok.png", png_with(idat=zlib.compress(raw[: len(raw) - 3 * (1 + 320 * 3)])))
save("c07_png_file_cut.png", base_png[: int(len(base_png) * 0.6)])
bc = bytearray(base_png); k = base_png.index(b"IDAT") + 200; bc[k] ^= 0xFF
save("c08_png_bad_crc_not_fixed.png", bytes(bc))
# PNG signature glued onto a JPEG
save("c09_png_signature_over_jpeg.png", b"\x89PNG\r\n\x1a\n" + base_jpg)

# ---- crafted JPEG
def sof_pos(j):
    i = 2
    while i < len(j):
        assert j[i] == 0xFF
        m = j[i + 1]; n = struct.unpack(">H", j[i + 2:i + 4])[0]
        if m in (0xC0, 0xC1, 0xC2): return i
        i += 2 + n
def jpeg_dims(j, w, h):
    p = sof_pos(j); b = bytearray(j)
    b[p + 5:p + 7] = struct.pack(">H", h); b[p + 7:p + 9] = struct.pack(">H", w)
    return bytes(b)
def sos_data_start(j):
    i = j.index(b"\xff\xda"); n = struct.unpack(">H", j[i + 2:i + 4])[0]
    return i + 2 + n
save("c10_jpeg_sof_taller.jpg", jpeg_dims(base_jpg, 640, 960))
save("c11_jpeg_sof_smaller.jpg", jpeg_dims(base_jpg, 320, 240))
save("c12_jpeg_sof_60000.jpg", jpeg_dims(base_jpg, 60000, 45000))
s = sos_data_start(base_jpg)
save("c13_jpeg_cut_mid_scan_eoi_added.jpg", base_jpg[: s + (len(base_jpg) - s) // 2] + b"\xff\xd9")
save("c14_jpeg_cut_no_eoi.jpg", base_jpg[: s + (len(base_jpg) - s) // 3])
jb = bytearray(base_jpg)
for k in range(s + 50, len(jb) - 200, 301):
    if jb[k] != 0xFF and jb[k - 1] != 0xFF: jb[k] = (jb[k] ^ 0x3C) if (jb[k] ^ 0x3C) != 0xFF else 0x00
save("c15_jpeg_scan_corrupt.jpg", bytes(jb))
# a JPEG whose only change is a claim-wise lie elsewhere: honest bytes with trailing junk after EOI
save("c16_jpeg_trailing_bytes.jpg", base_jpg + b"\x00" * 64 + b"not part of the image")

# ---- crafted GIF
g = bytearray(open(path("h09_static_120x80.gif"), "rb").read())
gs = bytearray(g); gs[6:8] = struct.pack("<H", 400); gs[8:10] = struct.pack("<H", 300)
save("c17_gif_screen_bigger_than_frame.gif", bytes(gs))
def first_descriptor(gb):
    i = 13
    if gb[10] & 0x80: i += 3 * (2 << (gb[10] & 7))
    while gb[i] != 0x2C:
        assert gb[i] == 0x21
        i += 2
        while gb[i]: i += gb[i] + 1
        i += 1
    return i
di = first_descriptor(g)
gf = bytearray(g); gf[di + 5:di + 7] = struct.pack("<H", 240); gf[6:8] = struct.pack("<H", 240)
save("c18_gif_frame_and_screen_wider.gif", bytes(gf))
tr = g.rindex(b"\x3b")
save("c19_gif_lzw_cut.gif", bytes(g[: di + 10 + 1 + (tr - di) // 2]) + b"\x00\x3b")
# animated GIF with one more frame (a copy of the last frame's block) before the trailer
ag = bytearray(anim_gif)
last = ag.rfind(b"\x21\xf9\x04")
save("c20_gif_extra_frame.gif", bytes(ag[:-1] + ag[last:-1] + b"\x3b"))
gc = bytearray(g)
for k in range(di + 12, tr - 3, 7): gc[k] = 0xFF
save("c21_gif_lzw_garbage.gif", bytes(gc))

# ---- crafted WebP
def riff(chunks):
    body = b"WEBP" + b"".join(t + struct.pack("<I", len(x)) + x + (b"\x00" if len(x) % 2 else b"") for t, x in chunks)
    return b"RIFF" + struct.pack("<I", len(body)) + body
def webp_chunks(w):
    i, out = 12, []
    while i < len(w):
        t = w[i:i + 4]; n = struct.unpack("<I", w[i + 4:i + 8])[0]
        out.append((t, w[i + 8:i + 8 + n])); i += 8 + n + (n & 1)
    return out
wc = webp_chunks(base_webp)
assert wc[0][0] == b"VP8 ", wc[0][0]
vp8 = bytearray(wc[0][1])
v = bytearray(vp8); v[6:8] = struct.pack("<H", 600); v[8:10] = struct.pack("<H", 300)
save("c22_webp_vp8_header_double.webp", riff([(b"VP8 ", bytes(v))]))
v = bytearray(vp8); v[6:8] = struct.pack("<H", 16000); v[8:10] = struct.pack("<H", 9000)
save("c23_webp_vp8_header_16000.webp", riff([(b"VP8 ", bytes(v))]))
save("c24_webp_vp8_truncated_riff_fixed.webp", riff([(b"VP8 ", bytes(vp8[: len(vp8) // 2]))]))
vx = struct.pack("<B3x", 0) + (300 * 2 - 1).to_bytes(3, "little") + (150 * 2 - 1).to_bytes(3, "little")
save("c25_webp_vp8x_canvas_lies.webp", riff([(b"VP8X", vx), (b"VP8 ", bytes(vp8))]))
ll = webp_chunks(open(path("h12_lossless_200x200.webp"), "rb").read())
assert ll[0][0] == b"VP8L"
lb = bytearray(ll[0][1])
for k in range(30, len(lb), 53): lb[k] ^= 0xA5
save("c26_webp_lossless_corrupt.webp", riff([(b"VP8L", bytes(lb))]))
save("c27_webp_file_cut.webp", base_webp[: len(base_webp) * 2 // 3])
# RIFF/WEBP box around a PNG
save("c28_webp_box_around_png.webp", riff([(b"VP8L", open(path("h05_rgba_1x1.png"), "rb").read())]))
# VP8 partition data corrupted (sizes intact)
v = bytearray(vp8)
for k in range(60, len(v), 41): v[k] ^= 0xFF
save("c29_webp_vp8_data_scrambled.webp", riff([(b"VP8 ", bytes(v))]))
print(len(os.listdir(D)), "files")
# a JPEG stored under a .png name (the bytes are an honest JPEG)
save("c30_jpeg_named_png.png", open(path("h15_tiny_1x1.jpg"), "rb").read())
print(len(os.listdir(D)), "files")
