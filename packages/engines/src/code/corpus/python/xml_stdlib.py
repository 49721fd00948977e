import xml.etree.ElementTree as ET
import xml.sax
from xml.dom import minidom

import defusedxml.ElementTree as SafeET


def parse_upload(data):
    return ET.fromstring(data)  # expect: xxe


def parse_file(path):
    tree = ET.parse(path)  # expect: xxe
    return tree.getroot()


def parse_dom(text):
    return minidom.parseString(text)  # expect: xxe


def parse_sax(stream, handler):
    xml.sax.parse(stream, handler)  # expect: xxe


def parse_safely(data):
    # Near miss: defusedxml.
    return SafeET.fromstring(data)
