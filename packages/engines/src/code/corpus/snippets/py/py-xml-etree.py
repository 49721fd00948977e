import xml.etree.ElementTree as ET

def parse(data):
    return ET.fromstring(data)
