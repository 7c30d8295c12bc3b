"""Pass B of the political agendas (needs Pillow): python agenda_pixels.py <folder>
prints, for each card, the lit section of policies 1-5 (the brightest cell of each row) as CSV."""
import sys
from pathlib import Path
from PIL import Image

print("id,sections")
for f in sorted(Path(sys.argv[1]).glob("political-agenda-*.jpg")):
    im = Image.open(f).convert("RGB")
    w, h = im.size
    x0, x1, y0, y1 = 0.14, 0.59, 0.21, 0.89  # the 3x5 grid of sections on the card
    picks = []
    for row in range(5):
        cy = y0 + (row + 0.5) * (y1 - y0) / 5
        best = max(range(3), key=lambda col: sum(sum(im.getpixel((int(w * (x0 + (col + 0.5) * (x1 - x0) / 3 + dx)), int(h * (cy + dy)))))
                                                     for dx in (-0.02, 0, 0.02) for dy in (-0.02, 0, 0.02)))
        picks.append(f"{row + 1}{'ABC'[best]}")
    print(f"{f.stem},{' '.join(picks)}")
