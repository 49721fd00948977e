from lxml import etree


def parse(data):
    return etree.fromstring(data)  # expect: xxe


def parser():
    return etree.XMLParser()  # expect: xxe


def parse_hardened(data):
    # Near miss: entity resolution off, parser passed explicitly.
    safe = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.fromstring(data, safe)
