#!/usr/bin/python3
"""Builds files/ for held-out round 7: ordinary images (Pillow 9.4, ImageMagick 6.9.11) and crafted ones
whose headers lie while CRCs/markers/RIFF sizes stay valid. Deterministic (no randomness, fixed patterns)."""
import os, struct, subprocess, zlib, io
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")
os.makedirs(OUT, exist_ok=True)

def P(name): return os.path.join(OUT, name)

def pattern(mode, w, h):
    im = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(im)
    for y in range(0, h, 7):
        d.line([(0, y), (w, (y * 3) % (h + 1))], fill=((y * 5) % 256, (y * 11) % 256, (y * 17) % 256))
    for x in range(0, w, 9):
        d.line([(x, 0), ((x * 7) % (w + 1), h)], fill=((x * 13) % 256, (x * 3) % 256, 200))
    if mode == "RGBA":
        im = im.convert("RGBA"); a = Image.new("L", (w, h), 0)
        ImageDraw.Draw(a).ellipse([w // 8, h // 8, w - w // 8, h - h // 8], fill=255); im.putalpha(a)
    elif mode != "RGB":
        im = im.convert(mode)
    return im

def im_(*args): subprocess.run(["convert", *args], check=True)

# ---- PNG chunk helpers
def chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"; i = 8; out = []
    while i < len(data):
        n = struct.unpack(">I", data[i:i+4])[0]; t = data[i+4:i+8]; out.append([t, data[i+8:i+8+n]]); i += 12 + n
    return out
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
def build(cs): return b"\x89PNG\r\n\x1a\n" + b"".join(chunk(t, d) for t, d in cs)
def png_bytes(im, **kw):
    b = io.BytesIO(); im.save(b, "PNG", **kw); return b.getvalue()
def merge_idat(cs):
    idat = b"".join(d for t, d in cs if t == b"IDAT"); out = []; done = False
    for t, d in cs:
        if t == b"IDAT":
            if not done: out.append([b"IDAT", idat]); done = True
        else: out.append([t, d])
    return out
def w(name, data):
    with open(P(name), "wb") as f: f.write(data)

# ================= ordinary files
pattern("RGB", 640, 480).save(P("photo_640x480.png"))
pattern("RGBA", 300, 200).save(P("logo_rgba_300x200.png"))
pattern("L", 128, 512).save(P("scan_gray_128x512.png"))
pattern("RGB", 64, 64).convert("P", palette=Image.ADAPTIVE, colors=16).save(P("icon_palette_64x64.png"))
pattern("L", 100, 50).convert("I").point(lambda v: v * 200).convert("I;16").save(P("depth16_100x50.png"))
pattern("L", 33, 17).convert("1").save(P("bilevel_33x17.png"))
Image.new("RGBA", (1, 1), (0, 0, 0, 0)).save(P("pixel_1x1.png"))
im_("-size", "257x129", "gradient:navy-orange", "-interlace", "PNG", P("interlaced_257x129.png"))
im_("-size", "77x55", "gradient:white-black", "-depth", "16", "-define", "png:color-type=2", P("im_rgb48_77x55.png"))
pattern("RGB", 1920, 1080).save(P("wallpaper_1920x1080.jpg"), quality=85)
pattern("RGB", 1024, 768).save(P("progressive_1024x768.jpg"), quality=80, progressive=True)
pattern("L", 199, 301).save(P("gray_199x301.jpg"), quality=90)
pattern("RGB", 120, 80).convert("CMYK").save(P("cmyk_120x80.jpg"), quality=90)
pattern("RGB", 333, 127).save(P("odd_444_333x127.jpg"), quality=95, subsampling=0)
ex = Image.Exif(); ex[271] = "Nikon"; ex[272] = "D750"
pattern("RGB", 600, 900).save(P("camera_portrait_600x900.jpg"), quality=85, exif=ex.tobytes())
im_("-size", "500x200", "pattern:checkerboard", "-quality", "75", P("im_checker_500x200.jpg"))
pattern("RGB", 150, 90).convert("P", palette=Image.ADAPTIVE).save(P("banner_150x90.gif"))
frames = [pattern("RGB", 64, 48).rotate(i * 30).convert("P", palette=Image.ADAPTIVE) for i in range(3)]
frames[0].save(P("spinner_3f_64x48.gif"), save_all=True, append_images=frames[1:], duration=100, loop=0)
fr = []
for i in range(10):
    f = Image.new("P", (40, 40), 0); f.putpalette([0, 0, 0, 255, 0, 0, 0, 255, 0] + [0] * 759)
    ImageDraw.Draw(f).rectangle([i * 3, i * 3, i * 3 + 8, i * 3 + 8], fill=1 + i % 2); fr.append(f)
fr[0].save(P("bounce_10f_40x40.gif"), save_all=True, append_images=fr[1:], duration=50, loop=0, transparency=0, disposal=2)
Image.new("P", (1, 1), 0).save(P("dot_1x1.gif"))
im_("-delay", "20", "-size", "90x30", "xc:red", "xc:blue", "xc:green", "xc:yellow", P("im_traffic_4f_90x30.gif"))
pattern("RGB", 400, 300).save(P("lossy_400x300.webp"), quality=70)
pattern("RGBA", 97, 61).save(P("lossless_alpha_97x61.webp"), lossless=True)
wf = [pattern("RGB", 80, 80).rotate(i * 45) for i in range(4)]
wf[0].save(P("anim_4f_80x80.webp"), save_all=True, append_images=wf[1:], duration=120, loop=0)
af = [pattern("RGBA", 50, 70).rotate(i * 20) for i in range(3)]
af[0].save(P("apng_3f_50x70.png"), save_all=True, append_images=af[1:], duration=100, loop=0)
im_("-size", "160x160", "radial-gradient:white-black", "-quality", "85", P("im_square_160x160.webp"))
# budget-heavy but valid: 3000x3000 RGB flat, tiny upload
Image.new("RGB", (3000, 3000), (10, 20, 30)).save(P("flat_3000x3000.png"))

# ================= crafted PNG
base = png_bytes(pattern("RGB", 160, 120))
cs = merge_idat(chunks(base))
def with_ihdr(cs, wdt, hgt, **kw):
    out = []
    for t, d in cs:
        if t == b"IHDR":
            d = struct.pack(">II", wdt, hgt) + d[8:]
        out.append([t, d])
    return out
w("ihdr_lies_9000x7000.png", build(with_ihdr(cs, 9000, 7000)))
w("ihdr_smaller_40x30.png", build(with_ihdr(cs, 40, 30)))
w("ihdr_swapped_120x160.png", build(with_ihdr(cs, 120, 160)))
w("ihdr_width0.png", build(with_ihdr(cs, 0, 120)))
w("ihdr_2000000x1.png", build(with_ihdr(cs, 2000000, 1)))
idat = [d for t, d in cs if t == b"IDAT"][0]
w("idat_half_crc_ok.png", build([[t, (d[:len(d)//2] if t == b"IDAT" else d)] for t, d in cs]))
bad = bytearray(idat); 
for k in range(len(bad)//3, len(bad)//3 + 40): bad[k] ^= 0x5A
w("idat_corrupt_crc_ok.png", build([[t, (bytes(bad) if t == b"IDAT" else d)] for t, d in cs]))
raw = zlib.decompress(idat)
w("idat_short_rows.png", build([[t, (zlib.compress(raw[:len(raw) - 361 * 5]) if t == b"IDAT" else d)] for t, d in cs]))
w("idat_bad_filter.png", build([[t, (zlib.compress(bytes([7]) + raw[1:]) if t == b"IDAT" else d)] for t, d in cs]))
full = build(cs)
w("cut_after_ihdr.png", full[:33])
w("cut_60pct.png", full[:int(len(full) * 0.6)])
w("no_iend.png", full[:-12])
w("trailing_junk_after_iend.png", full + b"this is not part of the image" * 20)
bc = bytearray(full); bc[29] ^= 0xFF  # IHDR CRC byte
w("ihdr_bad_crc.png", bytes(bc))
# short PLTE: 2-entry palette, 8-bit, indices up to 15
pal = pattern("RGB", 48, 32).convert("P", palette=Image.ADAPTIVE, colors=16)
pcs = merge_idat(chunks(png_bytes(pal)))
pcs = [[t, (d[:6] if t == b"PLTE" else d)] for t, d in pcs if t != b"tRNS"]
w("short_plte_48x32.png", build(pcs))
# APNG whose acTL says 5 frames but holds 3
acs = chunks(open(P("apng_3f_50x70.png"), "rb").read())
acs = [[t, (struct.pack(">II", 5, 0) if t == b"acTL" else d)] for t, d in acs]
w("apng_actl_says_5.png", build(acs))
# PNG signature followed by a JPEG
jb = open(P("gray_199x301.jpg"), "rb").read()
w("png_sig_over_jpeg.png", b"\x89PNG\r\n\x1a\n" + jb)
# PNG bytes under a GIF name; JPEG bytes under a PNG name
w("really_png_named.gif", open(P("photo_640x480.png"), "rb").read())
w("really_jpeg_named.png", open(P("gray_199x301.jpg"), "rb").read())
w("not_an_image.png", b"Hello, this text file was renamed to .png by mistake.\n" * 3)

# ================= crafted JPEG
jpg = open(P("odd_444_333x127.jpg"), "rb").read()
def sof_set(data, wdt, hgt):
    b = bytearray(data); i = 2
    while i < len(b):
        assert b[i] == 0xFF; m = b[i+1]; n = struct.unpack(">H", b[i+2:i+4])[0]
        if m in (0xC0, 0xC1, 0xC2):
            b[i+5:i+9] = struct.pack(">HH", hgt, wdt); return bytes(b)
        i += 2 + n
    raise SystemExit("no SOF")
w("sof_lies_60000x60000.jpg", sof_set(jpg, 60000, 60000))
w("sof_lies_2000x1500.jpg", sof_set(jpg, 2000, 1500))
w("sof_smaller_24x24.jpg", sof_set(jpg, 24, 24))
w("jpeg_cut_half.jpg", jpg[:len(jpg) // 2])
sos = jpg.index(b"\xff\xda")
w("jpeg_headers_only.jpg", jpg[:sos + 20] + b"\xff\xd9")
cj = bytearray(jpg)
for k in range(len(cj) // 2, len(cj) // 2 + 64): cj[k] = 0xA5 if cj[k] != 0xFF else cj[k]
w("jpeg_scan_garbled.jpg", bytes(cj))
w("jpeg_junk_after_eoi.jpg", jpg + b"\x00trailing bytes after EOI\x00" * 10)
pj = open(P("progressive_1024x768.jpg"), "rb").read()
scans = [i for i in range(len(pj) - 1) if pj[i] == 0xFF and pj[i+1] == 0xDA]
w("progressive_stops_after_2_scans.jpg", pj[:scans[2]] + b"\xff\xd9")
w("progressive_cut_midscan.jpg", pj[:(scans[1] + scans[2]) // 2])

# ================= crafted GIF
g = bytearray(open(P("spinner_3f_64x48.gif"), "rb").read())
big = bytearray(g); big[6:10] = struct.pack("<HH", 5000, 4000)
w("gif_screen_5000x4000.gif", bytes(big))
small = bytearray(g); small[6:10] = struct.pack("<HH", 32, 32)
w("gif_screen_smaller_than_frame.gif", bytes(small))
st = open(P("banner_150x90.gif"), "rb").read()
w("gif_cut_no_trailer.gif", st[:int(len(st) * 0.7)])
# LZW data cut: keep first data sub-block only, then terminator and trailer
def gif_first_image(data):
    i = 13
    if data[10] & 0x80: i += 3 * (2 << (data[10] & 7))
    while data[i] != 0x2C:
        assert data[i] == 0x21; i += 2
        while data[i]: i += data[i] + 1
        i += 1
    return i
gi = gif_first_image(st)
j = gi + 10
if st[gi + 9] & 0x80: j += 3 * (2 << (st[gi + 9] & 7))
lzw_start = j  # min code size byte
first_block_len = st[j + 1]
w("gif_lzw_cut.gif", st[:j + 2 + min(first_block_len, 40)][:j + 1] + bytes([40]) + st[j + 2:j + 42] + b"\x00\x3b")
w("gif_header_only.gif", bytes(g[:gif_first_image(bytes(g))]) + b"\x3b")
# animated GIF: 2nd frame's LZW bytes garbled (code beyond table)
ag = bytearray(g)
second = bytes(ag).index(b"\x2c", gif_first_image(bytes(ag)) + 20)
k = second + 10
if ag[second + 9] & 0x80: k += 3 * (2 << (ag[second + 9] & 7))
for q in range(k + 2, k + 2 + 30): ag[q] = 0xFF
w("gif_frame2_garbled.gif", bytes(ag))

# ================= crafted WebP
def riff(chunks_):
    body = b"WEBP" + b"".join(t + struct.pack("<I", len(d)) + d + (b"\x00" if len(d) % 2 else b"") for t, d in chunks_)
    return b"RIFF" + struct.pack("<I", len(body)) + body
def webp_chunks(data):
    i = 12; out = []
    while i + 8 <= len(data):
        t = data[i:i+4]; n = struct.unpack("<I", data[i+4:i+8])[0]; out.append([t, data[i+8:i+8+n]]); i += 8 + n + (n & 1)
    return out
lw = webp_chunks(open(P("lossy_400x300.webp"), "rb").read())
vp8 = [d for t, d in lw if t == b"VP8 "][0]
v = bytearray(vp8); v[6:10] = struct.pack("<HH", 16000, 12000)
w("vp8_header_16000x12000.webp", riff([[b"VP8 ", bytes(v)]]))
w("vp8_cut_riff_fixed.webp", riff([[b"VP8 ", vp8[:len(vp8) // 3]]]))
lossy = open(P("lossy_400x300.webp"), "rb").read()
w("webp_cut_riff_stale.webp", lossy[:len(lossy) // 2])
vp8x = struct.pack("<I", 0) + struct.pack("<I", 3999)[:3] + struct.pack("<I", 2999)[:3]
w("vp8x_canvas_4000x3000.webp", riff([[b"VP8X", vp8x], [b"VP8 ", vp8]]))
ll = webp_chunks(open(P("lossless_alpha_97x61.webp"), "rb").read())
vp8l = [d for t, d in ll if t == b"VP8L"][0]
bits = struct.unpack("<I", vp8l[1:5])[0]
nb = (bits & ~0xFFFFFFF) | (1999) | (1499 << 14)
w("vp8l_header_2000x1500.webp", riff([[b"VP8L", vp8l[:1] + struct.pack("<I", nb) + vp8l[5:]]]))
w("riff_webp_around_png.webp", riff([[b"VP8L", b"\x2f" + open(P("icon_palette_64x64.png"), "rb").read()]]))
w("really_webp_named.jpg", lossy)
print(len(os.listdir(OUT)), "files")
