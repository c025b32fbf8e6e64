talat adjudicate --help | tail -n 3 | while IFS= read -r l; do [ "$(printf '%s' "$l" | wc -m)" -le 80 ] || echo "wider than 80: $l"; done; talat adjudicate --help | tail -n 3
