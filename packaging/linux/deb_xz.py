"""Compress an uncompressed .deb with xz on several threads, reproducibly.

    python3 packaging/linux/deb_xz.py IN.deb OUT.deb

IN.deb comes from `dpkg-deb -Znone --build` (sorted tar members, owners root, times
clamped to SOURCE_DATE_EPOCH). dpkg-deb's own xz at level 9 uses one thread whatever
--threads-max says: liblzma's threaded encoder cuts the data into blocks of three times the
dictionary (192 MiB), and the game is smaller than one block. Here `xz -9` gets a fixed
32 MiB block size, so the ~100 MB of data.tar compress on up to four threads for a file
about 1 % bigger; a fixed block size (not one derived from the number of cores) keeps the
output byte-identical on any machine. control.tar is small and takes xz -9 as it is.

The ar container keeps dpkg-deb's member headers (name, time, owner, mode); only names
and sizes change (control.tar -> control.tar.xz, data.tar -> data.tar.xz).
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

AR_MAGIC = b"!<arch>\n"
HEADER = 60
BLOCK_SIZE = 32 * 2**20


def members(data: bytes) -> list[tuple[bytes, bytes]]:
    """(60-byte header, contents) of each ar member."""
    if not data.startswith(AR_MAGIC):
        raise ValueError("not an ar archive")
    out, pos = [], len(AR_MAGIC)
    while pos < len(data):
        header = data[pos:pos + HEADER]
        if len(header) != HEADER or header[58:60] != b"`\n":
            raise ValueError(f"broken ar member header at byte {pos}")
        size = int(header[48:58].decode("ascii").strip())
        out.append((header, data[pos + HEADER:pos + HEADER + size]))
        pos += HEADER + size + (size % 2)
    return out


def header_with(header: bytes, name: str, size: int) -> bytes:
    return name.encode("ascii").ljust(16) + header[16:48] + str(size).encode("ascii").ljust(10) + header[58:]


def xz(data: bytes, threaded: bool) -> bytes:
    cmd = ["xz", "-9", "--stdout", "--format=xz", "--check=crc64"]
    if threaded:
        # Always the multi-threaded encoder (two threads at least): with one thread xz
        # would switch to its single-threaded encoder and write a different file.
        threads = min(4, max(2, os.cpu_count() or 1))
        cmd += [f"--threads={threads}", f"--block-size={BLOCK_SIZE}"]
    else:
        cmd += ["--threads=1"]
    return subprocess.run(cmd, input=data, capture_output=True, check=True).stdout


def recompress(source: Path, target: Path) -> None:
    parts = members(source.read_bytes())
    names = [header[:16].decode("ascii").strip().rstrip("/") for header, _ in parts]
    if names != ["debian-binary", "control.tar", "data.tar"]:
        raise ValueError(f"{source}: expected an uncompressed .deb (dpkg-deb -Znone), got {names}")
    out = bytearray(AR_MAGIC)
    for (header, body), name in zip(parts, names):
        if name != "debian-binary":
            body = xz(body, threaded=name == "data.tar")
            name += ".xz"
        out += header_with(header, name, len(body)) + body + (b"\n" if len(body) % 2 else b"")
    target.write_bytes(bytes(out))


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python3 packaging/linux/deb_xz.py IN.deb OUT.deb", file=sys.stderr)
        return 2
    started = time.monotonic()
    recompress(Path(argv[0]), Path(argv[1]))
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"deb_xz: {time.monotonic() - started:.0f} s, xz used {cpu.ru_utime + cpu.ru_stime:.0f} s of CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
