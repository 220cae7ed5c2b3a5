"""A UCI engine driven line by line, for the measuring scripts (bench-speed, depth-table)."""
import subprocess


class Engine:
    """kabir-cli uci or Fairy-Stockfish, one thread, set to a variant and its options."""

    def __init__(self, cmd, variant, options, fsf_ini=None, hash_mb=64):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        if fsf_ini:
            self.send(f"setoption name VariantPath value {fsf_ini}")
        self.send(f"setoption name UCI_Variant value {variant}")
        for key, value in options.items():
            self.send(f"setoption name {key} value {value}")
        self.send("setoption name Threads value 1")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def lines_until(self, word):
        """The engine's lines up to the one starting with `word` (not included)."""
        for line in self.p.stdout:
            if line.startswith(word):
                return
            yield line
        raise RuntimeError("engine ended")

    def wait(self, word):
        """Waits for a line starting with `word`; returns the last 'info depth ... nps' line before it, split."""
        last_info = None
        for line in self.lines_until(word):
            if line.startswith("info depth") and " nps " in line:
                last_info = line.split()
        return last_info

    def close(self):
        self.send("quit")
        self.p.wait()


def field(info, name):
    return int(info[info.index(name) + 1])
