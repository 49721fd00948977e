import ssl
import urllib.request

ctx = ssl._create_unverified_context()
urllib.request.urlopen("https://internal.example", context=ctx)
