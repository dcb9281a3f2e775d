"""Draws a frame of the terminal renderer (LassoTerminal's text) as a PNG: a 5×7 bitmap font on
a dark background, each cell 6×10 pixels, scaled. Exact and reproducible: the same text gives
the same bytes (no compression level, font or platform differences), so CI can compare a
committed picture with the one the code draws now.

Used by scripts/check-tutorials for the tutorial's pictures.
"""
import struct
import zlib

# Each glyph: 7 rows of 5 columns, '#' is ink. Characters missing here are drawn as a hollow box
# (and reported by `missing`), so a new character shows up in review rather than vanishing.
_FONT_ROWS = {
  "A": ".###. #...# #...# ##### #...# #...# #...#",
  "B": "####. #...# #...# ####. #...# #...# ####.",
  "C": ".###. #...# #.... #.... #.... #...# .###.",
  "D": "####. #...# #...# #...# #...# #...# ####.",
  "E": "##### #.... #.... ####. #.... #.... #####",
  "F": "##### #.... #.... ####. #.... #.... #....",
  "G": ".###. #...# #.... #.### #...# #...# .####",
  "H": "#...# #...# #...# ##### #...# #...# #...#",
  "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
  "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
  "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
  "L": "#.... #.... #.... #.... #.... #.... #####",
  "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#",
  "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
  "O": ".###. #...# #...# #...# #...# #...# .###.",
  "P": "####. #...# #...# ####. #.... #.... #....",
  "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#",
  "R": "####. #...# #...# ####. #.#.. #..#. #...#",
  "S": ".####. #.... #.... .###. ....# ....# ####.",
  "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
  "U": "#...# #...# #...# #...# #...# #...# .###.",
  "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
  "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
  "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
  "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
  "Z": "##### ....# ...#. ..#.. .#... #.... #####",
  "a": "..... ..... .###. ....# .#### #...# .####",
  "b": "#.... #.... #.##. ##..# #...# #...# ####.",
  "c": "..... ..... .###. #.... #.... #...# .###.",
  "d": "....# ....# .##.# #..## #...# #...# .####",
  "e": "..... ..... .###. #...# ##### #.... .###.",
  "f": "..##. .#..# .#... ###.. .#... .#... .#...",
  "g": ".#### #...# #...# .#### ....# ....# .###.",
  "h": "#.... #.... #.##. ##..# #...# #...# #...#",
  "i": "..#.. ..... .##.. ..#.. ..#.. ..#.. .###.",
  "j": "...#. ..... ..##. ...#. ...#. #..#. .##..",
  "k": "#.... #.... #..#. #.#.. ##... #.#.. #..#.",
  "l": ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
  "m": "..... ..... ##.#. #.#.# #.#.# #...# #...#",
  "n": "..... ..... #.##. ##..# #...# #...# #...#",
  "o": "..... ..... .###. #...# #...# #...# .###.",
  "p": "####. #...# #...# ####. #.... #.... #....",
  "q": ".#### #...# #...# .#### ....# ....# ....#",
  "r": "..... ..... #.##. ##..# #.... #.... #....",
  "s": "..... ..... .###. #.... .###. ....# ####.",
  "t": ".#... .#... ###.. .#... .#... .#..# ..##.",
  "u": "..... ..... #...# #...# #...# #..## .##.#",
  "v": "..... ..... #...# #...# #...# .#.#. ..#..",
  "w": "..... ..... #...# #...# #.#.# #.#.# .#.#.",
  "x": "..... ..... #...# .#.#. ..#.. .#.#. #...#",
  "y": "#...# #...# #...# .#### ....# ....# .###.",
  "z": "..... ..... ##### ...#. ..#.. .#... #####",
  "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
  "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
  "2": ".###. #...# ....# ...#. ..#.. .#... #####",
  "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
  "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
  "5": "##### #.... ####. ....# ....# #...# .###.",
  "6": "..##. .#... #.... ####. #...# #...# .###.",
  "7": "##### ....# ...#. ..#.. .#... .#... .#...",
  "8": ".###. #...# #...# .###. #...# #...# .###.",
  "9": ".###. #...# #...# .#### ....# ...#. .##..",
  " ": "..... ..... ..... ..... ..... ..... .....",
  ".": "..... ..... ..... ..... ..... .##.. .##..",
  ",": "..... ..... ..... ..... .##.. ..#.. .#...",
  ":": "..... .##.. .##.. ..... .##.. .##.. .....",
  ";": "..... .##.. .##.. ..... .##.. ..#.. .#...",
  "!": "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
  "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
  "'": "..#.. ..#.. .#... ..... ..... ..... .....",
  '"': ".#.#. .#.#. ..... ..... ..... ..... .....",
  "-": "..... ..... ..... ##### ..... ..... .....",
  "_": "..... ..... ..... ..... ..... ..... #####",
  "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
  "=": "..... ..... ##### ..... ##### ..... .....",
  "/": "..... ....# ...#. ..#.. .#... #.... .....",
  "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
  ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
  "[": ".###. .#... .#... .#... .#... .#... .###.",
  "]": ".###. ...#. ...#. ...#. ...#. ...#. .###.",
  "<": "...#. ..#.. .#... #.... .#... ..#.. ...#.",
  ">": ".#... ..#.. ...#. ....# ...#. ..#.. .#...",
  "%": "##..# ##.#. ...#. ..#.. .#... .#.## #..##",
  "#": ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
  "*": "..... ..#.. #.#.# .###. #.#.# ..#.. .....",
  "‹": "..... ...#. ..#.. .#... ..#.. ...#. .....",
  "›": "..... .#... ..#.. ...#. ..#.. .#... .....",
  "▸": "..... .#... .##.. .###. .##.. .#... .....",
  "·": "..... ..... ..... ..#.. ..... ..... .....",
}
# The box-drawing lines join their neighbours: they span the whole cell (see `_cell`).
_LINES = {"─": "h", "│": "v", "┼": "hv"}

