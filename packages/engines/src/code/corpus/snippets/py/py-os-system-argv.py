import os
import sys

os.system("ping -c 1 " + sys.argv[1])
