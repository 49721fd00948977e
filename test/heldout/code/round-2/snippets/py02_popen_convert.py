import os
import sys


def thumbnail(filename):
    # resize an uploaded picture to a 128px thumbnail
    os.popen("convert " + filename + " -resize 128x128 thumb.png").read()


if __name__ == "__main__":
    thumbnail(sys.argv[1])
