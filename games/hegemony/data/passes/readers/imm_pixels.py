"""Pass B of the immigration cards (needs Pillow): python imm_pixels.py <folder of immigration-NN.jpg>
prints the colour class of each card's two figures as CSV."""
import colorsys, sys
from PIL import Image
from pathlib import Path
d = Path(sys.argv[1])
def classify(rgb):
    r, g, b = rgb
    h, s, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    if s < 0.15: return "U"
    h *= 360
    if 15 <= h < 45 and s > 0.6: return "E"      # orange
    if h < 25 or h >= 340: return "H"             # salmon / pink
    if 60 <= h < 140: return "F"                  # green
    if 180 <= h < 250: return "L"                 # blue
    if 250 <= h < 340: return "M"                 # purple
    return "?"
print("id,working,middle")
for f in sorted(d.glob("immigration-*.jpg")):
    im = Image.open(f).convert("RGB"); w, h = im.size
    def figure(x0, x1):
        px = [im.getpixel((x, y)) for x in range(int(w * x0), int(w * x1), 2) for y in range(int(h * 0.45), int(h * 0.8), 2)]
        px = [p for p in px if sum(p) > 250]          # not the dark background
        px.sort(key=lambda p: max(p) - min(p))
        med = px[len(px) // 2]
        return classify(med)
    print(f"{f.stem},{figure(0.1, 0.45)},{figure(0.55, 0.9)}")
