from markupsafe import Markup, escape

def banner(msg):
    return Markup("<b>%s</b>") % escape(msg)
