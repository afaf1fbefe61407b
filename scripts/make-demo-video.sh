#!/usr/bin/env bash
# Regenerates demo/src/seed/assets/demo-video.webm: a 6-second 640×360 moving warm gradient (VP9,
# about 120 KB), the stand-in for creators' step and recipe videos in the demo kitchens.
# Needs ffmpeg (Debian package ffmpeg); the committed file is what the seed copies.
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg -y -loglevel error -f lavfi \
  -i "gradients=s=640x360:c0=0xb45309:c1=0xfde68a:c2=0x7c2d12:n=3:speed=0.03:duration=6:rate=24" \
  -c:v libvpx-vp9 -b:v 180k -pix_fmt yuv420p -an demo/src/seed/assets/demo-video.webm