WIDTH, HEIGHT, SCALE = 6, 10, 2
BACKGROUND = (0x1E, 0x1F, 0x26)
INK = (0xE6, 0xE6, 0xE6)
ACCENT = (0x7F, 0xC8, 0xFF)  # the focus mark and the line under the navigation bar


def _glyph(character):
  rows = _FONT_ROWS.get(character)
  if rows is None:
    return None
  rows = rows.split()
  # Rows may be written 6 wide by mistake: only the first five columns count.
  return [[row[x] == "#" if x < len(row) else False for x in range(5)] for row in rows[:7]]


def missing(text):
  """The characters of `text` this font cannot draw (drawn as boxes)."""
  return sorted({c for c in text if c != "\n" and c not in _FONT_ROWS and c not in _LINES})


def _cell(character):
  """The cell's pixels (WIDTH × HEIGHT booleans, rows top first) and whether it is accented."""
  pixels = [[False] * WIDTH for _ in range(HEIGHT)]
  if character in _LINES:
    kind = _LINES[character]
    if "h" in kind:
      for x in range(WIDTH):
        pixels[HEIGHT // 2][x] = True
    if "v" in kind:
      for y in range(HEIGHT):
        pixels[y][WIDTH // 2] = True
    return pixels, True
  glyph = _glyph(character)
  if glyph is None:  # a hollow box
    for y in range(1, 8):
      for x in range(5):
        pixels[y][x] = y in (1, 7) or x in (0, 4)
    return pixels, False
  # Letters with descenders (drawn from the x-height down) sit two rows lower.
  top = 3 if character in "gpqy" else 1
  for y in range(7):
    for x in range(5):
      pixels[y + top][x] = glyph[y][x]
  return pixels, character == "▸"


def png(text, columns=None):
  """The PNG bytes of `text` (lines of a frame), `columns` wide (the longest line by default)."""
  lines = text.split("\n")
  columns = columns or max((len(line) for line in lines), default=1)
  margin = 2  # cells
  width = (columns + 2 * margin) * WIDTH * SCALE
  height = (len(lines) + 2 * margin) * HEIGHT * SCALE
  rows = [bytearray(BACKGROUND * width) for _ in range(height)]
  for row_index, line in enumerate(lines):
    for column, character in enumerate(line[:columns]):
      if character == " ":
        continue
      pixels, accented = _cell(character)
      color = bytes(ACCENT if accented else INK)
      for y in range(HEIGHT):
        for x in range(WIDTH):
          if not pixels[y][x]:
            continue
          for dy in range(SCALE):
            top = ((row_index + margin) * HEIGHT + y) * SCALE + dy
            left = ((column + margin) * WIDTH + x) * SCALE
            for dx in range(SCALE):
              rows[top][(left + dx) * 3:(left + dx) * 3 + 3] = color
  raw = b"".join(b"\x00" + bytes(row) for row in rows)

  def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

  header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
  return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
          + chunk(b"IEND", b""))
