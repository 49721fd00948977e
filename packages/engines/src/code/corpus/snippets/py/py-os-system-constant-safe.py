import os

def clear():
    os.system("clear")
