#!/usr/bin/env python3
"""Reference numbers for tests/match/stats_test.cpp, computed apart from the C++ code.

Pure Python, no libraries. Elo, nElo and LOS by the textbook formulas (fastchess's and
Fishtest's definitions: see core/match/stats.h); the GSPRT log-likelihood ratio twice: by the
maximum-likelihood fixed point of Van den Bergh's "Comments on Normalized Elo" section 4.1
(solved here with Newton steps on the secular equation), and by the closed form of its
section 4.2 (Fishtest's LLR_normalized_alt), which it must approach.
Run: python3 tests/match/statsref.py
"""
import math

Z = 1.959963984540054
C = 800 / math.log(10)


def elo(s):
    return -400 * math.log10(1 / s - 1)


def estimate(values, counts, scale):
    n = sum(counts)
    mu = sum(v * c for v, c in zip(values, counts)) / n
    var = sum(c * (v - mu) ** 2 for v, c in zip(values, counts)) / n
    se = math.sqrt(var / n)
    lo, hi = mu - Z * se, mu + Z * se
    sigma = math.sqrt(scale * var)
    return {
        "score": mu,
        "elo": elo(mu),
        "elo_error": (elo(hi) - elo(lo)) / 2,
        "nelo": (mu - 0.5) / sigma * C,
        "nelo_error": (hi - lo) / 2 / sigma * C,
        "los": 0.5 * (1 + math.erf((mu - 0.5) / math.sqrt(2 * var / n))),
    }


def mle_t(values, phat, t):
    p = [1 / len(values)] * len(values)
    for _ in range(200):
        mu = sum(a * q for a, q in zip(values, p))
        sigma = math.sqrt(sum(q * (a - mu) ** 2 for a, q in zip(values, p)))
        phi = [a - 0.5 - t * sigma * (1 + ((a - mu) / sigma) ** 2) / 2 for a in values]
        lo, hi = -1 / max(phi), -1 / min(phi)
        x = 0.0  # Newton from 0, kept inside (lo, hi)
        for _ in range(100):
            f = sum(w * f_ / (1 + x * f_) for w, f_ in zip(phat, phi))
            d = -sum(w * f_ * f_ / (1 + x * f_) ** 2 for w, f_ in zip(phat, phi))
            nx = x - f / d
            if not lo < nx < hi:
                nx = (x + (lo if nx <= lo else hi)) / 2
            if abs(nx - x) < 1e-15:
                break
            x = nx
        new = [w / (1 + x * f_) for w, f_ in zip(phat, phi)]
        if max(abs(a - b) for a, b in zip(new, p)) < 1e-13:
            p = new
            break
        p = new
    return p


def llr_penta(counts, nelo0, nelo1):
    reg = [c if c else 1e-3 for c in counts]
    n = sum(reg)
    phat = [c / n for c in reg]
    values = [0, 0.25, 0.5, 0.75, 1]
    t0, t1 = (math.sqrt(2) * e / C for e in (nelo0, nelo1))
    p0, p1 = mle_t(values, phat, t0), mle_t(values, phat, t1)
    exact = n * sum(w * (math.log(b) - math.log(a)) for w, a, b in zip(phat, p0, p1))
    mu = sum(a * w for a, w in zip(values, phat))
    var = sum(w * (a - mu) ** 2 for a, w in zip(values, phat))
    nt = (mu - 0.5) / math.sqrt(2 * var)
    nt0, nt1 = nelo0 / C, nelo1 / C
    alt = n * math.log((1 + (nt - nt0) ** 2) / (1 + (nt - nt1) ** 2))  # games/2 = pairs
    return exact, alt


if __name__ == "__main__":
    print("wdl 70/67/63", estimate([0, 0.5, 1], [63, 67, 70], 1))
    print("penta [5,20,42,25,8]", estimate([0, 0.25, 0.5, 0.75, 1], [5, 20, 42, 25, 8], 2))
    print("penta [0,3,10,5,2]", estimate([0, 0.25, 0.5, 0.75, 1], [0, 3, 10, 5, 2], 2))
    print("llr [5,20,42,25,8] 0 10", llr_penta([5, 20, 42, 25, 8], 0, 10))
    print("llr [0,3,10,5,2] 0 5", llr_penta([0, 3, 10, 5, 2], 0, 5))
    print("llr [30,120,300,150,40] -5 5", llr_penta([30, 120, 300, 150, 40], -5, 5))
    print("llr [60,200,400,160,30] 0 5", llr_penta([60, 200, 400, 160, 30], 0, 5))
    print("bounds 0.05 0.05", math.log(0.05 / 0.95), math.log(0.95 / 0.05))
