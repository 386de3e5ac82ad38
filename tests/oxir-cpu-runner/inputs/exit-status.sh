#!/bin/sh
# Runs the command given and prints its exit status after its output (see lit.cfg.py).
"$@"
echo "$?"
