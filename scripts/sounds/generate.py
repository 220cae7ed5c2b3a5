#!/usr/bin/env python3
"""Writes Kabir's sounds (resources/sounds/*.wav): a wooden click for a move, a heavier double
knock for a capture and a soft two-note chime at the end of a game. Synthesised here, from
numbers, so that they are ours and can be changed in one place. Standard library only.

Run from the repository's root:  python3 scripts/sounds/generate.py
"""

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[2] / "resources" / "sounds"


def knock(duration, pitch, brightness, gain, seed):
    """A piece set down on wood: a short noise burst through a resonator, decaying fast."""
    rng = random.Random(seed)
    samples = []
    # A two-pole resonator at `pitch` Hz, excited by a burst of noise.
    r = 0.995 - brightness * 0.02
    c = 2 * r * math.cos(2 * math.pi * pitch / RATE)
    y1 = y2 = 0.0
    for n in range(int(duration * RATE)):
        t = n / RATE
        excitation = rng.uniform(-1, 1) * math.exp(-t * 900) if t < 0.01 else 0.0
        y = excitation + c * y1 - r * r * y2
        y2, y1 = y1, y
        samples.append(gain * y * math.exp(-t * 45))
    return samples


def chime(notes, duration, gain):
    """Soft bell-like tones, one after the other, each with a quiet octave above it."""
    samples = [0.0] * int(duration * RATE)
    for start, frequency in notes:
        first = int(start * RATE)
        for n in range(first, len(samples)):
            t = (n - first) / RATE
            envelope = min(1.0, t * 200) * math.exp(-t * 4.5)
            tone = math.sin(2 * math.pi * frequency * t) + 0.25 * math.sin(4 * math.pi * frequency * t)
            samples[n] += gain * envelope * tone
    return samples


def mix(*parts):
    length = max(offset + len(p) for offset, p in parts)
    out = [0.0] * length
    for offset, part in parts:
        for i, s in enumerate(part):
            out[offset + i] += s
    return out


def write(name, samples):
    peak = max(abs(s) for s in samples) or 1.0
    scale = 0.8 * 32767 / peak
    with wave.open(str(OUT / name), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    write("move.wav", knock(0.12, 420, 0.3, 1.0, 1))
    second = int(0.045 * RATE)
    write("capture.wav", mix((0, knock(0.10, 380, 0.4, 1.0, 2)), (second, knock(0.14, 300, 0.2, 1.3, 3))))
    write("gameover.wav", chime([(0.0, 523.25), (0.18, 659.25)], 1.2, 0.5))


if __name__ == "__main__":
    main()
