#!/usr/bin/env python3
"""Held-out image set, round 14: the files and the claims as the author wrote them.

Running this file (re)builds files/ with Pillow and ImageMagick (`convert` from ImageMagick 6, called through
`magick_convert()`), plus byte-level edits for the crafted files whose headers lie. CASES lists every claim with
  - the author's first reading (`hand`: true / false / undetermined / vlm, or undecodable for a crafted file), and
  - a machine-readable predicate (`pred`) that oracle.py evaluates against what the decoders report.
oracle.py, not this file, gives the final labels written to cases.json.
"""
import io, os, random, shutil, struct, subprocess, zlib
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")


def magick_convert(*args):
    # ImageMagick 6's convert; a PATH may shadow it, so prefer the one next to `identify`.
    ident = shutil.which("identify")
    conv = os.path.join(os.path.dirname(ident), "convert") if ident else "convert"
    subprocess.run([conv, *args], check=True)


def out(name):
    return os.path.join(FILES, name)


def picture(w, h, mode="RGB", seed=1):
    """A smooth gradient with a few shapes: compresses well, not flat."""
    im = Image.new("RGB", (w, h))
    px = im.load()
    for y in range(h):
        for x in range(w):
            px[x, y] = ((x * 255) // max(1, w - 1), (y * 255) // max(1, h - 1), ((x + y) * 7 + seed * 40) % 256)
    d = ImageDraw.Draw(im)
    r = random.Random(seed)
    for _ in range(4):
        x0, y0 = r.randrange(w), r.randrange(h)
        d.ellipse([x0, y0, x0 + w // 5, y0 + h // 5], fill=(r.randrange(256), r.randrange(256), r.randrange(256)))
    return im.convert(mode) if mode != "RGB" else im


def gradient_fast(w, h, seed=1):
    # large images: build from bytes, faster than per-pixel loops
    row = bytearray()
    for x in range(w):
        row += bytes(((x * 255) // (w - 1), (x * 3 + seed) % 256, 128))
    data = bytearray()
    for y in range(h):
        shade = (y * 255) // (h - 1)
        data += bytes(row[i] if i % 3 != 2 else shade for i in range(len(row))) if y % 60 == 0 or y == 0 else b""
    # repeat the band rows
    bands = [bytes(row[i] if i % 3 != 2 else (y * 255) // (h - 1) for i in range(len(row))) for y in range(0, h, 60)]
    full = b"".join(bands[y // 60] for y in range(h))
    im = Image.frombytes("RGB", (w, h), full)
    d = ImageDraw.Draw(im)
    d.rectangle([w // 4, h // 4, w // 2, h // 2], fill=(20, 200, 90))
    return im


# ---------------------------------------------------------------- PNG / JPEG byte helpers
def png_chunks(b):
    assert b[:8] == b"\x89PNG\r\n\x1a\n"
    i, out_ = 8, []
    while i < len(b):
        n = struct.unpack(">I", b[i:i + 4])[0]
        t = b[i + 4:i + 8]
        out_.append([t, b[i + 8:i + 8 + n]])
        i += 12 + n
        if t == b"IEND":
            break
    return out_


def png_build(chunks, fix_crc=True):
    b = bytearray(b"\x89PNG\r\n\x1a\n")
    for c in chunks:
        t, d = c[0], c[1]
        crc = zlib.crc32(t + d) & 0xFFFFFFFF if fix_crc or len(c) < 3 else c[2]
        b += struct.pack(">I", len(d)) + t + d + struct.pack(">I", crc)
    return bytes(b)


def png_idat(chunks):
    return b"".join(d for t, d in chunks if t == b"IDAT")


def png_replace_idat(chunks, data):
    outc, done = [], False
    for t, d in chunks:
        if t == b"IDAT":
            if not done:
                outc.append([b"IDAT", data])
                done = True
        else:
            outc.append([t, d])
    return outc


def jpeg_segments(b):
    """(marker, offset of marker, length incl. marker) up to SOS."""
    i, segs = 2, []
    while i < len(b):
        assert b[i] == 0xFF, hex(i)
        m = b[i + 1]
        n = struct.unpack(">H", b[i + 2:i + 4])[0]
        segs.append((m, i, n + 2))
        if m == 0xDA:
            break
        i += 2 + n
    return segs


def jpeg_set_sof_size(b, w, h):
    b = bytearray(b)
    for m, off, n in jpeg_segments(b):
        if m in (0xC0, 0xC1, 0xC2):
            b[off + 5:off + 7] = struct.pack(">H", h)
            b[off + 7:off + 9] = struct.pack(">H", w)
            return bytes(b)
    raise ValueError("no SOF")


def riff_chunks(b):
    assert b[:4] == b"RIFF" and b[8:12] == b"WEBP"
    i, cs = 12, []
    while i + 8 <= len(b):
        t = b[i:i + 4]
        n = struct.unpack("<I", b[i + 4:i + 8])[0]
        cs.append([t, b[i + 8:i + 8 + n]])
        i += 8 + n + (n & 1)
    return cs


def riff_build(cs):
    body = b"WEBP"
    for t, d in cs:
        body += t + struct.pack("<I", len(d)) + d + (b"\0" if len(d) & 1 else b"")
    return b"RIFF" + struct.pack("<I", len(body)) + body


def save(im, name, **kw):
    im.save(out(name), **kw)


def exif_bytes(orientation=None, make=None, model=None, pixel_size=None):
    ex = Image.Exif()
    if orientation:
        ex[0x0112] = orientation
    if make:
        ex[0x010F] = make
    if model:
        ex[0x0110] = model
    if pixel_size:
        sub = ex.get_ifd(0x8769)
        sub[0xA002] = pixel_size[0]
        sub[0xA003] = pixel_size[1]
    return ex.tobytes()


def frames(n, w, h, step=40):
    fs = []
    for i in range(n):
        im = Image.new("RGB", (w, h), (30 + i * step % 200, 80, 200 - i * 20 % 200))
        d = ImageDraw.Draw(im)
        d.rectangle([i * 5 % w, 2, i * 5 % w + w // 4, h // 3], fill=(250, 240, 10))
        fs.append(im)
    return fs


# ---------------------------------------------------------------- the files
def build():
    os.makedirs(FILES, exist_ok=True)
    for f in os.listdir(FILES):
        os.remove(out(f))

    # --- valid PNGs
    save(gradient_fast(1920, 1080), "desk_fullhd.png", optimize=False, compress_level=9)
    ic = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    ImageDraw.Draw(ic).ellipse([8, 8, 56, 56], fill=(220, 40, 40, 255))
    save(ic, "app_icon_rgba.png")
    save(picture(300, 200), "chart_rgb.png")
    save(picture(120, 90).quantize(16), "palette16.png")
    pt = picture(96, 96).quantize(8)
    save(pt, "palette_trns.png", transparency=0)
    magick_convert(out("chart_rgb.png"), "-resize", "256x128!", "-colorspace", "Gray", "-depth", "16", "-define", "png:color-type=0", out("scan_gray16.png"))
    magick_convert(out("chart_rgb.png"), "-resize", "100x150!", "-depth", "16", "PNG48:" + out("portrait_rgb48.png"))
    magick_convert(out("chart_rgb.png"), "-resize", "200x200!", "-interlace", "PNG", out("adam7_square.png"))
    la = picture(50, 50, "L").convert("LA")
    save(la, "gray_alpha.png")
    save(picture(160, 90), "exif6_phone.png", exif=exif_bytes(orientation=6))
    fs = frames(4, 80, 60)
    fs[0].save(out("spinner_4f.png"), save_all=True, append_images=fs[1:], loop=0, duration=120)
    fs = frames(3, 48, 48, 70)
    fs[0].save(out("blink_3f_once.png"), save_all=True, append_images=fs[1:], loop=1, duration=300)
    save(Image.new("RGB", (1, 1), (9, 9, 9)), "pixel_1x1.png")
    save(picture(1500, 300), "site_banner.png")
    save(picture(512, 512), "avatar_512.png")

    # --- valid JPEGs
    jp = gradient_fast(1280, 720, 3)
    save(jp, "hd_base.jpg", quality=85)
    save(picture(800, 600, seed=4), "progressive_800.jpg", quality=80, progressive=True)
    save(picture(640, 480, seed=5), "phone_exif6.jpg", quality=80, exif=exif_bytes(orientation=6, make="Pixelcam", model="PX-7"))
    save(picture(400, 300, seed=6), "upside_exif3.jpg", quality=80, exif=exif_bytes(orientation=3))
    save(picture(300, 200, seed=7), "turned_exif8.jpg", quality=80, exif=exif_bytes(orientation=8))
    save(picture(512, 512, "L", seed=8), "gray_512.jpg", quality=90)
    icc_src = picture(1024, 768, seed=9)
    icc_src.save(out("icc_1024.jpg"), quality=75, icc_profile=_tiny_icc())
    save(picture(600, 400, seed=10), "camera_make.jpg", quality=82, exif=exif_bytes(make="Nikon", model="D750"))
    magick_convert(out("chart_rgb.png"), "-resize", "200x100!", "-colorspace", "CMYK", out("print_cmyk.jpg"))
    save(gradient_fast(1366, 768, 11), "laptop_1366.jpg", quality=70)
    save(picture(1000, 500, seed=12), "wide_2to1.jpg", quality=70, subsampling=0)
    save(Image.new("RGB", (1, 1), (200, 0, 0)), "dot_1x1.jpg")
    save(picture(400, 300, seed=13), "exif_lies_size.jpg", quality=80, exif=exif_bytes(pixel_size=(4000, 3000)))
    magick_convert(out("chart_rgb.png"), "-resize", "720x1280!", "-interlace", "JPEG", "-quality", "75", out("story_prog.jpg"))

    # --- valid GIFs
    save(picture(320, 240, seed=14).quantize(64), "still_320.gif")
    fs = [f.quantize(32) for f in frames(4, 100, 100)]
    fs[0].save(out("loop4.gif"), save_all=True, append_images=fs[1:], loop=0, duration=100)
    fs = [f.quantize(32) for f in frames(5, 90, 60, 30)]
    fs[0].save(out("once5.gif"), save_all=True, append_images=fs[1:], duration=80)  # no loop extension
    magick_convert("-size", "100x100", "xc:white", "(", "-size", "40x40", "xc:red", "-repage", "+0+0", ")",
                   "(", "-size", "40x40", "xc:blue", "-repage", "+60+60", ")", "(", "-size", "40x40", "xc:green", "-repage", "+30+30", ")",
                   "-set", "delay", "20", "-loop", "0", out("sub_frames.gif"))
    tg = Image.new("P", (60, 30), 0)
    tg.putpalette([0, 0, 0, 255, 0, 0] + [0] * 762)
    ImageDraw.Draw(tg).rectangle([10, 5, 40, 20], fill=1)
    tg.save(out("clear_bg.gif"), transparency=0)
    magick_convert(out("still_320.gif"), "-interlace", "GIF", out("interlaced_320.gif"))
    # a frame that reaches outside the logical screen: screen 50x50, frame 40x40 at +30+30
    g = bytearray(open(out("sub_frames.gif"), "rb").read())
    _gif_shrink_screen(g, 50, 50)
    open(out("frame_outside.gif"), "wb").write(g)

    # --- valid WebPs
    save(picture(800, 450, seed=15), "lossy_800.webp", quality=70)
    ll = Image.new("RGBA", (256, 256), (0, 0, 0, 0))
    ImageDraw.Draw(ll).rectangle([30, 30, 220, 220], fill=(0, 120, 255, 200))
    save(ll, "lossless_alpha.webp", lossless=True)
    fs = frames(6, 120, 120)
    fs[0].save(out("anim6.webp"), save_all=True, append_images=fs[1:], loop=0, duration=90)
    la = picture(200, 320, "RGBA", seed=16)
    la.putalpha(180)
    save(la, "lossy_alpha_tall.webp", quality=60)
    save(picture(240, 160, seed=17), "webp_exif6.webp", quality=60, exif=exif_bytes(orientation=6))
    fs = frames(2, 64, 64)
    fs[0].save(out("anim2_once.webp"), save_all=True, append_images=fs[1:], loop=1, duration=500, lossless=True)

    # --- trailing junk after a valid image (decoders ignore it)
    for src, dst in [("chart_rgb.png", "junk_after_iend.png"), ("hd_base.jpg", "junk_after_eoi.jpg"), ("loop4.gif", "junk_after_trailer.gif")]:
        open(out(dst), "wb").write(open(out(src), "rb").read() + b"PK\x03\x04 trailing bytes, not image data " * 20)

    # --- crafted files whose headers lie ----------------------------------------------------
    base = open(out("chart_rgb.png"), "rb").read()  # 300x200 RGB
    small = picture(200, 100, seed=18)
    bio = io.BytesIO(); small.save(bio, "PNG"); small_png = bio.getvalue()
    ch = png_chunks(small_png)
    ch[0][1] = struct.pack(">II", 20000, 20000) + ch[0][1][8:]
    open(out("ihdr_20000.png"), "wb").write(png_build(ch))
    ch = png_chunks(small_png)
    ch[0][1] = struct.pack(">II", 16, 16) + ch[0][1][8:]
    open(out("ihdr_16_over_200.png"), "wb").write(png_build(ch))
    ch = png_chunks(small_png)
    ch[0][1] = struct.pack(">II", 200, 140) + ch[0][1][8:]  # 40 rows short of data
    open(out("ihdr_taller.png"), "wb").write(png_build(ch))
    ch = png_chunks(base)
    idat = bytearray(png_idat(ch))
    for k in range(len(idat) // 3, len(idat) // 3 + 24):
        idat[k] ^= 0x5A
    open(out("idat_scrambled.png"), "wb").write(png_build(png_replace_idat(ch, bytes(idat))))
    ch = png_chunks(base)
    idat = png_idat(ch)
    open(out("idat_half.png"), "wb").write(png_build(png_replace_idat(ch, idat[: len(idat) // 2])))
    idat = bytearray(png_idat(ch)); idat[-1] ^= 0xFF  # Adler-32 wrong, CRC recomputed
    open(out("adler_wrong.png"), "wb").write(png_build(png_replace_idat(ch, bytes(idat))))
    idat = png_idat(ch) + zlib.compress(b"\0" * 500)  # a second zlib stream after the first
    open(out("idat_two_streams.png"), "wb").write(png_build(png_replace_idat(ch, idat)))
    open(out("cut_no_iend.png"), "wb").write(base[: len(base) * 2 // 3])
    b = bytearray(base); b[len(b) // 2] ^= 0x01  # CRC not recomputed
    open(out("crc_bad.png"), "wb").write(bytes(b))
    jb = open(out("hd_base.jpg"), "rb").read()
    open(out("jpeg_in_png_sig.png"), "wb").write(b"\x89PNG\r\n\x1a\n" + jb)
    # palette PNG whose PLTE is shorter than the indices it uses
    p = picture(64, 64).quantize(16)
    bio = io.BytesIO(); p.save(bio, "PNG", bits=4); pch = png_chunks(bio.getvalue())
    pch = [[t, (d[: 3 * 4] if t == b"PLTE" else d)] for t, d in pch if t != b"tRNS"]
    open(out("short_plte.png"), "wb").write(png_build(pch))
    # APNG whose acTL promises 5 frames over 3
    ab = open(out("blink_3f_once.png"), "rb").read()
    ach = png_chunks(ab)
    for c in ach:
        if c[0] == b"acTL":
            c[1] = struct.pack(">II", 5, struct.unpack(">II", c[1])[1])
    open(out("actl_lies.png"), "wb").write(png_build(ach))

    # JPEG
    open(out("sof_65000.jpg"), "wb").write(jpeg_set_sof_size(jb, 65000, 65000))
    pb = open(out("phone_exif6.jpg"), "rb").read()
    open(out("sof_16.jpg"), "wb").write(jpeg_set_sof_size(open(out("progressive_800.jpg"), "rb").read(), 16, 16))
    open(out("sof_wider.jpg"), "wb").write(jpeg_set_sof_size(jb, 1920, 720))
    open(out("jpeg_cut_half.jpg"), "wb").write(jb[: len(jb) // 2])
    sos = [s for s in jpeg_segments(jb) if s[0] == 0xDA][0]
    start = sos[1] + sos[2]
    jj = bytearray(jb)
    r = random.Random(19)
    k = start + (len(jb) - start) // 2
    for i in range(k, k + 64):
        v = r.randrange(256)
        jj[i] = v if v != 0xFF else 0x12
    open(out("scan_noise.jpg"), "wb").write(bytes(jj))
    open(out("eoi_early.jpg"), "wb").write(jb[: start + 2000] + b"\xff\xd9")
    pj = open(out("progressive_800.jpg"), "rb").read()
    open(out("progressive_cut.jpg"), "wb").write(pj[: len(pj) * 2 // 5])

    # GIF
    gb = open(out("loop4.gif"), "rb").read()
    open(out("gif_cut.gif"), "wb").write(gb[: len(gb) // 2])
    parts = _gif_frame_offsets(gb)
    open(out("gif_two_of_four.gif"), "wb").write(gb[: parts[2]] + b";")
    g2 = bytearray(open(out("still_320.gif"), "rb").read())
    off = _gif_frame_offsets(bytes(g2))[0]
    # corrupt LZW data in the middle of the first frame's sub-blocks (sizes kept)
    mid = off + (len(g2) - off) // 2
    for i in range(mid, mid + 40):
        if g2[i] not in (0x00,):
            g2[i] = 0xFF
    open(out("lzw_garbled.gif"), "wb").write(bytes(g2))

    # WebP
    wb = open(out("lossy_800.webp"), "rb").read()
    wc = riff_chunks(wb)
    vp8 = bytearray([d for t, d in wc if t == b"VP8 "][0])
    vp8[6:8] = struct.pack("<H", 16000)
    vp8[8:10] = struct.pack("<H", 16000)
    open(out("vp8_16000.webp"), "wb").write(riff_build([[b"VP8 ", bytes(vp8)]]))
    vx = bytes([0, 0, 0, 0]) + (3999).to_bytes(3, "little") + (3999).to_bytes(3, "little")
    open(out("vp8x_canvas_lies.webp"), "wb").write(riff_build([[b"VP8X", vx], [b"VP8 ", bytes([d for t, d in wc if t == b"VP8 "][0])]]))
    open(out("riff_cut.webp"), "wb").write(wb[: len(wb) * 3 // 5])
    lb = bytearray(open(out("lossless_alpha.webp"), "rb").read())
    for i in range(40, min(len(lb), 70)):
        lb[i] ^= 0xA5
    open(out("vp8l_flipped.webp"), "wb").write(bytes(lb))
    open(out("png_in_riff.webp"), "wb").write(riff_build([[b"VP8L", base]]))
    ab = open(out("anim6.webp"), "rb").read()
    ac = riff_chunks(ab)
    kept, seen = [], 0
    for t, d in ac:
        if t == b"ANMF":
            seen += 1
            if seen > 4:
                continue
        kept.append([t, d])
    open(out("anim_four_left.webp"), "wb").write(riff_build(kept))


def _tiny_icc():
    from PIL import ImageCms
    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()


def _gif_frame_offsets(b):
    """Offsets of each image's block start (extension before it, when any, included)."""
    i = 13
    flags = b[10]
    if flags & 0x80:
        i += 3 * (2 << (flags & 7))
    offs, pending = [], None
    while i < len(b):
        c = b[i]
        if c == 0x21:
            if pending is None and b[i + 1] == 0xF9:
                pending = i
            j = i + 2
            while b[j]:
                j += b[j] + 1
            i = j + 1
        elif c == 0x2C:
            offs.append(pending if pending is not None else i)
            pending = None
            f = b[i + 9]
            j = i + 10
            if f & 0x80:
                j += 3 * (2 << (f & 7))
            j += 1
            while b[j]:
                j += b[j] + 1
            i = j + 1
        else:
            break
    return offs


def _gif_shrink_screen(g, w, h):
    g[6:8] = struct.pack("<H", w)
    g[8:10] = struct.pack("<H", h)


# ---------------------------------------------------------------- the claims
# pred forms: ("fmt", F) ("size", w, h) ("w", op, n) ("h", op, n) ("orient", o) ("aspect", a, b) ("frames", op, n)
# ("animated", bool) ("interlaced", bool) ("alpha", bool) ("transparent",) ("make", s) ("model", s)
# ("and", p, q) ("vlm",) ("undet", why) ("gpsless",)
T, F, U, V, X = "true", "false", "undetermined", "vlm", "undecodable"
C = []


def c(file, group, claim, hand, pred, why):
    C.append(dict(file=file, group=group, claim=claim, hand=hand, pred=pred, why=why))


# PNG, valid
c("desk_fullhd.png", "png-size", "The photo is 1920x1080 (Full HD).", T, ("size", 1920, 1080), "decoded size")
c("desk_fullhd.png", "png-size", "This screenshot has a 16:9 aspect ratio.", T, ("aspect", 16, 9), "1920*9 == 1080*16")
c("desk_fullhd.png", "png-size", "The image is 4K, 3840 pixels across.", F, ("w", "==", 3840), "1920 wide")
c("desk_fullhd.png", "png-format", "This is a JPEG photo.", F, ("fmt", "JPEG"), "PNG")
c("desk_fullhd.png", "png-size", "The upload is at least 1280 pixels wide.", T, ("w", ">=", 1280), "1920 >= 1280")
c("app_icon_rgba.png", "png-alpha", "The PNG has an alpha channel.", T, ("alpha", True), "colour type 6")
c("app_icon_rgba.png", "png-alpha", "The icon has a transparent background.", V, ("transparent",), "RGBA: pixels need a look")
c("app_icon_rgba.png", "png-size", "It is a 64x64 icon.", T, ("size", 64, 64), "decoded size")
c("app_icon_rgba.png", "png-size", "The icon is 64 pixels square.", T, ("size", 64, 64), "64x64")
c("app_icon_rgba.png", "png-size", "The icon is 32x32.", F, ("size", 32, 32), "64x64")
c("app_icon_rgba.png", "png-vlm", "The icon shows a red circle on nothing.", V, ("vlm",), "content")
c("chart_rgb.png", "png-alpha", "The chart PNG has a transparent background.", V, ("vlm",), "'the chart' is content, not the file")
c("chart_rgb.png", "png-alpha", "The image is fully transparent in places, it's a PNG with transparency.", F, ("transparent",), "RGB PNG without tRNS: no pixel can be transparent")
c("chart_rgb.png", "png-alpha", "The PNG is RGBA.", F, ("alpha", True), "colour type 2: no alpha")
c("chart_rgb.png", "png-size", "The picture measures 300 by 200 pixels.", T, ("size", 300, 200), "decoded size")
c("chart_rgb.png", "png-orient", "Shot in portrait orientation.", F, ("orient", "portrait"), "300x200 is landscape")
c("chart_rgb.png", "png-format", "The file is a PNG image.", T, ("fmt", "PNG"), "PNG")
c("palette16.png", "png-size", "The graphic is 120 px wide and 90 px tall.", T, ("size", 120, 90), "decoded size")
c("palette16.png", "png-aspect", "Its aspect ratio is 4:3.", T, ("aspect", 4, 3), "120*3 == 90*4")
c("palette16.png", "png-undet", "The PNG uses a 16-colour palette.", U, ("undet", "palette is not decided"), "palette not decided")
c("palette_trns.png", "png-alpha", "The image has an alpha channel.", U, ("alpha", True), "tRNS: INCONCLUSIVE per docs")
c("palette_trns.png", "png-size", "The picture is 96x96.", T, ("size", 96, 96), "decoded size")
c("scan_gray16.png", "png-size", "The scan is 256 pixels wide and 128 pixels high.", T, ("size", 256, 128), "decoded size")
c("scan_gray16.png", "png-undet", "It's a 16-bit grayscale PNG.", U, ("undet", "bit depth/greyscale are not decided"), "not decided")
c("scan_gray16.png", "png-orient", "The image is wider than it is tall.", T, ("orient", "landscape"), "256 > 128")
c("scan_gray16.png", "png-alpha", "The scan has no alpha channel.", T, ("alpha", False), "colour type 0 without tRNS")
c("portrait_rgb48.png", "png-orient", "The image is in portrait orientation.", T, ("orient", "portrait"), "100x150")
c("portrait_rgb48.png", "png-size", "The PNG is 150x100.", F, ("size", 150, 100), "100x150")
c("portrait_rgb48.png", "png-size", "The picture is taller than 120 pixels.", T, ("h", ">", 120), "150 > 120")
c("portrait_rgb48.png", "png-aspect", "Aspect ratio 2:3.", T, ("aspect", 2, 3), "100*3 == 150*2")
c("adam7_square.png", "png-interlace", "The PNG is interlaced (Adam7).", T, ("interlaced", True), "IHDR interlace 1")
c("adam7_square.png", "png-size", "A 200x200 PNG.", T, ("size", 200, 200), "decoded size")
c("adam7_square.png", "png-orient", "The image is square.", T, ("orient", "square"), "200x200")
c("chart_rgb.png", "png-interlace", "The PNG uses Adam7 interlacing.", F, ("interlaced", True), "IHDR interlace 0")
c("palette16.png", "png-interlace", "This PNG is non-interlaced.", T, ("interlaced", False), "interlace 0")
c("gray_alpha.png", "png-alpha", "The PNG carries an alpha channel.", T, ("alpha", True), "colour type 4")
c("gray_alpha.png", "png-size", "The image is 50x50 pixels.", T, ("size", 50, 50), "decoded size")
c("exif6_phone.png", "png-exif", "The image is 160 pixels wide.", U, ("w", "==", 160), "Orientation 6: 160 or 90")
c("exif6_phone.png", "png-exif", "The image is at least 90 pixels wide.", T, ("w", ">=", 90), "both readings >= 90")
c("exif6_phone.png", "png-exif", "The photo is 300 pixels wide.", F, ("w", "==", 300), "neither reading")
c("spinner_4f.png", "apng", "A 4-frame animation.", T, ("frames", "==", 4), "acTL 4, 4 frames decoded")
c("spinner_4f.png", "apng", "The PNG is animated.", T, ("animated", True), "APNG with 4 frames")
c("spinner_4f.png", "apng", "The animation has 6 frames.", F, ("frames", "==", 6), "4")
c("spinner_4f.png", "apng", "The animated PNG is 80x60.", T, ("size", 80, 60), "canvas")
c("spinner_4f.png", "apng", "It loops forever.", U, ("undet", "loop counts are not decided"), "not decided")
c("blink_3f_once.png", "apng", "The file has three frames.", T, ("frames", "==", 3), "3 frames")
c("blink_3f_once.png", "apng", "It is a still image, not animated.", F, ("animated", False), "3 frames")
c("blink_3f_once.png", "apng", "Each frame is 48x48.", T, ("size", 48, 48), "every frame at full canvas")
c("pixel_1x1.png", "png-size", "The image is a single 1x1 pixel.", T, ("size", 1, 1), "1x1")
c("pixel_1x1.png", "png-size", "The image is larger than 10x10.", F, ("and", ("w", ">", 10), ("h", ">", 10)), "1x1")
c("site_banner.png", "png-aspect", "The banner has a 5:1 aspect ratio.", T, ("aspect", 5, 1), "1500x300")
c("site_banner.png", "png-size", "The banner is 1500 pixels wide.", T, ("w", "==", 1500), "decoded")
c("site_banner.png", "png-size", "The banner's height is 250 px.", F, ("h", "==", 250), "300")
c("site_banner.png", "png-undet", "The banner is about 1500 px wide.", T, ("w", "==", 1500), "hedged, exact value")
c("site_banner.png", "png-undet", "The banner is roughly 1400 px wide.", U, ("undet", "hedged, not exact"), "INCONCLUSIVE per docs")
c("avatar_512.png", "png-size", "The avatar is 512x512 or larger.", T, ("and", ("w", ">=", 512), ("h", ">=", 512)), "bound holds on both sides")
c("avatar_512.png", "png-size", "The avatar is between 400 and 600 pixels wide.", U, ("undet", "ranges are not decided"), "range")
c("avatar_512.png", "png-size", "The avatar is 640x480 or 800x600.", U, ("undet", "alternatives"), "alternatives")
c("avatar_512.png", "png-vlm", "The face in the avatar is 200x200.", V, ("vlm",), "content noun")
c("avatar_512.png", "png-size", "The avatar is 256x256 at 2x.", V, ("vlm",), "scale words stay content")

# JPEG, valid
c("hd_base.jpg", "jpeg-size", "The photo is 1280x720 (720p HD).", T, ("size", 1280, 720), "decoded")
c("hd_base.jpg", "jpeg-interlace", "The JPEG uses progressive encoding.", F, ("interlaced", True), "SOF0 baseline")
c("hd_base.jpg", "jpeg-interlace", "It's a baseline (non-progressive) JPEG.", T, ("interlaced", False), "SOF0")
c("hd_base.jpg", "jpeg-alpha", "The JPEG has a transparent background.", F, ("transparent",), "a JPEG has no transparent pixels")
c("hd_base.jpg", "jpeg-format", "The attachment is a PNG.", F, ("fmt", "PNG"), "JPEG")
c("hd_base.jpg", "jpeg-frames", "The photo is animated.", F, ("animated", True), "one frame")
c("progressive_800.jpg", "jpeg-interlace", "This JPEG is progressive.", T, ("interlaced", True), "SOF2")
c("progressive_800.jpg", "jpeg-size", "The image measures 800x600.", T, ("size", 800, 600), "decoded")
c("progressive_800.jpg", "jpeg-aspect", "The image has a 16:9 aspect ratio.", F, ("aspect", 16, 9), "4:3")
c("progressive_800.jpg", "jpeg-size", "The photo is taller than it is wide.", F, ("orient", "portrait"), "800x600")
c("phone_exif6.jpg", "jpeg-exif", "Shot in portrait orientation.", U, ("orient", "portrait"), "Orientation 6: 640x480 stored, 480x640 shown")
c("phone_exif6.jpg", "jpeg-exif", "The photo is 640x480.", U, ("size", 640, 480), "one reading only")
c("phone_exif6.jpg", "jpeg-exif", "The photo is 1024x768.", F, ("size", 1024, 768), "neither reading")
c("phone_exif6.jpg", "jpeg-exif", "The image is at least 400 pixels in both width and height.", T, ("and", ("w", ">=", 400), ("h", ">=", 400)), "both readings")
c("phone_exif6.jpg", "jpeg-exif", "It was taken with a Pixelcam camera.", T, ("make", "Pixelcam"), "EXIF Make")
c("phone_exif6.jpg", "jpeg-exif", "The camera model is PX-7.", T, ("model", "PX-7"), "EXIF Model")
c("phone_exif6.jpg", "jpeg-exif", "Taken on a Canon.", F, ("make", "Canon"), "Make is Pixelcam")
c("upside_exif3.jpg", "jpeg-exif", "The image is 400x300.", T, ("size", 400, 300), "Orientation 3 keeps the size")
c("upside_exif3.jpg", "jpeg-exif", "Landscape orientation.", T, ("orient", "landscape"), "400x300")
c("turned_exif8.jpg", "jpeg-exif", "The photo is 300 pixels wide.", U, ("w", "==", 300), "Orientation 8: 300 or 200")
c("turned_exif8.jpg", "jpeg-exif", "The photo is 500 pixels tall.", F, ("h", "==", 500), "neither reading")
c("turned_exif8.jpg", "jpeg-exif", "The aspect ratio is 3:2.", U, ("aspect", 3, 2), "3:2 stored, 2:3 shown")
c("gray_512.jpg", "jpeg-size", "A 512x512 JPEG.", T, ("size", 512, 512), "decoded")
c("gray_512.jpg", "jpeg-undet", "The photo is black and white (grayscale).", U, ("undet", "greyscale not decided"), "not decided")
c("gray_512.jpg", "jpeg-alpha", "The JPEG has an alpha channel.", F, ("alpha", True), "JPEG: no alpha")
c("icc_1024.jpg", "jpeg-size", "The picture is 1024 by 768.", T, ("size", 1024, 768), "decoded")
c("icc_1024.jpg", "jpeg-vlm", "The sRGB JPEG is 1024x768.", V, ("vlm",), "modifier the engine does not check")
c("icc_1024.jpg", "jpeg-aspect", "The aspect ratio is 4:3.", T, ("aspect", 4, 3), "exact")
c("camera_make.jpg", "jpeg-exif", "Shot on a Nikon D750.", T, ("and", ("make", "Nikon"), ("model", "D750")), "EXIF Make/Model")
c("camera_make.jpg", "jpeg-exif", "The camera was a Sony.", F, ("make", "Sony"), "Make is Nikon")
c("camera_make.jpg", "jpeg-size", "The photo is 600x400 pixels.", T, ("size", 600, 400), "decoded")
c("print_cmyk.jpg", "jpeg-size", "The JPEG is 200x100.", T, ("size", 200, 100), "decoded")
c("print_cmyk.jpg", "jpeg-format", "The file is a GIF.", F, ("fmt", "GIF"), "JPEG")
c("laptop_1366.jpg", "jpeg-aspect", "The screenshot has a 16:9 aspect ratio.", U, ("aspect", 16, 9), "1366x768 within 1% of 16:9")
c("laptop_1366.jpg", "jpeg-size", "The screenshot is 1366x768.", T, ("size", 1366, 768), "decoded")
c("laptop_1366.jpg", "jpeg-aspect", "The aspect ratio is 4:3.", F, ("aspect", 4, 3), "far off")
c("wide_2to1.jpg", "jpeg-aspect", "It has a 2:1 aspect ratio.", T, ("aspect", 2, 1), "1000x500")
c("wide_2to1.jpg", "jpeg-size", "The panorama is 1000 pixels wide and 500 pixels tall.", T, ("size", 1000, 500), "decoded")
c("wide_2to1.jpg", "jpeg-size", "The picture is less than 800 pixels wide.", F, ("w", "<", 800), "1000")
c("dot_1x1.jpg", "jpeg-size", "The JPEG is just 1x1 pixel.", T, ("size", 1, 1), "decoded")
c("dot_1x1.jpg", "jpeg-size", "The image is 2 pixels wide.", F, ("w", "==", 2), "1")
c("exif_lies_size.jpg", "jpeg-exif", "The EXIF says 4000x3000.", U, ("undet", "a record's size is not decided"), "record")
c("exif_lies_size.jpg", "jpeg-size", "The photo is 4000x3000.", F, ("size", 4000, 3000), "decoded 400x300")
c("exif_lies_size.jpg", "jpeg-size", "The photo is 400x300.", T, ("size", 400, 300), "decoded")
c("story_prog.jpg", "jpeg-interlace", "The JPEG is progressive.", T, ("interlaced", True), "IM -interlace JPEG gives SOF2")
c("story_prog.jpg", "jpeg-orient", "The image is taller than it is wide.", T, ("orient", "portrait"), "720x1280")
c("story_prog.jpg", "jpeg-size", "The image is 1280x720.", F, ("size", 1280, 720), "720x1280")
c("story_prog.jpg", "jpeg-aspect", "Aspect ratio 9:16.", T, ("aspect", 9, 16), "exact")

# GIF, valid
c("still_320.gif", "gif", "The GIF is 320x240.", T, ("size", 320, 240), "decoded")
c("still_320.gif", "gif", "The GIF is animated.", F, ("animated", True), "one frame")
c("still_320.gif", "gif", "It's a single-frame GIF.", T, ("frames", "==", 1), "one frame")
c("still_320.gif", "gif", "This GIF is interlaced.", U, ("interlaced", True), "GIF interlace INCONCLUSIVE per docs")
c("loop4.gif", "gif", "A 4-frame animation.", T, ("frames", "==", 4), "decoded frames")
c("loop4.gif", "gif", "The animation loops over four frames.", T, ("frames", "==", 4), "loops over 4")
c("loop4.gif", "gif", "The GIF has more than 5 frames.", F, ("frames", ">", 5), "4")
c("loop4.gif", "gif", "It loops forever.", U, ("undet", "loop count not decided"), "not decided")
c("loop4.gif", "gif", "The animated GIF is 100x100.", T, ("size", 100, 100), "canvas")
c("loop4.gif", "gif", "The format is WebP.", F, ("fmt", "WEBP"), "GIF")
c("once5.gif", "gif", "The GIF plays five frames.", T, ("frames", "==", 5), "decoded")
c("once5.gif", "gif", "The animation has 3 frames.", F, ("frames", "==", 3), "5")
c("once5.gif", "gif", "The GIF is 90 by 60 pixels.", T, ("size", 90, 60), "decoded")
c("sub_frames.gif", "gif-frames", "The GIF is 100x100 with 4 frames.", T, ("and", ("size", 100, 100), ("frames", "==", 4)), "canvas and count")
c("sub_frames.gif", "gif-frames", "Each frame is 40x40.", U, ("undet", "two readings: canvas 100x100, rectangles 40x40"), "INCONCLUSIVE per docs")
c("sub_frames.gif", "gif-frames", "Each frame is 64 px wide.", F, ("eachframe_w", 64), "neither reading is 64")
c("sub_frames.gif", "gif-frames", "The fifth frame is 40x40.", U, ("undet", "beyond the count"), "INCONCLUSIVE per docs")
c("clear_bg.gif", "gif", "The GIF has a transparent background.", V, ("transparent",), "GIF: needs a look")
c("clear_bg.gif", "gif", "The GIF is 60x30.", T, ("size", 60, 30), "decoded")
c("clear_bg.gif", "gif", "The GIF has an alpha channel.", U, ("alpha", True), "GIF alpha INCONCLUSIVE")
c("interlaced_320.gif", "gif", "The GIF is 320 pixels wide.", T, ("w", "==", 320), "decoded")
c("interlaced_320.gif", "gif", "The GIF uses interlacing.", U, ("interlaced", True), "GIF interlace INCONCLUSIVE")
c("frame_outside.gif", "gif-frames", "The GIF is 50x50.", U, ("size", 50, 50), "frames reach outside the screen: decoders differ")
c("frame_outside.gif", "gif-frames", "The GIF has 4 frames.", T, ("frames", "==", 4), "frame claims decided")
c("frame_outside.gif", "gif-frames", "The animation is made of 2 frames.", F, ("frames", "==", 2), "4")

# WebP, valid
c("lossy_800.webp", "webp", "The WebP is 800x450.", T, ("size", 800, 450), "decoded")
c("lossy_800.webp", "webp", "16:9 aspect ratio.", T, ("aspect", 16, 9), "exact")
c("lossy_800.webp", "webp", "This is a PNG file.", F, ("fmt", "PNG"), "WebP")
c("lossy_800.webp", "webp", "The WebP is animated.", F, ("animated", True), "one frame")
c("lossy_800.webp", "webp", "It's a lossy WebP.", U, ("undet", "lossy/lossless not among decided claims"), "not decided")
c("lossless_alpha.webp", "webp", "The image is 256 by 256.", T, ("size", 256, 256), "decoded")
c("lossless_alpha.webp", "webp", "The WebP has an alpha channel.", U, ("alpha", True), "WebP alpha INCONCLUSIVE")
c("lossless_alpha.webp", "webp", "The upload is a WebP image.", T, ("fmt", "WEBP"), "decoded")
c("anim6.webp", "webp-anim", "The WebP animation has 6 frames.", T, ("frames", "==", 6), "ANMF frames decoded")
c("anim6.webp", "webp-anim", "A 4-frame animation.", F, ("frames", "==", 4), "6")
c("anim6.webp", "webp-anim", "The animated WebP is 120x120.", T, ("size", 120, 120), "canvas")
c("anim6.webp", "webp-anim", "The file is animated.", T, ("animated", True), "6 frames")
c("lossy_alpha_tall.webp", "webp", "The WebP is 200x320 in portrait orientation.", T, ("and", ("size", 200, 320), ("orient", "portrait")), "decoded")
c("lossy_alpha_tall.webp", "webp", "The image is wider than it is tall.", F, ("orient", "landscape"), "200x320")
c("webp_exif6.webp", "webp", "The picture is 240 pixels wide.", U, ("w", "==", 240), "Orientation 6 in WebP EXIF")
c("webp_exif6.webp", "webp", "The picture is 1000 pixels wide.", F, ("w", "==", 1000), "neither reading")
c("anim2_once.webp", "webp-anim", "The animation has 2 frames.", T, ("frames", "==", 2), "decoded")
c("anim2_once.webp", "webp-anim", "It's a still WebP with a single frame.", F, ("frames", "==", 1), "2")
c("anim2_once.webp", "webp-anim", "Each frame is 64x64.", T, ("size", 64, 64), "frames at full canvas")

# trailing junk
c("junk_after_iend.png", "trailing", "The PNG is 300x200.", T, ("size", 300, 200), "bytes after IEND ignored")
c("junk_after_eoi.jpg", "trailing", "The photo is 1280x720.", T, ("size", 1280, 720), "bytes after EOI ignored")
c("junk_after_eoi.jpg", "trailing", "The JPEG is 1920x1080.", F, ("size", 1920, 1080), "1280x720")
c("junk_after_trailer.gif", "trailing", "A 4-frame GIF animation.", T, ("frames", "==", 4), "bytes after trailer ignored")

# crafted: headers that lie (a claim must not be SUPPORTED)
c("ihdr_20000.png", "lie-png", "The PNG is 20000x20000.", X, ("size", 20000, 20000), "IHDR over 200x100 data")
c("ihdr_20000.png", "lie-png", "The image is 200x100.", X, ("size", 200, 100), "no decodable image")
c("ihdr_20000.png", "lie-png", "This is a PNG.", X, ("fmt", "PNG"), "no pixels, no PNG image")
c("ihdr_16_over_200.png", "lie-png", "A 16x16 PNG icon.", X, ("size", 16, 16), "data left after last row: oracle decides")
c("ihdr_16_over_200.png", "lie-png", "The image is square.", X, ("orient", "square"), "idem")
c("ihdr_taller.png", "lie-png", "The image is 200x140.", X, ("size", 200, 140), "IDAT 40 rows short")
c("ihdr_taller.png", "lie-png", "The PNG is 200 pixels wide.", X, ("w", "==", 200), "idem")
c("idat_scrambled.png", "lie-png", "The picture measures 300 by 200 pixels.", X, ("size", 300, 200), "deflate data scrambled, CRC recomputed")
c("idat_scrambled.png", "lie-png", "The image is in landscape orientation.", X, ("orient", "landscape"), "idem")
c("idat_half.png", "lie-png", "The PNG is 300x200.", X, ("size", 300, 200), "IDAT cut in half, CRC recomputed")
c("idat_half.png", "lie-png", "The file is a PNG image.", X, ("fmt", "PNG"), "idem")
c("adler_wrong.png", "lie-png", "The PNG is 300x200.", X, ("size", 300, 200), "Adler-32 wrong, CRC recomputed")
c("idat_two_streams.png", "lie-png", "The image is 300 pixels wide.", X, ("w", "==", 300), "second zlib stream after the first")
c("cut_no_iend.png", "lie-png", "The PNG is 300x200.", X, ("size", 300, 200), "truncated")
c("cut_no_iend.png", "lie-png", "It is not animated.", X, ("animated", False), "truncated")
c("crc_bad.png", "lie-png", "The PNG is 300x200.", X, ("size", 300, 200), "CRC mismatch")
c("jpeg_in_png_sig.png", "lie-png", "This is a PNG.", X, ("fmt", "PNG"), "PNG signature over JPEG bytes")
c("jpeg_in_png_sig.png", "lie-png", "The image is 1280x720.", X, ("size", 1280, 720), "idem")
c("short_plte.png", "lie-png", "The PNG is 64x64.", X, ("size", 64, 64), "indices beyond the PLTE")
c("short_plte.png", "lie-png", "The PNG has no alpha channel.", X, ("alpha", False), "idem")
c("actl_lies.png", "lie-apng", "The animation has 5 frames.", X, ("frames", "==", 5), "acTL says 5 over 3")
c("actl_lies.png", "lie-apng", "The animation has 3 frames.", X, ("frames", "==", 3), "idem")
c("actl_lies.png", "lie-apng", "It's an animated PNG, 48x48.", X, ("and", ("animated", True), ("size", 48, 48)), "idem")
c("sof_65000.jpg", "lie-jpeg", "The photo is 65000x65000.", X, ("size", 65000, 65000), "SOF over 1280x720 scans")
c("sof_65000.jpg", "lie-jpeg", "The image is a JPEG.", X, ("fmt", "JPEG"), "idem")
c("sof_65000.jpg", "lie-jpeg", "The photo is at least 1000 pixels wide.", X, ("w", ">=", 1000), "idem")
c("sof_16.jpg", "lie-jpeg", "The JPEG is 16x16.", X, ("size", 16, 16), "SOF 16x16 over 800x600 progressive scans")
c("sof_16.jpg", "lie-jpeg", "It uses progressive encoding.", X, ("interlaced", True), "idem")
c("sof_wider.jpg", "lie-jpeg", "The photo is 1920 pixels wide.", X, ("w", "==", 1920), "SOF width over 1280-wide scans")
c("sof_wider.jpg", "lie-jpeg", "The photo is 720 pixels tall.", X, ("h", "==", 720), "idem")
c("jpeg_cut_half.jpg", "lie-jpeg", "The photo is 1280x720 (720p).", X, ("size", 1280, 720), "truncated, no EOI")
c("jpeg_cut_half.jpg", "lie-jpeg", "A baseline JPEG.", X, ("interlaced", False), "idem")
c("scan_noise.jpg", "lie-jpeg", "The photo is 1280x720.", X, ("size", 1280, 720), "64 bytes of noise in the scan")
c("scan_noise.jpg", "lie-jpeg", "The image is a landscape photo.", X, ("orient", "landscape"), "idem")
c("eoi_early.jpg", "lie-jpeg", "The JPEG measures 1280x720.", X, ("size", 1280, 720), "EOI after 2000 scan bytes")
c("progressive_cut.jpg", "lie-jpeg", "The progressive JPEG is 800x600.", X, ("size", 800, 600), "cut mid-scan; oracle decides")
c("progressive_cut.jpg", "lie-jpeg", "This JPEG is progressive.", X, ("interlaced", True), "idem")
c("gif_cut.gif", "lie-gif", "A 4-frame animation.", X, ("frames", "==", 4), "truncated, no trailer")
c("gif_cut.gif", "lie-gif", "The GIF is 100x100.", X, ("size", 100, 100), "idem")
c("gif_two_of_four.gif", "gif-frames", "A 4-frame animation.", F, ("frames", "==", 4), "cut cleanly after 2 frames, trailer added")
c("gif_two_of_four.gif", "gif-frames", "The GIF has two frames.", T, ("frames", "==", 2), "idem")
c("gif_two_of_four.gif", "gif-frames", "The GIF is animated.", T, ("animated", True), "2 frames")
c("lzw_garbled.gif", "lie-gif", "The GIF is 320x240.", X, ("size", 320, 240), "LZW data overwritten")
c("lzw_garbled.gif", "lie-gif", "It is a still, single-frame GIF.", X, ("frames", "==", 1), "idem")
c("vp8_16000.webp", "lie-webp", "The WebP is 16000x16000.", X, ("size", 16000, 16000), "VP8 frame header over 800x450 partitions")
c("vp8_16000.webp", "lie-webp", "The WebP is 800x450.", X, ("size", 800, 450), "idem")
c("vp8_16000.webp", "lie-webp", "The file is a WebP.", X, ("fmt", "WEBP"), "idem")
c("vp8x_canvas_lies.webp", "lie-webp", "The canvas is 4000x4000.", X, ("size", 4000, 4000), "VP8X canvas over an 800x450 VP8")
c("vp8x_canvas_lies.webp", "lie-webp", "The image is 4000 pixels wide.", X, ("w", "==", 4000), "idem")
c("riff_cut.webp", "lie-webp", "The WebP is 800x450.", X, ("size", 800, 450), "RIFF size beyond the file")
c("vp8l_flipped.webp", "lie-webp", "The image is 256 by 256.", X, ("size", 256, 256), "VP8L bits flipped")
c("png_in_riff.webp", "lie-webp", "This is a WebP image.", X, ("fmt", "WEBP"), "RIFF/WEBP box around a PNG")
c("png_in_riff.webp", "lie-webp", "It's a PNG.", X, ("fmt", "PNG"), "idem")
c("png_in_riff.webp", "lie-webp", "The image is 300x200.", X, ("size", 300, 200), "idem")
c("anim_four_left.webp", "webp-anim", "The WebP animation has 6 frames.", F, ("frames", "==", 6), "two ANMF removed, RIFF size fixed")
c("anim_four_left.webp", "webp-anim", "The WebP animation has 4 frames.", T, ("frames", "==", 4), "idem")

CASES = C

if __name__ == "__main__":
    build()
    print(len(os.listdir(FILES)), "files,", len(CASES), "claims")
