#!/usr/bin/env python3
"""Compress every file that users dropped into the shared inbox."""
import os
import time

INBOX = "/srv/shared/inbox"
ARCHIVE = "/srv/shared/archive"


def main():
    while True:
        for name in os.listdir(INBOX):
            if name.endswith(".gz"):
                continue
            src = os.path.join(INBOX, name)
            os.system("gzip -9 '%s' && mv '%s.gz' %s/" % (src, src, ARCHIVE))
        time.sleep(30)


if __name__ == "__main__":
    main()
