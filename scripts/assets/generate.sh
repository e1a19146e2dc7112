#!/usr/bin/env bash
# Regenerates all drawn site media (team portraits, badges, blog images, video reviews) into shell/public/{images,media}.
# Usage: bash scripts/assets/generate.sh — needs node, ffmpeg (librsvg, libwebp, libx264, libvpx) and cwebp; output is overwritten each run.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PUB="$ROOT/shell/public"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

for tool in node ffmpeg ffprobe cwebp; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)
CLEAN=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact)
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

# PNG -> baseline JPEG within a byte budget
jpg_fit() { # png out max_bytes
  local q=3
  while :; do
    "${FF[@]}" -i "$1" -frames:v 1 -pix_fmt yuvj420p -q:v "$q" "${CLEAN[@]}" "$2"
    [ "$(size "$2")" -le "$3" ] || [ "$q" -ge 12 ] && break
    q=$((q + 1))
  done
}

H264=(-c:v libx264 -preset slow -profile:v high -pix_fmt yuv420p -an -bsf:v filter_units=remove_types=6 "${CLEAN[@]}")

# final container pass: stream copy without encoder tags, moov atom up front for progressive playback
finish() { # encoded_tmp out
  local extra=()
  [[ $2 == *.mp4 ]] && extra=(-movflags +faststart)
  "${FF[@]}" -i "$1" -map 0:v -c copy -an -map_metadata -1 -map_metadata:s:v -1 -fflags +bitexact "${extra[@]}" "$2"
}

mkdir -p "$PUB/images/team" "$PUB/images/badges" "$PUB/images/blog" \
  "$PUB/media/video-reviews"

echo "drawing SVG sources"
node "$HERE/art.mjs" "$WORK" "$PUB/images/badges"

echo "team portraits"
for svg in "$WORK"/team/*.svg; do
  n=$(basename "$svg" .svg)
  rast "$svg" "$WORK/$n.png"
  webp_fit "$WORK/$n.png" "$PUB/images/team/$n.webp" 25600 90
done

echo "blog images"
# Quality 75, not 88: flat illustrations look the same and weigh a third less, and the blog list
# fetches seven of them at its first layout on a phone (docs/performance.md).
for svg in "$WORK"/blog/*.svg; do
  n=$(basename "$svg" .svg)
  rast "$svg" "$WORK/blog-$n.png"
  webp_fit "$WORK/blog-$n.png" "$PUB/images/blog/$n.webp" 61440 75
done

echo "video reviews"
# layer start times (s): avatar, name, title, quote lines 1-3, service pills
STARTS=(0.3 0.9 1.5 2.4 3.2 4.0 5.0)
for dir in "$WORK"/vr/*/; do
  n=$(basename "$dir")
  rast "$dir/thumb.svg" "$dir/thumb.png"
  jpg_fit "$dir/thumb.png" "$PUB/media/video-reviews/$n.jpg" 40960
  rast "$dir/bg.svg" "$dir/bg.png"
  inputs=(-loop 1 -framerate 25 -t 10 -i "$dir/bg.png")
  graph="[0:v]crop=640:360:x='t*12':y='t*5'[s0];"
  for k in 0 1 2 3 4 5 6; do
    rast "$dir/l$k.svg" "$dir/l$k.png"
    inputs+=(-loop 1 -framerate 25 -t 10 -i "$dir/l$k.png")
    st=${STARTS[$k]}
    graph+="[$((k + 1)):v]format=rgba,fade=in:st=$st:d=0.7:alpha=1[f$k];"
    graph+="[s$k][f$k]overlay=x=0:y='14*clip(1-(t-$st)/0.7\,0\,1)'[s$((k + 1))];"
  done
  graph+="[s7]fade=in:st=0:d=0.3,fade=out:st=9.4:d=0.6,format=yuv420p[out]"
  "${FF[@]}" "${inputs[@]}" -filter_complex "$graph" -map "[out]" -r 25 -t 10 \
    "${H264[@]}" -crf 23 -tune animation "$WORK/vr-$n.mp4"
  finish "$WORK/vr-$n.mp4" "$PUB/media/video-reviews/$n.mp4"
done

echo "done"
