#!/usr/bin/env bash
# Regenerates site-template/public/sounds/timer.webm: four soft 880 Hz chimes (1.8 s, Opus).
# Needs ffmpeg (Debian package ffmpeg); the committed file is what kitchens ship.
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg -y -loglevel error -f lavfi \
  -i "aevalsrc='0.45*(sin(2*PI*880*t)+0.3*sin(2*PI*1760*t))*lt(mod(t\,0.45)\,0.3)*exp(-6*mod(t\,0.45))':s=48000:d=1.8" \
  -ac 1 -c:a libopus -b:a 32k site-template/public/sounds/timer.webm
