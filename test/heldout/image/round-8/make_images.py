#!/usr/bin/python3
"""Builds the image files of this held-out set (Debian python3 + Pillow 9.4, ImageMagick 6.9).

Ordinary files come from Pillow and ImageMagick; crafted files are edited byte by byte with every
PNG CRC recomputed, so only the data (not the container) is wrong. Deterministic: a fixed seed."""
import io, os, random, struct, subprocess, zlib
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")
os.makedirs(OUT, exist_ok=True)
rnd = random.Random(8008)

def path(name):
    return os.path.join(OUT, name)

def save_bytes(name, data):
    with open(path(name), "wb") as f:
        f.write(data)

def noisy(mode, w, h, seed):
    r = random.Random(seed)
    im = Image.new("RGB", (w, h), (r.randrange(256), r.randrange(256), r.randrange(256)))
    d = ImageDraw.Draw(im)
    for _ in range(30):
        x0, y0 = r.randrange(w), r.randrange(h)
        d.rectangle([x0, y0, x0 + r.randrange(1, max(2, w // 3)), y0 + r.randrange(1, max(2, h // 3))],
                    fill=(r.randrange(256), r.randrange(256), r.randrange(256)))
    for _ in range(w * h // 20):
        im.putpixel((r.randrange(w), r.randrange(h)), (r.randrange(256), r.randrange(256), r.randrange(256)))
    if mode == "RGB":
        return im
    if mode == "RGBA":
        im = im.convert("RGBA")
        a = Image.linear_gradient("L").resize((w, h))
        im.putalpha(a)
        return im
    return im.convert(mode)

def png_bytes(im, **kw):
    b = io.BytesIO(); im.save(b, "PNG", **kw); return b.getvalue()

def jpeg_bytes(im, **kw):
    b = io.BytesIO(); im.save(b, "JPEG", **kw); return b.getvalue()

# ---- PNG chunk helpers -------------------------------------------------------------------
def chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    i, out = 8, []
    while i < len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        out.append([data[i + 4:i + 8], data[i + 8:i + 8 + n]])
        i += 12 + n
    return out

def build(chs):
    out = b"\x89PNG\r\n\x1a\n"
    for t, body in chs:
        out += struct.pack(">I", len(body)) + t + body + struct.pack(">I", zlib.crc32(t + body) & 0xffffffff)
    return out

def set_ihdr(data, w=None, h=None):
    chs = chunks(data)
    body = bytearray(chs[0][1])
    if w is not None: body[0:4] = struct.pack(">I", w)
    if h is not None: body[4:8] = struct.pack(">I", h)
    chs[0][1] = bytes(body)
    return build(chs)

def merge_idat(chs):
    idat = b"".join(b for t, b in chs if t == b"IDAT")
    res, done = [], False
    for t, b in chs:
        if t == b"IDAT":
            if not done: res.append([b"IDAT", idat]); done = True
        else:
            res.append([t, b])
    return res

def edit_idat(data, fn):
    chs = merge_idat(chunks(data))
    for c in chs:
        if c[0] == b"IDAT": c[1] = fn(c[1])
    return build(chs)

# ---- ordinary PNG ------------------------------------------------------------------------
save_bytes("ok_rgb_640x480.png", png_bytes(noisy("RGB", 640, 480, 1)))
save_bytes("ok_rgba_300x200.png", png_bytes(noisy("RGBA", 300, 200, 2)))
save_bytes("ok_gray_128x64.png", png_bytes(noisy("L", 128, 64, 3)))
save_bytes("ok_palette_50x70.png", png_bytes(noisy("RGB", 50, 70, 4).convert("P", palette=Image.ADAPTIVE, colors=16)))
pal_t = noisy("RGB", 33, 21, 5).convert("P", palette=Image.ADAPTIVE, colors=8)
save_bytes("ok_palette_trns_33x21.png", png_bytes(pal_t, transparency=0))
save_bytes("ok_tiny_1x1.png", png_bytes(Image.new("RGB", (1, 1), (200, 10, 10))))
save_bytes("ok_tall_20x900.png", png_bytes(noisy("RGB", 20, 900, 6)))
save_bytes("ok_big_3000x2000.png", png_bytes(Image.new("RGB", (3000, 2000), (12, 34, 56))))
subprocess.run(["convert", "-size", "200x150", "plasma:fractal", "-seed", "5", "-interlace", "PNG",
                path("ok_im_interlaced_200x150.png")], check=True)
subprocess.run(["convert", "-size", "100x40", "gradient:black-white", "-depth", "16", "-colorspace", "Gray",
                path("ok_im_gray16_100x40.png")], check=True)
subprocess.run(["convert", "-size", "75x75", "xc:none", "-fill", "blue", "-draw", "circle 37,37 37,10",
                "-depth", "16", "PNG64:" + path("ok_im_rgba64_75x75.png")], check=True)
# APNG, 3 frames, by Pillow
frames = [noisy("RGB", 60, 40, 10 + k) for k in range(3)]
b = io.BytesIO(); frames[0].save(b, "PNG", save_all=True, append_images=frames[1:], duration=100, loop=0)
apng3 = b.getvalue(); save_bytes("ok_apng_3f_60x40.png", apng3)
# trailing bytes after IEND (decoders ignore them)
save_bytes("ok_png_trailing_after_iend.png", png_bytes(noisy("RGB", 90, 45, 7)) + b"GARBAGE-AFTER-IEND" * 20)

# ---- ordinary JPEG -----------------------------------------------------------------------
save_bytes("ok_baseline_800x600.jpg", jpeg_bytes(noisy("RGB", 800, 600, 20), quality=85))
save_bytes("ok_progressive_333x222.jpg", jpeg_bytes(noisy("RGB", 333, 222, 21), quality=80, progressive=True))
save_bytes("ok_gray_64x64.jpg", jpeg_bytes(noisy("L", 64, 64, 22), quality=90))
save_bytes("ok_odd_17x13.jpg", jpeg_bytes(noisy("RGB", 17, 13, 23), quality=75, subsampling=2))
save_bytes("ok_cmyk_120x90.jpg", jpeg_bytes(noisy("RGB", 120, 90, 24).convert("CMYK"), quality=80))
subprocess.run(["convert", "-size", "401x299", "plasma:", "-seed", "9", "-quality", "70", path("ok_im_401x299.jpeg")], check=True)
save_bytes("ok_jpeg_trailing_after_eoi.jpg", jpeg_bytes(noisy("RGB", 48, 32, 25)) + b"\x00trailing" * 30)
save_bytes("ok_portrait_240x320.jpg", jpeg_bytes(noisy("RGB", 240, 320, 26), quality=70))

# ---- ordinary GIF ------------------------------------------------------------------------
save_bytes("ok_static_90x60.gif", (lambda b: (noisy("RGB", 90, 60, 30).convert("P", palette=Image.ADAPTIVE).save(b, "GIF"), b.getvalue())[1])(io.BytesIO()))
gf = [noisy("RGB", 40, 40, 31 + k).convert("P", palette=Image.ADAPTIVE, colors=32) for k in range(3)]
b = io.BytesIO(); gf[0].save(b, "GIF", save_all=True, append_images=gf[1:], duration=80, loop=0)
gif3 = b.getvalue(); save_bytes("ok_anim_3f_40x40.gif", gif3)
subprocess.run(["convert", "-delay", "10", "-size", "120x80"] +
               sum([["xc:" + c] for c in ["red", "orange", "yellow", "green", "blue", "indigo", "violet"]], []) +
               ["-loop", "0", path("ok_im_anim_7f_120x80.gif")], check=True)
tg = Image.new("P", (32, 32), 0); tg.putpalette([0, 0, 0, 255, 0, 0] + [0] * 762)
ImageDraw.Draw(tg).ellipse([4, 4, 27, 27], fill=1)
b = io.BytesIO(); tg.save(b, "GIF", transparency=0); save_bytes("ok_transparent_32x32.gif", b.getvalue())

# ---- ordinary WebP -----------------------------------------------------------------------
b = io.BytesIO(); noisy("RGB", 400, 300, 40).save(b, "WEBP", quality=75); save_bytes("ok_lossy_400x300.webp", b.getvalue())
b = io.BytesIO(); noisy("RGBA", 64, 48, 41).save(b, "WEBP", lossless=True); webp_ll = b.getvalue(); save_bytes("ok_lossless_alpha_64x48.webp", webp_ll)
wf = [noisy("RGB", 50, 50, 42 + k) for k in range(4)]
b = io.BytesIO(); wf[0].save(b, "WEBP", save_all=True, append_images=wf[1:], duration=120, loop=0, quality=70)
save_bytes("ok_anim_4f_50x50.webp", b.getvalue())
subprocess.run(["convert", "-size", "150x100", "plasma:", "-seed", "3", "-quality", "60", path("ok_im_lossy_150x100.webp")], check=True)

# ---- crafted PNG -------------------------------------------------------------------------
base = png_bytes(noisy("RGB", 100, 80, 50))
save_bytes("bad_png_ihdr_5000x4000_over_100x80.png", set_ihdr(base, 5000, 4000))
save_bytes("bad_png_ihdr_height_81_over_80.png", set_ihdr(base, h=81))
save_bytes("bad_png_ihdr_width_50_over_100.png", set_ihdr(base, w=50))
save_bytes("bad_png_ihdr_swapped_80x100.png", set_ihdr(base, 80, 100))
def flip_mid(z):
    z = bytearray(z)
    for k in range(len(z) // 2, len(z) // 2 + 12): z[k] ^= 0x5A
    return bytes(z)
save_bytes("bad_png_idat_corrupt_crc_ok.png", edit_idat(base, flip_mid))
save_bytes("bad_png_idat_truncated_crc_ok.png", edit_idat(base, lambda z: z[: len(z) * 2 // 3]))
save_bytes("bad_png_idat_raw_deflate_no_zlib_header.png", edit_idat(base, lambda z: z[2:]))
def bad_filter(z):
    raw = bytearray(zlib.decompress(z)); raw[0] = 9  # filter type 9 on the first row
    return zlib.compress(bytes(raw))
save_bytes("bad_png_filter_type_9.png", edit_idat(base, bad_filter))
# APNG whose acTL declares 5 frames over 3
chs = chunks(apng3)
for c in chs:
    if c[0] == b"acTL": c[1] = struct.pack(">II", 5, 0)
save_bytes("bad_apng_actl_5_over_3_frames.png", build(chs))
# truncations of a valid PNG
save_bytes("cut_png_at_33_bytes.png", base[:33])
save_bytes("cut_png_half.png", base[: len(base) // 2])
save_bytes("cut_png_no_iend.png", base[:-12])
# PNG with a wrong CRC on IHDR (not recomputed)
bb = bytearray(base); bb[29] ^= 0xFF; save_bytes("bad_png_ihdr_crc_wrong.png", bytes(bb))

# ---- crafted JPEG ------------------------------------------------------------------------
jb = jpeg_bytes(noisy("RGB", 64, 64, 60), quality=85)
def set_sof(data, w, h):
    d = bytearray(data); i = 2
    while i < len(d):
        assert d[i] == 0xFF
        m = d[i + 1]; n = struct.unpack(">H", d[i + 2:i + 4])[0]
        if m in (0xC0, 0xC1, 0xC2):
            d[i + 5:i + 7] = struct.pack(">H", h); d[i + 7:i + 9] = struct.pack(">H", w); return bytes(d)
        i += 2 + n
    raise ValueError("no SOF")
save_bytes("bad_jpeg_sof_4096x4096_over_64x64.jpg", set_sof(jb, 4096, 4096))
save_bytes("bad_jpeg_sof_32x32_over_64x64.jpg", set_sof(jb, 32, 32))
save_bytes("bad_jpeg_sof_64x128_over_64x64.jpg", set_sof(jb, 64, 128))
def sos_end(data):
    i = 2
    while True:
        m = data[i + 1]; n = struct.unpack(">H", data[i + 2:i + 4])[0]
        if m == 0xDA: return i + 2 + n
        i += 2 + n
s = sos_end(jb)
jc = bytearray(jb)
for k in range(s + 40, s + 100): jc[k] = 0xFF if k % 7 == 0 and False else rnd.randrange(0, 255) & 0xFE
save_bytes("bad_jpeg_scan_garbled.jpg", bytes(jc))
save_bytes("cut_jpeg_mid_scan.jpg", jb[: s + (len(jb) - s) // 2])
save_bytes("cut_jpeg_after_headers.jpg", jb[:s])
save_bytes("cut_jpeg_no_eoi.jpg", jb[:-2])
pj = jpeg_bytes(noisy("RGB", 96, 72, 61), quality=80, progressive=True)
save_bytes("cut_jpeg_progressive_60pct.jpg", pj[: len(pj) * 6 // 10])

# ---- crafted GIF -------------------------------------------------------------------------
gs = bytearray(gif3); gs[6:8] = struct.pack("<H", 4000); gs[8:10] = struct.pack("<H", 3000)
save_bytes("odd_gif_screen_4000x3000_frames_40x40.gif", bytes(gs))
def gif_blocks(data):
    """yield (kind, start) for each image descriptor; kind 'img'"""
    i = 13
    flags = data[10]
    if flags & 0x80: i += 3 * (2 << (flags & 7))
    res = []
    while i < len(data):
        c = data[i]
        if c == 0x3B: res.append(("trailer", i)); break
        if c == 0x21:
            j = i + 2
            while data[j]: j += data[j] + 1
            i = j + 1; continue
        if c == 0x2C:
            f = data[i + 9]; j = i + 10
            if f & 0x80: j += 3 * (2 << (f & 7))
            res.append(("img", i, j)); j += 1
            while data[j]: j += data[j] + 1
            i = j + 1; continue
        raise ValueError(hex(c))
    return res
bl = gif_blocks(gif3)
imgs = [x for x in bl if x[0] == "img"]
g = bytearray(gif3); lzw_start = imgs[1][2] + 2  # first data byte of frame 2's first sub-block
for k in range(lzw_start, lzw_start + 30): g[k] = 0xFF
save_bytes("bad_gif_lzw_codes_garbled.gif", bytes(g))
save_bytes("cut_gif_after_2_of_3_frames.gif", gif3[: imgs[2][1]])
save_bytes("cut_gif_no_trailer.gif", gif3[:-1])
g = bytearray(gif3); g[imgs[0][1] + 5:imgs[0][1] + 7] = struct.pack("<H", 400); g[imgs[0][1] + 7:imgs[0][1] + 9] = struct.pack("<H", 400)
save_bytes("bad_gif_frame_desc_400x400_over_40x40_data.gif", bytes(g))

# ---- crafted WebP ------------------------------------------------------------------------
lw = open(path("ok_lossy_400x300.webp"), "rb").read()
def vp8_dims(data, w, h):
    d = bytearray(data); k = d.find(b"VP8 ")
    fs = k + 8 + 3  # frame tag 3 bytes, then start code 9d 01 2a
    assert d[fs:fs + 3] == b"\x9d\x01\x2a"
    d[fs + 3:fs + 5] = struct.pack("<H", w); d[fs + 5:fs + 7] = struct.pack("<H", h)
    return bytes(d)
save_bytes("bad_webp_vp8_header_12000x9000.webp", vp8_dims(lw, 12000, 9000))
save_bytes("bad_webp_vp8_header_200x150_over_400x300.webp", vp8_dims(lw, 200, 150))
save_bytes("cut_webp_lossy_half.webp", lw[: len(lw) // 2])
save_bytes("cut_webp_lossless_70pct.webp", webp_ll[: len(webp_ll) * 7 // 10])
def vp8l_dims(data, w, h):
    d = bytearray(data); k = d.find(b"VP8L"); p = k + 8
    assert d[p] == 0x2F
    bits = struct.unpack("<I", bytes(d[p + 1:p + 5]))[0]
    bits = (bits & ~0x0FFFFFFF) | ((w - 1) & 0x3FFF) | (((h - 1) & 0x3FFF) << 14)
    d[p + 1:p + 5] = struct.pack("<I", bits)
    return bytes(d)
save_bytes("bad_webp_vp8l_header_640x480_over_64x48.webp", vp8l_dims(webp_ll, 640, 480))
# RIFF/WEBP box around a PNG stream
pngpay = png_bytes(noisy("RGB", 30, 30, 70))
payload = b"WEBP" + b"VP8L" + struct.pack("<I", len(pngpay)) + pngpay + (b"\x00" if len(pngpay) % 2 else b"")
save_bytes("bad_riff_webp_box_around_png.webp", b"RIFF" + struct.pack("<I", len(payload)) + payload)

# ---- format magic disagreeing with the name ------------------------------------------------
save_bytes("mismatch_png_bytes_named.jpg", png_bytes(noisy("RGB", 70, 35, 80)))
save_bytes("mismatch_jpeg_bytes_named.png", jpeg_bytes(noisy("RGB", 56, 112, 81)))
b = io.BytesIO(); noisy("RGB", 44, 22, 82).save(b, "GIF"); save_bytes("mismatch_gif_bytes_named.webp", b.getvalue())
b = io.BytesIO(); noisy("RGB", 81, 27, 83).save(b, "WEBP", quality=70); save_bytes("mismatch_webp_bytes_named.gif", b.getvalue())
save_bytes("not_image_text_named.png", b"This is not an image, just text that someone named cat.png\n" * 5)
print(len(os.listdir(OUT)), "files")
