#!/usr/bin/python3
"""Writes cases.json (claims as text plus the structured facts the oracle checks). Labels are NOT written here:
oracle.py computes them from the decoders."""
import json, os
def F(v, neg=False): return {"k": "format", "v": v, **({"neg": True} if neg else {})}
def W(op, v): return {"k": "width", "op": op, "v": v}
def H(op, v): return {"k": "height", "op": op, "v": v}
def N(op, v): return {"k": "frames", "op": op, "v": v}
def A(v): return {"k": "animated", "v": v}
def T(v): return {"k": "alpha", "v": v}
def G(v): return {"k": "gray", "v": v}
def O(v): return {"k": "orient", "v": v}
def R(a, b): return {"k": "aspect", "v": [a, b]}
def M(v): return {"k": "make", "v": v}
def WH(w, h): return [W("=", w), H("=", h)]

C = {
 # ---------------- ordinary PNG
 "photo_640x480.png": [("The image is 640x480 pixels.", WH(640, 480)), ("This is a PNG file.", [F("PNG")]),
   ("The picture is 480 pixels wide.", [W("=", 480)]), ("Aspect ratio is 4:3.", [R(4, 3)]),
   ("It's a JPEG photo.", [F("JPEG")]), ("The PNG has an alpha channel.", [T(True)])],
 "logo_rgba_300x200.png": [("The logo has a transparent background (alpha channel).", [T(True)]),
   ("Dimensions: 300 × 200 px", WH(300, 200)), ("The image is in portrait orientation.", [O("portrait")]),
   ("The width is at least 300 pixels.", [W(">=", 300)])],
 "scan_gray_128x512.png": [("The scan is grayscale.", [G(True)]), ("It is taller than it is wide.", [O("portrait")]),
   ("Height: 512px", [H("=", 512)]), ("The image is more than 512 pixels tall.", [H(">", 512)]), ("The image is at least 512 pixels tall.", [H(">=", 512)]), ("The image width is under 128 pixels.", [W("<", 128)])],
 "icon_palette_64x64.png": [("The icon is square.", [O("square")]), ("A 64x64 PNG icon.", WH(64, 64) + [F("PNG")]),
   ("The icon is 32x32.", WH(32, 32))],
 "depth16_100x50.png": [("The image is 100 pixels wide and 50 pixels high.", WH(100, 50)), ("Aspect ratio 2:1", [R(2, 1)])],
 "bilevel_33x17.png": [("The image measures 33 by 17 pixels.", WH(33, 17)), ("This image is wider than 40 pixels.", [W(">", 40)])],
 "pixel_1x1.png": [("This is a 1×1 pixel PNG.", WH(1, 1) + [F("PNG")]), ("The image is not animated.", [A(False)]),
   ("This is a tracking pixel of 2x2.", WH(2, 2))],
 "interlaced_257x129.png": [("The image is 257 px wide.", [W("=", 257)]), ("The height is 129 pixels.", [H("=", 129)]),
   ("The image is landscape.", [O("landscape")]), ("The image is exactly 256 pixels wide.", [W("=", 256)])],
 "im_rgb48_77x55.png": [("Image size is 77x55.", WH(77, 55)), ("The format is PNG.", [F("PNG")])],
 "apng_3f_50x70.png": [("The animation has 3 frames.", [N("=", 3)]), ("The image is 50x70.", WH(50, 70)),
   ("This PNG is animated.", [A(True)])],
 "flat_3000x3000.png": [("The image is 3000 by 3000 pixels.", WH(3000, 3000)), ("The image is square.", [O("square")])],
 "trailing_junk_after_iend.png": [("The image is 160x120.", WH(160, 120)), ("The file is a PNG.", [F("PNG")])],
 # ---------------- ordinary JPEG
 "wallpaper_1920x1080.jpg": [("This wallpaper is Full HD, 1920x1080.", WH(1920, 1080)), ("The aspect ratio is 16:9.", [R(16, 9)]),
   ("It is a JPEG image.", [F("JPEG")]), ("The image is 4K (3840x2160).", WH(3840, 2160)),
   ("The image is at most 1080 pixels tall.", [H("<=", 1080)]), ("The image is wider than 2000 pixels.", [W(">", 2000)])],
 "progressive_1024x768.jpg": [("The photo is 1024 pixels wide.", [W("=", 1024)]), ("The image height is 768 px.", [H("=", 768)]),
   ("The JPEG is 1024x768.", WH(1024, 768) + [F("JPEG")]), ("The image is a PNG.", [F("PNG")])],
 "gray_199x301.jpg": [("The image is 199x301.", WH(199, 301)), ("The photo is black and white (grayscale).", [G(True)]),
   ("The image is in landscape orientation.", [O("landscape")]), ("The photo is in full colour, not grayscale.", [G(False)])],
 "cmyk_120x80.jpg": [("The image is 120 pixels wide.", [W("=", 120)]), ("Aspect ratio of 3:2.", [R(3, 2)]), ("The image is 80 pixels wide.", [W("=", 80)])],
 "odd_444_333x127.jpg": [("This JPEG measures 333 × 127.", WH(333, 127)), ("The image is less than 100 pixels tall.", [H("<", 100)])],
 "camera_portrait_600x900.jpg": [("The photo was taken with a Nikon camera.", [M("Nikon")]),
   ("The photo is in portrait orientation.", [O("portrait")]), ("The photo is 600x900.", WH(600, 900)),
   ("The photo was taken with a Canon camera.", [M("Canon")])],
 "im_checker_500x200.jpg": [("The image is 500x200 pixels.", WH(500, 200)), ("The aspect ratio is 5:2.", [R(5, 2)])],
 "jpeg_junk_after_eoi.jpg": [("The image is 333 pixels wide.", [W("=", 333)]), ("This is a JPEG.", [F("JPEG")])],
 "progressive_stops_after_2_scans.jpg": [("The image is 1024x768.", WH(1024, 768)), ("This is a JPEG file.", [F("JPEG")])],
 # ---------------- ordinary GIF
 "banner_150x90.gif": [("The banner is 150x90.", WH(150, 90)), ("The GIF is animated.", [A(True)]),
   ("The GIF is a still image with a single frame.", [N("=", 1)])],
 "spinner_3f_64x48.gif": [("This is an animated GIF.", [A(True), F("GIF")]), ("The GIF has 3 frames.", [N("=", 3)]),
   ("The GIF has 5 frames.", [N("=", 5)]), ("The spinner is 64 x 48 pixels.", WH(64, 48))],
 "bounce_10f_40x40.gif": [("The animation contains 10 frames.", [N("=", 10)]), ("The GIF has transparency.", [T(True)]),
   ("The animation has more than 12 frames.", [N(">", 12)]), ("The image is 40x40.", WH(40, 40))],
 "dot_1x1.gif": [("This GIF is 1 pixel by 1 pixel.", WH(1, 1)), ("It is a GIF.", [F("GIF")])],
 "im_traffic_4f_90x30.gif": [("The GIF has 4 frames.", [N("=", 4)]), ("The GIF is 90 pixels wide and 30 high.", WH(90, 30)),
   ("The GIF is not animated.", [A(False)])],
 "gif_screen_5000x4000.gif": [("The GIF is 5000x4000.", WH(5000, 4000)), ("The GIF is 64x48.", WH(64, 48)),
   ("The GIF has 3 frames.", [N("=", 3)])],
 "gif_screen_smaller_than_frame.gif": [("The GIF is 32x32.", WH(32, 32)), ("The GIF is 64x48.", WH(64, 48)),
   ("The GIF has 3 frames.", [N("=", 3)])],
 # ---------------- ordinary WebP
 "lossy_400x300.webp": [("The WebP image is 400x300.", WH(400, 300) + [F("WEBP")]), ("The image is a WebP.", [F("WEBP")]),
   ("The image is 300 pixels wide.", [W("=", 300)]), ("The WebP is animated.", [A(True)])],
 "lossless_alpha_97x61.webp": [("The image has an alpha channel.", [T(True)]), ("The image is 97x61.", WH(97, 61))],
 "anim_4f_80x80.webp": [("The WebP is animated.", [A(True)]), ("The WebP has 4 frames.", [N("=", 4)]),
   ("The animation is 80x80.", WH(80, 80)), ("The WebP has 2 frames.", [N("=", 2)]), ("The WebP is a still image.", [A(False)])],
 "im_square_160x160.webp": [("The image is 160 pixels square.", WH(160, 160)), ("It's a PNG.", [F("PNG")])],
 # ---------------- format disagrees with name / declared type
 "really_png_named.gif": [("The file is a GIF.", [F("GIF")]), ("The image is 640x480.", WH(640, 480))],
 "really_jpeg_named.png": [("The file is a PNG image.", [F("PNG")]), ("The image is a JPEG.", [F("JPEG")]),
   ("The image is 199 pixels wide.", [W("=", 199)])],
 "really_webp_named.jpg": [("This is a JPEG.", [F("JPEG")]), ("The image is 400x300.", WH(400, 300))],
 "png_sig_over_jpeg.png": [("This is a PNG.", [F("PNG")]), ("The image is 199x301.", WH(199, 301))],
 "riff_webp_around_png.webp": [("This is a WebP image.", [F("WEBP")]), ("The image is 64x64.", WH(64, 64))],
 "not_an_image.png": [("The image is a PNG.", [F("PNG")])],
 # ---------------- crafted PNG
 "ihdr_lies_9000x7000.png": [("The image is 9000x7000.", WH(9000, 7000)), ("The image is wider than 8000 pixels.", [W(">", 8000)]),
   ("The file is a PNG.", [F("PNG")])],
 "ihdr_smaller_40x30.png": [("The image is 40x30.", WH(40, 30)), ("The image is 160x120.", WH(160, 120))],
 "ihdr_swapped_120x160.png": [("The image is 120 pixels wide.", [W("=", 120)]), ("The image is portrait.", [O("portrait")])],
 "ihdr_width0.png": [("The image is 0 pixels wide.", [W("=", 0)]), ("The image height is 120.", [H("=", 120)])],
 "ihdr_2000000x1.png": [("The image is 2000000 pixels wide.", [W("=", 2000000)]), ("The image is 1 pixel tall.", [H("=", 1)])],
 "idat_half_crc_ok.png": [("The image is 160x120.", WH(160, 120)), ("This is a PNG.", [F("PNG")])],
 "idat_corrupt_crc_ok.png": [("The image is 160 pixels wide.", [W("=", 160)]), ("The image is landscape.", [O("landscape")])],
 "idat_short_rows.png": [("The image is 160x120.", WH(160, 120))],
 "idat_bad_filter.png": [("The image is 160x120.", WH(160, 120)), ("The PNG is not animated.", [A(False)])],
 "cut_after_ihdr.png": [("The image is 160x120.", WH(160, 120)), ("This is a PNG image.", [F("PNG")])],
 "cut_60pct.png": [("The image is 160 pixels wide.", [W("=", 160)])],
 "no_iend.png": [("The image is 160x120.", WH(160, 120))],
 "ihdr_bad_crc.png": [("The image is 160x120.", WH(160, 120))],
 "short_plte_48x32.png": [("The image is 48x32.", WH(48, 32)), ("This is a PNG file.", [F("PNG")])],
 "apng_actl_says_5.png": [("The animation has 5 frames.", [N("=", 5)]), ("The image is 50x70.", WH(50, 70))],
 # ---------------- crafted JPEG
 "sof_lies_60000x60000.jpg": [("The image is 60000x60000.", WH(60000, 60000)), ("This is a JPEG.", [F("JPEG")])],
 "sof_lies_2000x1500.jpg": [("The photo is 2000 x 1500 pixels.", WH(2000, 1500)), ("The aspect ratio is 4:3.", [R(4, 3)])],
 "sof_smaller_24x24.jpg": [("The image is 24x24.", WH(24, 24)), ("The image is square.", [O("square")])],
 "jpeg_cut_half.jpg": [("The image is 333x127.", WH(333, 127)), ("It is a JPEG.", [F("JPEG")])],
 "jpeg_headers_only.jpg": [("The image is 333 pixels wide.", [W("=", 333)])],
 "jpeg_scan_garbled.jpg": [("The image is 333x127.", WH(333, 127))],
 "progressive_cut_midscan.jpg": [("The image is 1024x768.", WH(1024, 768)), ("The image is wider than 1000 pixels.", [W(">", 1000)])],
 # ---------------- crafted GIF
 "gif_cut_no_trailer.gif": [("The GIF is 150x90.", WH(150, 90)), ("This is a GIF.", [F("GIF")])],
 "gif_lzw_cut.gif": [("The GIF is 150x90.", WH(150, 90))],
 "gif_header_only.gif": [("The GIF is 64x48.", WH(64, 48)), ("The GIF is not animated.", [A(False)])],
 "gif_frame2_garbled.gif": [("The GIF has 3 frames.", [N("=", 3)]), ("The GIF is 64x48.", WH(64, 48))],
 # ---------------- crafted WebP
 "vp8_header_16000x12000.webp": [("The image is 16000x12000.", WH(16000, 12000)), ("This is a WebP file.", [F("WEBP")])],
 "vp8_cut_riff_fixed.webp": [("The image is 400x300.", WH(400, 300))],
 "webp_cut_riff_stale.webp": [("The image is 400x300.", WH(400, 300))],
 "vp8x_canvas_4000x3000.webp": [("The image is 4000x3000.", WH(4000, 3000)), ("The image is 400x300.", WH(400, 300))],
 "vp8l_header_2000x1500.webp": [("The image is 2000x1500.", WH(2000, 1500)), ("The image is lossless WebP of 2000 pixels width.", [W("=", 2000)])],
}
CT = {"png": "image/png", "jpg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}
CT_OVERRIDE = {"really_jpeg_named.png": "application/octet-stream"}
CRAFTED = ("ihdr_", "idat_", "cut_", "no_iend", "short_plte", "apng_actl", "sof_", "jpeg_cut", "jpeg_headers", "jpeg_scan",
           "progressive_cut", "gif_cut", "gif_lzw", "gif_header", "gif_frame2", "vp8", "webp_cut", "gif_screen", "trailing_junk",
           "jpeg_junk", "progressive_stops")
MISMATCH = ("really_", "png_sig_over", "riff_webp_around", "not_an_image")
cases = []
for f, claims in C.items():
    assert os.path.exists(os.path.join("files", f)), f
    cat = "mismatch" if f.startswith(MISMATCH) else "crafted" if f.startswith(CRAFTED) else "ordinary"
    for i, (text, atoms) in enumerate(claims):
        cases.append({"id": f"{f.rsplit('.', 1)[0]}#{i + 1}", "file": f, "content_type": CT_OVERRIDE.get(f, CT[f.rsplit('.', 1)[1]]),
                      "category": cat, "claim": text, "atoms": atoms})
json.dump(cases, open("cases.json", "w"), indent=1)
print(len(cases), "claims over", len(C), "files")
