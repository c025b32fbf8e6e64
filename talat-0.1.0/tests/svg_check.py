# SPDX-License-Identifier: ISC
"""svg_check.py FILE [TPN]: checks that FILE is a talat picture: well-formed
XML, an SVG 1.1 root element, only SVG 1.1 elements and attributes that
talat uses, every reference to an element of the picture itself (nothing
external), and, given the position's TPN, one tower on each board for each
tower the TPN puts there and a text alternative per board giving its TPN
field. Prints what is wrong and exits 1, or exits 0."""
import re
import sys
import xml.etree.ElementTree as ET

SVG = '{http://www.w3.org/2000/svg}'
XLINK = '{http://www.w3.org/1999/xlink}'
ELEMENTS = {'svg', 'defs', 'g', 'path', 'rect', 'circle', 'line', 'text',
            'use', 'title'}
ATTRIBUTES = {'version', 'width', 'height', 'viewBox', 'font-family', 'id',
              'd', 'fill', 'stroke', 'stroke-width', 'stroke-linejoin',
              'stroke-linecap', 'stroke-dasharray', 'x', 'y', 'x1', 'y1',
              'x2', 'y2', 'cx', 'cy', 'r', 'font-size', 'font-weight',
              'text-anchor', 'transform', 'opacity', 'fill-opacity',
              XLINK + 'href'}
errors = []


def check(path, tpn):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        return ['%s: not well-formed XML: %s' % (path, e)]
    if root.tag != SVG + 'svg' or root.get('version') != '1.1':
        errors.append('root is %s version %s, not svg 1.1'
                      % (root.tag, root.get('version')))
    ids = {e.get('id') for e in root.iter() if e.get('id')}
    for e in root.iter():
        name = e.tag.replace(SVG, '')
        if name not in ELEMENTS:
            errors.append('element %s is not one talat draws' % e.tag)
        for a, v in e.attrib.items():
            if a not in ATTRIBUTES:
                errors.append('attribute %s on %s' % (a, name))
            if 'url(' in v or '://' in v:
                errors.append('external reference %s="%s"' % (a, v))
        href = e.get(XLINK + 'href')
        if href is not None and (not href.startswith('#') or
                                 href[1:] not in ids):
            errors.append('reference %s is not to the picture' % href)
    if tpn is None:
        return errors
    fields = tpn.split(' ')
    boards = [g for g in root.iter(SVG + 'g')
              if g.find(SVG + 'title') is not None and
              re.match(r'(WB|BG|GW): ', g.find(SVG + 'title').text or '')]
    if len(boards) != 3:
        errors.append('%d boards with a text alternative, not 3'
                      % len(boards))
        return errors
    for i, name in enumerate(['WB', 'BG', 'GW']):
        title = boards[i].find(SVG + 'title').text
        if title != '%s: %s' % (name, fields[i]):
            errors.append('board %s is titled "%s"' % (name, title))
        want = sorted(re.findall(r'[WBG][SML][346]', fields[i]))
        got = sorted(u.get(XLINK + 'href')[1:]
                     for u in boards[i].iter(SVG + 'use'))
        if want != got:
            errors.append('board %s draws %s, the TPN has %s'
                          % (name, got, want))
    return errors


errors = check(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
for e in errors:
    print('%s: %s' % (sys.argv[1], e))
sys.exit(1 if errors else 0)
