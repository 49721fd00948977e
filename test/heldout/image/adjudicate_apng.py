"""Frame counts of every animated PNG (a PNG with an acTL chunk) in the image held-out rounds, by three decoders.

The rounds' oracles compare Pillow with ImageMagick's default PNG coder, which reads only an APNG's first image, so
claims about such a file's animation are labelled `disputed`. This script asks two more decoders: ImageMagick through
its APNG coder (`identify APNG:<file>`, which needs ffmpeg installed) and ffmpeg itself (`ffprobe -count_frames`).
Run from this folder: `python3 adjudicate_apng.py`. Prints one line per file, DISAGREE where the decoders do (the
crafted files whose acTL lies about the frame count: the rounds label them undecodable, and no claim about them counts).
"""
import glob
import os
import struct
import subprocess

from PIL import Image


def has_actl(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        return False
    i = 8
    while i + 8 <= len(data):
        (length,) = struct.unpack('>I', data[i:i + 4])
        kind = data[i + 4:i + 8]
        if kind == b'acTL':
            return True
        if kind == b'IDAT':
            return False
        i += 12 + length
    return False


def pillow_frames(path):
    try:
        with Image.open(path) as im:
            return getattr(im, 'n_frames', 1)
    except Exception as error:  # an undecodable file is reported, not adjudicated
        return f'error: {type(error).__name__}'


def magick_frames(path):
    out = subprocess.run(['identify', f'APNG:{path}'], capture_output=True, text=True)
    return len(out.stdout.strip().splitlines()) if out.returncode == 0 else f'exit {out.returncode}'


def ffmpeg_frames(path):
    out = subprocess.run(
        ['ffprobe', '-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames',
         '-of', 'csv=p=0', path], capture_output=True, text=True)
    value = out.stdout.strip()
    return int(value) if out.returncode == 0 and value.isdigit() else f'exit {out.returncode}'


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, 'round-*', '**', '*.png'), recursive=True)):
        if not has_actl(path):
            continue
        counts = (pillow_frames(path), magick_frames(path), ffmpeg_frames(path))
        agreed = len(set(map(str, counts))) == 1
        print(f"{os.path.relpath(path, here)}: Pillow {counts[0]}, ImageMagick APNG {counts[1]}, ffmpeg {counts[2]}"
              f"{'' if agreed else '  DISAGREE'}")


if __name__ == '__main__':
    main()
