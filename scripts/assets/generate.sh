#!/usr/bin/env bash
# Regenerates all drawn site art (team portraits, the home hero's client faces, badges, press wordmarks, blog images, the home hero's art) into shell/public.
# Usage: bash scripts/assets/generate.sh — needs node, ffmpeg (with librsvg) and cwebp; output is overwritten each run.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PUB="$ROOT/shell/public"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

for tool in node ffmpeg cwebp; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)
size() { stat -c %s "$1"; }

# SVG -> PNG through ffmpeg's librsvg decoder; its RGBA comes out premultiplied, so straighten the alpha
rast() { "${FF[@]}" -i "$1" -vf "format=gbrap,unpremultiply=inplace=1,format=rgba" -frames:v 1 "$2"; }

# PNG -> WebP, lowering quality until the file fits the byte budget
webp_fit() { # png out max_bytes start_quality
  local q=$4
  while :; do
    cwebp -quiet -q "$q" -m 6 -af -metadata none "$1" -o "$2"
    [ "$(size "$2")" -le "$3" ] || [ "$q" -le 40 ] && break
    q=$((q - 5))
  done
}

mkdir -p "$PUB/images/team" "$PUB/images/blog"

echo "drawing SVG sources"
node "$HERE/art.mjs" "$WORK" "$PUB"

echo "team portraits"
for svg in "$WORK"/team/*.svg; do
  n=$(basename "$svg" .svg)
  rast "$svg" "$WORK/$n.png"
  webp_fit "$WORK/$n.png" "$PUB/images/team/$n.webp" 25600 90
done

echo "home hero client faces"
mkdir -p "$PUB/assets/home/avatars"
for svg in "$WORK"/clients/*.svg; do
  n=$(basename "$svg" .svg)
  rast "$svg" "$WORK/$n-288.png"
  "${FF[@]}" -i "$WORK/$n-288.png" -vf "scale=96:96:flags=lanczos" "$WORK/$n.png"
  webp_fit "$WORK/$n.png" "$PUB/assets/home/avatars/$n.webp" 3072 80
done

echo "blog images"
# Quality 75, not 88: flat illustrations look the same and weigh a third less, and the blog list
# fetches seven of them at its first layout on a phone (docs/performance.md).
for svg in "$WORK"/blog/*.svg; do
  n=$(basename "$svg" .svg)
  rast "$svg" "$WORK/blog-$n.png"
  webp_fit "$WORK/blog-$n.png" "$PUB/images/blog/$n.webp" 61440 75
done

echo "done"
