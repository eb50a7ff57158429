"""`python -m fxlens ARGS` runs the fxlens binary with ARGS, like the `fxlens` command."""
import sys

from fxlens import main

sys.exit(main())
