"""Render the app icon (resources/icons/smallwow.svg) into every format the installers need.

    python packaging/make_icons.py [OUT_DIR]        (default: packaging/build/icons)

Writes, all build outputs (never committed):

    OUT_DIR/hicolor/<N>x<N>/apps/smallwow.png   N = 16 22 24 32 48 64 128 256 512 (Linux)
    OUT_DIR/hicolor/scalable/apps/smallwow.svg  the source itself
    OUT_DIR/smallwow.ico                        Windows: 16..48 as 32-bit DIB, 256 as PNG
    OUT_DIR/smallwow.icns                       macOS: 16..1024, PNG entries
    OUT_DIR/smallwow.png                        256 px, for PyInstaller on Linux

Rendering uses Qt's QSvgRenderer from PySide6 (already a dependency of the game), and the
.ico/.icns containers are written here by hand (both are a small header plus images), so the
build needs no Pillow, librsvg or Inkscape.
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "resources" / "icons" / "smallwow.svg"
ICON_NAME = "smallwow"

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# ICNS element type -> pixel size; all of these may hold PNG data (macOS 10.7+).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


def _renderer():
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {SOURCE}")
    return renderer


def render(renderer, size: int):
    """The icon as a non-premultiplied ARGB32 QImage of size x size pixels."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("make_icons: Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image) -> bytes:
    """A 32-bit BMP body (BITMAPINFOHEADER, BGRA rows bottom-up, then the 1-bit AND mask)."""
    width, height = image.width(), image.height()
    rows = []
    mask_rows = []
    mask_stride = ((width + 31) // 32) * 4
    for y in range(height - 1, -1, -1):
        line = bytes(image.constScanLine(y))[: width * 4]  # ARGB32 little-endian = B,G,R,A
        rows.append(line)
        mask = bytearray(mask_stride)
        for x in range(width):
            if line[x * 4 + 3] == 0:
                mask[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(mask))
    pixels = b"".join(rows) + b"".join(mask_rows)
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(pixels), 0, 0, 0, 0)
    return header + pixels


def ico_bytes(images: dict[int, object]) -> bytes:
    bodies = [(size, png_bytes(images[size]) if size >= 256 else dib_bytes(images[size]))
              for size in ICO_SIZES]
    out = struct.pack("<HHH", 0, 1, len(bodies))
    offset = 6 + 16 * len(bodies)
    for size, body in bodies:
        dim = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(body), offset)
        offset += len(body)
    return out + b"".join(body for _, body in bodies)


def icns_bytes(images: dict[int, object]) -> bytes:
    elements = b""
    for kind, size in ICNS_TYPES:
        body = png_bytes(images[size])
        elements += kind + struct.pack(">I", len(body) + 8) + body
    return b"icns" + struct.pack(">I", len(elements) + 8) + elements


def make_icons(out_dir: Path) -> Path:
    out_dir = Path(out_dir)
    renderer = _renderer()
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    images = {size: render(renderer, size) for size in sizes}

    for size in HICOLOR_SIZES:
        target = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(png_bytes(images[size]))
    scalable = out_dir / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)

    (out_dir / f"{ICON_NAME}.png").write_bytes(png_bytes(images[256]))
    (out_dir / f"{ICON_NAME}.ico").write_bytes(ico_bytes(images))
    (out_dir / f"{ICON_NAME}.icns").write_bytes(icns_bytes(images))
    return out_dir


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else REPO / "packaging" / "build" / "icons"
    make_icons(out_dir)
    print(f"make_icons: wrote icons to {out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
