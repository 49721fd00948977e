#!/usr/bin/env python3
"""Generate the round-10 held-out image files (files/) and the claim list (claims_src.json).

Files are made with Pillow, ImageMagick (convert) and libwebp tools (cwebp/img2webp), then some are edited byte by
byte so that their containers stay valid (CRCs recomputed, RIFF sizes fixed) while the data lies. Labels are NOT made
here: oracle.py decodes every file with independent decoders and labels every claim from their outputs.
Each claim carries a machine-readable predicate ("check") that oracle.py evaluates against every decoder's output.
"""
import io, json, os, random, struct, subprocess, zlib, shutil, tempfile
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "files")
random.seed(10)
TMP = tempfile.mkdtemp()

def p(name):
    return os.path.join(OUT, name)

def sh(*a):
    subprocess.run(a, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def pattern(w, h, mode="RGB"):
    im = Image.new("RGB", (w, h), (30, 90, 160))
    d = ImageDraw.Draw(im)
    for i in range(0, max(w, h), max(4, min(w, h) // 6)):
        d.line([(i, 0), (0, i)], fill=((i * 7) % 255, (i * 3) % 255, 200), width=3)
    d.ellipse([w // 4, h // 4, 3 * w // 4, 3 * h // 4], outline=(250, 220, 40), width=2)
    return im.convert(mode) if mode != "RGB" else im

# ---------------- PNG chunk helpers ----------------
SIG = b"\x89PNG\r\n\x1a\n"
def chunks(data):
    assert data[:8] == SIG
    i, out = 8, []
    while i < len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        t = data[i + 4:i + 8]
        out.append([t, data[i + 8:i + 8 + n]])
        i += 12 + n
    return out
def chunk(t, body):
    return struct.pack(">I", len(body)) + t + body + struct.pack(">I", zlib.crc32(t + body) & 0xffffffff)
def build(cs):
    return SIG + b"".join(chunk(t, b) for t, b in cs)
def png_bytes(im, **kw):
    b = io.BytesIO(); im.save(b, "PNG", **kw); return b.getvalue()
def set_ihdr(cs, w=None, h=None, depth=None, ctype=None, interlace=None):
    for c in cs:
        if c[0] == b"IHDR":
            W, H, D, C, cm, fm, il = struct.unpack(">IIBBBBB", c[1])
            c[1] = struct.pack(">IIBBBBB", W if w is None else w, H if h is None else h, D if depth is None else depth,
                               C if ctype is None else ctype, cm, fm, il if interlace is None else interlace)
    return cs
def merged_idat(cs):
    return b"".join(b for t, b in cs if t == b"IDAT")
def replace_idat(cs, data):
    out, done = [], False
    for t, b in cs:
        if t == b"IDAT":
            if not done:
                out.append([b"IDAT", data]); done = True
        else:
            out.append([t, b])
    return out

def W(name, data):
    with open(p(name), "wb") as f:
        f.write(data)

# ---------------- JPEG helpers ----------------
def jpeg_set_sof(data, w=None, h=None):
    i = 2
    while i < len(data):
        assert data[i] == 0xFF
        m = data[i + 1]
        L = struct.unpack(">H", data[i + 2:i + 4])[0]
        if m in (0xC0, 0xC1, 0xC2):
            b = bytearray(data)
            H0, W0 = struct.unpack(">HH", data[i + 5:i + 9])
            b[i + 5:i + 9] = struct.pack(">HH", H0 if h is None else h, W0 if w is None else w)
            return bytes(b)
        i += 2 + L
    raise ValueError("no SOF")
def jpeg_scan_start(data):
    i = 2
    while True:
        m = data[i + 1]; L = struct.unpack(">H", data[i + 2:i + 4])[0]
        if m == 0xDA:
            return i + 2 + L
        i += 2 + L

# ---------------- WebP helpers ----------------
def riff_fix(b):
    b = bytearray(b); b[4:8] = struct.pack("<I", len(b) - 8); return bytes(b)
def riff_chunks(b):
    i, out = 12, []
    while i + 8 <= len(b):
        t = b[i:i + 4]; n = struct.unpack("<I", b[i + 4:i + 8])[0]
        out.append((t, i, n)); i += 8 + n + (n & 1)
    return out


def gif_first_lzw(g):
    """Offset of the LZW minimum-code-size byte of the first image in a GIF."""
    i = 13
    if g[10] & 0x80: i += 3 * (2 << (g[10] & 7))
    while True:
        if g[i] == 0x21:
            i += 2
            while g[i]: i += g[i] + 1
            i += 1
        elif g[i] == 0x2C:
            flags = g[i + 9]; i += 10
            if flags & 0x80: i += 3 * (2 << (flags & 7))
            return i
        else:
            raise ValueError("bad gif")

def make_files():
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    # ---- ordinary PNG ----
    pattern(800, 600).save(p("banner_rgb_800x600.png"))
    im = pattern(320, 240).convert("RGBA"); im.putalpha(Image.linear_gradient("L").resize((320, 240))); im.save(p("overlay_rgba_320x240.png"))
    sh("convert", "-size", "256x128", "gradient:black-white", "-depth", "16", "-colorspace", "Gray", "-define", "png:color-type=0", p("ramp_grey16_256x128.png"))
    sh("convert", "-size", "100x75", "plasma:fractal", "-depth", "16", "-define", "png:color-type=2", p("plasma_rgb48_100x75.png"))
    pattern(64, 64).quantize(16).save(p("icon_palette16_64x64.png"))
    sh("convert", "-size", "500x300", "gradient:red-blue", "-interlace", "PNG", p("adam7_500x300.png"))
    Image.new("1", (40, 20), 1).save(p("mask_1bit_40x20.png"))
    pattern(1, 500).save(p("strip_1x500.png"))
    trn = pattern(90, 60).quantize(8); trn.info["transparency"] = 0; trn.save(p("sprite_trns_90x60.png"), transparency=0)
    # ICC in PNG
    from PIL import ImageCms
    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    pattern(90, 60).save(p("icc_srgb_90x60.png"), icc_profile=srgb)
    # PNG with eXIf orientation 8
    ex = Image.Exif(); ex[0x0112] = 8
    pattern(200, 80).save(p("exif_orient8_200x80.png"), exif=ex.tobytes())
    # trailing garbage after IEND (decoders ignore)
    W("trailing_bytes_after_iend_150x150.png", png_bytes(pattern(150, 150)) + b"GARBAGE" * 40)
    # ---- ordinary JPEG ----
    pattern(1024, 768).save(p("photo_1024x768.jpg"), quality=88)
    pattern(640, 480).save(p("progressive_640x480.jpg"), quality=80, progressive=True)
    pattern(300, 300, "L").save(p("grey_300x300.jpg"))
    pattern(200, 100).convert("CMYK").save(p("cmyk_200x100.jpg"))
    ex = Image.Exif(); ex[0x0112] = 6; ex[0x010F] = "Canon"; ex[0x0110] = "Canon EOS R6"
    pattern(400, 300).save(p("portrait_exif6_400x300.jpg"), exif=ex.tobytes())
    ex = Image.Exif(); ex[0x0112] = 3
    pattern(120, 90).save(p("upside_exif3_120x90.jpg"), exif=ex.tobytes())
    sh("convert", "-size", "640x360", "gradient:green-yellow", p("travel_gps_640x360.jpg"))
    sh("exiftool", "-q", "-overwrite_original", "-Make=NIKON CORPORATION", "-Model=NIKON Z 6", "-GPSLatitude=48.8584",
       "-GPSLatitudeRef=N", "-GPSLongitude=2.2945", "-GPSLongitudeRef=E", p("travel_gps_640x360.jpg"))
    pattern(150, 150).save(p("icc_srgb_150x150.jpg"), icc_profile=srgb)
    pattern(1200, 200).save(p("panorama_1200x200.jpg"), quality=70)
    # ---- GIF ----
    pattern(200, 50).quantize(32).save(p("logo_static_200x50.gif"))
    frames = [pattern(48, 48).rotate(i * 60).quantize(16) for i in range(6)]
    frames[0].save(p("spinner_6f_48x48.gif"), save_all=True, append_images=frames[1:], duration=80, loop=0)
    frames = [Image.new("P", (30, 30), i * 40) for i in range(3)]
    for f in frames: f.putpalette([v for i in range(256) for v in (i, 255 - i, (i * 5) % 256)])
    frames[0].save(p("blink_3f_delays.gif"), save_all=True, append_images=frames[1:], duration=[500, 250, 1000], loop=0)
    # ---- WebP ----
    pattern(300, 200).save(p("lossy_300x200.webp"), quality=75)
    im = pattern(128, 96).convert("RGBA"); im.putalpha(128); im.save(p("lossless_alpha_128x96.webp"), lossless=True)
    frames = [pattern(64, 64).rotate(i * 90) for i in range(4)]
    frames[0].save(p("anim_4f_64x64.webp"), save_all=True, append_images=frames[1:], duration=120, loop=0)
    pattern(512, 512).save(p("square_512.webp"), quality=60)
    # ---- APNG ----
    frames = [pattern(50, 40).rotate(i * 120) for i in range(3)]
    frames[0].save(p("apng_3f_50x40.png"), save_all=True, append_images=frames[1:], duration=100, loop=0)

    # =============== crafted: PNG whose headers lie ===============
    base = png_bytes(pattern(64, 48))
    W("ihdr_4096x3072_over_64x48.png", build(set_ihdr(chunks(base), 4096, 3072)))
    W("ihdr_says_32x24_data_64x48.png", build(set_ihdr(chunks(base), 32, 24)))
    W("ihdr_says_64x60_data_64x48.png", build(set_ihdr(chunks(base), 64, 60)))
    W("ihdr_depth16_over_8bit.png", build(set_ihdr(chunks(base), depth=16)))
    W("ihdr_rgba_over_rgb.png", build(set_ihdr(chunks(base), ctype=6)))
    W("ihdr_interlaced_flag_over_plain.png", build(set_ihdr(chunks(base), interlace=1)))
    W("ihdr_200000x150000_over_10x10.png", build(set_ihdr(chunks(png_bytes(pattern(10, 10))), 200000, 150000)))
    cs = chunks(png_bytes(pattern(120, 80))); z = bytearray(merged_idat(cs))
    for k in range(40, len(z) - 10, 97): z[k] ^= 0x5A
    W("idat_corrupt_crc_ok_120x80.png", build(replace_idat(cs, bytes(z))))
    cs = chunks(png_bytes(pattern(120, 80))); z = merged_idat(cs)
    W("idat_truncated_crc_ok_120x80.png", build(replace_idat(cs, z[: len(z) // 2])))
    raw = zlib.decompress(merged_idat(cs))
    W("idat_short_rows_crc_ok_120x80.png", build(replace_idat(cs, zlib.compress(raw[: len(raw) - 3 * (1 + 360)]))))
    b = png_bytes(pattern(160, 120)); W("cut_in_half_160x120.png", b[: len(b) // 2])
    b = bytearray(png_bytes(pattern(160, 120))); b[60] ^= 0xFF; W("bad_crc_160x120.png", bytes(b))
    cs = chunks(png_bytes(pattern(64, 64).quantize(4))); cs = [c for c in cs if c[0] != b"PLTE"]
    W("palette_without_plte_64x64.png", build(cs))
    # APNG with lying acTL frame counts
    cs = chunks(open(p("apng_3f_50x40.png"), "rb").read())
    for c in cs:
        if c[0] == b"acTL": c[1] = struct.pack(">II", 9, 0)
    W("apng_actl_says_9_has_3.png", build(cs))
    cs = chunks(open(p("apng_3f_50x40.png"), "rb").read())
    for c in cs:
        if c[0] == b"acTL": c[1] = struct.pack(">II", 2, 0)
    W("apng_actl_says_2_has_3.png", build(cs))
    # APNG whose second frame's fcTL lies about its size (bigger than the data)
    cs = chunks(open(p("apng_3f_50x40.png"), "rb").read()); seen = 0
    for c in cs:
        if c[0] == b"fcTL":
            seen += 1
            if seen == 2:
                c[1] = c[1][:4] + struct.pack(">II", 50, 40 + 0) + c[1][12:]
                c[1] = c[1][:4] + struct.pack(">II", 50, 39) + c[1][12:]
    W("apng_fctl_height_lies.png", build(cs))

    # =============== crafted: JPEG ===============
    base = open(p("photo_1024x768.jpg"), "rb").read()
    small = pattern(320, 240); bb = io.BytesIO(); small.save(bb, "JPEG", quality=85); small = bb.getvalue()
    W("sof_60000x45000_over_320x240.jpg", jpeg_set_sof(small, 60000, 45000))
    W("sof_8x8_over_320x240.jpg", jpeg_set_sof(small, 8, 8))
    W("sof_swapped_240x320.jpg", jpeg_set_sof(small, 240, 320))
    W("sof_width_320_height_250.jpg", jpeg_set_sof(small, 320, 250))
    W("truncated_60pct_1024x768.jpg", base[: int(len(base) * 0.6)])
    W("no_eoi_1024x768.jpg", base[:-2])
    b = bytearray(small); s = jpeg_scan_start(small)
    for k in range(s + 200, len(b) - 400, 53):
        if b[k] != 0xFF and b[k - 1] != 0xFF: b[k] = (b[k] * 7 + 13) & 0xFE
    W("scan_garbled_320x240.jpg", bytes(b))
    pb = open(p("progressive_640x480.jpg"), "rb").read()
    W("progressive_cut_early.jpg", pb[: int(len(pb) * 0.25)])

    # =============== crafted: GIF ===============
    g = bytearray(open(p("logo_static_200x50.gif"), "rb").read())
    g2 = bytearray(g); g2[6:10] = struct.pack("<HH", 3000, 3000); W("gif_screen_3000_over_200x50_frame.gif", bytes(g2))
    g3 = bytearray(g); g3[6:10] = struct.pack("<HH", 100, 25); W("gif_frame_outside_screen.gif", bytes(g3))
    W("gif_cut_mid_lzw.gif", bytes(g[: len(g) * 2 // 3]))
    # lzw garbage: overwrite the middle of the image data sub-blocks, keep the block lengths
    k = gif_first_lzw(g) + 1  # first sub-block length byte of the first image's LZW data
    g4 = bytearray(g)
    while g4[k] != 0:
        n = g4[k]
        for j in range(k + 1 + 4, k + 1 + n):
            if (j * 31) % 5 == 0: g4[j] = 0xFF
        k += n + 1
    W("gif_lzw_codes_garbled.gif", bytes(g4))
    a = open(p("spinner_6f_48x48.gif"), "rb").read()
    W("gif_anim_cut_after_frame_2.gif", a[: int(len(a) * 0.45)])
    g5 = bytearray(1 + 0 for _ in range(0)) or bytearray(g); g5[6:10] = struct.pack("<HH", 65000, 65000)
    W("gif_screen_65000_over_tiny.gif", bytes(g5))

    # =============== crafted: WebP ===============
    w = bytearray(open(p("lossy_300x200.webp"), "rb").read())
    for t, off, n in riff_chunks(w):
        if t == b"VP8 ":
            fr = off + 8; hdr = fr + 6  # frame tag 3 bytes + start code 3 bytes
            lw = bytearray(w); lw[hdr:hdr + 4] = struct.pack("<HH", 16383 & 9000, 7000); W("vp8_header_9000x7000_over_300x200.webp", bytes(lw))
            lw = bytearray(w); lw[hdr:hdr + 4] = struct.pack("<HH", 30, 20); W("vp8_header_30x20_over_300x200.webp", bytes(lw))
    W("webp_cut_half.webp", bytes(w[: len(w) // 2]))
    W("webp_riff_size_overstated.webp", bytes(w[:4]) + struct.pack("<I", len(w) + 5000) + bytes(w[8:]))
    ll = bytearray(open(p("lossless_alpha_128x96.webp"), "rb").read())
    for t, off, n in riff_chunks(ll):
        if t == b"VP8L":
            s = off + 8  # signature 0x2f then 14 bits w-1, 14 bits h-1, alpha, version
            bits = struct.unpack("<I", ll[s + 1:s + 5])[0]
            bits = (bits & ~((1 << 28) - 1)) | (4999) | (3999 << 14)
            x = bytearray(ll); x[s + 1:s + 5] = struct.pack("<I", bits); W("vp8l_header_5000x4000_over_128x96.webp", bytes(x))
    # VP8X canvas that lies about a still image
    sh("cwebp", "-quiet", "-q", "70", "-metadata", "none", p("banner_rgb_800x600.png"), "-o", os.path.join(TMP, "b.webp"))
    plain = open(os.path.join(TMP, "b.webp"), "rb").read()
    vp8 = plain[12:]
    def vp8x(w_, h_, flags=0):
        return b"VP8X" + struct.pack("<I", 10) + bytes([flags, 0, 0, 0]) + (w_ - 1).to_bytes(3, "little") + (h_ - 1).to_bytes(3, "little")
    W("vp8x_canvas_5000x5000_over_800x600.webp", riff_fix(b"RIFF\0\0\0\0WEBP" + vp8x(5000, 5000) + vp8))
    W("vp8x_canvas_matches_800x600.webp", riff_fix(b"RIFF\0\0\0\0WEBP" + vp8x(800, 600) + vp8))
    # animated WebP: a frame lying about its size in ANMF
    an = bytearray(open(p("anim_4f_64x64.webp"), "rb").read()); cnt = 0
    for t, off, n in riff_chunks(an):
        if t == b"ANMF":
            cnt += 1
            if cnt == 2:
                an[off + 8 + 6:off + 8 + 12] = (31).to_bytes(3, "little") + (31).to_bytes(3, "little")
    W("anim_webp_anmf_size_lies.webp", bytes(an))
    an = open(p("anim_4f_64x64.webp"), "rb").read(); last = [c for c in riff_chunks(an) if c[0] == b"ANMF"][-1]
    W("anim_webp_last_frame_cut.webp", riff_fix(an[: last[1] + 8 + last[2] // 2]))

    # =============== magic vs name / declared type ===============
    shutil.copy(p("overlay_rgba_320x240.png"), p("actually_png_named.jpg"))
    shutil.copy(p("grey_300x300.jpg"), p("actually_jpeg_named.png"))
    shutil.copy(p("lossy_300x200.webp"), p("actually_webp_named.gif"))
    # RIFF/WEBP box around a PNG
    pngb = png_bytes(pattern(40, 40))
    W("riff_box_around_png.webp", riff_fix(b"RIFF\0\0\0\0WEBP" + b"VP8L" + struct.pack("<I", len(pngb)) + pngb + (b"\0" if len(pngb) & 1 else b"")))
    # PNG signature over JPEG data
    W("png_signature_over_jpeg.png", SIG + small[2:])
    W("plain_text_named.png", b"This is not an image at all, just some text saved with a .png name.\n" * 3)

CASES = []
def C(file, group, claim, check, content_type=None):
    d = {"file": file, "group": group, "claim": claim, "check": check}
    if content_type: d["content_type"] = content_type
    CASES.append(d)

def claims():
    # checks: {"format": X} {"w": n} {"h": n} {"size": [w, h]} {"w_gt"/"w_ge"/"w_lt"/"w_le"/"h_*": n} {"square": bool}
    # {"landscape": bool} {"portrait": bool} {"aspect": [a, b]} {"animated": bool} {"frames": n} {"frames_gt": n}
    # {"alpha": bool} {"grey": bool} {"depth16": bool} {"palette": bool} {"interlaced": bool} {"progressive": bool}
    # {"make": s} {"model": s} {"gps": bool} {"icc": bool} {"orientation": n} {"px_gt": n} {"durations_ms": [..]}
    # {"not": check}; several keys = all must hold.
    f = "banner_rgb_800x600.png"
    C(f, "png-ordinary", "The uploaded image is a PNG file measuring 800 x 600 pixels.", {"format": "PNG", "size": [800, 600]})
    C(f, "png-ordinary", "This banner has a 4:3 aspect ratio.", {"aspect": [4, 3]})
    C(f, "png-ordinary", "The image is 600 pixels wide.", {"w": 600})
    C(f, "png-ordinary", "It's a landscape image, wider than 700px.", {"landscape": True, "w_gt": 700})
    f = "overlay_rgba_320x240.png"
    C(f, "png-ordinary", "This PNG has an alpha channel (transparency).", {"alpha": True})
    C(f, "png-ordinary", "The overlay is 320×240.", {"size": [320, 240]})
    C(f, "png-ordinary", "The image is a JPEG.", {"format": "JPEG"})
    f = "ramp_grey16_256x128.png"
    C(f, "png-ordinary", "This is a 16-bit grayscale PNG.", {"grey": True, "depth16": True, "format": "PNG"})
    C(f, "png-ordinary", "The gradient is 256 pixels wide and 128 pixels tall.", {"size": [256, 128]})
    C(f, "png-ordinary", "Its aspect ratio is 2:1.", {"aspect": [2, 1]})
    f = "plasma_rgb48_100x75.png"
    C(f, "png-ordinary", "The picture is 100x75 px.", {"size": [100, 75]})
    C(f, "png-ordinary", "The height of the image is at least 80 pixels.", {"h_ge": 80})
    f = "icon_palette16_64x64.png"
    C(f, "png-ordinary", "The icon is 64 pixels square.", {"size": [64, 64]})
    C(f, "png-ordinary", "This is an indexed-colour (palette) PNG.", {"palette": True})
    C(f, "png-ordinary", "The icon is not animated.", {"animated": False})
    f = "adam7_500x300.png"
    C(f, "png-ordinary", "The PNG is 500 by 300 pixels.", {"size": [500, 300]})
    C(f, "png-ordinary", "This image uses Adam7 interlacing.", {"interlaced": True})
    C(f, "png-ordinary", "The image is taller than it is wide.", {"portrait": True})
    f = "mask_1bit_40x20.png"
    C(f, "png-ordinary", "The mask image is 40 pixels wide.", {"w": 40})
    C(f, "png-ordinary", "The mask is exactly 20 pixels high.", {"h": 20})
    f = "strip_1x500.png"
    C(f, "png-ordinary", "The image is 1 pixel wide and 500 pixels tall.", {"size": [1, 500]})
    C(f, "png-ordinary", "The image is in portrait orientation.", {"portrait": True})
    f = "sprite_trns_90x60.png"
    C(f, "png-ordinary", "The sprite is a 90×60 PNG.", {"format": "PNG", "size": [90, 60]})
    C(f, "png-ordinary", "The sprite has no transparency.", {"alpha": False})
    f = "icc_srgb_90x60.png"
    C(f, "png-ordinary", "The PNG embeds an ICC colour profile.", {"icc": True})
    C(f, "png-ordinary", "The image measures 90 × 60 pixels.", {"size": [90, 60]})
    f = "exif_orient8_200x80.png"
    C(f, "exif-orientation", "The image is 200 pixels wide.", {"w": 200})
    C(f, "exif-orientation", "The image is at least 80 pixels in both dimensions.", {"w_ge": 80, "h_ge": 80})
    C(f, "exif-orientation", "The image is 300 pixels tall.", {"h": 300})
    f = "trailing_bytes_after_iend_150x150.png"
    C(f, "png-ordinary", "This is a 150x150 PNG image.", {"format": "PNG", "size": [150, 150]})
    C(f, "png-ordinary", "The image is square.", {"square": True})

    f = "photo_1024x768.jpg"
    C(f, "jpeg-ordinary", "This is a JPEG photo with a resolution of 1024×768.", {"format": "JPEG", "size": [1024, 768]})
    C(f, "jpeg-ordinary", "The photo is 1920 pixels wide.", {"w": 1920})
    C(f, "jpeg-ordinary", "The image has more than 500,000 pixels in total.", {"px_gt": 500000})
    C(f, "jpeg-ordinary", "It's a PNG image.", {"format": "PNG"})
    f = "progressive_640x480.jpg"
    C(f, "jpeg-ordinary", "The JPEG is progressive and 640x480.", {"progressive": True, "size": [640, 480]})
    C(f, "jpeg-ordinary", "The image height is 480 px.", {"h": 480})
    f = "grey_300x300.jpg"
    C(f, "jpeg-ordinary", "The image is a grayscale JPEG.", {"grey": True, "format": "JPEG"})
    C(f, "jpeg-ordinary", "It has a 1:1 aspect ratio.", {"aspect": [1, 1]})
    f = "cmyk_200x100.jpg"
    C(f, "jpeg-ordinary", "The JPEG is 200 px wide and 100 px high.", {"size": [200, 100]})
    C(f, "jpeg-ordinary", "The image is wider than 250 pixels.", {"w_gt": 250})
    f = "portrait_exif6_400x300.jpg"
    C(f, "exif-orientation", "The photo is 400x300.", {"size": [400, 300]})
    C(f, "exif-orientation", "The photo is at least 250 pixels wide.", {"w_ge": 250})
    C(f, "exif-orientation", "The photo is 500 pixels tall.", {"h": 500})
    C(f, "exif-metadata", "The photo was taken with a Canon camera.", {"make": "Canon"})
    C(f, "exif-metadata", "The camera model recorded in EXIF is Canon EOS R6.", {"model": "Canon EOS R6"})
    C(f, "exif-metadata", "It was shot on a Sony camera.", {"make": "Sony"})
    f = "upside_exif3_120x90.jpg"
    C(f, "exif-orientation", "The image is 120 pixels wide and 90 pixels tall.", {"size": [120, 90]})
    C(f, "exif-orientation", "The image is in landscape orientation.", {"landscape": True})
    f = "travel_gps_640x360.jpg"
    C(f, "exif-metadata", "The photo contains GPS coordinates.", {"gps": True})
    C(f, "exif-metadata", "The picture was taken with a Nikon camera.", {"make": "NIKON"})
    C(f, "exif-metadata", "The image has a 16:9 aspect ratio.", {"aspect": [16, 9]})
    C("photo_1024x768.jpg", "exif-metadata", "This photo has GPS location data embedded.", {"gps": True})
    f = "icc_srgb_150x150.jpg"
    C(f, "jpeg-ordinary", "The JPEG carries an embedded ICC profile.", {"icc": True})
    C(f, "jpeg-ordinary", "The image is 150 px square.", {"size": [150, 150]})
    f = "panorama_1200x200.jpg"
    C(f, "jpeg-ordinary", "The panorama's aspect ratio is 6:1.", {"aspect": [6, 1]})
    C(f, "jpeg-ordinary", "The panorama is no more than 200 pixels high.", {"h_le": 200})
    C(f, "jpeg-ordinary", "The panorama is under 1000 pixels wide.", {"w_lt": 1000})

    f = "logo_static_200x50.gif"
    C(f, "gif", "The logo is a static (non-animated) GIF.", {"format": "GIF", "animated": False})
    C(f, "gif", "The GIF is 200x50 pixels.", {"size": [200, 50]})
    f = "spinner_6f_48x48.gif"
    C(f, "animation", "This animated GIF has 6 frames.", {"animated": True, "frames": 6})
    C(f, "animation", "The spinner loops through 8 frames.", {"frames": 8})
    C(f, "animation", "The GIF is animated.", {"animated": True})
    C(f, "animation", "The animation has more than 4 frames.", {"frames_gt": 4})
    C(f, "gif", "The spinner is 48 × 48 pixels.", {"size": [48, 48]})
    f = "blink_3f_delays.gif"
    C(f, "animation", "The GIF contains 3 frames.", {"frames": 3})
    C(f, "animation", "The frames of this GIF are shown for 500 ms, 250 ms and 1000 ms.", {"durations_ms": [500, 250, 1000]})
    C(f, "animation", "It is a single-frame image.", {"frames": 1})

    f = "lossy_300x200.webp"
    C(f, "webp", "The file is a WebP image of 300x200 pixels.", {"format": "WEBP", "size": [300, 200]})
    C(f, "webp", "The WebP image has a 3:2 aspect ratio.", {"aspect": [3, 2]})
    C(f, "webp", "It is animated.", {"animated": True})
    f = "lossless_alpha_128x96.webp"
    C(f, "webp", "This lossless WebP has transparency.", {"alpha": True})
    C(f, "webp", "The image is 128 pixels wide.", {"w": 128})
    C(f, "webp", "The image is 100 pixels tall.", {"h": 100})
    f = "anim_4f_64x64.webp"
    C(f, "animation", "The animated WebP has 4 frames.", {"frames": 4, "animated": True})
    C(f, "animation", "This WebP animation consists of 5 frames.", {"frames": 5})
    C(f, "webp", "The animation is 64x64.", {"size": [64, 64]})
    f = "square_512.webp"
    C(f, "webp", "The WebP is 512 pixels square.", {"size": [512, 512]})
    C(f, "webp", "The image is at most 256 pixels wide.", {"w_le": 256})
    f = "apng_3f_50x40.png"
    C(f, "animation", "This PNG is an animated PNG with 3 frames.", {"frames": 3, "animated": True})
    C(f, "animation", "The APNG is 50 pixels wide and 40 pixels tall.", {"size": [50, 40]})
    C(f, "animation", "This PNG is a still image with a single frame.", {"frames": 1})

    # ---- lying PNG headers ----
    f = "ihdr_4096x3072_over_64x48.png"
    C(f, "png-lying-header", "The image is 4096 x 3072 pixels.", {"size": [4096, 3072]})
    C(f, "png-lying-header", "This is a PNG image.", {"format": "PNG"})
    C(f, "png-lying-header", "The image is 64×48.", {"size": [64, 48]})
    f = "ihdr_says_32x24_data_64x48.png"
    C(f, "png-lying-header", "The image is 32 pixels wide.", {"w": 32})
    C(f, "png-lying-header", "It is a 32x24 PNG.", {"format": "PNG", "size": [32, 24]})
    f = "ihdr_says_64x60_data_64x48.png"
    C(f, "png-lying-header", "The image height is 60 pixels.", {"h": 60})
    C(f, "png-lying-header", "The image is 64 pixels wide.", {"w": 64})
    f = "ihdr_depth16_over_8bit.png"
    C(f, "png-lying-header", "This is a 16-bit PNG.", {"depth16": True})
    C(f, "png-lying-header", "The image is 64x48 pixels.", {"size": [64, 48]})
    f = "ihdr_rgba_over_rgb.png"
    C(f, "png-lying-header", "The PNG has an alpha channel.", {"alpha": True})
    C(f, "png-lying-header", "The image measures 64 × 48.", {"size": [64, 48]})
    f = "ihdr_interlaced_flag_over_plain.png"
    C(f, "png-lying-header", "The PNG is interlaced.", {"interlaced": True})
    C(f, "png-lying-header", "The image is wider than it is tall.", {"landscape": True})
    f = "ihdr_200000x150000_over_10x10.png"
    C(f, "huge-declared", "The image is 200000 pixels wide.", {"w": 200000})
    C(f, "huge-declared", "The image has more than 1 billion pixels.", {"px_gt": 1000000000})
    C(f, "huge-declared", "This is a PNG.", {"format": "PNG"})
    f = "idat_corrupt_crc_ok_120x80.png"
    C(f, "png-bad-data", "The image is 120x80 pixels.", {"size": [120, 80]})
    C(f, "png-bad-data", "This is a PNG file.", {"format": "PNG"})
    f = "idat_truncated_crc_ok_120x80.png"
    C(f, "png-bad-data", "The image is 120 pixels wide.", {"w": 120})
    C(f, "png-bad-data", "The image has a 3:2 aspect ratio.", {"aspect": [3, 2]})
    f = "idat_short_rows_crc_ok_120x80.png"
    C(f, "png-bad-data", "The PNG is 120 by 80 pixels.", {"size": [120, 80]})
    C(f, "png-bad-data", "The image is 77 pixels tall.", {"h": 77})
    f = "cut_in_half_160x120.png"
    C(f, "truncated", "The PNG is 160×120.", {"size": [160, 120]})
    C(f, "truncated", "The image is a PNG.", {"format": "PNG"})
    f = "bad_crc_160x120.png"
    C(f, "png-bad-data", "The image is 160 pixels wide.", {"w": 160})
    f = "palette_without_plte_64x64.png"
    C(f, "png-bad-data", "This palette image is 64x64.", {"size": [64, 64]})
    C(f, "png-bad-data", "The image is a PNG.", {"format": "PNG"})
    f = "apng_actl_says_9_has_3.png"
    C(f, "animation-lying", "The animated PNG has 9 frames.", {"frames": 9})
    C(f, "animation-lying", "The APNG has 3 frames.", {"frames": 3})
    C(f, "animation-lying", "The image is animated.", {"animated": True})
    f = "apng_actl_says_2_has_3.png"
    C(f, "animation-lying", "This APNG has two frames.", {"frames": 2})
    C(f, "animation-lying", "The animation has 3 frames.", {"frames": 3})
    f = "apng_fctl_height_lies.png"
    C(f, "animation-lying", "The APNG animation has 3 frames.", {"frames": 3})
    C(f, "animation-lying", "The image is 50x40.", {"size": [50, 40]})

    # ---- lying JPEG ----
    f = "sof_60000x45000_over_320x240.jpg"
    C(f, "jpeg-lying-header", "The photo is 60000 × 45000 pixels.", {"size": [60000, 45000]})
    C(f, "jpeg-lying-header", "This is a JPEG image.", {"format": "JPEG"})
    C(f, "huge-declared", "The image has over 2 gigapixels.", {"px_gt": 2000000000})
    f = "sof_8x8_over_320x240.jpg"
    C(f, "jpeg-lying-header", "The JPEG is 8x8 pixels.", {"size": [8, 8]})
    C(f, "jpeg-lying-header", "The image is 320 pixels wide.", {"w": 320})
    f = "sof_swapped_240x320.jpg"
    C(f, "jpeg-lying-header", "The image is 240 px wide and 320 px tall.", {"size": [240, 320]})
    C(f, "jpeg-lying-header", "The photo is portrait.", {"portrait": True})
    f = "sof_width_320_height_250.jpg"
    C(f, "jpeg-lying-header", "The image height is 250 pixels.", {"h": 250})
    C(f, "jpeg-lying-header", "The image is 320 pixels wide.", {"w": 320})
    f = "truncated_60pct_1024x768.jpg"
    C(f, "truncated", "The JPEG is 1024x768.", {"size": [1024, 768]})
    C(f, "truncated", "It is a JPEG image.", {"format": "JPEG"})
    f = "no_eoi_1024x768.jpg"
    C(f, "truncated", "The photo is 1024 pixels wide.", {"w": 1024})
    f = "scan_garbled_320x240.jpg"
    C(f, "jpeg-bad-data", "The image is 320×240.", {"size": [320, 240]})
    C(f, "jpeg-bad-data", "This is a JPEG.", {"format": "JPEG"})
    f = "progressive_cut_early.jpg"
    C(f, "truncated", "The progressive JPEG is 640x480.", {"size": [640, 480]})
    C(f, "truncated", "The image is 480 pixels high.", {"h": 480})

    # ---- lying GIF ----
    f = "gif_screen_3000_over_200x50_frame.gif"
    C(f, "gif-lying", "The GIF is 3000 pixels wide.", {"w": 3000})
    C(f, "gif-lying", "The GIF is 200x50.", {"size": [200, 50]})
    C(f, "gif-lying", "This is a GIF image.", {"format": "GIF"})
    f = "gif_frame_outside_screen.gif"
    C(f, "gif-lying", "The GIF measures 100 x 25 pixels.", {"size": [100, 25]})
    C(f, "gif-lying", "The GIF is 200 pixels wide.", {"w": 200})
    C(f, "gif-lying", "It is a GIF file.", {"format": "GIF"})
    f = "gif_cut_mid_lzw.gif"
    C(f, "truncated", "The GIF is 200 by 50.", {"size": [200, 50]})
    C(f, "truncated", "The image is a GIF.", {"format": "GIF"})
    f = "gif_lzw_codes_garbled.gif"
    C(f, "gif-lying", "The logo GIF is 200x50 px.", {"size": [200, 50]})
    f = "gif_anim_cut_after_frame_2.gif"
    C(f, "animation-lying", "The animated GIF has 6 frames.", {"frames": 6})
    C(f, "animation-lying", "The GIF is animated.", {"animated": True})
    C(f, "animation-lying", "The GIF has 2 frames.", {"frames": 2})
    f = "gif_screen_65000_over_tiny.gif"
    C(f, "huge-declared", "The GIF canvas is 65000×65000.", {"size": [65000, 65000]})
    C(f, "huge-declared", "The GIF is 200 pixels wide.", {"w": 200})

    # ---- lying WebP ----
    f = "vp8_header_9000x7000_over_300x200.webp"
    C(f, "webp-lying", "The WebP is 9000 x 7000.", {"size": [9000, 7000]})
    C(f, "webp-lying", "The image is a WebP.", {"format": "WEBP"})
    f = "vp8_header_30x20_over_300x200.webp"
    C(f, "webp-lying", "The WebP image is 30 pixels wide.", {"w": 30})
    C(f, "webp-lying", "The image is 300x200.", {"size": [300, 200]})
    f = "webp_cut_half.webp"
    C(f, "truncated", "The WebP is 300 by 200 pixels.", {"size": [300, 200]})
    C(f, "truncated", "This is a WebP file.", {"format": "WEBP"})
    f = "webp_riff_size_overstated.webp"
    C(f, "webp-lying", "The WebP is 300x200.", {"size": [300, 200]})
    f = "vp8l_header_5000x4000_over_128x96.webp"
    C(f, "webp-lying", "The lossless WebP is 5000 × 4000 pixels.", {"size": [5000, 4000]})
    C(f, "webp-lying", "The image has transparency.", {"alpha": True})
    f = "vp8x_canvas_5000x5000_over_800x600.webp"
    C(f, "webp-lying", "The WebP canvas is 5000x5000.", {"size": [5000, 5000]})
    C(f, "webp-lying", "The image is 800 pixels wide.", {"w": 800})
    f = "vp8x_canvas_matches_800x600.webp"
    C(f, "webp", "The extended WebP is 800×600.", {"size": [800, 600]})
    C(f, "webp", "The image is 600 pixels wide.", {"w": 600})
    f = "anim_webp_anmf_size_lies.webp"
    C(f, "animation-lying", "The animated WebP has 4 frames.", {"frames": 4})
    C(f, "animation-lying", "The animation is 64×64 pixels.", {"size": [64, 64]})
    f = "anim_webp_last_frame_cut.webp"
    C(f, "animation-lying", "This animated WebP has 4 frames.", {"frames": 4})
    C(f, "animation-lying", "The WebP is animated.", {"animated": True})

    # ---- magic vs name / declared type ----
    f = "actually_png_named.jpg"
    C(f, "magic-mismatch", "The image is a JPEG.", {"format": "JPEG"})
    C(f, "magic-mismatch", "The image is 320 x 240 pixels.", {"size": [320, 240]}, content_type="application/octet-stream")
    C(f, "magic-mismatch", "The file is actually a PNG.", {"format": "PNG"}, content_type="application/octet-stream")
    C(f, "magic-mismatch", "The photo is a JPEG.", {"format": "JPEG"}, content_type="application/octet-stream")
    f = "actually_jpeg_named.png"
    C(f, "magic-mismatch", "This is a PNG image.", {"format": "PNG"}, content_type="application/octet-stream")
    C(f, "magic-mismatch", "The image is 300×300.", {"size": [300, 300]}, content_type="application/octet-stream")
    C(f, "magic-mismatch", "The image is 300 pixels wide.", {"w": 300})
    f = "actually_webp_named.gif"
    C(f, "magic-mismatch", "This is a GIF.", {"format": "GIF"}, content_type="application/octet-stream")
    C(f, "magic-mismatch", "It's a WebP image, 300x200.", {"format": "WEBP", "size": [300, 200]}, content_type="application/octet-stream")
    f = "riff_box_around_png.webp"
    C(f, "magic-mismatch", "This is a WebP image.", {"format": "WEBP"})
    C(f, "magic-mismatch", "The image is 40x40 pixels.", {"size": [40, 40]})
    C(f, "magic-mismatch", "The image is a PNG.", {"format": "PNG"}, content_type="application/octet-stream")
    f = "png_signature_over_jpeg.png"
    C(f, "magic-mismatch", "This is a PNG file.", {"format": "PNG"})
    C(f, "magic-mismatch", "The image is 320 by 240.", {"size": [320, 240]})
    C(f, "magic-mismatch", "It is a JPEG.", {"format": "JPEG"}, content_type="application/octet-stream")
    f = "plain_text_named.png"
    C(f, "magic-mismatch", "The PNG image is 100x100.", {"size": [100, 100]})
    C(f, "magic-mismatch", "This is a PNG.", {"format": "PNG"})

if __name__ == "__main__":
    make_files()
    claims()
    for i, c in enumerate(CASES, 1):
        c["id"] = f"r10-{i:03d}"
    with open(os.path.join(HERE, "claims_src.json"), "w") as fh:
        json.dump(CASES, fh, indent=1)
    print(len(os.listdir(OUT)), "files,", len(CASES), "claims")
