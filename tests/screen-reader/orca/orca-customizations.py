# Loaded by Orca from its preferences folder at start. Orca opens its debug log block-buffered; the suite reads the
# log while Orca runs (what was spoken, which event was handled), so every line is written out as it is printed.
from orca import debug

if debug.debugFile:
    debug.debugFile.reconfigure(line_buffering=True)
