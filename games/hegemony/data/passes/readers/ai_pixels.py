"""Pass B of the AI cards (needs Pillow): python ai_pixels.py <WC folder> <MC folder> <CC folder>
classifies the symbols, policy boxes and influence icons of each card by colour and prints CSV."""
import colorsys, sys
from collections import Counter
from pathlib import Path
from PIL import Image

def hsv(p):
    h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in p)); return h * 360, s, v

def region(im, x0, x1, y0, y1):
    w, h = im.size
    return [im.getpixel((x, y)) for x in range(int(w * x0), int(w * x1), 2) for y in range(int(h * y0), int(h * y1), 2)]

def symbol(px):
    c = Counter()
    for p in px:
        h, s, v = hsv(p)
        if v < 0.35: continue
        if s < 0.15 and v > 0.6: c["gray"] += 1
        elif s > 0.4:
            if 40 <= h < 65: c["yellow"] += 1
            elif 65 <= h < 120: c["green"] += 1
            elif 190 <= h < 230: c["blue"] += 1
            elif 270 <= h < 320: c["purple"] += 1
            elif 320 <= h < 345: c["pink"] += 1
            elif h >= 345 or h < 15: c["red"] += 1
    return c.most_common(1)[0][0] if c else "none"

CODE = {"WC": {"yellow": "AW", "green": "BGS", "gray": "PB", "red": "STR", "pink": "SA"},
        "MC": {"yellow": "AW", "green": "BGS", "gray": "PB", "blue": "BC", "red": "SFM", "pink": "SA"},
        "CC": {"blue": "BC", "red": "SFM", "gray": "PB", "purple": "LOB", "pink": "SA"}}

def policy(px):
    # the box's mean colour; background is near-black so skip dark pixels and white text
    total = len(px)
    px = [p for p in px if 0.25 < hsv(p)[2] and not (hsv(p)[1] < 0.12 and hsv(p)[2] > 0.85)]
    if len(px) < 0.6 * total: return None   # no box here: dark card background with text
    r, g, b = (sum(p[i] for p in px) / len(px) for i in range(3))
    h, s, v = hsv((r, g, b))
    if s < 0.12: return 7                  # grey: immigration
    if 190 <= h < 215 and s > 0.6: return 1  # blue: fiscal
    if 230 <= h < 275: return 2            # lavender: labor market
    if 285 <= h < 330: return 3            # magenta: taxation
    if h >= 345 or h < 10: return 4        # red: health
    if 20 <= h < 40 and s > 0.7: return 5  # orange: education
    if 20 <= h < 45: return 6              # tan: foreign trade
    return "?"

def influence(im):
    px = region(im, 0.02, 0.12, 0.93, 0.99)
    return int(sum(1 for p in px if 270 <= hsv(p)[0] < 320 and hsv(p)[1] > 0.35 and hsv(p)[2] > 0.4) > 20)

print("id,symbols,policies,influence_icons")
for d, cls in ((sys.argv[1], "WC"), (sys.argv[2], "MC"), (sys.argv[3], "CC")):
    for f in sorted(Path(d).glob("*-ai-*.jpg")):
        im = Image.open(f).convert("RGB")
        syms = [CODE[cls].get(symbol(region(im, x, x + 0.2, 0.03, 0.16)), "?") for x in (0.03, 0.27, 0.52, 0.76)]
        pols = [policy(region(im, x0, x1, 0.22, 0.30)) for x0, x1 in ((0.06, 0.44), (0.56, 0.94))]
        pols = [str(p) for p in pols if p is not None]
        print(f"{f.stem},{' '.join(syms)},{' '.join(pols)},{influence(im)}")
